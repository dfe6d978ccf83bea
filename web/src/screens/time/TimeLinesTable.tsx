import { Badge, Box, Flex, HStack, IconButton, Stack, Table, Text } from '@chakra-ui/react';
import { format } from 'date-fns';
import { useState, type JSX } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay/hooks';
import type { TimeLinesTable_lines$key } from '../../__generated__/TimeLinesTable_lines.graphql';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PencilIcon, TrashIcon } from '../../components/icons';
import { runRecordMutation } from '../../components/record/recordMutations';
import { notify, notifyValidation } from '../../components/toaster';
import { useIsMobile } from '../../components/useIsMobile';
import { nlDialog } from '../../i18n/nl/dialog';
import { nlTimeRegistration } from '../../i18n/nl/timeRegistration';
import { formatMinutes } from '../../lib/minutes';
import { timeLineActions, timeTotals, type TimeLineActions } from '../../lib/timeRegistration';
import { reportMutationFailure } from '../../relay/errors';
import { useViewer } from '../../relay/viewer';
import { TimeRegistrationDialog, type TimeRegistrationPrefill } from './TimeRegistrationDialog';

const t = nlTimeRegistration.panel;

const deleteMutation = graphql`
  mutation TimeLinesTableDeleteMutation($input: RecordIdInput!) {
    result: deleteTimeRegistration(input: $input) {
      deletedId
      userErrors {
        field
        message
      }
    }
  }
`;

// The owners spread this on their time registrations; a phase's lines also name their project line.
const linesFragment = graphql`
  fragment TimeLinesTable_lines on TimeRegistration
  @relay(plural: true)
  @argumentDefinitions(withProjectLine: { type: "Boolean!", defaultValue: false }) {
    id
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
    projectLine @include(if: $withProjectLine) {
      description
      label
    }
  }
`;

/** One time registration as the tables show it. */
export interface TimeLine {
  readonly id: string;
  readonly executedAt?: string | null;
  readonly description?: string | null;
  readonly timeSpent?: number | null;
  readonly timeSpentRounded?: number | null;
  readonly invoiceId?: number | null;
  readonly invoice?: { readonly exportedAt?: string | null } | null;
  readonly actor?: { readonly fullName?: string | null } | null;
  readonly activity?: { readonly name?: string | null } | null;
  readonly projectLine?: { readonly description?: string | null; readonly label?: string | null } | null;
}

const when = (line: TimeLine) => (line.executedAt ? format(new Date(line.executedAt), 'dd-MM-yyyy HH:mm') : '');

/**
 * Adding, editing and deleting time lines (with the delete confirmation) for a table of them;
 * `changed` runs after each save or delete so the owner can read its lines again.
 */
export function useTimeLineEditing(changed: () => void): { add: (prefill: TimeRegistrationPrefill) => void; edit: (line: TimeLine) => void; remove: (line: TimeLine) => void; dialogs: JSX.Element } {
  const environment = useRelayEnvironment();
  const [editing, setEditing] = useState<{ prefill?: TimeRegistrationPrefill; registrationId?: string } | null>(null);
  const [removing, setRemoving] = useState<TimeLine | null>(null);
  const [busy, setBusy] = useState(false);

  const confirmRemove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      const result = await runRecordMutation(environment, deleteMutation, { id: removing.id });
      if (result.userErrors.length > 0) notifyValidation(result.userErrors);
      else notify('success', t.deleted);
      changed();
    } catch (error) {
      reportMutationFailure(error);
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  const dialogs = (
    <>
      <TimeRegistrationDialog open={editing !== null} prefill={editing?.prefill} registrationId={editing?.registrationId} onClose={() => setEditing(null)} onSaved={changed} />
      <ConfirmDialog open={removing !== null} title={t.deleteTitle} text={t.confirmDelete} confirmLabel={nlDialog.deleteConfirm} danger busy={busy} onConfirm={() => void confirmRemove()} onCancel={() => setRemoving(null)} />
    </>
  );
  return {
    add: (prefill) => setEditing({ prefill }),
    edit: (line) => setEditing({ registrationId: line.id }),
    remove: setRemoving,
    dialogs,
  };
}

interface TimeLinesTableProps {
  lines: TimeLinesTable_lines$key;
  /** Nothing can be changed on an archived ticket. */
  archived: boolean;
  showProjectLine?: boolean;
  empty: string;
  onEdit: (line: TimeLine) => void;
  onDelete: (line: TimeLine) => void;
}

/** Time lines with date, operator, activity, description, time and rounded time, and their total. */
export function TimeLinesTable({ lines: linesKey, archived, showProjectLine = false, empty, onEdit, onDelete }: TimeLinesTableProps) {
  const lines: readonly TimeLine[] = useFragment(linesFragment, linesKey);
  const viewer = useViewer();
  const isMobile = useIsMobile();
  const state = { archived, canUpdate: viewer.permissions.has('time-registrations.update'), canDelete: viewer.permissions.has('time-registrations.destroy') };
  const totals = timeTotals(lines);
  const actionsOf = (line: TimeLine) => timeLineActions({ exported: Boolean(line.invoice?.exportedAt) }, state);
  const lineName = (line: TimeLine) => line.projectLine?.description ?? line.projectLine?.label ?? null;
  const badge = (line: TimeLine) =>
    line.invoiceId !== null && line.invoiceId !== undefined ? (
      <Badge colorPalette={line.invoice?.exportedAt ? 'gray' : 'green'} data-testid="time-invoiced">
        {line.invoice?.exportedAt ? t.exported : t.invoiced}
      </Badge>
    ) : null;

  if (lines.length === 0) {
    return (
      <Text color="fg.muted" fontSize="sm">
        {empty}
      </Text>
    );
  }
  if (isMobile) {
    return (
      <Stack gap="2">
        {lines.map((line) => (
          <Box key={line.id} borderWidth="1px" borderRadius="md" p="3" data-testid="time-row">
            <Flex justify="space-between" gap="2">
              <Text fontWeight="medium">{line.description}</Text>
              <Text fontVariantNumeric="tabular-nums" whiteSpace="nowrap" data-testid="time-spent">
                {formatMinutes(line.timeSpent ?? 0)}
              </Text>
            </Flex>
            <Text fontSize="sm" color="fg.muted">
              {[when(line), showProjectLine ? lineName(line) : null, line.actor?.fullName, line.activity?.name].filter(Boolean).join(' · ')}
            </Text>
            <Flex mt="2" justify="space-between" align="center" gap="2">
              {badge(line) ?? <span />}
              <LineActions actions={actionsOf(line)} onEdit={() => onEdit(line)} onDelete={() => onDelete(line)} />
            </Flex>
          </Box>
        ))}
        <Text fontWeight="semibold" textAlign="end" data-testid="time-total">
          {t.total}: {formatMinutes(totals.spent)} ({t.rounded.toLowerCase()} {formatMinutes(totals.rounded)})
        </Text>
      </Stack>
    );
  }
  return (
    <Table.ScrollArea>
      <Table.Root size="sm">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t.date}</Table.ColumnHeader>
            {showProjectLine && <Table.ColumnHeader>{t.projectLine}</Table.ColumnHeader>}
            <Table.ColumnHeader>{t.operator}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.activity}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.description}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t.time}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t.rounded}</Table.ColumnHeader>
            <Table.ColumnHeader aria-label={t.actions} />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((line) => (
            <Table.Row key={line.id} data-testid="time-row">
              <Table.Cell whiteSpace="nowrap">{when(line)}</Table.Cell>
              {showProjectLine && <Table.Cell>{lineName(line)}</Table.Cell>}
              <Table.Cell whiteSpace="nowrap">{line.actor?.fullName}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{line.activity?.name}</Table.Cell>
              <Table.Cell>{line.description}</Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" data-testid="time-spent">
                {formatMinutes(line.timeSpent ?? 0)}
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {formatMinutes(line.timeSpentRounded ?? line.timeSpent ?? 0)}
              </Table.Cell>
              <Table.Cell>
                <HStack gap="1" justify="flex-end">
                  {badge(line)}
                  <LineActions actions={actionsOf(line)} onEdit={() => onEdit(line)} onDelete={() => onDelete(line)} />
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          <Table.Row data-testid="time-total">
            <Table.Cell colSpan={showProjectLine ? 5 : 4} fontWeight="semibold">
              {t.total}
            </Table.Cell>
            <Table.Cell textAlign="end" fontWeight="semibold" fontVariantNumeric="tabular-nums">
              {formatMinutes(totals.spent)}
            </Table.Cell>
            <Table.Cell textAlign="end" fontWeight="semibold" fontVariantNumeric="tabular-nums">
              {formatMinutes(totals.rounded)}
            </Table.Cell>
            <Table.Cell />
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/**
 * Edit and delete of one line, as far as its state and the caller's rights allow. Icons named for
 * the time line, so that they are not taken for the ticket's own 'Bewerken'.
 */
function LineActions({ actions, onEdit, onDelete }: { actions: TimeLineActions; onEdit: () => void; onDelete: () => void }) {
  return (
    <HStack gap="1" justify="flex-end">
      {actions.edit && (
        <IconButton size="xs" variant="ghost" aria-label={t.edit} title={t.edit} onClick={onEdit}>
          <PencilIcon />
        </IconButton>
      )}
      {actions.remove && (
        <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={t.delete} title={t.delete} onClick={onDelete}>
          <TrashIcon />
        </IconButton>
      )}
    </HStack>
  );
}
