import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { PlannerScreenQuery } from '../../__generated__/PlannerScreenQuery.graphql';
import { weekFromParam, weekRange } from '../../lib/week';
import { guardRoute } from '../../routes/guard';
import { preloadQuery } from '../../routes/preload';
import type { RouteHandle } from '../../routes/resourceRoutes';
import { RouteError } from '../../routes/RouteError';
import { PLANNER_LIMIT, plannerQuery, PlannerScreen, type PlannerData } from './PlannerScreen';

const routeName = 'planner.index';

export const plannerRoutes: RouteObject[] = [
  {
    path: 'planner',
    handle: { routeName } satisfies RouteHandle,
    loader: async ({ request }: LoaderFunctionArgs): Promise<PlannerData> => {
      await guardRoute(request, routeName);
      const monday = weekFromParam(new URL(request.url).searchParams.get('week'), new Date());
      const filter = [{ field: 'scheduledAt', operator: 'BETWEEN' as const, value: weekRange(monday) }];
      return { monday, queryRef: preloadQuery<PlannerScreenQuery>(plannerQuery, { first: PLANNER_LIMIT, filter }) };
    },
    Component: PlannerScreen,
    ErrorBoundary: RouteError,
  },
];
