import { Stack } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { TicketWork_ticket$key } from '../../../__generated__/TicketWork_ticket.graphql';
import { TaskChecklist } from './TaskChecklist';
import { UsedProductsPanel } from './UsedProductsPanel';

const fragment = graphql`
  fragment TicketWork_ticket on Ticket {
    ...TaskChecklist_ticket
    ...UsedProductsPanel_ticket
  }
`;

/** The work on a ticket beside its conversation: the task checklist and the used products. */
export function TicketWork({ ticket: ticketKey }: { ticket: TicketWork_ticket$key }) {
  const ticket = useFragment(fragment, ticketKey);
  return (
    <Stack gap="4">
      <TaskChecklist ticket={ticket} />
      <UsedProductsPanel ticket={ticket} />
    </Stack>
  );
}
