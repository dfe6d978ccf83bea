import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay/hooks';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useTicketMessageAddedSubscription } from '../../__generated__/useTicketMessageAddedSubscription.graphql';
import { notify } from '../../components/toaster';
import { shouldAnnounce } from '../../lib/announce';
import { interpolate } from '../../lib/interpolate';
import { nlMessages } from '../../i18n/nl/messages';
import { prependMessageEdge } from './messageConnections';

const subscription = graphql`
  subscription useTicketMessageAddedSubscription($ticketId: ID!) {
    ticketMessageAdded(ticketId: $ticketId) {
      messageEdge {
        cursor
        node {
          id
          isNote
          isFromClient
          sendToClient
          isPinned
          actor {
            id
            fullName
          }
          ...MessageItem_message
        }
      }
      ticket {
        id
        updatedAt
      }
    }
  }
`;

/**
 * Live messages on a ticket (spec §7): new messages appear at the top of the lists and are
 * announced with a toast unless the viewer wrote them.
 */
export function useTicketMessageAdded(ticketId: string, viewerId: string | null): void {
  const config = useMemo<GraphQLSubscriptionConfig<useTicketMessageAddedSubscription>>(
    () => ({
      subscription,
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
  useSubscription(config);
}
