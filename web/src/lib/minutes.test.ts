import { describe, expect, it } from 'vitest';
import { formatMinutes } from './minutes';

describe('formatMinutes', () => {
  it('shows hours and minutes', () => {
    expect(formatMinutes(0)).toBe('00:00');
    expect(formatMinutes(75)).toBe('01:15');
    expect(formatMinutes(1440)).toBe('24:00');
    expect(formatMinutes(-90)).toBe('-01:30');
  });
});
