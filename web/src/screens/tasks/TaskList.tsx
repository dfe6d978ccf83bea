import { Badge, Stack, Text } from '@chakra-ui/react';
import { graphql } from 'react-relay/hooks';
import type { TaskList_query$data } from '../../__generated__/TaskList_query.graphql';
import { linkCell, NoneCell, textCell } from '../../components/list/cells';
import type { ListConfig } from '../../components/list/types';
import { nlPages } from '../../i18n/nl/pages';
import { nlPlanner } from '../../i18n/nl/planner';
import { nlTasks } from '../../i18n/nl/tasks';
import { formatDateTime } from '../../lib/dates';
import { TRUNCATE } from '../../lib/truncate';
import { subjectPath } from '../activity-log/subjects';
import { listOptions, optionList } from '../lookups/referenceLists';
import { PlanTaskButton } from '../planner/PlanTaskButton';
import { markTasksDone, markTasksOpen } from './taskMutations';
import { TaskDoneToggle } from './TaskDoneToggle';

const fragment = graphql`
  fragment TaskList_query on Query
  @refetchable(queryName: "TaskListRefetchQuery")
  @argumentDefinitions(
    first: { type: "Int", defaultValue: 15 }
    page: { type: "Int", defaultValue: 1 }
    search: { type: "String" }
    filter: { type: "[FieldFilter!]" }
    orderBy: { type: "[FieldOrder!]" }
    trashed: { type: "Boolean" }
  ) {
    list: tasks(first: $first, page: $page, search: $search, filter: $filter, orderBy: $orderBy, trashed: $trashed) {
      totalCount
      edges {
        node {
          id
          databaseId
          task
          morphableType
          morphableId
          morphable {
            __typename
            ... on Ticket {
              label
            }
            ... on ProjectPhase {
              label
            }
            ... on Deal {
              label
            }
          }
          operator {
            fullName
          }
          scheduledAt
          estimatedTime
          completed
          executedAt
          operatorId
          graphEventId
          completedByUser {
            fullName
          }
        }
      }
    }
  }
`;

type Row = NonNullable<TaskList_query$data['list']>['edges'][number]['node'];

const c = nlTasks.columns;
const relatedTypes = nlTasks.relatedTypes as Readonly<Record<string, string>>;

/** Where a task's row opens: the ticket, project phase or deal it belongs to. */
export const taskRecordPath = (row: { morphableType?: string | null; morphableId?: number | null }) => subjectPath(row.morphableType, row.morphableId);

function relatedCell(row: Row) {
  const label = row.morphable && 'label' in row.morphable ? row.morphable.label : null;
  if (!row.morphableType) return <NoneCell />;
  return (
    <Stack gap="0" lineHeight="short">
      <Text as="span" fontSize="xs" color="fg.muted">
        {relatedTypes[row.morphableType] ?? row.morphableType}
      </Text>
      {linkCell(label ?? `#${row.morphableId ?? ''}`, taskRecordPath(row))}
    </Stack>
  );
}

export const taskList: ListConfig<Row> = {
  type: 'tasks',
  routeName: 'tasks.index',
  texts: { title: nlPages.tasksTitle, plural: nlTasks.plural, singular: nlPages.tasksTitle, newLabel: '' },
  fragment,
  // Spec core §3 sorts on executed_at ascending, where open tasks (no date) come first; PostgreSQL puts
  // them first only descending.
  defaultOrder: { field: 'executedAt', direction: 'DESC' },
  rowPath: taskRecordPath,
  newButton: false,
  groupActions: [markTasksDone, markTasksOpen],
  rowTestId: 'tasks-row',
  columns: [
    {
      id: 'completed',
      header: c.completed,
      mobile: 'badge',
      filter: { kind: 'boolean', field: 'completed' },
      cell: (row) => <TaskDoneToggle id={row.id} task={row.task} completed={row.completed} />,
    },
    { id: 'task', header: c.task, sortField: 'task', mobile: 'title', filter: { kind: 'text', field: 'task' }, cell: (row) => textCell(row.task, TRUNCATE.task * 2) },
    {
      id: 'related',
      header: c.related,
      sortField: 'morphableType',
      filter: { kind: 'select', field: 'morphableType', options: optionList(relatedTypes) },
      cell: relatedCell,
    },
    {
      id: 'operator',
      header: c.operator,
      nowrap: true,
      filter: { kind: 'select', field: 'operatorId', me: 'viewer', allowNone: true, options: (viewer) => listOptions(viewer, 'operators', 'full_name') },
      cell: (row) => textCell(row.operator?.fullName, TRUNCATE.operatorName),
    },
    { id: 'scheduledAt', header: c.scheduledAt, sortField: 'scheduledAt', nowrap: true, filter: { kind: 'date', field: 'scheduledAt' }, cell: (row) => textCell(row.scheduledAt ? formatDateTime(row.scheduledAt).slice(0, 16) : null) },
    { id: 'estimatedTime', header: c.estimatedTime, sortField: 'estimatedTime', nowrap: true, cell: (row) => textCell(row.estimatedTime) },
    { id: 'executedAt', header: c.executedAt, sortField: 'executedAt', firstDirection: 'DESC', nowrap: true, filter: { kind: 'date', field: 'executedAt' }, cell: (row) => textCell(row.executedAt ? formatDateTime(row.executedAt) : null) },
    {
      id: 'calendar',
      header: c.calendar,
      nowrap: true,
      cell: (row) =>
        row.graphEventId ? (
          <Badge size="xs" colorPalette="blue" variant="subtle">
            {nlPlanner.inCalendar}
          </Badge>
        ) : row.completed ? (
          <NoneCell />
        ) : (
          <PlanTaskButton task={row} />
        ),
    },
    { id: 'completedBy', header: c.completedBy, hidden: true, nowrap: true, cell: (row) => textCell(row.completedByUser?.fullName, TRUNCATE.operatorName) },
  ],
};
