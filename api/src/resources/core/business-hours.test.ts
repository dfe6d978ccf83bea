import { describe, expect, it } from 'vitest';
import { isWeekHours } from './business-hours.ts';

describe('opening hours', () => {
  it('accepts days with ordered periods and closed days', () => {
    expect(isWeekHours({ 1: [['08:30', '12:00'], ['13:00', '17:00']], 6: [], 7: [] })).toBe(true);
    expect(isWeekHours({})).toBe(true);
  });

  it.each([
    ['a list', []],
    ['null', null],
    ['an unknown day', { 8: [['08:00', '17:00']] }],
    ['a period that runs backwards', { 1: [['17:00', '08:00']] }],
    ['overlapping periods', { 1: [['08:00', '12:30'], ['12:00', '17:00']] }],
    ['a bad clock time', { 1: [['8:00', '17:00']] }],
    ['a period with three times', { 1: [['08:00', '12:00', '17:00']] }],
    ['a day that is not a list', { 1: '08:00-17:00' }],
  ])('refuses %s', (_, value) => {
    expect(isWeekHours(value)).toBe(false);
  });
});
