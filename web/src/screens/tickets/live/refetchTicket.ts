import { fetchQuery, type Environment } from 'relay-runtime';
import TicketRecordQuery from '../../../__generated__/TicketRecordQuery.graphql';

/**
 * Reads the ticket screen's query again, so an open ticket shows what changed on it (status,
 * operator, tasks, products, time). The ticket is named by its global or database id.
 */
export function refetchTicket(environment: Environment, ticketId: string): void {
  fetchQuery(environment, TicketRecordQuery, { id: ticketId }, { fetchPolicy: 'network-only' }).subscribe({ error: () => undefined });
}
