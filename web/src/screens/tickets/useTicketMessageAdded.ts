import { useMemo } from 'react';
import type { useTicketMessageAddedSubscription } from '../../__generated__/useTicketMessageAddedSubscription.graphql';
import { notify } from '../../components/toaster';
import { shouldAnnounce } from '../../lib/announce';
import { interpolate } from '../../lib/interpolate';
import { nlMessages } from '../../i18n/nl/messages';
import { prependMessageEdge } from './messageConnections';
import { useLazySubscription, type LiveConfig } from '../../relay/useLazySubscription';
import { lazyOperations } from '../../relay/lazyOperation';

const subscription = lazyOperations(() => import('./useTicketMessageAdded.subscription'))('subscription');

/**
 * Live messages on a ticket (spec §7): new messages appear at the top of the lists and are
 * announced with a toast unless the viewer wrote them.
 */
export function useTicketMessageAdded(ticketId: string, viewerId: string | null): void {
  const config = useMemo<LiveConfig<useTicketMessageAddedSubscription>>(
    () => ({
      variables: { ticketId },
      updater: (store) => {
        const payload = store.getRootField('ticketMessageAdded');
        prependMessageEdge(store, ticketId, payload?.getLinkedRecord('messageEdge'));
      },
      onNext: (response) => {
        const message = response?.ticketMessageAdded.messageEdge.node;
        if (!message) return;
        const actor = message.actor;
        if (!shouldAnnounce(actor?.id ?? null, viewerId)) return;
        const name = actor?.fullName?.trim();
        notify('info', name ? interpolate(nlMessages.newMessageBy, { name }) : nlMessages.newMessage);
      },
      // The live connection reconnects by itself; a refused subscription has been reported.
      onError: () => undefined,
    }),
    [ticketId, viewerId],
  );
  useLazySubscription(subscription, config);
}
