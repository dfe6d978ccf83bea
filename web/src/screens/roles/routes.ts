import type { RouteObject } from 'react-router';
import { createRoute, detailRoute, listRoute } from '../../routes/resourceRoutes';

export const roleRoutes: RouteObject[] = [
  listRoute('roles', { type: 'roles', routeName: 'roles.index' }, () => import('./RoleList').then((m) => m.roleList)),
  createRoute('roles/create', 'roles', () => import('./RoleRecord').then((m) => m.roleRecord)),
  detailRoute('roles/:id', 'roles', () => import('../../__generated__/RoleRecordQuery.graphql'), () => import('./RoleRecord').then((m) => m.roleRecord)),
];
