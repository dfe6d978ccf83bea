import type { RouteObject } from 'react-router';
import { createRoute, detailRoute, listRoute } from '../../routes/resourceRoutes';

export const ticketTemplateRoutes: RouteObject[] = [
  listRoute('tickets/templates', { type: 'ticket-templates', routeName: 'ticket-templates.index' }, () => import('./TicketTemplateList').then((m) => m.ticketTemplateList)),
  createRoute('tickets/templates/create', 'ticket-templates', () => import('./TicketTemplateRecord').then((m) => m.ticketTemplateRecord)),
  detailRoute('tickets/templates/:id', 'ticket-templates', () => import('../../__generated__/TicketTemplateRecordQuery.graphql'), () => import('./TicketTemplateRecord').then((m) => m.ticketTemplateRecord)),
];
