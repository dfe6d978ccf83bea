import type { RouteObject } from 'react-router';
import { createRoute, detailRoute, listRoute } from '../../routes/resourceRoutes';

export const contractRoutes: RouteObject[] = [
  listRoute('contracts', { type: 'contracts', routeName: 'contracts.index' }, () => import('./ContractList').then((m) => m.contractList)),
  createRoute('contracts/create', 'contracts', () => import('./ContractRecord').then((m) => m.contractRecord)),
  detailRoute('contracts/:id', 'contracts', () => import('../../__generated__/ContractRecordQuery.graphql'), () => import('./ContractRecord').then((m) => m.contractRecord)),
];
