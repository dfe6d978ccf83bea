import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { guardRoute } from '../../routes/guard';
import { pageRoute, type RouteHandle } from '../../routes/resourceRoutes';
import { RouteError } from '../../routes/RouteError';

const routeName = 'configs.index';
/** The accounting package settings hold credentials: admins only, like every configuration change. */
const accountingRouteName = 'configs.update';

export const settingsRoutes: RouteObject[] = [
  {
    path: 'settings',
    handle: { routeName } satisfies RouteHandle,
    loader: async ({ request }: LoaderFunctionArgs) => {
      const [, data] = await Promise.all([guardRoute(request, routeName), import('./settingsData')]);
      return data.loadSettings();
    },
    lazy: { Component: () => import('./SettingsScreen').then((m) => m.SettingsScreen) },
    ErrorBoundary: RouteError,
  },
  {
    path: 'settings/accounting',
    handle: { routeName: accountingRouteName } satisfies RouteHandle,
    loader: async ({ request }: LoaderFunctionArgs) => {
      const [, data] = await Promise.all([guardRoute(request, accountingRouteName), import('./accountingData')]);
      return data.loadAccountingSettings();
    },
    lazy: { Component: () => import('./AccountingScreen').then((m) => m.AccountingScreen) },
    ErrorBoundary: RouteError,
  },
  pageRoute('settings/accounting/exact', accountingRouteName, () => import('./ExactCallback').then((m) => m.ExactCallback)),
];
