import { describe, expect, it } from 'vitest';
import {
  adjustStartEnd,
  capTimeSpent,
  clockSteps,
  clockToMinutes,
  cutDescription,
  dateOf,
  defaultExecutedAt,
  startWithinDay,
  formatTimeSpent,
  minutesToClock,
  momentOf,
  parseTimeSpent,
  roundToStep,
} from './timeSpent';

describe('parseTimeSpent', () => {
  it.each([
    ['1,5u', 90, 'hours'],
    ['1.5u', 90, 'hours'],
    ['90m', 90, 'minutes'],
    ['2.25 uur', 135, 'hours'],
    ['2,25 uren', 135, 'hours'],
    ['45 min', 45, 'minutes'],
    ['1 minuut', 1, 'minutes'],
    ['30 minuten', 30, 'minutes'],
    ['3U', 180, 'hours'],
    [' 15m ', 15, 'minutes'],
    ['0', 0, 'minutes'],
    ['1440', 1440, 'minutes'],
    ['1441', 1441, 'minutes'],
    ['0,01u', 1, 'hours'],
    ['1,5m', 2, 'minutes'],
  ] as const)('reads %s as %i minutes', (text, minutes, unit) => {
    expect(parseTimeSpent(text, 'minutes')).toEqual({ minutes, unit });
  });

  it('counts a number without a unit in the chosen unit', () => {
    expect(parseTimeSpent('2', 'hours')).toEqual({ minutes: 120, unit: 'hours' });
    expect(parseTimeSpent('2', 'minutes')).toEqual({ minutes: 2, unit: 'minutes' });
    expect(parseTimeSpent('1,75', 'hours')).toEqual({ minutes: 105, unit: 'hours' });
  });

  it('lets a written unit win over the chosen one', () => {
    expect(parseTimeSpent('90m', 'hours')).toEqual({ minutes: 90, unit: 'minutes' });
    expect(parseTimeSpent('1u', 'minutes')).toEqual({ minutes: 60, unit: 'hours' });
  });

  it.each(['', '   ', '-1', '-1,5u', '+2u', 'abc', '1,5x', 'u', '1,555u', '1.234', '1,', ',5u', '1,5,5u', '1 u 30', '1e3', 'NaN'])('refuses %j', (text) => {
    expect(parseTimeSpent(text, 'minutes')).toBeNull();
  });
});

describe('formatTimeSpent', () => {
  it('writes minutes in the unit so that the parser reads them back', () => {
    expect(formatTimeSpent(90, 'hours')).toBe('1,5u');
    expect(formatTimeSpent(135, 'hours')).toBe('2,25u');
    expect(formatTimeSpent(1440, 'hours')).toBe('24u');
    expect(formatTimeSpent(90, 'minutes')).toBe('90m');
    for (const minutes of [1, 7, 100, 499, 1439]) {
      expect(parseTimeSpent(formatTimeSpent(minutes, 'hours'), 'minutes')?.minutes).toBe(minutes);
    }
  });
});

describe('capTimeSpent', () => {
  it('keeps 24 hours and less', () => {
    expect(capTimeSpent(0, 'hours')).toEqual({ minutes: 0, capped: false, shown: 24 });
    expect(capTimeSpent(1440, 'minutes')).toEqual({ minutes: 1440, capped: false, shown: 1440 });
  });

  it('brings more back to 24 hours, shown in the unit used', () => {
    expect(capTimeSpent(1441, 'minutes')).toEqual({ minutes: 1440, capped: true, shown: 1440 });
    expect(capTimeSpent(25 * 60, 'hours')).toEqual({ minutes: 1440, capped: true, shown: 24 });
  });
});

describe('roundToStep', () => {
  it('rounds to the nearest five minutes', () => {
    expect(roundToStep(new Date(2026, 10, 3, 10, 2, 29))).toEqual(new Date(2026, 10, 3, 10, 0));
    expect(roundToStep(new Date(2026, 10, 3, 10, 2, 30))).toEqual(new Date(2026, 10, 3, 10, 5));
    expect(roundToStep(new Date(2026, 10, 3, 10, 7, 59))).toEqual(new Date(2026, 10, 3, 10, 10));
    expect(roundToStep(new Date(2026, 10, 3, 10, 5))).toEqual(new Date(2026, 10, 3, 10, 5));
  });
});

describe('startWithinDay', () => {
  it('keeps a start from which the work ends within the day', () => {
    expect(startWithinDay(22 * 60 + 15, 90)).toBe(22 * 60 + 15);
    expect(startWithinDay(22 * 60 + 30, 90)).toBe(22 * 60 + 30);
  });
  it('moves the start back, on a five-minute step, when the work would end after midnight', () => {
    expect(startWithinDay(22 * 60 + 15, 120)).toBe(22 * 60);
    expect(startWithinDay(23 * 60 + 50, 7)).toBe(23 * 60 + 50);
    expect(startWithinDay(23 * 60 + 55, 7)).toBe(23 * 60 + 50);
    expect(startWithinDay(600, 1440)).toBe(0);
  });
});

describe('defaultExecutedAt', () => {
  it('is the rounded current time shifted back by the time spent', () => {
    expect(defaultExecutedAt(new Date(2026, 10, 3, 14, 3), 90)).toEqual(new Date(2026, 10, 3, 12, 35));
    expect(defaultExecutedAt(new Date(2026, 10, 3, 14, 3), 0)).toEqual(new Date(2026, 10, 3, 14, 5));
  });

  it('does not start before the start of the day', () => {
    expect(defaultExecutedAt(new Date(2026, 10, 3, 1, 0), 180)).toEqual(new Date(2026, 10, 3, 0, 0));
    expect(defaultExecutedAt(new Date(2026, 10, 3, 23, 50), 1440)).toEqual(new Date(2026, 10, 3, 0, 0));
  });
});

describe('clock times', () => {
  it('reads and writes HH:mm', () => {
    expect(clockToMinutes('00:00')).toBe(0);
    expect(clockToMinutes('23:55')).toBe(1435);
    expect(clockToMinutes('24:00')).toBeNull();
    expect(clockToMinutes('9:00')).toBeNull();
    expect(minutesToClock(605)).toBe('10:05');
  });

  it('offers the day in steps of five minutes', () => {
    const steps = clockSteps();
    expect(steps).toHaveLength(288);
    expect(steps[0]).toBe('00:00');
    expect(steps[1]).toBe('00:05');
    expect(steps.at(-1)).toBe('23:55');
  });

  it('turns a date and minutes into a moment and back', () => {
    const moment = momentOf('2026-11-03', 605);
    expect(moment).toEqual(new Date(2026, 10, 3, 10, 5));
    expect(dateOf(moment!)).toBe('2026-11-03');
    expect(momentOf('03-11-2026', 0)).toBeNull();
  });
});

describe('adjustStartEnd', () => {
  const previous = { start: 600, end: 660 };

  it('leaves a start before the end alone', () => {
    expect(adjustStartEnd(previous, { start: 540, end: 660 }, 'start')).toEqual({ start: 540, end: 660 });
  });

  it('pushes the end on when the start passes it, keeping the length', () => {
    expect(adjustStartEnd(previous, { start: 700, end: 660 }, 'start')).toEqual({ start: 700, end: 760 });
    expect(adjustStartEnd(previous, { start: 660, end: 660 }, 'start')).toEqual({ start: 660, end: 720 });
  });

  it('pulls the start back when the end goes before it', () => {
    expect(adjustStartEnd(previous, { start: 600, end: 570 }, 'end')).toEqual({ start: 510, end: 570 });
  });

  it('stays within the day', () => {
    expect(adjustStartEnd(previous, { start: 1435, end: 660 }, 'start')).toEqual({ start: 1430, end: 1435 });
    expect(adjustStartEnd(previous, { start: 1400, end: 660 }, 'start')).toEqual({ start: 1400, end: 1435 });
    expect(adjustStartEnd(previous, { start: 600, end: 30 }, 'end')).toEqual({ start: 0, end: 30 });
    expect(adjustStartEnd(previous, { start: 600, end: 0 }, 'end')).toEqual({ start: 0, end: 5 });
    expect(adjustStartEnd(previous, { start: -20, end: 660 }, 'start')).toEqual({ start: 0, end: 660 });
  });

  it('keeps at least five minutes when the work had no length', () => {
    expect(adjustStartEnd({ start: 600, end: 600 }, { start: 620, end: 600 }, 'start')).toEqual({ start: 620, end: 625 });
  });
});

describe('cutDescription', () => {
  it('keeps at most 191 characters', () => {
    expect(cutDescription('a'.repeat(200))).toHaveLength(191);
    expect(cutDescription('kort')).toBe('kort');
  });
});
