import { describe, expect, it } from 'vitest';
import { calendarPalette, effectiveCalendarChoice, parseCalendarChoice, toggleCalendar } from './calendarChoice';

const users = [
  { id: 'u-1', operatorId: 1 },
  { id: 'u-2', operatorId: 2 },
  { id: 'u-3', operatorId: null },
];

describe('calendar choice', () => {
  it('reads a stored list and ignores garbage', () => {
    expect(parseCalendarChoice('["u-1","u-3"]')).toEqual(['u-1', 'u-3']);
    expect(parseCalendarChoice('[1,"u-2"]')).toEqual(['u-2']);
    expect(parseCalendarChoice('{')).toBeNull();
    expect(parseCalendarChoice('"u-1"')).toBeNull();
    expect(parseCalendarChoice(null)).toBeNull();
  });

  it('keeps remembered calendars that still exist, also an empty choice, else shows the own calendar', () => {
    expect(effectiveCalendarChoice(['u-3', 'gone', 'u-1'], users, 2)).toEqual(['u-3', 'u-1']);
    expect(effectiveCalendarChoice([], users, 2)).toEqual([]);
    expect(effectiveCalendarChoice(null, users, 2)).toEqual(['u-2']);
    expect(effectiveCalendarChoice(null, users, 9)).toEqual([]);
  });

  it('toggles one calendar in choosing order', () => {
    expect(toggleCalendar(['u-1'], 'u-3', true)).toEqual(['u-1', 'u-3']);
    expect(toggleCalendar(['u-1', 'u-3'], 'u-1', false)).toEqual(['u-3']);
    expect(toggleCalendar(['u-1'], 'u-1', true)).toEqual(['u-1']);
  });

  it('cycles through the palettes', () => {
    expect(calendarPalette(0)).toBe('blue');
    expect(calendarPalette(8)).toBe('blue');
    expect(calendarPalette(1)).toBe('purple');
  });
});
