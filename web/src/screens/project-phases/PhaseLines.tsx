import { Box, Button, Flex, IconButton, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { PhaseLinesReorderMutation } from '../../__generated__/PhaseLinesReorderMutation.graphql';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { GripIcon, PencilIcon, PlusIcon, TrashIcon } from '../../components/icons';
import { runRecordMutation } from '../../components/record/recordMutations';
import { ReorderButtons } from '../../components/reorder/ReorderButtons';
import { useDragReorder } from '../../components/reorder/useDragReorder';
import { notify, notifyValidation } from '../../components/toaster';
import { nlProjectLine } from '../../i18n/nl/projectLine';
import { nlQuote } from '../../i18n/nl/quote';
import { formatCurrency, priceWithTwoDecimals } from '../../lib/price';
import { newLineDraft, sumTotals, type ProjectLineDraft, type ProjectLineValues } from '../../lib/quoteLines';
import { fieldErrors, type UserErrorLike } from '../../lib/userErrors';
import { commitAsync } from '../../relay/commit';
import { reportMutationFailure } from '../../relay/errors';
import { useViewer } from '../../relay/viewer';
import { ProjectLineDialog } from './ProjectLineDialog';
import { createProjectLineMutation, deleteProjectLineMutation, projectLineColumns, updateProjectLineMutation, type ProjectLineRow } from './projectLines';

const t = nlProjectLine;

const reorderMutation = graphql`
  mutation PhaseLinesReorderMutation($input: ReorderProjectLinesInput!) {
    reorderProjectLines(input: $input) {
      projectLines {
        id
        order
      }
      userErrors {
        field
        message
      }
    }
  }
`;

interface PhaseLinesProps {
  phaseId: number;
  lines: readonly ProjectLineRow[];
  /** Reloads the owner after a change: the phase and quote totals follow the lines. */
  onChanged: () => void;
  /** Project phases show the time spent on hour lines. */
  showTime: boolean;
  /** An accepted quote's lines are changed in its project. */
  readOnly?: boolean;
  testId?: string;
}

type Editing = { mode: 'create' } | { mode: 'edit'; line: ProjectLineRow } | null;

const draftOf = (line: ProjectLineRow): ProjectLineDraft => ({
  productCode: line.productCode ?? '',
  description: line.description ?? '',
  invoiceType: line.invoiceType ? String(line.invoiceType) : '',
  invoiceMoment: String(line.invoiceMoment ?? 1),
  quantity: String(line.quantity ?? ''),
  price: priceWithTwoDecimals(line.price ?? 0),
});

/**
 * The lines of one phase (spec back-office §2): dragged into order within the phase (or moved with
 * Omhoog/Omlaag), added and edited with the article picker, and the phase total below.
 */
export function PhaseLines({ phaseId, lines, onChanged, showTime, readOnly, testId = 'phase-lines' }: PhaseLinesProps) {
  const viewer = useViewer();
  const environment = useRelayEnvironment();
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<ProjectLineRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof ProjectLineDraft, string>>>({});

  const canStore = !readOnly && viewer.permissions.has('project-lines.store');
  const canUpdate = !readOnly && viewer.permissions.has('project-lines.update');
  const canDelete = !readOnly && viewer.permissions.has('project-lines.destroy');
  const locked = (line: ProjectLineRow) => Boolean(line.invoice?.exportedAt);
  const columns = projectLineColumns(showTime);

  /** Runs a change and reports refusals; true when it went through. */
  const run = async (work: () => Promise<{ userErrors: readonly UserErrorLike[] }>, success?: string): Promise<boolean> => {
    setBusy(true);
    try {
      const { userErrors } = await work();
      if (userErrors.length > 0) {
        setServerErrors(fieldErrors(userErrors) as Partial<Record<keyof ProjectLineDraft, string>>);
        notifyValidation(userErrors);
        return false;
      }
      if (success) notify('success', success);
      onChanged();
      return true;
    } catch (error) {
      reportMutationFailure(error);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const saveOrder = (ids: string[]) =>
    void run(() => commitAsync<PhaseLinesReorderMutation>(environment, reorderMutation, { input: { ids } }).then((response) => response.reorderProjectLines), nlQuote.orderSaved);
  const ids = lines.map((line) => line.id);
  const { itemProps, move } = useDragReorder(ids, saveOrder, canUpdate && !busy);

  const save = async (values: ProjectLineValues) => {
    if (!editing) return;
    const creating = editing.mode === 'create';
    const input = creating ? { ...values, projectPhaseId: phaseId, order: lines.length + 1 } : { id: editing.line.id, ...values };
    const ok = await run(() => runRecordMutation(environment, creating ? createProjectLineMutation : updateProjectLineMutation, input), creating ? t.added : t.updated);
    if (ok) close();
  };

  const close = () => {
    setEditing(null);
    setServerErrors({});
  };

  const remove = async () => {
    if (!removing) return;
    await run(() => runRecordMutation(environment, deleteProjectLineMutation, { id: removing.id }), t.deleted);
    setRemoving(null);
  };

  const actions = canUpdate || canDelete;

  return (
    <Box data-testid={testId}>
      {lines.length === 0 ? (
        <Text color="fg.muted" fontSize="sm" py="2" data-testid={`${testId}-empty`}>
          {t.noLines}
        </Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" variant="line">
            <Table.Header>
              <Table.Row>
                {canUpdate && <Table.ColumnHeader w="1%" />}
                {columns.map((column) => (
                  <Table.ColumnHeader key={column.id} textAlign={column.numeric ? 'end' : undefined} whiteSpace="nowrap">
                    {column.header}
                  </Table.ColumnHeader>
                ))}
                {actions && <Table.ColumnHeader w="1%" />}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {lines.map((line, index) => (
                <Table.Row key={line.id} data-testid={`${testId}-row`} {...itemProps(index)} css={{ '&[data-drop-target]': { boxShadow: 'inset 0 2px 0 var(--chakra-colors-blue-500)' } }}>
                  {canUpdate && (
                    <Table.Cell color="fg.subtle" cursor="grab" aria-hidden title={nlQuote.dragHandle} data-testid="line-drag-handle">
                      <GripIcon />
                    </Table.Cell>
                  )}
                  {columns.map((column) => (
                    <Table.Cell
                      key={column.id}
                      textAlign={column.numeric ? 'end' : undefined}
                      whiteSpace={column.nowrap ? 'nowrap' : undefined}
                      fontVariantNumeric={column.numeric ? 'tabular-nums' : undefined}
                    >
                      {column.cell(line)}
                    </Table.Cell>
                  ))}
                  {actions && (
                    <Table.Cell whiteSpace="nowrap" textAlign="end">
                      <Flex gap="0" justify="flex-end" align="center">
                        {canUpdate && <ReorderButtons index={index} count={lines.length} onMove={(step) => move(index, step)} label={line.description ?? ''} disabled={busy} />}
                        {!locked(line) && canUpdate && (
                          <IconButton size="2xs" variant="ghost" aria-label={`${t.edit}: ${line.description ?? ''}`} title={t.edit} onClick={() => setEditing({ mode: 'edit', line })}>
                            <PencilIcon />
                          </IconButton>
                        )}
                        {!locked(line) && canDelete && (
                          <IconButton size="2xs" variant="ghost" colorPalette="red" aria-label={`${t.remove}: ${line.description ?? ''}`} title={t.remove} onClick={() => setRemoving(line)}>
                            <TrashIcon />
                          </IconButton>
                        )}
                      </Flex>
                    </Table.Cell>
                  )}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <Flex justify="space-between" align="center" mt="2" gap="3" wrap="wrap">
        {canStore ? (
          <Button size="xs" variant="outline" onClick={() => setEditing({ mode: 'create' })}>
            <PlusIcon />
            {t.add}
          </Button>
        ) : (
          <span />
        )}
        <Text fontSize="sm" fontWeight="semibold">
          <Text as="span" color="fg.muted" fontWeight="normal">
            {nlQuote.total}:{' '}
          </Text>
          <span data-testid={`${testId}-total`}>{formatCurrency(sumTotals(lines))}</span>
        </Text>
      </Flex>

      {editing && (
        <ProjectLineDialog
          title={editing.mode === 'create' ? t.newTitle : t.editTitle}
          initial={editing.mode === 'create' ? newLineDraft() : draftOf(editing.line)}
          saving={busy}
          serverErrors={serverErrors}
          onSave={(values) => void save(values)}
          onClose={close}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t.deleteTitle}
        text={t.confirmDelete}
        confirmLabel={t.remove}
        danger
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      />
    </Box>
  );
}
