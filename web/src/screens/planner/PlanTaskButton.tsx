import { Button, Field, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { AppDialog } from '../../components/AppDialog';
import { nlPlanner } from '../../i18n/nl/planner';
import { estimateToMinutes, fromLocalInput, nextWholeHour, toLocalInput } from '../../lib/calendarEvent';
import { useViewer } from '../../relay/viewer';
import { createCalendarEvent, type CalendarUser } from './calendarOperations';
import { useCalendarUsers } from './useCalendarUsers';

const t = nlPlanner;

export interface PlannableTask {
  databaseId: number;
  task?: string | null;
  scheduledAt?: string | null;
  estimatedTime?: string | null;
  operatorId?: number | null;
}

/** The browser's zone: the planner shows and reads times as the user's wall clock. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function defaultUser(users: readonly CalendarUser[], task: PlannableTask, viewerId: number): string {
  return (users.find((user) => user.operatorId != null && user.operatorId === task.operatorId) ?? users.find((user) => user.operatorId === viewerId))?.id ?? '';
}

function PlanTaskDialog({ task, onClose, onPlanned }: { task: PlannableTask; onClose: () => void; onPlanned?: () => void }) {
  const environment = useRelayEnvironment();
  const viewer = useViewer();
  const calendars = useCalendarUsers();
  const timeZone = browserTimeZone();
  const users = calendars.status === 'loaded' ? calendars.users : [];
  const [chosen, setChosen] = useState<string | null>(null);
  const userId = chosen ?? defaultUser(users, task, viewer.databaseId);
  const [start, setStart] = useState(() => toLocalInput(task.scheduledAt ? new Date(task.scheduledAt) : nextWholeHour(new Date()), timeZone));
  const [duration, setDuration] = useState(String(estimateToMinutes(task.estimatedTime)));
  const [saving, setSaving] = useState(false);
  const startAt = fromLocalInput(start, timeZone);
  const minutes = Number(duration);
  const durationValid = Number.isInteger(minutes) && minutes >= 5 && minutes <= 1440;

  const save = async () => {
    if (!startAt || !durationValid || !userId) return;
    setSaving(true);
    const end = new Date(startAt.getTime() + minutes * 60_000);
    const done = await createCalendarEvent(
      environment,
      userId,
      { subject: task.task?.trim() || t.noSubject, start: startAt.toISOString(), end: end.toISOString(), location: null, description: null, attendees: [], taskId: task.databaseId },
      t.planned,
    );
    setSaving(false);
    if (done) {
      onPlanned?.();
      onClose();
    }
  };

  return (
    <AppDialog open title={t.planTaskTitle} onClose={onClose} onSave={() => void save()} saveLabel={t.planTask} saving={saving} saveDisabled={!startAt || !durationValid || !userId}>
      <Stack gap="4" data-testid="plan-task-form">
        <Text fontWeight="semibold">{task.task}</Text>
        {calendars.status === 'loaded' && users.length === 0 && <Text color="fg.warning">{t.noCalendarUsers}</Text>}
        {calendars.status === 'notConfigured' && <Text color="fg.warning">{t.notConfigured}</Text>}
        <Field.Root required>
          <Field.Label>
            {t.calendar}
            <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root disabled={calendars.status !== 'loaded'}>
            <NativeSelect.Field name="userId" value={userId} onChange={(change) => setChosen(change.target.value)}>
              <option value="">{calendars.status === 'loading' ? t.loading : t.chooseCalendar}</option>
              {users.map((user) => (
                <option key={user.id} value={user.id}>
                  {user.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <Field.Root required invalid={!startAt}>
            <Field.Label>
              {t.start}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input name="start" type="datetime-local" value={start} onChange={(change) => setStart(change.target.value)} />
            <Field.ErrorText>{t.invalidTime}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={!durationValid}>
            <Field.Label>
              {t.duration}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input name="duration" type="number" min={5} max={1440} step={5} value={duration} onChange={(change) => setDuration(change.target.value)} />
            <Field.ErrorText>{t.invalidDuration}</Field.ErrorText>
          </Field.Root>
        </SimpleGrid>
      </Stack>
    </AppDialog>
  );
}

/** 'Inplannen in agenda' on a task (needs planner.index): an appointment in an operator's calendar, linked to the task. */
export function PlanTaskButton({ task, onPlanned, size = 'xs' }: { task: PlannableTask; onPlanned?: () => void; size?: 'xs' | 'sm' }) {
  const viewer = useViewer();
  const [open, setOpen] = useState(false);
  if (!viewer.permissions.has('planner.index')) return null;
  return (
    <>
      <Button
        size={size}
        variant="outline"
        onClick={(click) => {
          click.preventDefault();
          click.stopPropagation();
          setOpen(true);
        }}
        data-testid="plan-task"
      >
        {t.planTask}
      </Button>
      {open && (
        // The dialog sits in a portal, but its events still bubble through React to the row or card around the button.
        <span onClick={(click) => click.stopPropagation()} onDragStart={(drag) => drag.stopPropagation()} onDrop={(drop) => drop.stopPropagation()}>
          <PlanTaskDialog task={task} onClose={() => setOpen(false)} onPlanned={onPlanned} />
        </span>
      )}
    </>
  );
}
