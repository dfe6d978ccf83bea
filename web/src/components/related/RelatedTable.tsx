import { Box, Button, Card, CloseButton, DataList, Dialog, Flex, IconButton, Portal, Stack, Table, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import type { GraphQLTaggedNode } from 'relay-runtime';
import type { ResourceTexts } from '../../i18n/resources';
import { nlDetail } from '../../i18n/nl/detail';
import { nlDialog } from '../../i18n/nl/dialog';
import { nlForm } from '../../i18n/nl/form';
import { nlRelated } from '../../i18n/nl/related';
import { interpolate } from '../../lib/interpolate';
import { hasChanges, initialValues, mutationInput, valuesFromRecord, type FormValues } from '../../lib/recordForm';
import { fieldErrors } from '../../lib/userErrors';
import { reportMutationFailure } from '../../relay/errors';
import { useViewer } from '../../relay/viewer';
import { ConfirmDialog } from '../ConfirmDialog';
import { RecordForm } from '../form/RecordForm';
import type { FormField } from '../form/types';
import { PlusIcon, TrashIcon } from '../icons';
import { runRecordMutation } from '../record/recordMutations';
import { notify, notifyValidation } from '../toaster';
import { useIsMobile } from '../useIsMobile';

export interface RelatedRow {
  readonly id: string;
  readonly databaseId: number;
  readonly label?: string | null;
}

export interface RelatedColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Amounts and times line up on the right. */
  numeric?: boolean;
  nowrap?: boolean;
}

/**
 * Adding, editing and deleting child records through their type's generic mutations (aliased as
 * the record screens' are: `result { record { id databaseId label } userErrors }`).
 */
export interface RelatedEditing<Row> {
  /** Resource name: permissions {type}.store/.update/.destroy. */
  type: string;
  texts: ResourceTexts;
  fields: readonly FormField[];
  createMutation?: GraphQLTaggedNode;
  updateMutation?: GraphQLTaggedNode;
  deleteMutation?: GraphQLTaggedNode;
  /** Input every new record gets: the parent's id, its place at the end. */
  parentInput: Record<string, unknown>;
  /** Rows that may no longer change (on an exported invoice): no edit or delete. */
  locked?: (row: Row) => boolean;
}

interface RelatedTableProps<Row extends RelatedRow> {
  rows: readonly Row[];
  columns: readonly RelatedColumn<Row>[];
  /** Shown instead of the table when there are no rows. */
  empty: string;
  editing?: RelatedEditing<Row>;
  /** Called after a change was saved, so the parent reloads (totals follow the rows). */
  onChanged: () => void;
  /** Below the table: totals. */
  footer?: ReactNode;
  testId?: string;
}

type FormState<Row> = { mode: 'create' } | { mode: 'edit'; row: Row } | null;

/** A table of a record's child records (cards below 768 px), with add, edit and delete where the viewer may. */
export function RelatedTable<Row extends RelatedRow>({ rows, columns, empty, editing, onChanged, footer, testId }: RelatedTableProps<Row>) {
  const viewer = useViewer();
  const environment = useRelayEnvironment();
  const mobile = useIsMobile();
  const [form, setForm] = useState<FormState<Row>>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const can = (action: string) => Boolean(editing) && viewer.permissions.has(`${editing!.type}.${action}`);
  const canCreate = can('store') && Boolean(editing?.createMutation);
  const canUpdate = can('update') && Boolean(editing?.updateMutation);
  const canDelete = can('destroy') && Boolean(editing?.deleteMutation);
  const rowActions = canUpdate || canDelete;

  const close = () => {
    setForm(null);
    setServerErrors({});
  };

  const save = async (values: FormValues) => {
    if (!editing || !form) return;
    const creating = form.mode === 'create';
    const original = creating ? undefined : valuesFromRecord(editing.fields, form.row as unknown as Record<string, unknown>);
    const { fields, relationships } = mutationInput(editing.fields, values, original);
    if (!creating && !hasChanges({ fields, relationships })) {
      notify('info', nlForm.noChanges);
      close();
      return;
    }
    const input: Record<string, unknown> = creating ? { ...editing.parentInput, ...fields } : { id: form.row.id, ...fields };
    if (Object.keys(relationships).length > 0) input.relationships = relationships;
    const mutation = creating ? editing.createMutation : editing.updateMutation;
    if (!mutation) return;
    setBusy(true);
    setServerErrors({});
    try {
      const result = await runRecordMutation(environment, mutation, input);
      setBusy(false);
      if (result.userErrors.length > 0) {
        setServerErrors(fieldErrors(result.userErrors));
        notifyValidation(result.userErrors);
        return;
      }
      notify('success', interpolate(creating ? nlRelated.added : nlForm.updated, { label: editing.texts.singular }));
      close();
      onChanged();
    } catch (error) {
      setBusy(false);
      reportMutationFailure(error);
    }
  };

  const remove = async () => {
    if (!editing?.deleteMutation || !deleting) return;
    setBusy(true);
    try {
      const result = await runRecordMutation(environment, editing.deleteMutation, { id: deleting.id });
      setBusy(false);
      setDeleting(null);
      if (result.userErrors.length > 0) {
        notifyValidation(result.userErrors);
        return;
      }
      notify('success', nlDetail.deleted);
      onChanged();
    } catch (error) {
      setBusy(false);
      setDeleting(null);
      reportMutationFailure(error);
    }
  };

  /** Edit and delete of one row; none on a locked row. */
  const actionsOf = (row: Row) =>
    editing?.locked?.(row) ? null : (
      <Flex gap="1" justify="flex-end">
        {canUpdate && (
          <Button size="xs" variant="outline" onClick={() => setForm({ mode: 'edit', row })}>
            {nlRelated.edit}
          </Button>
        )}
        {canDelete && (
          <IconButton
            size="xs"
            variant="ghost"
            colorPalette="red"
            aria-label={`${nlRelated.delete}: ${row.label ?? row.databaseId}`}
            title={nlRelated.delete}
            onClick={() => setDeleting(row)}
          >
            <TrashIcon />
          </IconButton>
        )}
      </Flex>
    );

  const initial =
    editing && form
      ? form.mode === 'create'
        ? initialValues(editing.fields, new URLSearchParams())
        : valuesFromRecord(editing.fields, form.row as unknown as Record<string, unknown>)
      : {};

  return (
    <Box data-testid={testId}>
      {canCreate && (
        <Flex justify="flex-end" mb="3">
          <Button size="sm" colorPalette="blue" onClick={() => setForm({ mode: 'create' })}>
            <PlusIcon />
            {editing!.texts.newLabel}
          </Button>
        </Flex>
      )}
      {rows.length === 0 ? (
        <Text color="fg.muted" py="4" data-testid={testId ? `${testId}-empty` : undefined}>
          {empty}
        </Text>
      ) : mobile ? (
        <Stack gap="3">
          {rows.map((row) => (
            <Card.Root key={row.id} size="sm" data-testid={testId ? `${testId}-row` : undefined}>
              <Card.Body>
                <DataList.Root orientation="horizontal" size="sm" gap="2">
                  {columns.map((column) => (
                    <DataList.Item key={column.id}>
                      <DataList.ItemLabel w="8rem" flexShrink={0}>
                        {column.header}
                      </DataList.ItemLabel>
                      <DataList.ItemValue>{column.cell(row)}</DataList.ItemValue>
                    </DataList.Item>
                  ))}
                </DataList.Root>
                {rowActions && <Box mt="3">{actionsOf(row)}</Box>}
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" variant="line">
            <Table.Header>
              <Table.Row>
                {columns.map((column) => (
                  <Table.ColumnHeader key={column.id} textAlign={column.numeric ? 'end' : undefined} whiteSpace="nowrap">
                    {column.header}
                  </Table.ColumnHeader>
                ))}
                {rowActions && <Table.ColumnHeader w="1%" />}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.id} data-testid={testId ? `${testId}-row` : undefined}>
                  {columns.map((column) => (
                    <Table.Cell
                      key={column.id}
                      textAlign={column.numeric ? 'end' : undefined}
                      whiteSpace={column.nowrap ? 'nowrap' : undefined}
                      fontVariantNumeric={column.numeric ? 'tabular-nums' : undefined}
                    >
                      {column.cell(row)}
                    </Table.Cell>
                  ))}
                  {rowActions && (
                    <Table.Cell whiteSpace="nowrap" textAlign="end">
                      {actionsOf(row)}
                    </Table.Cell>
                  )}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      {footer}

      {editing && (
        <Dialog.Root open={form !== null} onOpenChange={(details) => !details.open && close()} size={mobile ? 'full' : 'lg'} placement="center" scrollBehavior="inside">
          <Portal>
            <Dialog.Backdrop />
            <Dialog.Positioner>
              <Dialog.Content>
                <Dialog.Header>
                  <Dialog.Title>{form?.mode === 'edit' ? interpolate(nlDetail.editTitle, { label: editing.texts.singular }) : editing.texts.newLabel}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body pb="5">
                  {form && (
                    <RecordForm
                      fields={editing.fields}
                      initial={initial}
                      creating={form.mode === 'create'}
                      serverErrors={serverErrors}
                      busy={busy}
                      onSubmit={(values) => void save(values)}
                      onCancel={close}
                    />
                  )}
                </Dialog.Body>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={nlDialog.close} />
                </Dialog.CloseTrigger>
              </Dialog.Content>
            </Dialog.Positioner>
          </Portal>
        </Dialog.Root>
      )}

      <ConfirmDialog
        open={deleting !== null}
        title={editing ? interpolate(nlDialog.deleteNamedTitle, { type: editing.texts.singular, name: deleting?.label ?? `#${deleting?.databaseId ?? ''}` }) : nlDialog.deleteTitle}
        text={nlDialog.delete}
        confirmLabel={nlDialog.deleteConfirm}
        danger
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}
