import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { guardRoute } from '../../routes/guard';
import { createRoute, detailRoute, listRoute, type RouteHandle } from '../../routes/resourceRoutes';
import { RouteError } from '../../routes/RouteError';
import { TicketPrintScreen } from './actions/TicketPrint';
import { deletedTicketList, ticketList } from './TicketList';
import { ticketRecord } from './TicketRecord';

export const ticketRoutes: RouteObject[] = [
  listRoute('tickets', ticketList),
  listRoute('tickets/restore', deletedTicketList),
  createRoute('tickets/create', ticketRecord),
  {
    path: 'tickets/print',
    handle: { routeName: 'tickets.index' } satisfies RouteHandle,
    loader: async ({ request }: LoaderFunctionArgs) => {
      await guardRoute(request, 'tickets.index');
      return null;
    },
    Component: TicketPrintScreen,
    ErrorBoundary: RouteError,
  },
  detailRoute('tickets/:id', ticketRecord),
];
