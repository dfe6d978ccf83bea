import { fetchQuery, type Environment } from 'relay-runtime';

/**
 * Reads the ticket screen's query again, so an open ticket shows what changed on it (status,
 * operator, tasks, products, time). The ticket is named by its global or database id.
 * The query's text loads with the first call: the header's timers use this beside every screen.
 */
export function refetchTicket(environment: Environment, ticketId: string): void {
  void import('../../../__generated__/TicketRecordQuery.graphql').then(({ default: query }) =>
    fetchQuery(environment, query, { id: ticketId }, { fetchPolicy: 'network-only' }).subscribe({ error: () => undefined }),
  );
}
