import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { guardRoute } from '../../routes/guard';
import { listRoute } from '../../routes/resourceRoutes';
import { CLOUD_MODULE, MODULE_OFF } from './moduleOff';

const key = { type: 'cloud-distribution-subscriptions', routeName: 'cloud-distribution-subscriptions.index' };
const list = listRoute('cloud-subscriptions', key, () => import('./CloudSubscriptionList').then((m) => m.cloudSubscriptionList));
const listLoader = list.loader as (args: LoaderFunctionArgs) => Promise<unknown>;

/** The licences list, or a clear message instead of an error when the tenant has the module off. */
export const cloudSubscriptionRoutes: RouteObject[] = [
  {
    ...list,
    loader: async (args: LoaderFunctionArgs) => {
      const viewer = await guardRoute(args.request, key.routeName);
      if (viewer.modules[CLOUD_MODULE] !== true) return MODULE_OFF;
      return listLoader(args);
    },
    lazy: { Component: () => import('./CloudSubscriptionsRoute').then((m) => m.CloudSubscriptionsRoute) },
  },
];
