import type { RouteObject } from 'react-router';
import { createRoute, detailRoute, listRoute } from '../../routes/resourceRoutes';
import { ticketGroupList } from './TicketGroupList';
import { ticketGroupRecord } from './TicketGroupRecord';

export const ticketGroupRoutes: RouteObject[] = [
  listRoute('tickets/groups', ticketGroupList),
  createRoute('tickets/groups/create', ticketGroupRecord),
  detailRoute('tickets/groups/:id', ticketGroupRecord),
];
