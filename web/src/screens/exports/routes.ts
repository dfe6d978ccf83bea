import type { RouteObject } from 'react-router';
import { listRoute } from '../../routes/resourceRoutes';

export const exportRoutes: RouteObject[] = [listRoute('exports', { type: 'exports', routeName: 'exports.index' }, () => import('./ExportList').then((m) => m.exportList))];
