import { Stack } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { TicketWork_ticket$key } from '../../../__generated__/TicketWork_ticket.graphql';
import { TaskChecklist } from './TaskChecklist';
import { TimeRegistrationsPanel } from './TimeRegistrationsPanel';
import { UsedProductsPanel } from './UsedProductsPanel';

const fragment = graphql`
  fragment TicketWork_ticket on Ticket {
    ...TaskChecklist_ticket
    ...UsedProductsPanel_ticket
    ...TimeRegistrationsPanel_ticket
  }
`;

/** The work on a ticket beside its conversation: the task checklist, the used products and the time. */
export function TicketWork({ ticket: ticketKey }: { ticket: TicketWork_ticket$key }) {
  const ticket = useFragment(fragment, ticketKey);
  return (
    <Stack gap="4">
      <TaskChecklist ticket={ticket} />
      <UsedProductsPanel ticket={ticket} />
      <TimeRegistrationsPanel ticket={ticket} />
    </Stack>
  );
}
