import { Button, Flex, Stack } from '@chakra-ui/react';
import { useState, useTransition } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { PhaseTimeRegistrationsQuery } from '../../__generated__/PhaseTimeRegistrationsQuery.graphql';
import { PlusIcon } from '../../components/icons';
import { nlTimeRegistration } from '../../i18n/nl/timeRegistration';
import { useViewer } from '../../relay/viewer';
import { TimeLinesTable, useTimeLineEditing } from '../time/TimeLinesTable';

const t = nlTimeRegistration.panel;

const query = graphql`
  query PhaseTimeRegistrationsQuery($phaseId: JSON!) {
    timeRegistrations(first: 100, filter: [{ field: "projectLine.projectPhaseId", operator: EQ, value: $phaseId }], orderBy: [{ field: "executedAt", direction: ASC }]) {
      totalCount
      edges {
        node {
          ...TimeLinesTable_lines @arguments(withProjectLine: true)
        }
      }
    }
  }
`;

/**
 * The 'Tijdregistraties' tab of a project phase: the time booked on its lines, added on a line
 * paid by the hour that is not invoiced yet. `changed` lets the phase read its totals again.
 */
export function PhaseTimeRegistrations({ phaseId, changed }: { phaseId: number; changed: () => void }) {
  const viewer = useViewer();
  const [fetchKey, setFetchKey] = useState(0);
  const [, startTransition] = useTransition();
  const data = useLazyLoadQuery<PhaseTimeRegistrationsQuery>(query, { phaseId }, { fetchKey, fetchPolicy: 'store-and-network' });
  const reload = () => {
    startTransition(() => setFetchKey((key) => key + 1));
    changed();
  };
  const { add, edit, remove, dialogs } = useTimeLineEditing(reload);
  const lines = data.timeRegistrations?.edges.map((edge) => edge.node) ?? [];

  return (
    <Stack gap="3" data-testid="phase-time-registrations">
      {viewer.permissions.has('time-registrations.store') && (
        <Flex justify="flex-end">
          <Button size="xs" variant="outline" onClick={() => add({ morphableType: 'project-lines', projectPhaseId: phaseId })}>
            <PlusIcon /> {t.add}
          </Button>
        </Flex>
      )}
      <TimeLinesTable lines={lines} archived={false} showProjectLine empty={t.empty} onEdit={edit} onDelete={remove} />
      {dialogs}
    </Stack>
  );
}
