import type { RouteObject } from 'react-router';
import { createRoute, detailRoute, listRoute, pageRoute } from '../../routes/resourceRoutes';

export const ticketRoutes: RouteObject[] = [
  listRoute('tickets', { type: 'tickets', routeName: 'tickets.index' }, () => import('./TicketList').then((m) => m.ticketList)),
  listRoute('tickets/restore', { type: 'tickets', routeName: 'tickets.restore' }, () => import('./TicketList').then((m) => m.deletedTicketList)),
  createRoute('tickets/create', 'tickets', () => import('./TicketRecord').then((m) => m.ticketRecord)),
  pageRoute('tickets/print', 'tickets.index', () => import('./actions/TicketPrint').then((m) => m.TicketPrintScreen)),
  detailRoute('tickets/:id', 'tickets', () => import('../../__generated__/TicketRecordQuery.graphql'), () => import('./TicketRecord').then((m) => m.ticketRecord)),
];
