import { Box, Button, Card, Checkbox, Field, Flex, Heading, HStack, IconButton, Input, NativeSelect, Progress, Stack, Text } from '@chakra-ui/react';
import { format } from 'date-fns';
import { useState, useTransition, type DragEvent } from 'react';
import { graphql, useRefetchableFragment, useRelayEnvironment } from 'react-relay/hooks';
import type { TaskChecklist_ticket$key } from '../../../__generated__/TaskChecklist_ticket.graphql';
import type { TaskChecklistRefetchQuery } from '../../../__generated__/TaskChecklistRefetchQuery.graphql';
import type { TaskChecklistReorderMutation } from '../../../__generated__/TaskChecklistReorderMutation.graphql';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ArrowDownIcon, ArrowUpIcon, GripIcon, TrashIcon } from '../../../components/icons';
import { runRecordMutation } from '../../../components/record/recordMutations';
import { notify, notifyValidation } from '../../../components/toaster';
import { nlDialog } from '../../../i18n/nl/dialog';
import { nlTasks } from '../../../i18n/nl/tasks';
import { nlTicketWork } from '../../../i18n/nl/ticketWork';
import { PlanTaskButton } from '../../planner/PlanTaskButton';
import { reorder } from '../../../lib/columns';
import { formatDateTime } from '../../../lib/dates';
import { interpolate } from '../../../lib/interpolate';
import { moveBy, normalizeEstimate, taskProgress } from '../../../lib/ticketWork';
import { taskTimePrefill } from '../../../lib/timeRegistration';
import type { UserErrorLike } from '../../../lib/userErrors';
import { commitAsync } from '../../../relay/commit';
import { reportMutationFailure } from '../../../relay/errors';
import { useViewer } from '../../../relay/viewer';
import { listOptions, withCurrent } from '../../lookups/referenceLists';
import { TimeRegistrationDialog, type TimeRegistrationPrefill } from '../../time/TimeRegistrationDialog';
import { refetchTicket } from '../live/refetchTicket';

const t = nlTicketWork.tasks;

const fragment = graphql`
  fragment TaskChecklist_ticket on Ticket @refetchable(queryName: "TaskChecklistRefetchQuery") {
    id
    databaseId
    archivedAt
    tasks(first: 100, orderBy: [{ field: "order", direction: ASC }]) {
      edges {
        node {
          id
          databaseId
          task
          order
          completed
          executedAt
          estimatedTime
          scheduledAt
          operatorId
          operator {
            databaseId
            fullName
          }
          completedByUser {
            fullName
          }
        }
      }
    }
  }
`;

const createTask = graphql`
  mutation TaskChecklistCreateMutation($input: CreateTaskInput!) {
    result: createTask(input: $input) {
      record: task {
        id
        databaseId
        label
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const updateTask = graphql`
  mutation TaskChecklistUpdateMutation($input: UpdateTaskInput!) {
    result: updateTask(input: $input) {
      record: task {
        id
        databaseId
        label
        task
        completed
        executedAt
        estimatedTime
        scheduledAt
        operatorId
        operator {
          databaseId
          fullName
        }
        completedByUser {
          fullName
        }
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const deleteTask = graphql`
  mutation TaskChecklistDeleteMutation($input: RecordIdInput!) {
    result: deleteTask(input: $input) {
      deletedId
      userErrors {
        field
        message
      }
    }
  }
`;

const reorderTasks = graphql`
  mutation TaskChecklistReorderMutation($input: ReorderTasksInput!) {
    reorderTasks(input: $input) {
      tasks {
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

type Task = NonNullable<NonNullable<TaskChecklist_ticket$key[' $data']>['tasks']>['edges'][number]['node'];

/** The ticket's checklist: progress, order, estimate, operator, schedule, done and open again (spec core §2-§5). */
export function TaskChecklist({ ticket: ticketKey }: { ticket: TaskChecklist_ticket$key }) {
  const [ticket, refetch] = useRefetchableFragment<TaskChecklistRefetchQuery, TaskChecklist_ticket$key>(fragment, ticketKey);
  const environment = useRelayEnvironment();
  const viewer = useViewer();
  const [, startTransition] = useTransition();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<Task | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [timeFor, setTimeFor] = useState<TimeRegistrationPrefill | null>(null);

  const tasks = ticket.tasks?.edges.map((edge) => edge.node) ?? [];
  const progress = taskProgress(tasks);
  const archived = ticket.archivedAt !== null && ticket.archivedAt !== undefined;
  const canStore = !archived && viewer.permissions.has('tasks.store');
  const canUpdate = !archived && viewer.permissions.has('tasks.update');
  const canDelete = !archived && viewer.permissions.has('tasks.destroy');

  const reload = () =>
    startTransition(() => {
      refetch({}, { fetchPolicy: 'network-only' });
    });

  /** Runs a mutation and reports refusals; true when it went through. */
  const run = async (work: () => Promise<{ userErrors: readonly UserErrorLike[] }>, success?: string): Promise<boolean> => {
    setBusy(true);
    try {
      const { userErrors } = await work();
      if (userErrors.length > 0) {
        notifyValidation(userErrors);
        return false;
      }
      if (success) notify('success', success);
      return true;
    } catch (error) {
      reportMutationFailure(error);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const update = (task: Task, input: Record<string, unknown>, success?: string) => run(() => runRecordMutation(environment, updateTask, { id: task.id, ...input }), success);

  // A task done with an estimate asks for the time spent on it (core §4).
  const completed = (task: Task) => {
    const prefill = taskTimePrefill({ task: task.task, estimatedTime: task.estimatedTime, morphableType: 'tickets' });
    if (prefill && !archived) setTimeFor({ morphableType: 'tickets', morphableId: ticket.databaseId, timeSpent: prefill.timeSpent, description: prefill.description });
  };

  const add = async () => {
    if (text.trim() === '') {
      notify('danger', t.emptyTask);
      return;
    }
    const order = tasks.reduce((max, task) => Math.max(max, task.order ?? 0), 0) + 1;
    const ok = await run(() => runRecordMutation(environment, createTask, { task: text.trim(), morphableType: 'tickets', morphableId: ticket.databaseId, order }), t.added);
    if (ok) {
      setText('');
      reload();
    }
  };

  const saveOrder = (ids: string[]) =>
    run(
      () =>
        commitAsync<TaskChecklistReorderMutation>(environment, reorderTasks, { input: { ids } }).then((response) => {
          reload();
          return { userErrors: response.reorderTasks.userErrors };
        }),
    );

  const ids = tasks.map((task) => task.id);
  const onDrop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragging === null || dragging === to) return;
    void saveOrder(reorder(ids, dragging, to));
    setDragging(null);
  };

  const remove = async () => {
    if (!removing) return;
    if (await run(() => runRecordMutation(environment, deleteTask, { id: removing.id }), t.deleted)) reload();
    setRemoving(null);
  };

  return (
    <Card.Root size="sm" data-testid="task-checklist">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3">
          <Heading size="sm">{t.title}</Heading>
          <Text fontSize="sm" color="fg.muted" data-testid="task-progress">
            {interpolate(t.progress, { done: progress.done, total: progress.total })}
          </Text>
        </Flex>
        <Progress.Root value={progress.percent} size="xs" colorPalette="green" mt="2" aria-label={t.title}>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      </Card.Header>
      <Card.Body gap="2">
        {tasks.length === 0 && (
          <Text color="fg.muted" fontSize="sm">
            {t.empty}
          </Text>
        )}
        <Stack gap="1">
          {tasks.map((task, index) => (
            <TaskRow
              key={task.id}
              task={task}
              first={index === 0}
              last={index === tasks.length - 1}
              canUpdate={canUpdate}
              canDelete={canDelete}
              operators={listOptions(viewer, 'operators', 'full_name')}
              onUpdate={(input, success) => update(task, input, success)}
              onCompleted={() => completed(task)}
              onMove={(step) => void saveOrder(moveBy(ids, index, step))}
              onRemove={() => setRemoving(task)}
              onPlanned={reload}
              drag={{
                draggable: canUpdate,
                onDragStart: () => setDragging(index),
                onDragOver: (event: DragEvent) => event.preventDefault(),
                onDrop: (event: DragEvent) => onDrop(event, index),
              }}
            />
          ))}
        </Stack>
        {canStore && (
          <HStack as="form" gap="2" onSubmit={(event) => { event.preventDefault(); void add(); }}>
            <Input size="sm" value={text} onChange={(event) => setText(event.target.value)} placeholder={t.newTask} aria-label={t.newTask} maxLength={1000} />
            <Button size="sm" type="submit" variant="outline" loading={busy} data-testid="task-add">
              {t.add}
            </Button>
          </HStack>
        )}
      </Card.Body>
      <TimeRegistrationDialog open={timeFor !== null} prefill={timeFor ?? undefined} onClose={() => setTimeFor(null)} onSaved={() => refetchTicket(environment, ticket.id)} />
      <ConfirmDialog
        open={removing !== null}
        title={nlTicketWork.products.deleteTitle}
        text={nlTicketWork.products.confirmDelete}
        confirmLabel={nlDialog.deleteConfirm}
        danger
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      />
    </Card.Root>
  );
}

interface TaskRowProps {
  task: Task;
  first: boolean;
  last: boolean;
  canUpdate: boolean;
  canDelete: boolean;
  operators: readonly { value: string; label: string }[];
  onUpdate: (input: Record<string, unknown>, success?: string) => Promise<boolean>;
  onCompleted: () => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
  /** After the task was planned into a calendar: its planned time changed. */
  onPlanned: () => void;
  drag: Record<string, unknown>;
}

/** One task: its tick, text (Enter saves, Esc cancels), order buttons and details. */
function TaskRow({ task, first, last, canUpdate, canDelete, operators, onUpdate, onCompleted, onMove, onRemove, onPlanned, drag }: TaskRowProps) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(task.task ?? '');
  const [open, setOpen] = useState(false);
  const [estimate, setEstimate] = useState(task.estimatedTime ?? '');
  const done = task.completed === true;
  // The picker offers active operators; an inactive one already assigned stays shown and selected.
  const choices = withCurrent(operators, task.operator ? { value: String(task.operator.databaseId), label: task.operator.fullName ?? '' } : null);
  const operatorName = choices.find((option) => option.value === String(task.operatorId))?.label ?? null;

  const saveText = async () => {
    if (text.trim() === '') return;
    if (await onUpdate({ task: text.trim() }, t.saved)) setEditing(false);
  };

  const saveEstimate = () => {
    if (estimate === (task.estimatedTime ?? '')) return;
    if (estimate.trim() === '') {
      void onUpdate({ estimatedTime: null }, t.saved);
      return;
    }
    const normalized = normalizeEstimate(estimate);
    if (normalized === null) {
      notify('danger', t.estimateInvalid);
      return;
    }
    setEstimate(normalized);
    void onUpdate({ estimatedTime: normalized }, t.saved);
  };

  return (
    <Box borderWidth="1px" borderRadius="md" px="2" py="1.5" data-testid="task-row" {...drag}>
      <Flex align="center" gap="2">
        {canUpdate && (
          <Box color="fg.subtle" cursor="grab" aria-hidden>
            <GripIcon />
          </Box>
        )}
        <Checkbox.Root
          size="sm"
          checked={done}
          disabled={!canUpdate}
          // Completing stores the moment and, on the server, who did it.
          onCheckedChange={(details) => {
            const nowDone = details.checked === true;
            void onUpdate({ executedAt: nowDone ? new Date().toISOString() : null }, nowDone ? t.done : t.reopened).then((ok) => ok && nowDone && onCompleted());
          }}
          data-testid="task-toggle"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label srOnly>{task.task}</Checkbox.Label>
        </Checkbox.Root>
        {editing ? (
          <Input
            size="xs"
            autoFocus
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') void saveText();
              if (event.key === 'Escape') {
                setText(task.task ?? '');
                setEditing(false);
              }
            }}
            onBlur={() => {
              setText(task.task ?? '');
              setEditing(false);
            }}
            aria-label={nlTasks.columns.task}
          />
        ) : (
          <Text
            flex="1"
            fontSize="sm"
            textDecoration={done ? 'line-through' : undefined}
            color={done ? 'fg.muted' : undefined}
            cursor={canUpdate ? 'text' : undefined}
            onClick={() => canUpdate && setEditing(true)}
            data-testid="task-text"
          >
            {task.task}
          </Text>
        )}
        {!open && (
          <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums" hideBelow="sm">
            {[operatorName, task.scheduledAt ? format(new Date(task.scheduledAt), 'dd-MM-yyyy') : null, task.estimatedTime].filter(Boolean).join(' · ')}
          </Text>
        )}
        <HStack gap="0">
          <Button size="2xs" variant="ghost" onClick={() => setOpen((value) => !value)} aria-expanded={open}>
            {t.details}
          </Button>
          {canUpdate && (
            <>
              <IconButton size="2xs" variant="ghost" aria-label={t.up} disabled={first} onClick={() => onMove(-1)}>
                <ArrowUpIcon />
              </IconButton>
              <IconButton size="2xs" variant="ghost" aria-label={t.down} disabled={last} onClick={() => onMove(1)}>
                <ArrowDownIcon />
              </IconButton>
            </>
          )}
          {canDelete && (
            <IconButton size="2xs" variant="ghost" colorPalette="red" aria-label={t.remove} onClick={onRemove}>
              <TrashIcon />
            </IconButton>
          )}
        </HStack>
      </Flex>
      {open && (
        <Stack gap="2" mt="2" ps={{ base: 0, sm: 10 }} direction={{ base: 'column', sm: 'row' }}>
          <Field.Root maxW={{ sm: '8rem' }} disabled={!canUpdate}>
            <Field.Label fontSize="xs">{t.estimate}</Field.Label>
            <Input
              size="xs"
              placeholder="uu:mm"
              value={estimate}
              onChange={(event) => setEstimate(event.target.value.replace(/[^\d:]/g, '').slice(0, 5))}
              onBlur={saveEstimate}
              onKeyDown={(event) => event.key === 'Enter' && saveEstimate()}
            />
          </Field.Root>
          <Field.Root maxW={{ sm: '14rem' }} disabled={!canUpdate}>
            <Field.Label fontSize="xs">{t.operator}</Field.Label>
            <NativeSelect.Root size="xs">
              <NativeSelect.Field
                value={task.operatorId === null || task.operatorId === undefined ? '' : String(task.operatorId)}
                onChange={(event) => void onUpdate({ operatorId: event.target.value === '' ? null : Number(event.target.value) }, t.saved)}
              >
                <option value="">{t.noOperator}</option>
                {choices.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root maxW={{ sm: '10rem' }} disabled={!canUpdate}>
            <Field.Label fontSize="xs">{t.scheduledAt}</Field.Label>
            <Input
              size="xs"
              type="date"
              value={task.scheduledAt ? format(new Date(task.scheduledAt), 'yyyy-MM-dd') : ''}
              onChange={(event) => void onUpdate({ scheduledAt: event.target.value === '' ? null : new Date(`${event.target.value}T09:00`).toISOString() }, t.saved)}
            />
          </Field.Root>
          {!done && (
            <Box alignSelf={{ sm: 'flex-end' }}>
              <PlanTaskButton task={task} onPlanned={onPlanned} />
            </Box>
          )}
        </Stack>
      )}
      {open && done && task.completedByUser && (
        <Text fontSize="xs" color="fg.muted" mt="1" ps={{ base: 0, sm: 10 }}>
          {interpolate(t.completedBy, { name: task.completedByUser.fullName ?? '', date: task.executedAt ? formatDateTime(task.executedAt) : '' })}
        </Text>
      )}
    </Box>
  );
}
