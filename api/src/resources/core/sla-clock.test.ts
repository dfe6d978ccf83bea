import { describe, expect, it } from 'vitest';
import type { WeekHours } from './business-hours.ts';
import { agreedMinutes, amsterdamToInstant, dueAt, dutchHolidays, easterSunday } from './sla-clock.ts';

const office: WeekHours = { '1': [['08:30', '12:00'], ['13:00', '17:00']], '2': [['08:30', '17:00']], '3': [['08:30', '17:00']], '4': [['08:30', '17:00']], '5': [['08:30', '17:00']] };
const always: WeekHours = Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((day) => [day, [['00:00', '23:59']]]));
const due = (start: string, minutes: number, extra: Partial<Parameters<typeof dueAt>[0]> = {}) =>
  dueAt({ hours: office, closedOnHolidays: true, start: new Date(start), minutes, ...extra })?.toISOString() ?? null;

describe('sla clock', () => {
  it('counts within the same open period', () => {
    // Tuesday 3 November 2026, 10:00 in Amsterdam is 09:00 UTC (winter time).
    expect(due('2026-11-03T09:00:00Z', 60)).toBe('2026-11-03T10:00:00.000Z');
  });

  it('skips the lunch break and the night', () => {
    // Monday 2 November 11:30 local: 30 minutes before lunch, then from 13:00.
    expect(due('2026-11-02T10:30:00Z', 60)).toBe('2026-11-02T12:30:00.000Z');
    // Tuesday 16:00 local with 2 hours: one hour today, one from Wednesday 08:30.
    expect(due('2026-11-03T15:00:00Z', 120)).toBe('2026-11-04T08:30:00.000Z');
  });

  it('starts at opening when created at night and skips the weekend', () => {
    expect(due('2026-11-03T23:00:00Z', 30)).toBe('2026-11-04T08:00:00.000Z');
    // Friday 6 November 16:00 local, 4 hours: 1 on Friday, 3 on Monday from 08:30 local, until 11:30 local.
    expect(due('2026-11-06T15:00:00Z', 240)).toBe('2026-11-09T10:30:00.000Z');
  });

  it('skips Dutch public holidays when the hours close on them, and counts them otherwise', () => {
    // Thursday 24 December 2026 16:00 local, 2 hours: 25th and 26th are Christmas, 26th a Saturday; on to Monday 28th.
    expect(due('2026-12-24T15:00:00Z', 120)).toBe('2026-12-28T08:30:00.000Z');
    expect(due('2026-12-24T15:00:00Z', 120, { closedOnHolidays: false })).toBe('2026-12-25T08:30:00.000Z');
    // Koningsdag 2026 is Monday 27 April.
    expect(due('2026-04-24T15:30:00Z', 60)).toBe('2026-04-28T07:30:00.000Z');
  });

  it('knows the holidays of a year', () => {
    expect(new Date(easterSunday(2026)).toISOString().slice(0, 10)).toBe('2026-04-05');
    expect(new Date(easterSunday(2027)).toISOString().slice(0, 10)).toBe('2027-03-28');
    const days = (year: number) => dutchHolidays(year).map((day) => new Date(day).toISOString().slice(0, 10));
    expect(days(2026)).toEqual(['2026-01-01', '2026-04-05', '2026-04-06', '2026-04-27', '2026-05-14', '2026-05-24', '2026-05-25', '2026-12-25', '2026-12-26']);
    // 27 April 2025 is a Sunday: Koningsdag on Saturday the 26th; 2025 is a lustrum year for Bevrijdingsdag.
    expect(days(2025)).toContain('2025-04-26');
    expect(days(2025)).toContain('2025-05-05');
    expect(days(2026)).not.toContain('2026-05-05');
    // Goede Vrijdag counts as a working day.
    expect(days(2026)).not.toContain('2026-04-03');
  });

  it('follows the change to summer time on the last Sunday of March', () => {
    expect(amsterdamToInstant(2026, 2, 27, 9, 0)).toBe(Date.parse('2026-03-27T08:00:00Z'));
    expect(amsterdamToInstant(2026, 2, 30, 9, 0)).toBe(Date.parse('2026-03-30T07:00:00Z'));
    // Friday 27 March 16:00 local (CET), 2 hours: one on Friday, one from Monday 30 March 08:30 local (CEST, 06:30 UTC).
    expect(due('2026-03-27T15:00:00Z', 120)).toBe('2026-03-30T07:30:00.000Z');
    // Open around the clock: the night of the change has one hour less.
    expect(due('2026-03-28T23:00:00Z', 180, { hours: always })).toBe('2026-03-29T02:00:00.000Z');
  });

  it('follows the change back to winter time on the last Sunday of October', () => {
    // Friday 23 October 2026 16:00 local (CEST, 14:00 UTC), 2 hours: Monday 26 October 08:30 local is 07:30 UTC.
    expect(due('2026-10-23T14:00:00Z', 120)).toBe('2026-10-26T08:30:00.000Z');
    // Around the clock through the night of 25 October: the wall clock repeats an hour, elapsed time does not.
    expect(due('2026-10-24T22:00:00Z', 180, { hours: always })).toBe('2026-10-25T01:00:00.000Z');
  });

  it('stands still during pauses', () => {
    const pauses = [{ from: new Date('2026-11-03T09:30:00Z'), to: new Date('2026-11-03T11:30:00Z') }];
    expect(due('2026-11-03T09:00:00Z', 60, { pauses })).toBe('2026-11-03T12:00:00.000Z');
    // A pause outside the opening hours changes nothing.
    expect(due('2026-11-03T09:00:00Z', 60, { pauses: [{ from: new Date('2026-11-02T20:00:00Z'), to: new Date('2026-11-03T06:00:00Z') }] })).toBe('2026-11-03T10:00:00.000Z');
    // A pause still running: no due time.
    expect(due('2026-11-03T09:00:00Z', 60, { pauses: [{ from: new Date('2026-11-03T09:30:00Z'), to: null }] })).toBeNull();
  });

  it('gives no due time without opening hours, and converts agreed units', () => {
    expect(due('2026-11-03T09:00:00Z', 60, { hours: {} })).toBeNull();
    expect(agreedMinutes(4, 'uur')).toBe(240);
    expect(agreedMinutes(30, 'min')).toBe(30);
  });
});
