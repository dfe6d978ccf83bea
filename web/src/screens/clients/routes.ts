import type { RouteObject } from 'react-router';
import { createRoute, detailRoute, listRoute } from '../../routes/resourceRoutes';
import { clientList } from './ClientList';
import { clientRecord } from './ClientRecord';

export const clientRoutes: RouteObject[] = [
  listRoute('clients', clientList),
  createRoute('clients/create', clientRecord),
  detailRoute('clients/:id', clientRecord),
];
