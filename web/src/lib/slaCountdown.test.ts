import { describe, expect, it } from 'vitest';
import { countdown, spanText } from './slaCountdown';

const now = Date.parse('2026-11-26T12:00:00Z');

describe('sla countdown', () => {
  it('writes spans with their two largest parts', () => {
    expect(spanText(0)).toBe('0 min');
    expect(spanText(45)).toBe('45 min');
    expect(spanText(60)).toBe('1 u');
    expect(spanText(185)).toBe('3 u 5 min');
    expect(spanText(24 * 60)).toBe('1 d');
    expect(spanText(2 * 24 * 60 + 3 * 60 + 20)).toBe('2 d 3 u');
  });

  it('counts down, turns to soon within the hour and to expired once passed', () => {
    expect(countdown('2026-11-26T14:30:00Z', now)).toEqual({ text: 'nog 2 u 30 min', tone: 'running' });
    expect(countdown('2026-11-26T13:00:00Z', now)).toEqual({ text: 'nog 1 u', tone: 'soon' });
    expect(countdown('2026-11-26T12:00:30Z', now)).toEqual({ text: 'nog 1 min', tone: 'soon' });
    expect(countdown('2026-11-26T12:00:00Z', now)).toEqual({ text: '0 min verlopen', tone: 'expired' });
    expect(countdown('2026-11-26T10:50:00Z', now)).toEqual({ text: '1 u 10 min verlopen', tone: 'expired' });
  });
});
