import type { RouteObject } from 'react-router';
import { createRoute, detailRoute, listRoute } from '../../routes/resourceRoutes';
import { deletedTicketList, ticketList } from './TicketList';
import { ticketRecord } from './TicketRecord';

export const ticketRoutes: RouteObject[] = [
  listRoute('tickets', ticketList),
  listRoute('tickets/restore', deletedTicketList),
  createRoute('tickets/create', ticketRecord),
  detailRoute('tickets/:id', ticketRecord),
];
