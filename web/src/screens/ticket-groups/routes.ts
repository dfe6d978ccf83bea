import type { RouteObject } from 'react-router';
import { createRoute, detailRoute, listRoute } from '../../routes/resourceRoutes';

export const ticketGroupRoutes: RouteObject[] = [
  listRoute('tickets/groups', { type: 'ticket-groups', routeName: 'ticket-groups.index' }, () => import('./TicketGroupList').then((m) => m.ticketGroupList)),
  createRoute('tickets/groups/create', 'ticket-groups', () => import('./TicketGroupRecord').then((m) => m.ticketGroupRecord)),
  detailRoute('tickets/groups/:id', 'ticket-groups', () => import('../../__generated__/TicketGroupRecordQuery.graphql'), () => import('./TicketGroupRecord').then((m) => m.ticketGroupRecord)),
];
