import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { guardRoute } from '../../routes/guard';
import type { RouteHandle } from '../../routes/resourceRoutes';
import { RouteError } from '../../routes/RouteError';
import { loadAccountingSettings } from './accountingData';
import { AccountingScreen } from './AccountingScreen';
import { ExactCallback } from './ExactCallback';
import { loadSettings } from './settingsData';
import { SettingsScreen } from './SettingsScreen';

const routeName = 'configs.index';
/** The accounting package settings hold credentials: admins only, like every configuration change. */
const accountingRouteName = 'configs.update';

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
  {
    path: 'settings/accounting',
    handle: { routeName: accountingRouteName } satisfies RouteHandle,
    loader: async ({ request }: LoaderFunctionArgs) => {
      await guardRoute(request, accountingRouteName);
      return loadAccountingSettings();
    },
    Component: AccountingScreen,
    ErrorBoundary: RouteError,
  },
  {
    path: 'settings/accounting/exact',
    handle: { routeName: accountingRouteName } satisfies RouteHandle,
    loader: async ({ request }: LoaderFunctionArgs) => {
      await guardRoute(request, accountingRouteName);
      return null;
    },
    Component: ExactCallback,
    ErrorBoundary: RouteError,
  },
];
