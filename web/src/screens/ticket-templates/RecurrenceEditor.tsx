import { Button, Checkbox, Field, Fieldset, HStack, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { RecurrenceEditorMutation } from '../../__generated__/RecurrenceEditorMutation.graphql';
import { notify, notifyValidation } from '../../components/toaster';
import { nlDialog } from '../../i18n/nl/dialog';
import { nlTicketWork } from '../../i18n/nl/ticketWork';
import { buildRecurrence, choiceFromRecurrence, MAX_INTERVAL, recurrenceChoiceErrors, WEEKDAY_CODES, type RecurrenceChoice, type RecurrenceFrequency } from '../../lib/recurrence';
import { reportMutationFailure } from '../../relay/errors';

const mutation = graphql`
  mutation RecurrenceEditorMutation($input: UpdateTicketTemplateInput!) {
    updateTicketTemplate(input: $input) {
      ticketTemplate {
        id
        rrule
        nextRunAt
        lastRunAt
        updatedAt
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const t = nlTicketWork.recurrence;

interface RecurrenceEditorProps {
  templateId: string;
  rrule: string | null | undefined;
  onDone: () => void;
}

/** How often a template repeats, chosen instead of typed: unit, interval, days and start. */
export function RecurrenceEditor({ templateId, rrule, onDone }: RecurrenceEditorProps) {
  const [commit, saving] = useMutation<RecurrenceEditorMutation>(mutation);
  const [choice, setChoice] = useState<RecurrenceChoice>(() => choiceFromRecurrence(rrule));
  const [shown, setShown] = useState<ReturnType<typeof recurrenceChoiceErrors>>({});
  const set = (patch: Partial<RecurrenceChoice>) => setChoice((current) => ({ ...current, ...patch }));

  const save = (value: string | null) => {
    if (value !== null) {
      const errors = recurrenceChoiceErrors(choice);
      setShown(errors);
      if (Object.keys(errors).length > 0) return;
    }
    commit({
      variables: { input: { id: templateId, rrule: value } },
      onCompleted: (response) => {
        const { userErrors } = response.updateTicketTemplate;
        if (userErrors.length > 0) {
          notifyValidation(userErrors);
          return;
        }
        notify('success', nlTicketWork.tasks.saved);
        onDone();
      },
      onError: reportMutationFailure,
    });
  };

  return (
    // noValidate: the interval's cap is explained by our own message, not the browser's.
    <form noValidate onSubmit={(event) => { event.preventDefault(); save(buildRecurrence(choice)); }} data-testid="recurrence-editor">
    <Stack gap="3">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        <Field.Root>
          <Field.Label>{t.frequency}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={choice.frequency} onChange={(event) => set({ frequency: event.target.value as RecurrenceFrequency })}>
              {(Object.keys(MAX_INTERVAL) as RecurrenceFrequency[]).map((frequency) => (
                <option key={frequency} value={frequency}>
                  {t.frequencies[frequency]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root invalid={Boolean(shown.interval)}>
          <Field.Label>{t.interval}</Field.Label>
          <Input size="sm" type="number" min={1} max={MAX_INTERVAL[choice.frequency]} value={String(choice.interval)} onChange={(event) => set({ interval: Number(event.target.value) })} />
          <Field.ErrorText>{shown.interval}</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
      {choice.frequency === 'WEEKLY' && (
        <Fieldset.Root invalid={Boolean(shown.weekdays)}>
          <Fieldset.Legend fontSize="sm">{t.weekdays}</Fieldset.Legend>
          <HStack gap="3" wrap="wrap">
            {WEEKDAY_CODES.map((day) => (
              <Checkbox.Root
                key={day}
                size="sm"
                checked={choice.weekdays.includes(day)}
                onCheckedChange={(details) => set({ weekdays: details.checked === true ? [...choice.weekdays, day] : choice.weekdays.filter((d) => d !== day) })}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t.days[day]}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </HStack>
          <Fieldset.ErrorText>{shown.weekdays}</Fieldset.ErrorText>
        </Fieldset.Root>
      )}
      {choice.frequency === 'MONTHLY' && (
        <Field.Root invalid={Boolean(shown.monthDay)} maxW="12rem">
          <Field.Label>{t.monthDay}</Field.Label>
          <Input size="sm" type="number" min={1} max={31} value={choice.monthDay === null ? '' : String(choice.monthDay)} onChange={(event) => set({ monthDay: event.target.value === '' ? null : Number(event.target.value) })} />
          <Field.ErrorText>{shown.monthDay}</Field.ErrorText>
        </Field.Root>
      )}
      <Field.Root invalid={Boolean(shown.start)}>
        <Field.Label>{t.start}</Field.Label>
        <HStack gap="2">
          <Input size="sm" type="date" maxW="11rem" value={choice.startDate} onChange={(event) => set({ startDate: event.target.value })} aria-label={t.startDate} />
          <Input size="sm" type="time" maxW="8rem" value={choice.startTime} onChange={(event) => set({ startTime: event.target.value })} aria-label={t.startTime} />
        </HStack>
        <Field.ErrorText>{shown.start}</Field.ErrorText>
      </Field.Root>
      <HStack gap="2" justify="flex-end" wrap="wrap">
        {rrule && (
          <Button size="sm" variant="ghost" colorPalette="red" onClick={() => save(null)} disabled={saving}>
            {t.stop}
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={onDone}>
          {nlDialog.cancel}
        </Button>
        <Button size="sm" colorPalette="blue" type="submit" loading={saving}>
          {nlDialog.save}
        </Button>
      </HStack>
    </Stack>
    </form>
  );
}
