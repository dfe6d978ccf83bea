import { Stack } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { TicketDetail_ticket$key } from '../../__generated__/TicketDetail_ticket.graphql';
import { TicketActions } from './actions/TicketActions';
import { TicketLiveUpdates } from './live/TicketLiveUpdates';
import { MessagesPanel } from './MessagesPanel';
import { TicketQuickFields } from './TicketQuickFields';
import { useTicketShortcuts } from './useTicketShortcuts';
import { useTicketMessageAdded } from './useTicketMessageAdded';

// Tasks, articles and time sit below the conversation: their code follows the ticket's own, and
// their data comes with the ticket's query.
const TicketWork = lazy(() => import('./work/TicketWork').then((module) => ({ default: module.TicketWork })));

const fragment = graphql`
  fragment TicketDetail_ticket on Ticket {
    id
    databaseId
    updatedAt
    ...TicketActions_ticket
    ...TicketQuickFields_ticket
    ...MessagesPanel_ticket
    ...TicketWork_ticket
  }
`;

interface TicketDetailProps {
  ticket: TicketDetail_ticket$key;
  /** The signed-in user, to tell own messages from those of others. */
  viewerId: string | null;
}

/**
 * The ticket's own part of its detail screen, all live: actions, status, priority and operator,
 * the conversation with its editor first (the daily work), then tasks, articles and time.
 */
export function TicketDetail({ ticket: ticketKey, viewerId }: TicketDetailProps) {
  const ticket = useFragment(fragment, ticketKey);
  useTicketMessageAdded(ticket.id, viewerId);
  useTicketShortcuts(ticket.databaseId, ticket.updatedAt);
  return (
    <Stack gap="4">
      <TicketActions ticket={ticket} />
      <TicketQuickFields ticket={ticket} />
      <TicketLiveUpdates ticketId={ticket.id} />
      <MessagesPanel ticket={ticket} />
      <Suspense fallback={null}>
        <TicketWork ticket={ticket} />
      </Suspense>
    </Stack>
  );
}
