import type { RouteObject } from 'react-router';
import { listRoute } from '../../../routes/resourceRoutes';

export const openTimeLineRoutes: RouteObject[] = [listRoute('invoices/open', { type: 'time-registrations', routeName: 'time-registrations.index' }, () => import('./OpenTimeLineList').then((m) => m.openTimeLineList))];
