import { describe, expect, it } from 'vitest';
import { buildRecurrence, choiceFromRecurrence, describeRecurrence, RECURRENCE_TEXTS, recurrenceChoiceErrors } from './recurrence';

describe('recurrence in Dutch', () => {
  it.each([
    ['FREQ=DAILY', 'Elke dag'],
    ['FREQ=DAILY;INTERVAL=3', 'Elke 3 dagen'],
    ['FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH', 'Elke 2 weken op maandag en donderdag'],
    ['FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', 'Elke week op werkdagen'],
    ['FREQ=MONTHLY;BYMONTHDAY=1', 'Elke maand op dag 1'],
    ['FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=-1', 'Elke 3 maanden op de laatste dag'],
    ['FREQ=MONTHLY;BYDAY=1MO', 'Elke maand op de eerste maandag'],
    ['FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1', 'Elke maand op de laatste werkdag'],
    ['FREQ=WEEKLY;BYDAY=FR;BYHOUR=9;BYMINUTE=30;COUNT=4', 'Elke week op vrijdag om 09:30 (4 keer)'],
    ['FREQ=DAILY;UNTIL=20261231T000000Z', 'Elke dag tot 31-12-2026'],
  ])('%s', (rule, text) => {
    expect(describeRecurrence(rule)).toBe(text);
  });

  it('gives the start time in the local time of the zone', () => {
    // 07:00 UTC is 08:00 in Amsterdam in winter, 09:00 in summer.
    expect(describeRecurrence('DTSTART:20260105T070000Z\nRRULE:FREQ=WEEKLY;BYDAY=TU', 'Europe/Amsterdam')).toBe('Elke week op dinsdag om 08:00');
    expect(describeRecurrence('DTSTART:20260706T070000Z\nRRULE:FREQ=WEEKLY;BYDAY=TU', 'Europe/Amsterdam')).toBe('Elke week op dinsdag om 09:00');
    expect(describeRecurrence('DTSTART:20260105T070000Z\nRRULE:FREQ=DAILY', 'UTC')).toBe('Elke dag om 07:00');
  });

  it('reads nothing it does not understand', () => {
    expect(describeRecurrence(null)).toBeNull();
    expect(describeRecurrence('')).toBeNull();
    expect(describeRecurrence('FREQ=YEARLY')).toBeNull();
    expect(describeRecurrence('FREQ=WEEKLY;BYDAY=XX')).toBeNull();
  });
});

describe('recurrence form', () => {
  const weekly = { frequency: 'WEEKLY' as const, interval: 2, weekdays: ['TH', 'MO'], monthDay: null, startDate: '2026-11-23', startTime: '08:30' };

  it('builds the rule rrule.js writes, days in week order, from the local start', () => {
    const rule = buildRecurrence(weekly);
    const start = new Date('2026-11-23T08:30').toISOString().replace(/[-:]/g, '').slice(0, 15);
    expect(rule).toBe(`DTSTART:${start}Z\nRRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH`);
    expect(buildRecurrence({ ...weekly, frequency: 'MONTHLY', interval: 3, monthDay: 5 })).toMatch(/RRULE:FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=5$/);
    expect(buildRecurrence({ ...weekly, frequency: 'DAILY', interval: 1 })).toMatch(/RRULE:FREQ=DAILY;INTERVAL=1$/);
  });

  it('reads a stored rule back into the form', () => {
    expect(choiceFromRecurrence(buildRecurrence(weekly))).toEqual({ ...weekly, weekdays: ['MO', 'TH'], monthDay: 23 });
    const fresh = choiceFromRecurrence(null, new Date(2026, 10, 25, 14, 5));
    expect(fresh).toMatchObject({ frequency: 'WEEKLY', interval: 1, weekdays: ['WE'], startDate: '2026-11-25', startTime: '14:05' });
  });

  it('caps the interval at 99 days, 53 weeks or 12 months and needs days and a start', () => {
    expect(recurrenceChoiceErrors(weekly)).toEqual({});
    expect(recurrenceChoiceErrors({ ...weekly, frequency: 'DAILY', interval: 99 })).toEqual({});
    expect(recurrenceChoiceErrors({ ...weekly, frequency: 'DAILY', interval: 100 })).toEqual({ interval: RECURRENCE_TEXTS.interval });
    expect(recurrenceChoiceErrors({ ...weekly, interval: 54 })).toEqual({ interval: RECURRENCE_TEXTS.interval });
    expect(recurrenceChoiceErrors({ ...weekly, frequency: 'MONTHLY', interval: 13, monthDay: 1 })).toEqual({ interval: RECURRENCE_TEXTS.interval });
    expect(recurrenceChoiceErrors({ ...weekly, interval: 0 })).toEqual({ interval: RECURRENCE_TEXTS.intervalMin });
    expect(recurrenceChoiceErrors({ ...weekly, weekdays: [] })).toEqual({ weekdays: RECURRENCE_TEXTS.weekdays });
    expect(recurrenceChoiceErrors({ ...weekly, frequency: 'MONTHLY', monthDay: 32 })).toEqual({ monthDay: RECURRENCE_TEXTS.monthDay });
    expect(recurrenceChoiceErrors({ ...weekly, startTime: '25:00' })).toEqual({ start: RECURRENCE_TEXTS.start });
  });
});
