import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { guardRoute } from '../../routes/guard';
import type { RouteHandle } from '../../routes/resourceRoutes';
import { RouteError } from '../../routes/RouteError';
import { ProfileScreen } from './ProfileScreen';

/** /profile is unchecked (spec core §2): every signed-in user has one. */
export const profileRoutes: RouteObject[] = [
  {
    path: 'profile',
    handle: { routeName: 'profile' } satisfies RouteHandle,
    loader: async ({ request }: LoaderFunctionArgs) => {
      await guardRoute(request, 'profile');
      return null;
    },
    Component: ProfileScreen,
    ErrorBoundary: RouteError,
  },
];
