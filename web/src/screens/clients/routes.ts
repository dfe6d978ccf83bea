import type { RouteObject } from 'react-router';
import { createRoute, detailRoute, listRoute } from '../../routes/resourceRoutes';

export const clientRoutes: RouteObject[] = [
  listRoute('clients', { type: 'clients', routeName: 'clients.index' }, () => import('./ClientList').then((m) => m.clientList)),
  createRoute('clients/create', 'clients', () => import('./ClientRecord').then((m) => m.clientRecord)),
  detailRoute('clients/:id', 'clients', () => import('../../__generated__/ClientRecordQuery.graphql'), () => import('./ClientRecord').then((m) => m.clientRecord)),
];
