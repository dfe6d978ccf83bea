import type { RouteObject } from 'react-router';
import { detailRoute, listRoute } from '../../routes/resourceRoutes';
import { subscriptionLineList } from './SubscriptionLineList';
import { subscriptionLineRecord } from './SubscriptionLineRecord';

export const subscriptionLineRoutes: RouteObject[] = [
  listRoute('subscriptions/lines', subscriptionLineList),
  detailRoute('subscriptions/lines/:id', subscriptionLineRecord),
];
