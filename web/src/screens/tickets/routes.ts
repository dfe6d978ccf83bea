import type { RouteObject } from 'react-router';
import { preloadRichTextEditor } from '../../components/editor/preloadEditor';
import { messageComposer } from './messages/messageComposerView';
import { createRoute, detailRoute, listRoute, pageRoute } from '../../routes/resourceRoutes';

export const ticketRoutes: RouteObject[] = [
  listRoute('tickets', { type: 'tickets', routeName: 'tickets.index' }, () => import('./TicketList').then((m) => m.ticketList)),
  listRoute('tickets/restore', { type: 'tickets', routeName: 'tickets.restore' }, () => import('./TicketList').then((m) => m.deletedTicketList)),
  createRoute('tickets/create', 'tickets', () => import('./TicketRecord').then((m) => m.ticketRecord)),
  pageRoute('tickets/print', 'tickets.index', () => import('./actions/TicketPrint').then((m) => m.TicketPrintScreen)),
  // The conversation's composer and editor download beside the ticket's own code; the ticket does not wait for them.
  detailRoute('tickets/:id', 'tickets', () => import('../../__generated__/TicketRecordQuery.graphql'), () => {
    preloadRichTextEditor();
    messageComposer.preload();
    return import('./TicketRecord').then((m) => m.ticketRecord);
  }),
];
