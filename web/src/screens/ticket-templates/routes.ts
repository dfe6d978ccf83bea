import type { RouteObject } from 'react-router';
import { createRoute, detailRoute, listRoute } from '../../routes/resourceRoutes';
import { ticketTemplateList } from './TicketTemplateList';
import { ticketTemplateRecord } from './TicketTemplateRecord';

export const ticketTemplateRoutes: RouteObject[] = [
  listRoute('tickets/templates', ticketTemplateList),
  createRoute('tickets/templates/create', ticketTemplateRecord),
  detailRoute('tickets/templates/:id', ticketTemplateRecord),
];
