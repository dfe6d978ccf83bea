import { Badge, Button, Field, HStack, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { AppDialog } from '../../components/AppDialog';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { nlPlanner } from '../../i18n/nl/planner';
import { checkEventDraft, toLocalInput, type EventDraft } from '../../lib/calendarEvent';
import { interpolate } from '../../lib/interpolate';
import { createCalendarEvent, deleteCalendarEvent, updateCalendarEvent, type CalendarEvent, type CalendarUser } from './calendarOperations';

const t = nlPlanner;

export type EventDialogTarget =
  | { kind: 'new'; userId: string | null; start: Date; end: Date }
  | { kind: 'edit'; event: CalendarEvent };

interface EventDialogProps {
  target: EventDialogTarget;
  /** The calendars a new appointment can go into. */
  users: readonly CalendarUser[];
  timeZone: string;
  onClose: () => void;
  /** After a change went through: the week reloads. */
  onChanged: () => void;
}

function initialDraft(target: EventDialogTarget, timeZone: string): EventDraft {
  if (target.kind === 'new') {
    return { subject: '', start: toLocalInput(target.start, timeZone), end: toLocalInput(target.end, timeZone), location: '', description: '', attendees: '' };
  }
  const { event } = target;
  return {
    subject: event.subject ?? '',
    start: toLocalInput(new Date(event.start), timeZone),
    end: toLocalInput(new Date(event.end), timeZone),
    location: event.location ?? '',
    description: event.description ?? '',
    attendees: event.attendees.join(', '),
  };
}

/** Create, change (also its time: moving) or delete one appointment; read-only and cancelled ones only show. */
export function EventDialog({ target, users, timeZone, onClose, onChanged }: EventDialogProps) {
  const environment = useRelayEnvironment();
  const [draft, setDraft] = useState(() => initialDraft(target, timeZone));
  const [userId, setUserId] = useState(target.kind === 'new' ? (target.userId ?? users[0]?.id ?? '') : target.event.userId);
  const [touched, setTouched] = useState<Partial<Record<keyof EventDraft, boolean>>>({});
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const event = target.kind === 'edit' ? target.event : null;
  const locked = Boolean(event && (event.readonly || event.cancelled));
  // Graph's event type: singleInstance, or a part of a series (occurrence, exception, seriesMaster).
  const recurring = Boolean(event?.occurrence && event.occurrence !== 'singleInstance');
  const checked = checkEventDraft(draft, timeZone, t);
  const shown = (name: keyof EventDraft) => (touched[name] ? checked.errors[name] : undefined);
  const set = (name: keyof EventDraft, value: string) => {
    setDraft((current) => ({ ...current, [name]: value }));
    setTouched((current) => ({ ...current, [name]: true }));
  };

  const save = async () => {
    setTouched({ subject: true, start: true, end: true, attendees: true });
    if (!checked.values || !userId) return;
    setSaving(true);
    const done = event
      ? await updateCalendarEvent(environment, event.userId, event.id, checked.values, t.saved)
      : await createCalendarEvent(environment, userId, checked.values, t.created);
    setSaving(false);
    if (done) {
      onChanged();
      onClose();
    }
  };

  const remove = async () => {
    if (!event) return;
    setSaving(true);
    const done = await deleteCalendarEvent(environment, event.userId, event.id, t.deleted);
    setSaving(false);
    setConfirming(false);
    if (done) {
      onChanged();
      onClose();
    }
  };

  const field = (name: keyof EventDraft, label: string, input: ReactNode, required = false, help?: string) => (
    <Field.Root invalid={Boolean(shown(name))} required={required} disabled={locked}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {input}
      {help && <Field.HelperText>{help}</Field.HelperText>}
      <Field.ErrorText>{shown(name)}</Field.ErrorText>
    </Field.Root>
  );

  const title = event ? (locked ? t.viewEvent : t.editEvent) : t.newEvent;
  return (
    <>
      <AppDialog open title={title} onClose={onClose} onSave={locked ? undefined : () => void save()} saving={saving} size="lg">
        <Stack
          gap="4"
          as="form"
          data-testid="calendar-event-form"
          onSubmit={(submitted) => {
            submitted.preventDefault();
            if (!locked) void save();
          }}
        >
          {event && (locked || recurring) && (
            <HStack gap="2" wrap="wrap">
              {event.cancelled && <Badge colorPalette="red">{t.cancelled}</Badge>}
              {event.readonly && <Badge colorPalette="gray">{t.readonly}</Badge>}
              {recurring && <Badge colorPalette="purple">{t.recurring}</Badge>}
              {event.readonly && event.organizer && (
                <Text fontSize="sm" color="fg.muted">
                  {interpolate(t.organizer, { name: event.organizer })}
                </Text>
              )}
            </HStack>
          )}
          {locked && (
            <Text fontSize="sm" color="fg.warning" data-testid="calendar-event-locked">
              {t.notEditable}
            </Text>
          )}
          {!event && (
            <Field.Root required>
              <Field.Label>
                {t.calendar}
                <Field.RequiredIndicator />
              </Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field name="userId" value={userId} onChange={(change) => setUserId(change.target.value)}>
                  <option value="">{t.chooseCalendar}</option>
                  {users.map((user) => (
                    <option key={user.id} value={user.id}>
                      {user.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          )}
          {field('subject', t.subject, <Input name="subject" value={draft.subject} maxLength={255} onChange={(change) => set('subject', change.target.value)} />, true)}
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            {field('start', t.start, <Input name="start" type="datetime-local" value={draft.start} onChange={(change) => set('start', change.target.value)} />, true)}
            {field('end', t.end, <Input name="end" type="datetime-local" value={draft.end} onChange={(change) => set('end', change.target.value)} />, true)}
          </SimpleGrid>
          {field('location', t.location, <Input name="location" value={draft.location} maxLength={255} onChange={(change) => set('location', change.target.value)} />)}
          {field('description', t.description, <Textarea name="description" rows={4} value={draft.description} onChange={(change) => set('description', change.target.value)} />)}
          {field('attendees', t.attendees, <Input name="attendees" value={draft.attendees} onChange={(change) => set('attendees', change.target.value)} />, false, t.attendeesHelp)}
          {event && !locked && (
            <HStack justify="flex-start">
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)} data-testid="calendar-event-delete">
                {t.delete}
              </Button>
            </HStack>
          )}
          <button type="submit" hidden />
        </Stack>
      </AppDialog>
      <ConfirmDialog
        open={confirming}
        title={t.deleteTitle}
        text={interpolate(t.deleteConfirm, { subject: event?.subject || t.noSubject })}
        confirmLabel={t.delete}
        danger
        busy={saving}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
