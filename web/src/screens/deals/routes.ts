import type { RouteObject } from 'react-router';
import { createRoute, detailRoute, listRoute } from '../../routes/resourceRoutes';
import { dealList } from './DealList';
import { dealRecord } from './DealRecord';

export const dealRoutes: RouteObject[] = [
  listRoute('deals', dealList),
  createRoute('deals/create', dealRecord),
  detailRoute('deals/:id', dealRecord),
];
