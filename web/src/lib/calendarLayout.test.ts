import { describe, expect, it } from 'vitest';
import { addDaysToKey, calendarWeek, calendarWeekRange, dateKeyOf, layoutDay, moveTo, nearestSlot, slotAt, zonedInstant, type TimedItem } from './calendarLayout';

const zone = 'Europe/Amsterdam';
const at = (iso: string) => new Date(iso);
const ev = (id: string, start: string, end: string) => ({ id, start: at(start), end: at(end) });
const timeOf = (item: { start: Date; end: Date }): TimedItem => item;

describe('zonedInstant', () => {
  it('reads wall-clock time in the zone, winter and summer', () => {
    expect(zonedInstant('2026-11-26', 9 * 60, zone).toISOString()).toBe('2026-11-26T08:00:00.000Z');
    expect(zonedInstant('2026-07-01', 9 * 60, zone).toISOString()).toBe('2026-07-01T07:00:00.000Z');
  });

  it('puts a time skipped in spring after the gap and takes the first of a repeated autumn hour', () => {
    expect(zonedInstant('2026-03-29', 2 * 60 + 30, zone).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(zonedInstant('2026-03-29', 3 * 60 + 30, zone).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(zonedInstant('2026-10-25', 2 * 60 + 30, zone).toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(zonedInstant('2026-10-25', 3 * 60 + 30, zone).toISOString()).toBe('2026-10-25T02:30:00.000Z');
  });
});

describe('calendarWeek', () => {
  it('runs Monday to Sunday, midnight to midnight in the zone', () => {
    const days = calendarWeek('2026-11-23', zone);
    expect(days.map((day) => day.date)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
    expect(days[0]!.start.toISOString()).toBe('2026-11-22T23:00:00.000Z');
    expect(days[6]!.end.toISOString()).toBe('2026-11-29T23:00:00.000Z');
    expect(calendarWeekRange('2026-11-23', zone)).toEqual({ start: '2026-11-22T23:00:00.000Z', end: '2026-11-29T23:00:00.000Z' });
  });

  it('has a 23-hour Sunday in the spring week and a 25-hour Sunday in the autumn week', () => {
    const spring = calendarWeek('2026-03-23', zone);
    const hours = (day: { start: Date; end: Date }) => (day.end.getTime() - day.start.getTime()) / 3_600_000;
    expect(spring.map(hours)).toEqual([24, 24, 24, 24, 24, 24, 23]);
    expect(calendarWeekRange('2026-03-23', zone)).toEqual({ start: '2026-03-22T23:00:00.000Z', end: '2026-03-29T22:00:00.000Z' });
    const autumn = calendarWeek('2026-10-19', zone);
    expect(autumn.map(hours)).toEqual([24, 24, 24, 24, 24, 24, 25]);
    expect(calendarWeekRange('2026-10-19', zone)).toEqual({ start: '2026-10-18T22:00:00.000Z', end: '2026-10-25T23:00:00.000Z' });
  });

  it('does calendar arithmetic across month and year ends', () => {
    expect(addDaysToKey('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDaysToKey('2026-03-01', -1)).toBe('2026-02-28');
    expect(dateKeyOf(at('2026-11-29T23:30:00Z'), zone)).toBe('2026-11-30');
  });
});

describe('layoutDay', () => {
  const thursday = calendarWeek('2026-11-23', zone)[3]!;

  it('places an event at its wall-clock time', () => {
    const [placed] = layoutDay([ev('a', '2026-11-26T08:00:00Z', '2026-11-26T09:30:00Z')], timeOf, thursday, zone);
    expect(placed).toMatchObject({ top: 9 * 60, bottom: 10 * 60 + 30, lane: 0, lanes: 1, continuesBefore: false, continuesAfter: false });
  });

  it('leaves out events of other days and clips one that runs past midnight', () => {
    const placed = layoutDay(
      [ev('yesterday', '2026-11-25T08:00:00Z', '2026-11-25T09:00:00Z'), ev('late', '2026-11-26T22:00:00Z', '2026-11-27T01:00:00Z'), ev('ends-at-midnight', '2026-11-25T22:00:00Z', '2026-11-25T23:00:00Z')],
      timeOf,
      thursday,
      zone,
    );
    expect(placed.map((p) => p.item.id)).toEqual(['late']);
    expect(placed[0]).toMatchObject({ top: 23 * 60, bottom: 24 * 60, continuesAfter: true, continuesBefore: false });
    const friday = calendarWeek('2026-11-23', zone)[4]!;
    expect(layoutDay([ev('late', '2026-11-26T22:00:00Z', '2026-11-27T01:00:00Z')], timeOf, friday, zone)[0]).toMatchObject({ top: 0, bottom: 2 * 60, continuesBefore: true });
  });

  it('puts overlapping events side by side and lets a later free lane be reused', () => {
    const placed = layoutDay(
      [
        ev('a', '2026-11-26T08:00:00Z', '2026-11-26T10:00:00Z'),
        ev('b', '2026-11-26T08:30:00Z', '2026-11-26T09:00:00Z'),
        ev('c', '2026-11-26T09:00:00Z', '2026-11-26T09:30:00Z'),
        ev('d', '2026-11-26T12:00:00Z', '2026-11-26T13:00:00Z'),
      ],
      timeOf,
      thursday,
      zone,
    );
    const byId = Object.fromEntries(placed.map((p) => [p.item.id, p]));
    expect(byId.a).toMatchObject({ lane: 0, lanes: 2 });
    expect(byId.b).toMatchObject({ lane: 1, lanes: 2 });
    expect(byId.c).toMatchObject({ lane: 1, lanes: 2 });
    expect(byId.d).toMatchObject({ lane: 0, lanes: 1 });
  });

  it('needs three lanes for three events at one time, and gives a zero-length event a readable block', () => {
    const placed = layoutDay(
      [ev('a', '2026-11-26T08:00:00Z', '2026-11-26T09:00:00Z'), ev('b', '2026-11-26T08:00:00Z', '2026-11-26T09:00:00Z'), ev('c', '2026-11-26T08:15:00Z', '2026-11-26T08:15:00Z')],
      timeOf,
      thursday,
      zone,
    );
    expect(placed.map((p) => p.lanes)).toEqual([3, 3, 3]);
    expect(new Set(placed.map((p) => p.lane))).toEqual(new Set([0, 1, 2]));
    expect(placed.find((p) => p.item.id === 'c')).toMatchObject({ top: 9 * 60 + 15, bottom: 9 * 60 + 35 });
  });

  it('reads wall-clock minutes on the autumn Sunday after the repeated hour', () => {
    const sunday = calendarWeek('2026-10-19', zone)[6]!;
    const [placed] = layoutDay([ev('a', '2026-10-25T09:00:00Z', '2026-10-25T10:00:00Z')], timeOf, sunday, zone);
    expect(placed).toMatchObject({ top: 10 * 60, bottom: 11 * 60 });
  });
});

describe('slotAt, nearestSlot and moveTo', () => {
  it('rounds a point down to its half hour within the day', () => {
    expect(slotAt(9 * 60 + 44)).toBe(9 * 60 + 30);
    expect(slotAt(-5)).toBe(0);
    expect(slotAt(24 * 60 + 10)).toBe(23 * 60 + 30);
    expect(slotAt(9 * 60 + 44, 15)).toBe(9 * 60 + 30);
  });

  it('rounds a dropped block to the nearest quarter', () => {
    expect(nearestSlot(14 * 60 + 59)).toBe(15 * 60);
    expect(nearestSlot(15 * 60 + 7)).toBe(15 * 60);
    expect(nearestSlot(15 * 60 + 8)).toBe(15 * 60 + 15);
    expect(nearestSlot(24 * 60)).toBe(23 * 60 + 45);
  });

  it('keeps the length when moving', () => {
    const moved = moveTo({ start: at('2026-11-26T08:00:00Z'), end: at('2026-11-26T09:30:00Z') }, at('2026-11-27T13:00:00Z'));
    expect(moved.end.toISOString()).toBe('2026-11-27T14:30:00.000Z');
  });
});
