import { Button, Card, DataList, Flex, Stack, Text } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay/hooks';
import type { GraphQLTaggedNode } from 'relay-runtime';
import type { ProjectPhasePanel_phase$key } from '../../__generated__/ProjectPhasePanel_phase.graphql';
import { dateCell, relativeCell, textCell } from '../../components/list/cells';
import { PageSpinner } from '../../components/PageSpinner';
import { runRecordMutation } from '../../components/record/recordMutations';
import { RelatedTable, type RelatedColumn } from '../../components/related/RelatedTable';
import { RelatedTabs } from '../../components/related/RelatedTabs';
import { useReloadRecord } from '../../components/related/useReloadRecord';
import { notify, notifyValidation } from '../../components/toaster';
import { nlFields } from '../../i18n/nl/fields';
import { nlPhase } from '../../i18n/nl/phase';
import { nlResources } from '../../i18n/nl/resources';
import { nlTimeRegistration } from '../../i18n/nl/timeRegistration';
import { formatMinutes } from '../../lib/minutes';
import { formatCurrency } from '../../lib/price';
import { phaseStep, totalTimeSpent } from '../../lib/projectPhase';
import { taskTimePrefill } from '../../lib/timeRegistration';
import { reportMutationFailure } from '../../relay/errors';
import { useViewer } from '../../relay/viewer';
import { TimeRegistrationDialog, type TimeRegistrationPrefill } from '../time/TimeRegistrationDialog';
import { PhaseTaskToggle } from './PhaseTaskToggle';
import { PhaseTimeRegistrations } from './PhaseTimeRegistrations';
import { PhaseOwnerLink } from './phaseOwner';
import { PhaseLines } from './PhaseLines';
import type { ProjectLineRow } from './projectLines';

const fragment = graphql`
  fragment ProjectPhasePanel_phase on ProjectPhase {
    id
    databaseId
    statusId
    totalExcl
    morphable {
      __typename
      ... on Project {
        databaseId
        label
      }
      ... on Quote {
        databaseId
        label
      }
      ... on QuoteTemplate {
        databaseId
        label
      }
    }
    projectLines(first: 100, orderBy: [{ field: "order", direction: ASC }]) {
      totalCount
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
    tasks(first: 100) {
      totalCount
      edges {
        node {
          id
          databaseId
          label
          task
          completed
          scheduledAt
          estimatedTime
          projectLineId
          operator {
            label
            fullName
          }
        }
      }
    }
    subscriptionChanges(first: 100) {
      totalCount
      edges {
        node {
          id
          databaseId
          label
          description
          periods
          periodLabel
          changeMomentLabel
          startPeriod
          total
          updatedAt
        }
      }
    }
  }
`;

type Phase = NonNullable<ProjectPhasePanel_phase$key>;

interface TaskRow {
  readonly id: string;
  readonly databaseId: number;
  readonly label: string | null | undefined;
  readonly task: string | null | undefined;
  readonly completed: boolean | null | undefined;
  readonly scheduledAt: string | null | undefined;
  readonly estimatedTime: string | null | undefined;
  readonly projectLineId: number | null | undefined;
  readonly operator: { readonly label: string | null | undefined; readonly fullName: string | null | undefined } | null | undefined;
}

interface ChangeRow {
  readonly id: string;
  readonly databaseId: number;
  readonly label: string | null | undefined;
  readonly description: string | null | undefined;
  readonly periods: number | null | undefined;
  readonly periodLabel: unknown;
  readonly changeMomentLabel: unknown;
  readonly startPeriod: string | null | undefined;
  readonly total: number | null | undefined;
  readonly updatedAt: string | null | undefined;
}

const f = nlFields;
const labelText = (value: unknown) => (typeof value === 'string' ? value : null);

const taskColumns = (onCompleted: (task: TaskRow) => void): readonly RelatedColumn<TaskRow>[] => [
  { id: 'task', header: f.task, cell: (task) => textCell(task.task ?? task.label) },
  { id: 'operator', header: f.operator, nowrap: true, cell: (task) => textCell(task.operator?.label ?? task.operator?.fullName) },
  { id: 'scheduledAt', header: f.taskScheduledAt, nowrap: true, cell: (task) => relativeCell(task.scheduledAt) },
  {
    id: 'completed',
    header: f.completed,
    nowrap: true,
    cell: (task) => <PhaseTaskToggle id={task.id} task={task.task} completed={task.completed} onCompleted={() => onCompleted(task)} />,
  },
];

const changeColumns: readonly RelatedColumn<ChangeRow>[] = [
  { id: 'description', header: f.description, cell: (change) => textCell(change.description ?? change.label) },
  { id: 'period', header: f.period, nowrap: true, cell: (change) => textCell([change.periods, labelText(change.periodLabel)].filter(Boolean).join(' × ')) },
  { id: 'changeMoment', header: f.changeMoment, nowrap: true, cell: (change) => textCell(labelText(change.changeMomentLabel)) },
  { id: 'startPeriod', header: f.startPeriod, nowrap: true, cell: (change) => dateCell(change.startPeriod) },
  { id: 'total', header: f.total, numeric: true, nowrap: true, cell: (change) => formatCurrency(change.total) },
];

interface ProjectPhasePanelProps {
  phase: Phase;
  detailQuery: GraphQLTaggedNode;
}

// Starting and finishing make lines of moments 2 and 3 due, which a plain status update would not.
const startMutation = graphql`
  mutation ProjectPhasePanelStartMutation($input: ProjectPhaseActionInput!) {
    result: startProjectPhase(input: $input) {
      record: projectPhase {
        id
        databaseId
        label
        statusId
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const finishMutation = graphql`
  mutation ProjectPhasePanelFinishMutation($input: ProjectPhaseActionInput!) {
    result: finishProjectPhase(input: $input) {
      record: projectPhase {
        id
        databaseId
        label
        statusId
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/**
 * The main column of a phase (spec back-office §2, project phase detail): what it belongs to, its
 * total and time, the start or finish button, and tabs for lines, tasks and subscription changes.
 */
export function ProjectPhasePanel({ phase: phaseKey, detailQuery }: ProjectPhasePanelProps) {
  const phase = useFragment(fragment, phaseKey);
  const viewer = useViewer();
  const environment = useRelayEnvironment();
  const [reload] = useReloadRecord(detailQuery, phase.databaseId);
  const [stepping, setStepping] = useState(false);
  const [timeFor, setTimeFor] = useState<TimeRegistrationPrefill | null>(null);

  const lines: readonly ProjectLineRow[] = phase.projectLines?.edges.map((edge) => edge.node) ?? [];
  const tasks: readonly TaskRow[] = phase.tasks?.edges.map((edge) => edge.node) ?? [];
  const changes: readonly ChangeRow[] = phase.subscriptionChanges?.edges.map((edge) => edge.node) ?? [];
  const step = phaseStep(phase.statusId);
  const canUpdate = viewer.permissions.has('project-phases.update');

  const takeStep = async () => {
    if (!step) return;
    setStepping(true);
    try {
      const result = await runRecordMutation(environment, step.action === 'start' ? startMutation : finishMutation, { id: phase.id });
      setStepping(false);
      if (result.userErrors.length > 0) {
        notifyValidation(result.userErrors);
        return;
      }
      notify('success', nlPhase.updated);
      reload();
    } catch (error) {
      setStepping(false);
      reportMutationFailure(error);
    }
  };

  // Every task done in a phase asks for the time spent on it, on the task's line (core §4).
  const askTime = (task: TaskRow) => {
    const prefill = taskTimePrefill({ task: task.task, estimatedTime: task.estimatedTime, morphableType: 'project-phases', projectLineId: task.projectLineId });
    if (prefill && viewer.permissions.has('time-registrations.store')) {
      setTimeFor({ morphableType: 'project-lines', projectPhaseId: phase.databaseId, morphableId: prefill.projectLineId, timeSpent: prefill.timeSpent, description: prefill.description });
    }
  };

  const totalTime = totalTimeSpent(lines);
  // Quote and template phases are plans: no start or finish, no time (spec back-office §2).
  const ofProject = phase.morphable?.__typename === 'Project';

  return (
    <Stack gap="4">
      <Card.Root size="sm">
        <Card.Body>
          <Flex gap="4" justify="space-between" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
            <DataList.Root orientation="horizontal" size="sm" gap="2">
              <DataList.Item>
                <DataList.ItemLabel w="8rem">{f.belongsTo}</DataList.ItemLabel>
                <DataList.ItemValue>
                  <PhaseOwnerLink owner={phase.morphable} />
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel w="8rem">{nlPhase.total}</DataList.ItemLabel>
                <DataList.ItemValue data-testid="phase-total" fontVariantNumeric="tabular-nums">
                  {formatCurrency(phase.totalExcl ?? 0)}
                </DataList.ItemValue>
              </DataList.Item>
              {ofProject && (
                <DataList.Item>
                  <DataList.ItemLabel w="8rem">{f.totalTime}</DataList.ItemLabel>
                  <DataList.ItemValue data-testid="phase-time" fontVariantNumeric="tabular-nums">
                    {formatMinutes(totalTime)}
                  </DataList.ItemValue>
                </DataList.Item>
              )}
            </DataList.Root>
            {ofProject && step && canUpdate && (
              <Button colorPalette={step.action === 'start' ? 'blue' : 'green'} onClick={() => void takeStep()} loading={stepping} flexShrink={0}>
                {step.action === 'start' ? nlPhase.start : nlPhase.finish}
              </Button>
            )}
          </Flex>
        </Card.Body>
      </Card.Root>

      <RelatedTabs
        label={nlResources['project-phases'].singular}
        tabs={[
          {
            id: 'lines',
            label: nlPhase.linesTab,
            count: phase.projectLines?.totalCount ?? lines.length,
            content: <PhaseLines phaseId={phase.databaseId} lines={lines} onChanged={reload} showTime={ofProject} testId="project-lines" />,
          },
          {
            id: 'tasks',
            label: nlPhase.tasksTab,
            count: phase.tasks?.totalCount ?? tasks.length,
            content: <RelatedTable rows={tasks} columns={taskColumns(askTime)} empty={nlPhase.noTasks} onChanged={reload} testId="phase-tasks" />,
          },
          {
            id: 'time',
            label: nlTimeRegistration.panel.phaseTab,
            hidden: !ofProject,
            content: (
              <Suspense fallback={<PageSpinner />}>
                <PhaseTimeRegistrations phaseId={phase.databaseId} changed={reload} />
              </Suspense>
            ),
          },
          {
            id: 'subscriptions',
            label: nlPhase.subscriptionsTab,
            count: phase.subscriptionChanges?.totalCount ?? changes.length,
            hidden: changes.length === 0,
            content: <RelatedTable rows={changes} columns={changeColumns} empty="" onChanged={reload} testId="phase-subscription-changes" />,
          },
        ]}
      />
      <TimeRegistrationDialog open={timeFor !== null} prefill={timeFor ?? undefined} onClose={() => setTimeFor(null)} onSaved={reload} />
    </Stack>
  );
}
