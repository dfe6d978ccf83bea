import type { RouteObject } from 'react-router';
import { createRoute, detailRoute, listRoute } from '../../routes/resourceRoutes';

export const openingHoursRoutes: RouteObject[] = [
  listRoute('slas/opening-hours', { type: 'business-hour-contracts', routeName: 'business-hour-contracts.index' }, () => import('./OpeningHoursList').then((m) => m.openingHoursList)),
  createRoute('slas/opening-hours/create', 'business-hour-contracts', () => import('./OpeningHoursRecord').then((m) => m.openingHoursRecord)),
  detailRoute('slas/opening-hours/:id', 'business-hour-contracts', () => import('../../__generated__/OpeningHoursRecordQuery.graphql'), () => import('./OpeningHoursRecord').then((m) => m.openingHoursRecord)),
];
