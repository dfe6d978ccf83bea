import type { RouteObject } from 'react-router';
import { createRoute, detailRoute, listRoute } from '../../routes/resourceRoutes';
import { projectList } from './ProjectList';
import { projectRecord } from './ProjectRecord';

export const projectRoutes: RouteObject[] = [
  listRoute('projects', projectList),
  createRoute('projects/create', projectRecord),
  detailRoute('projects/:id', projectRecord),
];
