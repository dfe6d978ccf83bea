import { Card, Field, Grid, NativeSelect, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { TicketQuickFields_ticket$key } from '../../__generated__/TicketQuickFields_ticket.graphql';
import type { TicketQuickFieldsMutation } from '../../__generated__/TicketQuickFieldsMutation.graphql';
import { notify, notifyValidation } from '../../components/toaster';
import { nlTicket } from '../../i18n/nl/ticket';
import { quickStatusOptions, type QuickOption } from '../../lib/ticketQuickFields';
import { reportMutationFailure } from '../../relay/errors';
import { useViewer } from '../../relay/viewer';
import { listOptions, withCurrent } from '../lookups/referenceLists';
import { useLazyMutation } from '../../relay/useLazyMutation';
import { lazyOperations } from '../../relay/lazyOperation';

const fragment = graphql`
  fragment TicketQuickFields_ticket on Ticket {
    id
    databaseId
    statusId
    priorityId
    archivedAt
    operator {
      databaseId
      fullName
    }
  }
`;

const mutation = lazyOperations(() => import('./TicketQuickFields.mutation'))('mutation');

type QuickField = 'statusId' | 'priorityId' | 'operatorId';

/**
 * Status, priority and operator as choices on the ticket itself: a choice is saved at once.
 * Without tickets.update, or on an archived ticket (core §4: no editing), they are shown read-only.
 */
export function TicketQuickFields({ ticket: ticketKey }: { ticket: TicketQuickFields_ticket$key }) {
  const ticket = useFragment(fragment, ticketKey);
  const viewer = useViewer();
  const [commit, isInFlight] = useLazyMutation<TicketQuickFieldsMutation>(mutation);
  const [pending, setPending] = useState<Partial<Record<QuickField, string>>>({});
  const editable = viewer.permissions.has('tickets.update') && !ticket.archivedAt;
  const t = nlTicket;

  const current: Record<QuickField, string> = {
    statusId: ticket.statusId == null ? '' : String(ticket.statusId),
    priorityId: ticket.priorityId == null ? '' : String(ticket.priorityId),
    operatorId: ticket.operator?.databaseId == null ? '' : String(ticket.operator.databaseId),
  };
  const operatorNow = ticket.operator ? { value: String(ticket.operator.databaseId), label: ticket.operator.fullName ?? `#${ticket.operator.databaseId}` } : null;
  const choices: { field: QuickField; label: string; options: readonly QuickOption[]; none?: string }[] = [
    { field: 'statusId', label: t.status, options: quickStatusOptions(viewer.lists.ticketStatuses ?? [], ticket.statusId ?? null) },
    { field: 'priorityId', label: t.priority, options: listOptions(viewer, 'priorities', 'label'), none: t.noPriority },
    { field: 'operatorId', label: t.operator, options: withCurrent(listOptions(viewer, 'operators', 'full_name'), operatorNow), none: t.noOperator },
  ];

  const save = (field: QuickField, value: string) => {
    if (value === current[field]) return;
    setPending((before) => ({ ...before, [field]: value }));
    const done = () =>
      setPending((before) => {
        const { [field]: _settled, ...rest } = before;
        return rest;
      });
    commit({
      variables: { input: { id: ticket.id, [field]: value === '' ? null : Number(value) } },
      onCompleted: (response) => {
        done();
        const errors = response.updateTicket.userErrors;
        if (errors.length > 0) notifyValidation(errors);
        else notify('success', t.updated);
      },
      onError: (error) => {
        done();
        reportMutationFailure(error);
      },
    });
  };

  return (
    <Card.Root size="sm" as="section" aria-label={t.quickFields} data-testid="ticket-quick-fields" data-ticket={ticket.databaseId}>
      <Card.Body>
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' }} gap="3">
          {choices.map(({ field, label, options, none }) => {
            const value = pending[field] ?? current[field];
            return editable ? (
              <Field.Root key={field}>
                <Field.Label fontSize="xs" color="fg.muted">
                  {label}
                </Field.Label>
                <NativeSelect.Root size="sm" disabled={isInFlight}>
                  <NativeSelect.Field value={value} onChange={(event) => save(field, event.currentTarget.value)} data-testid={`quick-${field}`}>
                    {(none !== undefined || value === '') && <option value="">{none ?? ''}</option>}
                    {options.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
            ) : (
              <div key={field} data-testid={`quick-${field}`}>
                <Text fontSize="xs" color="fg.muted">
                  {label}
                </Text>
                <Text fontSize="sm" truncate>
                  {options.find((option) => option.value === value)?.label ?? none ?? '—'}
                </Text>
              </div>
            );
          })}
        </Grid>
      </Card.Body>
    </Card.Root>
  );
}
