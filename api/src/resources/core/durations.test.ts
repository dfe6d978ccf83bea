import { describe, expect, it } from 'vitest';
import { estimateMinutes, roundUpMinutes } from './durations.ts';

describe('durations', () => {
  it.each([
    [1, 5],
    [5, 5],
    [6, 10],
    [59, 60],
    [61, 65],
    [1440, 1440],
  ])('rounds %i minutes up to %i', (minutes, rounded) => {
    expect(roundUpMinutes(minutes)).toBe(rounded);
  });

  it('reads hh:mm estimates', () => {
    expect(estimateMinutes('00:45')).toBe(45);
    expect(estimateMinutes('02:30')).toBe(150);
    expect(estimateMinutes('99:59')).toBe(5999);
  });

  it.each(['2:30', '02:60', '0230', '02:3', 'ab:cd', '', '100:00', ' 02:30'])('refuses estimate %j', (value) => {
    expect(estimateMinutes(value)).toBeNull();
  });
});
