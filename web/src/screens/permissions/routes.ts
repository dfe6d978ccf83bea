import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { guardRoute } from '../../routes/guard';
import type { RouteHandle } from '../../routes/resourceRoutes';
import { RouteError } from '../../routes/RouteError';

const routeName = 'permissions.index';

export const permissionRoutes: RouteObject[] = [
  {
    path: 'permissions',
    handle: { routeName } satisfies RouteHandle,
    loader: async ({ request }: LoaderFunctionArgs) => {
      const [, data] = await Promise.all([guardRoute(request, routeName), import('./permissionsData')]);
      return data.loadPermissionsOverview();
    },
    lazy: { Component: () => import('./PermissionsScreen').then((m) => m.PermissionsScreen) },
    ErrorBoundary: RouteError,
  },
];
