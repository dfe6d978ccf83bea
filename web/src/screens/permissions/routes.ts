import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { guardRoute } from '../../routes/guard';
import type { RouteHandle } from '../../routes/resourceRoutes';
import { RouteError } from '../../routes/RouteError';
import { loadPermissionsOverview } from './permissionsData';
import { PermissionsScreen } from './PermissionsScreen';

const routeName = 'permissions.index';

export const permissionRoutes: RouteObject[] = [
  {
    path: 'permissions',
    handle: { routeName } satisfies RouteHandle,
    loader: async ({ request }: LoaderFunctionArgs) => {
      await guardRoute(request, routeName);
      return loadPermissionsOverview();
    },
    Component: PermissionsScreen,
    ErrorBoundary: RouteError,
  },
];
