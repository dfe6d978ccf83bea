import type { RouteObject } from 'react-router';
import { createRoute, detailRoute, listRoute } from '../../routes/resourceRoutes';
import { openingHoursList } from './OpeningHoursList';
import { openingHoursRecord } from './OpeningHoursRecord';

export const openingHoursRoutes: RouteObject[] = [
  listRoute('slas/opening-hours', openingHoursList),
  createRoute('slas/opening-hours/create', openingHoursRecord),
  detailRoute('slas/opening-hours/:id', openingHoursRecord),
];
