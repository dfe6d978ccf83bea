import type { RouteObject } from 'react-router';
import { detailRoute, listRoute } from '../../routes/resourceRoutes';
import { projectPhaseList } from './ProjectPhaseList';
import { projectPhaseRecord } from './ProjectPhaseRecord';

export const projectPhaseRoutes: RouteObject[] = [listRoute('project-phases', projectPhaseList), detailRoute('project-phases/:id', projectPhaseRecord)];
