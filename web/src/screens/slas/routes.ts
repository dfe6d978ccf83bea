import type { RouteObject } from 'react-router';
import { createRoute, detailRoute, listRoute } from '../../routes/resourceRoutes';

export const slaRoutes: RouteObject[] = [
  listRoute('slas', { type: 'slas', routeName: 'slas.index' }, () => import('./SlaList').then((m) => m.slaList)),
  createRoute('slas/create', 'slas', () => import('./SlaRecord').then((m) => m.slaRecord)),
  detailRoute('slas/:id', 'slas', () => import('../../__generated__/SlaRecordQuery.graphql'), () => import('./SlaRecord').then((m) => m.slaRecord)),
];
