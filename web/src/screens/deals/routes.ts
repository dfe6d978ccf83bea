import type { RouteObject } from 'react-router';
import { createRoute, detailRoute, listRoute } from '../../routes/resourceRoutes';

export const dealRoutes: RouteObject[] = [
  listRoute('deals', { type: 'deals', routeName: 'deals.index' }, () => import('./DealList').then((m) => m.dealList)),
  createRoute('deals/create', 'deals', () => import('./DealRecord').then((m) => m.dealRecord)),
  detailRoute('deals/:id', 'deals', () => import('../../__generated__/DealRecordQuery.graphql'), () => import('./DealRecord').then((m) => m.dealRecord)),
];
