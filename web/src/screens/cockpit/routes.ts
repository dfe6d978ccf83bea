import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { CockpitPageQuery } from '../../__generated__/CockpitPageQuery.graphql';
import type { WallDisplayQuery } from '../../__generated__/WallDisplayQuery.graphql';
import { cockpitCode, cockpitQuery } from '../../routes/firstScreens';
import { guardRoute } from '../../routes/guard';
import { preloadQuery } from '../../routes/preload';
import type { RouteHandle } from '../../routes/resourceRoutes';
import { RouteError } from '../../routes/RouteError';
import type { WallData } from './WallDisplay';

export const cockpitRoute: RouteObject = {
  path: 'cockpit',
  handle: { routeName: 'cockpit' } satisfies RouteHandle,
  loader: async ({ request }: LoaderFunctionArgs) => {
    const [, query] = await Promise.all([guardRoute(request, 'cockpit'), cockpitQuery()]);
    return preloadQuery<CockpitPageQuery>(query.default, {});
  },
  lazy: { Component: () => cockpitCode().then((m) => m.CockpitRoute) },
  ErrorBoundary: RouteError,
};

/** One dashboard full screen, without the app's header: for a wall display. */
export const wallDisplayRoute: RouteObject = {
  path: '/cockpit/wall/:dashboardId',
  handle: { routeName: 'cockpit' } satisfies RouteHandle,
  loader: async ({ request }: LoaderFunctionArgs): Promise<WallData> => {
    const [viewer, query] = await Promise.all([guardRoute(request, 'cockpit'), import('../../__generated__/WallDisplayQuery.graphql')]);
    return { viewer, queryRef: preloadQuery<WallDisplayQuery>(query.default, {}) };
  },
  // Reading the dashboards again is the screen's own business.
  shouldRevalidate: () => false,
  lazy: { Component: () => import('./WallDisplay').then((m) => m.WallDisplayRoute) },
  ErrorBoundary: RouteError,
};
