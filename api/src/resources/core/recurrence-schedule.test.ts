import { describe, expect, it } from 'vitest';
import { nextOccurrence, occurrencesBetween, parseRule, scheduleError } from './recurrence-schedule.ts';
import { RECURRENCE_INTERVAL, RECURRENCE_INVALID } from './recurrence.ts';

const at = (iso: string) => new Date(iso);
const rule = (text: string) => {
  const parsed = parseRule(text);
  if (!parsed) throw new Error(`not a rule: ${text}`);
  return parsed;
};
const iso = (dates: Date[]) => dates.map((date) => date.toISOString());
const created = at('2026-01-01T00:00:00Z');

describe('recurrence schedule', () => {
  it('repeats weekly on the chosen days at the start time', () => {
    const weekly = rule('DTSTART:20260105T070000Z\nRRULE:FREQ=WEEKLY;BYDAY=MO,TH');
    expect(iso(occurrencesBetween(weekly, created, at('2026-01-01T00:00:00Z'), at('2026-01-16T00:00:00Z')))).toEqual([
      '2026-01-05T07:00:00.000Z',
      '2026-01-08T07:00:00.000Z',
      '2026-01-12T07:00:00.000Z',
      '2026-01-15T07:00:00.000Z',
    ]);
  });

  it('skips weeks with an interval and starts on the start day without BYDAY', () => {
    const fortnightly = rule('DTSTART:20260106T190000Z\nRRULE:FREQ=WEEKLY;INTERVAL=2');
    expect(iso(occurrencesBetween(fortnightly, created, created, at('2026-02-04T00:00:00Z')))).toEqual([
      '2026-01-06T19:00:00.000Z',
      '2026-01-20T19:00:00.000Z',
      '2026-02-03T19:00:00.000Z',
    ]);
  });

  it('repeats monthly on a day of the month, the last day, or the first Monday', () => {
    const quarterly = rule('DTSTART:20260105T080000Z\nRRULE:FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=5');
    expect(iso(occurrencesBetween(quarterly, created, created, at('2026-12-31T00:00:00Z')))).toEqual([
      '2026-01-05T08:00:00.000Z',
      '2026-04-05T08:00:00.000Z',
      '2026-07-05T08:00:00.000Z',
      '2026-10-05T08:00:00.000Z',
    ]);
    const last = rule('DTSTART:20260101T060000Z\nRRULE:FREQ=MONTHLY;BYMONTHDAY=-1');
    expect(iso(occurrencesBetween(last, created, created, at('2026-03-31T23:00:00Z')))).toEqual([
      '2026-01-31T06:00:00.000Z',
      '2026-02-28T06:00:00.000Z',
      '2026-03-31T06:00:00.000Z',
    ]);
    const firstMonday = rule('DTSTART:20260101T060000Z\nRRULE:FREQ=MONTHLY;BYDAY=1MO');
    expect(iso(occurrencesBetween(firstMonday, created, created, at('2026-03-31T00:00:00Z')))).toEqual([
      '2026-01-05T06:00:00.000Z',
      '2026-02-02T06:00:00.000Z',
      '2026-03-02T06:00:00.000Z',
    ]);
    const lastWorkday = rule('DTSTART:20260101T060000Z\nRRULE:FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1');
    expect(iso(occurrencesBetween(lastWorkday, created, created, at('2026-06-01T00:00:00Z')))).toEqual([
      '2026-01-30T06:00:00.000Z',
      '2026-02-27T06:00:00.000Z',
      '2026-03-31T06:00:00.000Z',
      '2026-04-30T06:00:00.000Z',
      '2026-05-29T06:00:00.000Z',
    ]);
  });

  it('never invents a 31st in a short month', () => {
    const thirtyFirst = rule('DTSTART:20260131T060000Z\nRRULE:FREQ=MONTHLY');
    expect(iso(occurrencesBetween(thirtyFirst, created, created, at('2026-06-01T00:00:00Z')))).toEqual([
      '2026-01-31T06:00:00.000Z',
      '2026-03-31T06:00:00.000Z',
      '2026-05-31T06:00:00.000Z',
    ]);
  });

  it('repeats daily from the creation when the rule has no start', () => {
    const everyThree = rule('FREQ=DAILY;INTERVAL=3');
    const made = at('2026-03-10T09:30:00Z');
    expect(iso(occurrencesBetween(everyThree, made, made, at('2026-03-20T00:00:00Z')))).toEqual([
      '2026-03-13T09:30:00.000Z',
      '2026-03-16T09:30:00.000Z',
      '2026-03-19T09:30:00.000Z',
    ]);
    expect(nextOccurrence(everyThree, made, at('2026-03-13T09:30:00Z'))?.toISOString()).toBe('2026-03-16T09:30:00.000Z');
  });

  it('ends after COUNT occurrences or at UNTIL', () => {
    const counted = rule('DTSTART:20260105T070000Z\nRRULE:FREQ=DAILY;COUNT=3');
    expect(occurrencesBetween(counted, created, created, at('2027-01-01T00:00:00Z'))).toHaveLength(3);
    expect(nextOccurrence(counted, created, at('2026-01-07T07:00:00Z'))).toBeNull();
    const until = rule('DTSTART:20260105T070000Z\nRRULE:FREQ=WEEKLY;UNTIL=20260120T000000Z');
    expect(iso(occurrencesBetween(until, created, created, at('2027-01-01T00:00:00Z')))).toEqual([
      '2026-01-05T07:00:00.000Z',
      '2026-01-12T07:00:00.000Z',
      '2026-01-19T07:00:00.000Z',
    ]);
  });

  it('takes the clock from BYHOUR and BYMINUTE', () => {
    const morning = rule('DTSTART:20260105T000000Z\nRRULE:FREQ=DAILY;BYHOUR=6;BYMINUTE=45');
    expect(nextOccurrence(morning, created, at('2026-01-05T07:00:00Z'))?.toISOString()).toBe('2026-01-06T06:45:00.000Z');
  });

  it('gives up on a rule that matches no day instead of looping', () => {
    const never = rule('DTSTART:20260101T000000Z\nRRULE:FREQ=MONTHLY;BYMONTH=2;BYMONTHDAY=30');
    expect(nextOccurrence(never, created, created)).toBeNull();
  });

  it('explains what it cannot follow', () => {
    expect(scheduleError('FREQ=WEEKLY;BYDAY=MO')).toBeNull();
    expect(scheduleError('FREQ=DAILY;INTERVAL=100')).toBe(RECURRENCE_INTERVAL);
    expect(scheduleError('FREQ=MONTHLY;BYDAY=7MO')).toBe(RECURRENCE_INVALID);
    expect(scheduleError('FREQ=DAILY;BYHOUR=24')).toBe(RECURRENCE_INVALID);
    expect(scheduleError('FREQ=MONTHLY;BYMONTH=13')).toBe(RECURRENCE_INVALID);
    expect(scheduleError('FREQ=DAILY;UNTIL=20260231')).toBe(RECURRENCE_INVALID);
    expect(scheduleError('DTSTART:20260230T070000Z\nRRULE:FREQ=DAILY')).toBe(RECURRENCE_INVALID);
  });
});
