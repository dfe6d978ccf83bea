import type { RouteObject } from 'react-router';
import { createRoute, detailRoute, listRoute } from '../../routes/resourceRoutes';

export const subscriptionRoutes: RouteObject[] = [
  listRoute('subscriptions', { type: 'subscriptions', routeName: 'subscriptions.index' }, () => import('./SubscriptionList').then((m) => m.subscriptionList)),
  createRoute('subscriptions/create', 'subscriptions', () => import('./SubscriptionRecord').then((m) => m.subscriptionRecord)),
  detailRoute('subscriptions/:id', 'subscriptions', () => import('../../__generated__/SubscriptionRecordQuery.graphql'), () => import('./SubscriptionRecord').then((m) => m.subscriptionRecord)),
];
