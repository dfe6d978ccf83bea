import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { guardRoute } from '../../routes/guard';
import type { RouteHandle } from '../../routes/resourceRoutes';
import { RouteError } from '../../routes/RouteError';
import { loadSettings } from './settingsData';
import { SettingsScreen } from './SettingsScreen';

const routeName = 'configs.index';

export const settingsRoutes: RouteObject[] = [
  {
    path: 'settings',
    handle: { routeName } satisfies RouteHandle,
    loader: async ({ request }: LoaderFunctionArgs) => {
      await guardRoute(request, routeName);
      return loadSettings();
    },
    Component: SettingsScreen,
    ErrorBoundary: RouteError,
  },
];
