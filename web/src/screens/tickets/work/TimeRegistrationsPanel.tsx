import { Button, Card, Flex, Heading } from '@chakra-ui/react';
import { useTransition } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay/hooks';
import type { TimeRegistrationsPanel_ticket$key } from '../../../__generated__/TimeRegistrationsPanel_ticket.graphql';
import type { TimeRegistrationsPanelRefetchQuery } from '../../../__generated__/TimeRegistrationsPanelRefetchQuery.graphql';
import { PlusIcon } from '../../../components/icons';
import { nlTimeRegistration } from '../../../i18n/nl/timeRegistration';
import { useViewer } from '../../../relay/viewer';
import { TimeLinesTable, useTimeLineEditing } from '../../time/TimeLinesTable';

const t = nlTimeRegistration.panel;

const fragment = graphql`
  fragment TimeRegistrationsPanel_ticket on Ticket @refetchable(queryName: "TimeRegistrationsPanelRefetchQuery") {
    id
    databaseId
    archivedAt
    timeRegistrations(first: 100, orderBy: [{ field: "executedAt", direction: ASC }]) {
      totalCount
      edges {
        node {
          ...TimeLinesTable_lines
        }
      }
    }
  }
`;

/**
 * The time spent on a ticket (spec core §2): add, edit and delete, with the total. On an archived
 * ticket the ticket's own warning says why nothing can be added.
 */
export function TimeRegistrationsPanel({ ticket: ticketKey }: { ticket: TimeRegistrationsPanel_ticket$key }) {
  const [ticket, refetch] = useRefetchableFragment<TimeRegistrationsPanelRefetchQuery, TimeRegistrationsPanel_ticket$key>(fragment, ticketKey);
  const viewer = useViewer();
  const [, startTransition] = useTransition();
  const reload = () =>
    startTransition(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    });
  const { add, edit, remove, dialogs } = useTimeLineEditing(reload);

  const archived = ticket.archivedAt !== null && ticket.archivedAt !== undefined;
  const canAdd = !archived && viewer.permissions.has('time-registrations.store');
  const lines = ticket.timeRegistrations?.edges.map((edge) => edge.node) ?? [];

  return (
    <Card.Root size="sm" data-testid="time-registrations">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Heading size="sm">{t.title}</Heading>
          {canAdd && (
            <Button size="xs" variant="outline" onClick={() => add({ morphableType: 'tickets', morphableId: ticket.databaseId })}>
              <PlusIcon /> {t.add}
            </Button>
          )}
        </Flex>
      </Card.Header>
      <Card.Body gap="3">
        <TimeLinesTable lines={lines} archived={archived} empty={t.empty} onEdit={edit} onDelete={remove} />
      </Card.Body>
      {dialogs}
    </Card.Root>
  );
}
