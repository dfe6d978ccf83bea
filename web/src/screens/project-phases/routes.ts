import type { RouteObject } from 'react-router';
import { detailRoute, listRoute } from '../../routes/resourceRoutes';

export const projectPhaseRoutes: RouteObject[] = [listRoute('project-phases', { type: 'project-phases', routeName: 'project-phases.index' }, () => import('./ProjectPhaseList').then((m) => m.projectPhaseList)), detailRoute('project-phases/:id', 'project-phases', () => import('../../__generated__/ProjectPhaseRecordQuery.graphql'), () => import('./ProjectPhaseRecord').then((m) => m.projectPhaseRecord))];
