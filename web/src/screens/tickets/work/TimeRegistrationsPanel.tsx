import { Badge, Box, Button, Card, Flex, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { format } from 'date-fns';
import { useState, useTransition } from 'react';
import { graphql, useRefetchableFragment, useRelayEnvironment } from 'react-relay';
import type { TimeRegistrationsPanel_ticket$key } from '../../../__generated__/TimeRegistrationsPanel_ticket.graphql';
import type { TimeRegistrationsPanelRefetchQuery } from '../../../__generated__/TimeRegistrationsPanelRefetchQuery.graphql';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PlusIcon } from '../../../components/icons';
import { runRecordMutation } from '../../../components/record/recordMutations';
import { notify, notifyValidation } from '../../../components/toaster';
import { useIsMobile } from '../../../components/useIsMobile';
import { nl } from '../../../i18n/nl';
import { formatMinutes } from '../../../lib/minutes';
import { timeLineActions, timeTotals, type TimeLineActions } from '../../../lib/timeRegistration';
import { reportMutationFailure } from '../../../relay/errors';
import { useViewer } from '../../../relay/viewer';
import { TimeRegistrationDialog } from '../../time/TimeRegistrationDialog';

const t = nl.timeRegistration.panel;

const fragment = graphql`
  fragment TimeRegistrationsPanel_ticket on Ticket @refetchable(queryName: "TimeRegistrationsPanelRefetchQuery") {
    id
    databaseId
    archivedAt
    timeRegistrations(first: 100, orderBy: [{ field: "executedAt", direction: ASC }]) {
      totalCount
      edges {
        node {
          id
          databaseId
          executedAt
          description
          timeSpent
          timeSpentRounded
          invoiceId
          invoice {
            id
            exportedAt
          }
          actor {
            fullName
          }
          activity {
            name
          }
        }
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation TimeRegistrationsPanelDeleteMutation($input: RecordIdInput!) {
    result: deleteTimeRegistration(input: $input) {
      deletedId
      userErrors {
        field
        message
      }
    }
  }
`;

type Line = NonNullable<NonNullable<TimeRegistrationsPanel_ticket$key[' $data']>['timeRegistrations']>['edges'][number]['node'];
type Editing = { registrationId?: string } | null;

const when = (line: Line) => (line.executedAt ? format(new Date(line.executedAt), 'dd-MM-yyyy HH:mm') : '');

/**
 * The time spent on a ticket (spec core §2): add, edit and delete, with the total. On an archived
 * ticket the ticket's own warning says why nothing can be added.
 */
export function TimeRegistrationsPanel({ ticket: ticketKey }: { ticket: TimeRegistrationsPanel_ticket$key }) {
  const [ticket, refetch] = useRefetchableFragment<TimeRegistrationsPanelRefetchQuery, TimeRegistrationsPanel_ticket$key>(fragment, ticketKey);
  const environment = useRelayEnvironment();
  const viewer = useViewer();
  const isMobile = useIsMobile();
  const [, startTransition] = useTransition();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Line | null>(null);
  const [busy, setBusy] = useState(false);

  const archived = ticket.archivedAt !== null && ticket.archivedAt !== undefined;
  const state = { archived, canUpdate: viewer.permissions.has('time-registrations.update'), canDelete: viewer.permissions.has('time-registrations.destroy') };
  const canAdd = !archived && viewer.permissions.has('time-registrations.store');
  const lines = ticket.timeRegistrations?.edges.map((edge) => edge.node) ?? [];
  const totals = timeTotals(lines);

  const reload = () =>
    startTransition(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    });

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      const result = await runRecordMutation(environment, deleteMutation, { id: removing.id });
      if (result.userErrors.length > 0) notifyValidation(result.userErrors);
      else notify('success', t.deleted);
      reload();
    } catch (error) {
      reportMutationFailure(error);
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  const badge = (line: Line) =>
    line.invoiceId !== null && line.invoiceId !== undefined ? (
      <Badge colorPalette={line.invoice?.exportedAt ? 'gray' : 'green'} data-testid="time-invoiced">
        {line.invoice?.exportedAt ? t.exported : t.invoiced}
      </Badge>
    ) : null;
  const actionsOf = (line: Line) => timeLineActions({ exported: Boolean(line.invoice?.exportedAt) }, state);

  return (
    <Card.Root size="sm" data-testid="time-registrations">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Heading size="sm">{t.title}</Heading>
          {canAdd && (
            <Button size="xs" variant="outline" onClick={() => setEditing({})}>
              <PlusIcon /> {t.add}
            </Button>
          )}
        </Flex>
      </Card.Header>
      <Card.Body gap="3">
        {lines.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            {t.empty}
          </Text>
        ) : isMobile ? (
          <Stack gap="2">
            {lines.map((line) => (
              <Box key={line.id} borderWidth="1px" borderRadius="md" p="3" data-testid="time-row">
                <Flex justify="space-between" gap="2">
                  <Text fontWeight="medium">{line.description}</Text>
                  <Text fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                    {formatMinutes(line.timeSpent ?? 0)}
                  </Text>
                </Flex>
                <Text fontSize="sm" color="fg.muted">
                  {[when(line), line.actor?.fullName, line.activity?.name].filter(Boolean).join(' · ')}
                </Text>
                <Flex mt="2" justify="space-between" align="center" gap="2">
                  {badge(line) ?? <span />}
                  <LineActions actions={actionsOf(line)} onEdit={() => setEditing({ registrationId: line.id })} onDelete={() => setRemoving(line)} />
                </Flex>
              </Box>
            ))}
            <Text fontWeight="semibold" textAlign="end" data-testid="time-total">
              {t.total}: {formatMinutes(totals.spent)} ({t.rounded.toLowerCase()} {formatMinutes(totals.rounded)})
            </Text>
          </Stack>
        ) : (
          <Table.ScrollArea>
            <Table.Root size="sm">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t.date}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t.operator}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t.activity}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t.description}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t.time}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t.rounded}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t.invoice}</Table.ColumnHeader>
                  <Table.ColumnHeader aria-label={t.actions} />
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {lines.map((line) => (
                  <Table.Row key={line.id} data-testid="time-row">
                    <Table.Cell whiteSpace="nowrap">{when(line)}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{line.actor?.fullName}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{line.activity?.name}</Table.Cell>
                    <Table.Cell>{line.description}</Table.Cell>
                    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" data-testid="time-spent">
                      {formatMinutes(line.timeSpent ?? 0)}
                    </Table.Cell>
                    <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                      {formatMinutes(line.timeSpentRounded ?? line.timeSpent ?? 0)}
                    </Table.Cell>
                    <Table.Cell>{badge(line)}</Table.Cell>
                    <Table.Cell>
                      <LineActions actions={actionsOf(line)} onEdit={() => setEditing({ registrationId: line.id })} onDelete={() => setRemoving(line)} />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
              <Table.Footer>
                <Table.Row data-testid="time-total">
                  <Table.Cell colSpan={4} fontWeight="semibold">
                    {t.total}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontWeight="semibold" fontVariantNumeric="tabular-nums">
                    {formatMinutes(totals.spent)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontWeight="semibold" fontVariantNumeric="tabular-nums">
                    {formatMinutes(totals.rounded)}
                  </Table.Cell>
                  <Table.Cell colSpan={2} />
                </Table.Row>
              </Table.Footer>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Card.Body>
      <TimeRegistrationDialog
        open={editing !== null}
        registrationId={editing?.registrationId}
        prefill={editing?.registrationId ? undefined : { morphableType: 'tickets', morphableId: ticket.databaseId }}
        onClose={() => setEditing(null)}
        onSaved={reload}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t.deleteTitle}
        text={t.confirmDelete}
        danger
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      />
    </Card.Root>
  );
}

/** Edit and delete of one line, as far as its state and the caller's rights allow. */
function LineActions({ actions, onEdit, onDelete }: { actions: TimeLineActions; onEdit: () => void; onDelete: () => void }) {
  return (
    <HStack gap="1" justify="flex-end">
      {actions.edit && (
        <Button size="xs" variant="ghost" onClick={onEdit}>
          {t.edit}
        </Button>
      )}
      {actions.remove && (
        <Button size="xs" variant="ghost" colorPalette="red" onClick={onDelete}>
          {t.delete}
        </Button>
      )}
    </HStack>
  );
}
