import { describe, expect, it } from 'vitest';
import { groupByWeekday, shiftWeek, weekDays, weekFromParam, weekParam, weekRange, weekStart } from './week';

describe('weekStart', () => {
  it('is the Monday of the week, also for a Sunday', () => {
    expect(weekParam(weekStart(new Date(2026, 10, 25, 15, 30)))).toBe('2026-11-23');
    expect(weekParam(weekStart(new Date(2026, 10, 29, 23, 59)))).toBe('2026-11-23');
    expect(weekParam(weekStart(new Date(2026, 10, 23, 0, 0)))).toBe('2026-11-23');
    expect(weekStart(new Date(2026, 10, 25, 15, 30)).getHours()).toBe(0);
  });
});

describe('weekDays and shiftWeek', () => {
  it('lists Monday to Sunday and moves by whole weeks across a year end', () => {
    const days = weekDays(new Date(2026, 11, 28));
    expect(days.map((day) => day.getDay())).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(weekParam(days[6]!)).toBe('2027-01-03');
    expect(weekParam(shiftWeek(new Date(2026, 11, 28), 1))).toBe('2027-01-04');
    expect(weekParam(shiftWeek(new Date(2026, 11, 28), -1))).toBe('2026-12-21');
  });
});

describe('weekFromParam', () => {
  const today = new Date(2026, 10, 26, 9);
  it('takes any day of the week from the address', () => {
    expect(weekParam(weekFromParam('2026-12-03', today))).toBe('2026-11-30');
  });
  it('falls back to the current week for nothing or garbage', () => {
    expect(weekParam(weekFromParam(null, today))).toBe('2026-11-23');
    expect(weekParam(weekFromParam('volgende week', today))).toBe('2026-11-23');
    expect(weekParam(weekFromParam('2026-13-45', today))).toBe('2026-11-23');
  });
});

describe('weekRange', () => {
  it('runs from Monday midnight to the next Monday midnight', () => {
    const [from, to] = weekRange(new Date(2026, 10, 23));
    expect(new Date(to).getTime() - new Date(from).getTime()).toBe(7 * 24 * 3600 * 1000);
    expect(new Date(from).getDate()).toBe(23);
  });
});

describe('groupByWeekday', () => {
  it('puts items on their day in time order and leaves out others', () => {
    const monday = new Date(2026, 10, 23);
    const at = (day: number, hour: number) => new Date(2026, 10, day, hour).toISOString();
    const items = [
      { name: 'later maandag', at: at(23, 15) },
      { name: 'zondagavond', at: at(29, 23) },
      { name: 'vroeg maandag', at: at(23, 8) },
      { name: 'vorige week', at: at(22, 12) },
      { name: 'volgende week', at: at(30, 0) },
      { name: 'zonder moment', at: null },
    ];
    const days = groupByWeekday(monday, items, (item) => item.at);
    expect(days[0]!.map((item) => item.name)).toEqual(['vroeg maandag', 'later maandag']);
    expect(days[6]!.map((item) => item.name)).toEqual(['zondagavond']);
    expect(days.flat()).toHaveLength(3);
  });
});
