import { Field, Flex, Input, NativeSelect } from '@chakra-ui/react';
import { maskTimeEntry, parseTimeEntry } from '../../../lib/messageRules';
import { nlMessageSending } from '../../../i18n/nl/messageSending';
import { useViewer } from '../../../relay/viewer';

export interface TimeEntry {
  /** hh:mm:ss as typed. */
  text: string;
  activityId: string | null;
  description: string;
}

const t = nlMessageSending;

/** Time, activity and description booked with the message; the full time dialog comes with time registration. */
export function TimeEntryRow({ value, onChange, disabled }: { value: TimeEntry; onChange: (value: TimeEntry) => void; disabled?: boolean }) {
  const viewer = useViewer();
  const activities = viewer.lists.activities ?? [];
  const own = (viewer.lists.operators ?? []).find((operator) => operator.id === viewer.databaseId)?.activity_id;
  // The user's own activity, else the one flagged default (core §5).
  const defaultActivity = own ?? activities.find((activity) => activity.is_default)?.id ?? null;
  const invalid = parseTimeEntry(value.text) === null;

  return (
    <Flex gap="2" wrap={{ base: 'wrap', md: 'nowrap' }} data-testid="time-entry">
      <Field.Root invalid={invalid} w={{ base: 'full', md: '28' }} flexShrink={0}>
        <Input
          size="sm"
          aria-label={t.time}
          placeholder={t.timePlaceholder}
          inputMode="numeric"
          value={value.text}
          disabled={disabled}
          onChange={(event) => {
            const text = maskTimeEntry(event.target.value);
            onChange({ ...value, text, activityId: value.activityId ?? (text && defaultActivity !== null ? String(defaultActivity) : null) });
          }}
        />
        {invalid && <Field.ErrorText>{t.timeInvalid}</Field.ErrorText>}
      </Field.Root>
      <NativeSelect.Root size="sm" w={{ base: 'full', md: '48' }} flexShrink={0} disabled={disabled}>
        <NativeSelect.Field aria-label={t.activity} value={value.activityId ?? ''} onChange={(event) => onChange({ ...value, activityId: event.target.value || null })}>
          <option value="">{t.chooseActivity}</option>
          {activities.map((activity) => (
            <option key={String(activity.id)} value={String(activity.id)}>
              {String(activity.name ?? activity._label ?? activity.id)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Input size="sm" aria-label={t.description} placeholder={t.descriptionPlaceholder} maxLength={191} value={value.description} disabled={disabled} onChange={(event) => onChange({ ...value, description: event.target.value })} />
    </Flex>
  );
}
