import { Box, Flex, Link, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router';
import type { ProjectPhasesTabReorderMutation } from '../../__generated__/ProjectPhasesTabReorderMutation.graphql';
import { GripIcon } from '../../components/icons';
import { badgeCell } from '../../components/list/cells';
import { ReorderButtons } from '../../components/reorder/ReorderButtons';
import { useDragReorder } from '../../components/reorder/useDragReorder';
import { notify, notifyValidation } from '../../components/toaster';
import { nlFields } from '../../i18n/nl/fields';
import { nlQuote } from '../../i18n/nl/quote';
import { nlRecordTabs } from '../../i18n/nl/recordTabs';
import { formatCurrency } from '../../lib/price';
import { commitAsync } from '../../relay/commit';
import { reportMutationFailure } from '../../relay/errors';
import { useViewer } from '../../relay/viewer';
import { AddPhaseButton, type PhaseOwnerInput } from '../project-phases/AddPhaseButton';

const reorderMutation = graphql`
  mutation ProjectPhasesTabReorderMutation($input: ReorderProjectPhasesInput!) {
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

export interface ProjectPhaseRow {
  readonly id: string;
  readonly databaseId: number;
  readonly name: string | null | undefined;
  readonly statusLabel: unknown;
  readonly statusColor: unknown;
  readonly totalExcl: number | null | undefined;
}

interface ProjectPhasesTabProps {
  phases: readonly ProjectPhaseRow[];
  totalExcl: number | null | undefined;
  owner: PhaseOwnerInput;
  onChanged: () => void;
}

const f = nlFields;
const text = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * A project's tab Fases (spec back-office §2): name, status and total of each phase in the dragged
 * order, 'Fase toevoegen', and the project total excl. VAT.
 */
export function ProjectPhasesTab({ phases, totalExcl, owner, onChanged }: ProjectPhasesTabProps) {
  const viewer = useViewer();
  const environment = useRelayEnvironment();
  const [busy, setBusy] = useState(false);
  const canUpdate = viewer.permissions.has('project-phases.update') && !busy;

  const saveOrder = async (ids: string[]) => {
    setBusy(true);
    try {
      const { reorderProjectPhases: result } = await commitAsync<ProjectPhasesTabReorderMutation>(environment, reorderMutation, { input: { ids } });
      if (result.userErrors.length > 0) {
        notifyValidation(result.userErrors);
        return;
      }
      notify('success', nlQuote.orderSaved);
      onChanged();
    } catch (error) {
      reportMutationFailure(error);
    } finally {
      setBusy(false);
    }
  };
  const { itemProps, move } = useDragReorder(
    phases.map((phase) => phase.id),
    (ids) => void saveOrder(ids),
    canUpdate,
  );

  return (
    <Box data-testid="project-phases">
      <Flex justify="flex-end" mb="3">
        <AddPhaseButton owner={owner} onAdded={onChanged} />
      </Flex>
      {phases.length === 0 ? (
        <Text color="fg.muted" py="4" data-testid="project-phases-empty">
          {nlRecordTabs.noPhases}
        </Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" variant="line">
            <Table.Header>
              <Table.Row>
                {canUpdate && <Table.ColumnHeader w="1%" />}
                <Table.ColumnHeader>{f.name}</Table.ColumnHeader>
                <Table.ColumnHeader>{f.status}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{f.totalExcl}</Table.ColumnHeader>
                {canUpdate && <Table.ColumnHeader w="1%" />}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {phases.map((phase, index) => (
                <Table.Row key={phase.id} data-testid="project-phases-row" {...itemProps(index)} css={{ '&[data-drop-target]': { boxShadow: 'inset 0 2px 0 var(--chakra-colors-blue-500)' } }}>
                  {canUpdate && (
                    <Table.Cell color="fg.subtle" cursor="grab" aria-hidden title={nlQuote.dragHandle}>
                      <GripIcon />
                    </Table.Cell>
                  )}
                  <Table.Cell>
                    <Link asChild color="blue.700">
                      <RouterLink to={`/project-phases/${phase.databaseId}`}>{phase.name ?? `#${phase.databaseId}`}</RouterLink>
                    </Link>
                  </Table.Cell>
                  <Table.Cell>{badgeCell(text(phase.statusLabel), text(phase.statusColor))}</Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                    {formatCurrency(phase.totalExcl ?? 0)}
                  </Table.Cell>
                  {canUpdate && (
                    <Table.Cell textAlign="end">
                      <ReorderButtons index={index} count={phases.length} onMove={(step) => move(index, step)} label={phase.name ?? ''} />
                    </Table.Cell>
                  )}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <Flex justify="flex-end" mt="3">
        <Text fontWeight="semibold">
          <Text as="span" color="fg.muted" fontWeight="normal">
            {nlQuote.projectTotal}:{' '}
          </Text>
          <span data-testid="project-total">{formatCurrency(totalExcl ?? 0)}</span>
        </Text>
      </Flex>
    </Box>
  );
}
