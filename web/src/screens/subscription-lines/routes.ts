import type { RouteObject } from 'react-router';
import { detailRoute, listRoute } from '../../routes/resourceRoutes';

export const subscriptionLineRoutes: RouteObject[] = [
  listRoute('subscriptions/lines', { type: 'subscription-lines', routeName: 'subscription-lines.index' }, () => import('./SubscriptionLineList').then((m) => m.subscriptionLineList)),
  detailRoute('subscriptions/lines/:id', 'subscription-lines', () => import('../../__generated__/SubscriptionLineRecordQuery.graphql'), () => import('./SubscriptionLineRecord').then((m) => m.subscriptionLineRecord)),
];
