import { useMemo, useRef } from 'react';
import type { useTicketChangedSubscription, useTicketChangedSubscription$data } from '../../../__generated__/useTicketChangedSubscription.graphql';
import { useLazySubscription, type LiveConfig } from '../../../relay/useLazySubscription';
import { lazyOperations } from '../../../relay/lazyOperation';

const subscription = lazyOperations(() => import('./useTicketChanged.subscription'))('subscription');

export type TicketChange = useTicketChangedSubscription$data['ticketChanged'];

/**
 * Hears every change of the ticket and of what hangs on it (used products, tasks, time,
 * messages), by anyone, as the BFF's ticketChanged subscription delivers them.
 */
export function useTicketChanged(ticketId: string, onChange: (change: TicketChange) => void): void {
  const handler = useRef(onChange);
  handler.current = onChange;
  const config = useMemo<LiveConfig<useTicketChangedSubscription>>(
    () => ({
      variables: { ticketId },
      onNext: (response) => {
        if (response) handler.current(response.ticketChanged);
      },
      // The live connection reconnects by itself.
      onError: () => undefined,
    }),
    [ticketId],
  );
  useLazySubscription(subscription, config);
}
