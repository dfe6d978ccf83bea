import { describe, expect, it } from 'vitest';
import { describeRecurrence } from './recurrence';

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
