import type { RouteObject } from 'react-router';
import { createRoute, detailRoute, listRoute } from '../../routes/resourceRoutes';
import { slaList } from './SlaList';
import { slaRecord } from './SlaRecord';

export const slaRoutes: RouteObject[] = [
  listRoute('slas', slaList),
  createRoute('slas/create', slaRecord),
  detailRoute('slas/:id', slaRecord),
];
