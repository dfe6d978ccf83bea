import type { RouteObject } from 'react-router';
import { listRoute } from '../../routes/resourceRoutes';
import { exportList } from './ExportList';

export const exportRoutes: RouteObject[] = [listRoute('exports', exportList)];
