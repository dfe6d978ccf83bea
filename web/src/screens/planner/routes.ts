import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { PlannerScreenQuery } from '../../__generated__/PlannerScreenQuery.graphql';
import { guardRoute } from '../../routes/guard';
import { preloadQuery } from '../../routes/preload';
import type { RouteHandle } from '../../routes/resourceRoutes';
import { RouteError } from '../../routes/RouteError';
import { PLANNER_LIMIT, type PlannerData } from './plannerData';

const routeName = 'planner.index';

export const plannerRoutes: RouteObject[] = [
  {
    path: 'planner',
    handle: { routeName } satisfies RouteHandle,
    loader: async ({ request }: LoaderFunctionArgs): Promise<PlannerData> => {
      // The week's date handling comes with the planner, not with every screen's routes.
      const [, query, { weekFromParam, weekRange }] = await Promise.all([guardRoute(request, routeName), import('../../__generated__/PlannerScreenQuery.graphql'), import('../../lib/week')]);
      const monday = weekFromParam(new URL(request.url).searchParams.get('week'), new Date());
      const filter = [{ field: 'scheduledAt', operator: 'BETWEEN' as const, value: weekRange(monday) }];
      return { monday, queryRef: preloadQuery<PlannerScreenQuery>(query.default, { first: PLANNER_LIMIT, filter }) };
    },
    lazy: { Component: () => import('./PlannerScreen').then((m) => m.PlannerScreen) },
    ErrorBoundary: RouteError,
  },
];
