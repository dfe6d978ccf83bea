import type { RouteObject } from 'react-router';
import { createRoute, detailRoute, listRoute } from '../../routes/resourceRoutes';
import { roleList } from './RoleList';
import { roleRecord } from './RoleRecord';

export const roleRoutes: RouteObject[] = [
  listRoute('roles', roleList),
  createRoute('roles/create', roleRecord),
  detailRoute('roles/:id', roleRecord),
];
