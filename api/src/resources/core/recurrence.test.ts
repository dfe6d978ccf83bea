import { describe, expect, it } from 'vitest';
import { scheduleError } from './recurrence-schedule.ts';
import { parseRecurrence, RECURRENCE_INTERVAL, RECURRENCE_INVALID } from './recurrence.ts';

describe('ticket template recurrence', () => {
  it('reads frequency, interval and start', () => {
    expect(parseRecurrence('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH')).toEqual({
      recurrence: { frequency: 'WEEKLY', interval: 2, start: null },
    });
    expect(parseRecurrence('DTSTART:20261102T070000Z\nRRULE:FREQ=MONTHLY;BYMONTHDAY=1')).toEqual({
      recurrence: { frequency: 'MONTHLY', interval: 1, start: '20261102T070000Z' },
    });
  });

  it.each([
    ['FREQ=DAILY;INTERVAL=99', null],
    ['FREQ=DAILY;INTERVAL=100', RECURRENCE_INTERVAL],
    ['FREQ=WEEKLY;INTERVAL=53', null],
    ['FREQ=WEEKLY;INTERVAL=54', RECURRENCE_INTERVAL],
    ['FREQ=MONTHLY;INTERVAL=12', null],
    ['FREQ=MONTHLY;INTERVAL=13', RECURRENCE_INTERVAL],
  ])('caps the interval per unit: %s', (rule, error) => {
    expect(scheduleError(rule)).toBe(error);
  });

  it.each([
    '',
    'FREQ=YEARLY',
    'FREQ=HOURLY;INTERVAL=2',
    'INTERVAL=2',
    'FREQ=WEEKLY;INTERVAL=0',
    'FREQ=WEEKLY;INTERVAL=-1',
    'FREQ=WEEKLY;INTERVAL=two',
    'FREQ=WEEKLY;BYDAY=XX',
    'FREQ=MONTHLY;BYMONTHDAY=32',
    'FREQ=WEEKLY;FREQ=DAILY',
    'FREQ=WEEKLY;COLOR=RED',
    'FREQ=WEEKLY;UNTIL=tomorrow',
    'DTSTART:yesterday\nRRULE:FREQ=DAILY',
    'FREQ=DAILY\nFREQ=WEEKLY',
  ])('refuses %j', (rule) => {
    expect(scheduleError(rule)).toBe(RECURRENCE_INVALID);
  });
});
