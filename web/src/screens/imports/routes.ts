import type { RouteObject } from 'react-router';
import { listRoute, pageRoute } from '../../routes/resourceRoutes';

export const importRoutes: RouteObject[] = [
  listRoute('imports', { type: 'imports', routeName: 'imports.index' }, () => import('./ImportList').then((m) => m.importList)),
  pageRoute('imports/create', 'imports.store', () => import('./ImportCreateScreen').then((m) => m.ImportCreateRoute)),
];
