import type { RouteObject } from 'react-router';
import { preloadRichTextEditor } from '../../components/editor/preloadEditor';
import { messageComposer } from './messages/messageComposerView';
import { ticketListCode, ticketRecordCode, ticketRecordQuery } from '../../routes/firstScreens';
import { createRoute, detailRoute, listRoute, pageRoute } from '../../routes/resourceRoutes';

export const ticketRoutes: RouteObject[] = [
  listRoute('tickets', { type: 'tickets', routeName: 'tickets.index' }, () => ticketListCode().then((m) => m.ticketList)),
  listRoute('tickets/restore', { type: 'tickets', routeName: 'tickets.restore' }, () => ticketListCode().then((m) => m.deletedTicketList)),
  createRoute('tickets/create', 'tickets', () => ticketRecordCode().then((m) => m.ticketRecord)),
  pageRoute('tickets/print', 'tickets.index', () => import('./actions/TicketPrint').then((m) => m.TicketPrintScreen)),
  // The conversation's composer and editor download beside the ticket's own code; the ticket does not wait for them.
  detailRoute('tickets/:id', 'tickets', ticketRecordQuery, () => {
    preloadRichTextEditor();
    messageComposer.preload();
    return ticketRecordCode().then((m) => m.ticketRecord);
  }),
];
