import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { listRoute } from '../../routes/resourceRoutes';
import { subjectFilterAddress } from './subjectFilter';

const list = listRoute('activity-log', { type: 'activity-log', routeName: 'activity-log.index' }, () => import('./ActivityLogList').then((m) => m.activityLogList));
const loadList = list.loader as (args: LoaderFunctionArgs) => Promise<unknown>;

export const activityLogRoutes: RouteObject[] = [
  {
    ...list,
    loader: (args: LoaderFunctionArgs) => {
      const address = subjectFilterAddress(new URL(args.request.url));
      if (address) throw redirect(address);
      return loadList(args);
    },
    lazy: { Component: () => import('./ActivityLogRoute').then((m) => m.ActivityLogRoute) },
  },
];
