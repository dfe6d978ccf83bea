import { Box, Button, Checkbox, Field, Flex, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { nlOpeningHours } from '../../i18n/nl/openingHours';
import { draftFromText, invalidPeriods, NEW_PERIOD, nextPeriod, WEEKDAYS, type WeekDraft } from '../../lib/openingHours';

const t = nlOpeningHours;

interface WeekHoursInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** A week of opening hours: per weekday closed, or one or more van–tot periods. */
export function WeekHoursInput({ id, value, onChange, disabled }: WeekHoursInputProps) {
  const draft = draftFromText(value);
  const setDay = (day: string, periods: Array<[string, string]>) => onChange(JSON.stringify({ ...draft, [day]: periods } satisfies WeekDraft));

  return (
    <Stack id={id} gap="2" data-testid="week-hours" role="group">
      {WEEKDAYS.map((day, index) => {
        const periods = draft[day] ?? [];
        const invalid = new Set(invalidPeriods(periods));
        const name = t.days[index]!;
        return (
          <Flex key={day} gap="3" align="flex-start" wrap="wrap" borderBottomWidth="1px" pb="2" data-testid={`week-day-${day}`}>
            {/* Its own field, so only the wrong periods show red, not the whole week. */}
            <Field.Root invalid={false} width="8rem" pt="1.5">
              <Checkbox.Root ids={{ label: `${id}-${day}-label`, hiddenInput: `${id}-${day}-open` }} checked={periods.length > 0} disabled={disabled} onCheckedChange={(d) => setDay(day, d.checked === true ? [[...NEW_PERIOD]] : [])}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label fontWeight="medium">{name}</Checkbox.Label>
              </Checkbox.Root>
            </Field.Root>
            <Stack gap="1.5" flex="1" minW="16rem">
              {periods.length === 0 && (
                <Text color="fg.muted" pt="1.5">
                  {t.closed}
                </Text>
              )}
              {periods.map(([from, to], position) => {
                const update = (part: 0 | 1, text: string) => setDay(day, periods.map((period, i) => (i === position ? (part === 0 ? [text, period[1]] : [period[0], text]) : period)));
                return (
                  <Field.Root key={position} invalid={invalid.has(position)} flexDirection="row" alignItems="center" gap="2" data-testid="week-period">
                    <Text fontSize="sm">{t.from}</Text>
                    <Input size="sm" width="5.5rem" inputMode="numeric" maxLength={5} placeholder="uu:mm" value={from} disabled={disabled} aria-label={`${name} ${t.from}`} onChange={(e) => update(0, e.target.value)} />
                    <Text fontSize="sm">{t.to}</Text>
                    <Input size="sm" width="5.5rem" inputMode="numeric" maxLength={5} placeholder="uu:mm" value={to} disabled={disabled} aria-label={`${name} ${t.to}`} onChange={(e) => update(1, e.target.value)} />
                    <IconButton size="xs" variant="ghost" aria-label={`${name}: ${t.removePeriod}`} title={t.removePeriod} disabled={disabled} onClick={() => setDay(day, periods.filter((_, i) => i !== position))}>
                      ×
                    </IconButton>
                  </Field.Root>
                );
              })}
              {periods.length > 0 && (
                <Box>
                  <Button size="xs" variant="outline" disabled={disabled} aria-label={`${name}: ${t.addPeriod}`} onClick={() => setDay(day, [...periods, nextPeriod(periods)])}>
                    + {t.addPeriod}
                  </Button>
                </Box>
              )}
            </Stack>
          </Flex>
        );
      })}
    </Stack>
  );
}

