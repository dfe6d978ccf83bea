import type { RouteObject } from 'react-router';
import { createRoute, detailRoute, listRoute } from '../../routes/resourceRoutes';
import { subscriptionList } from './SubscriptionList';
import { subscriptionRecord } from './SubscriptionRecord';

export const subscriptionRoutes: RouteObject[] = [
  listRoute('subscriptions', subscriptionList),
  createRoute('subscriptions/create', subscriptionRecord),
  detailRoute('subscriptions/:id', subscriptionRecord),
];
