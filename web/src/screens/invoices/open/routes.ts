import type { RouteObject } from 'react-router';
import { listRoute } from '../../../routes/resourceRoutes';
import { openTimeLineList } from './OpenTimeLineList';

export const openTimeLineRoutes: RouteObject[] = [listRoute('invoices/open', openTimeLineList)];
