import type { RouteObject } from 'react-router';
import { createRoute, detailRoute, listRoute } from '../../routes/resourceRoutes';

export const operatorRoutes: RouteObject[] = [
  listRoute('operators', { type: 'operators', routeName: 'operators.index' }, () => import('./OperatorList').then((m) => m.operatorList)),
  createRoute('operators/create', 'operators', () => import('./OperatorRecord').then((m) => m.operatorRecord)),
  detailRoute('operators/:id', 'operators', () => import('../../__generated__/OperatorRecordQuery.graphql'), () => import('./OperatorRecord').then((m) => m.operatorRecord)),
];
