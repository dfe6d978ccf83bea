import { Box, Card, Flex, Heading, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router';
import type { PhasesEditor_phases$key } from '../../__generated__/PhasesEditor_phases.graphql';
import type { PhasesEditorReorderMutation } from '../../__generated__/PhasesEditorReorderMutation.graphql';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { GripIcon, TrashIcon } from '../../components/icons';
import { runRecordMutation } from '../../components/record/recordMutations';
import { ReorderButtons } from '../../components/reorder/ReorderButtons';
import { useDragReorder } from '../../components/reorder/useDragReorder';
import { notify, notifyValidation } from '../../components/toaster';
import { nlDetail } from '../../i18n/nl/detail';
import { nlProjectLine } from '../../i18n/nl/projectLine';
import { nlQuote } from '../../i18n/nl/quote';
import { formatCurrency } from '../../lib/price';
import { sumTotals } from '../../lib/quoteLines';
import type { UserErrorLike } from '../../lib/userErrors';
import { commitAsync } from '../../relay/commit';
import { reportMutationFailure } from '../../relay/errors';
import { useViewer } from '../../relay/viewer';
import { AddPhaseButton, type PhaseOwnerInput } from './AddPhaseButton';
import { PhaseLines } from './PhaseLines';

const fragment = graphql`
  fragment PhasesEditor_phases on ProjectPhase @relay(plural: true) {
    id
    databaseId
    name
    totalExcl
    projectLines(first: 100, orderBy: [{ field: "order", direction: ASC }]) {
      edges {
        node {
          id
          databaseId
          label
          productCode
          description
          invoiceType
          invoiceMoment
          invoiceTypeLabel
          invoiceMomentLabel
          quantity
          price
          totalExcl
          totalSpent
          invoice {
            exportedAt
          }
        }
      }
    }
  }
`;

const reorderMutation = graphql`
  mutation PhasesEditorReorderMutation($input: ReorderProjectPhasesInput!) {
    reorderProjectPhases(input: $input) {
      projectPhases {
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

const deleteMutation = graphql`
  mutation PhasesEditorDeleteMutation($input: RecordIdInput!) {
    result: deleteProjectPhase(input: $input) {
      deletedId
      userErrors {
        field
        message
      }
    }
  }
`;

interface PhasesEditorProps {
  phases: PhasesEditor_phases$key;
  owner: PhaseOwnerInput;
  onChanged: () => void;
  /** 'Totaal offerte excl. btw' or a template's 'Totaal excl. btw'. */
  totalLabel: string;
  /** An accepted quote is changed in its project. */
  readOnly?: boolean;
}

/**
 * The phases of a quote or quote template, each with its lines (spec back-office §2, tab Fases):
 * phases dragged into order (or moved with Omhoog/Omlaag), added and deleted, and the total.
 */
export function PhasesEditor({ phases: phasesKey, owner, onChanged, totalLabel, readOnly }: PhasesEditorProps) {
  const phases = useFragment(fragment, phasesKey);
  const viewer = useViewer();
  const environment = useRelayEnvironment();
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<{ id: string } | null>(null);
  const canUpdate = !readOnly && viewer.permissions.has('project-phases.update');
  const canDelete = !readOnly && viewer.permissions.has('project-phases.destroy');

  const run = async (work: () => Promise<{ userErrors: readonly UserErrorLike[] }>, success: string) => {
    setBusy(true);
    try {
      const { userErrors } = await work();
      if (userErrors.length > 0) {
        notifyValidation(userErrors);
        return;
      }
      notify('success', success);
      onChanged();
    } catch (error) {
      reportMutationFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const saveOrder = (ids: string[]) =>
    void run(() => commitAsync<PhasesEditorReorderMutation>(environment, reorderMutation, { input: { ids } }).then((response) => response.reorderProjectPhases), nlQuote.orderSaved);
  const { itemProps, move } = useDragReorder(
    phases.map((phase) => phase.id),
    saveOrder,
    canUpdate && !busy,
  );

  const remove = async () => {
    if (!removing) return;
    await run(() => runRecordMutation(environment, deleteMutation, { id: removing.id }), nlDetail.deleted);
    setRemoving(null);
  };

  return (
    <Stack gap="4" data-testid="phases-editor">
      {phases.length === 0 && (
        <Text color="fg.muted" data-testid="phases-empty">
          {nlQuote.noPhases}
        </Text>
      )}
      {phases.map((phase, index) => {
        const lines = phase.projectLines?.edges.map((edge) => edge.node) ?? [];
        const name = phase.name ?? `#${phase.databaseId}`;
        return (
          <Card.Root
            key={phase.id}
            size="sm"
            variant="outline"
            data-testid="phase-card"
            {...itemProps(index)}
            css={{ '&[data-drop-target]': { borderColor: 'var(--chakra-colors-blue-500)', borderWidth: '2px' } }}
          >
            <Card.Header pb="2">
              <Flex align="center" gap="2">
                {canUpdate && (
                  <Box color="fg.subtle" cursor="grab" title={nlQuote.dragHandle} aria-hidden data-testid="phase-drag-handle">
                    <GripIcon />
                  </Box>
                )}
                <Heading as="h3" size="sm" flex="1" minW="0" truncate data-testid="phase-name">
                  <Link asChild color="blue.700">
                    <RouterLink to={`/project-phases/${phase.databaseId}`}>{name}</RouterLink>
                  </Link>
                </Heading>
                <Text fontSize="sm" fontVariantNumeric="tabular-nums" data-testid="phase-card-total">
                  {formatCurrency(phase.totalExcl ?? 0)}
                </Text>
                {canUpdate && <ReorderButtons index={index} count={phases.length} onMove={(step) => move(index, step)} label={name} disabled={busy} />}
                {canDelete && (
                  <IconButton size="2xs" variant="ghost" colorPalette="red" aria-label={`${nlQuote.phaseDeleteTitle}: ${name}`} title={nlQuote.phaseDeleteTitle} onClick={() => setRemoving(phase)}>
                    <TrashIcon />
                  </IconButton>
                )}
              </Flex>
            </Card.Header>
            <Card.Body pt="0">
              <PhaseLines phaseId={phase.databaseId} lines={lines} onChanged={onChanged} showTime={false} readOnly={readOnly} />
            </Card.Body>
          </Card.Root>
        );
      })}
      <Flex justify="space-between" align="center" gap="3" wrap="wrap" borderTopWidth="1px" pt="3">
        {readOnly ? <span /> : <AddPhaseButton owner={owner} onAdded={onChanged} />}
        <Text fontWeight="semibold">
          <Text as="span" color="fg.muted" fontWeight="normal">
            {totalLabel}:{' '}
          </Text>
          <span data-testid="phases-total">{formatCurrency(sumTotals(phases))}</span>
        </Text>
      </Flex>
      <ConfirmDialog
        open={removing !== null}
        title={nlQuote.phaseDeleteTitle}
        text={nlQuote.phaseDelete}
        confirmLabel={nlProjectLine.remove}
        danger
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}
