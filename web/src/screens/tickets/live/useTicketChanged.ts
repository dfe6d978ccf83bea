import { useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay/hooks';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useTicketChangedSubscription, useTicketChangedSubscription$data } from '../../../__generated__/useTicketChangedSubscription.graphql';

const subscription = graphql`
  subscription useTicketChangedSubscription($ticketId: ID!) {
    ticketChanged(ticketId: $ticketId) {
      type
      databaseId
      kind
      actorDatabaseId
    }
  }
`;

export type TicketChange = useTicketChangedSubscription$data['ticketChanged'];

/**
 * Hears every change of the ticket and of what hangs on it (used products, tasks, time,
 * messages), by anyone, as the BFF's ticketChanged subscription delivers them.
 */
export function useTicketChanged(ticketId: string, onChange: (change: TicketChange) => void): void {
  const handler = useRef(onChange);
  handler.current = onChange;
  const config = useMemo<GraphQLSubscriptionConfig<useTicketChangedSubscription>>(
    () => ({
      subscription,
      variables: { ticketId },
      onNext: (response) => {
        if (response) handler.current(response.ticketChanged);
      },
      // The live connection reconnects by itself.
      onError: () => undefined,
    }),
    [ticketId],
  );
  useSubscription(config);
}
