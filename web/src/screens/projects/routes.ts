import type { RouteObject } from 'react-router';
import { createRoute, detailRoute, listRoute } from '../../routes/resourceRoutes';

export const projectRoutes: RouteObject[] = [
  listRoute('projects', { type: 'projects', routeName: 'projects.index' }, () => import('./ProjectList').then((m) => m.projectList)),
  createRoute('projects/create', 'projects', () => import('./ProjectRecord').then((m) => m.projectRecord)),
  detailRoute('projects/:id', 'projects', () => import('../../__generated__/ProjectRecordQuery.graphql'), () => import('./ProjectRecord').then((m) => m.projectRecord)),
];
