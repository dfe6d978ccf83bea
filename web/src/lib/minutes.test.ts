import { describe, expect, it } from 'vitest';
import { formatMinutes, minutesFromHours } from './minutes';

describe('formatMinutes', () => {
  it('shows hours and minutes', () => {
    expect(formatMinutes(0)).toBe('00:00');
    expect(formatMinutes(75)).toBe('01:15');
    expect(formatMinutes(1440)).toBe('24:00');
    expect(formatMinutes(-90)).toBe('-01:30');
  });
});

describe('minutesFromHours', () => {
  it('reads whole, decimal and H:MM hours as minutes', () => {
    expect(minutesFromHours('12')).toBe(720);
    expect(minutesFromHours('1,5')).toBe(90);
    expect(minutesFromHours('1.25')).toBe(75);
    expect(minutesFromHours(' 1:30 ')).toBe(90);
    expect(minutesFromHours('0:05')).toBe(5);
    expect(minutesFromHours('0,01')).toBe(1);
  });

  it('round-trips what formatMinutes shows', () => {
    for (const minutes of [0, 5, 59, 60, 90, 755, 6000]) expect(minutesFromHours(formatMinutes(minutes))).toBe(minutes);
  });

  it('refuses what is not an amount of hours', () => {
    for (const text of ['', 'abc', '-1', '1:60', '1:5', '1,5,0', '1:30:00', '1 uur']) expect(minutesFromHours(text)).toBeNull();
  });
});
