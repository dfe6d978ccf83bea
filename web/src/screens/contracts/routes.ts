import type { RouteObject } from 'react-router';
import { createRoute, detailRoute, listRoute } from '../../routes/resourceRoutes';
import { contractList } from './ContractList';
import { contractRecord } from './ContractRecord';

export const contractRoutes: RouteObject[] = [
  listRoute('contracts', contractList),
  createRoute('contracts/create', contractRecord),
  detailRoute('contracts/:id', contractRecord),
];
