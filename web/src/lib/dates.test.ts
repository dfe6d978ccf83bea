import { describe, expect, it } from 'vitest';
import { formatDateTime, formatRelativeTime } from './dates';

describe('formatDateTime', () => {
  it('formats as DD-MM-YYYY HH:mm:ss', () => {
    expect(formatDateTime(new Date(2026, 10, 2, 9, 5, 7))).toBe('02-11-2026 09:05:07');
  });

  it('reads ISO strings', () => {
    const local = new Date(2026, 0, 31, 23, 59, 0);
    expect(formatDateTime(local.toISOString())).toBe('31-01-2026 23:59:00');
  });

  it('returns an empty string for garbage', () => {
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('formatRelativeTime', () => {
  const now = new Date(2026, 10, 22, 12, 0, 0);

  it('speaks Dutch about the past, in the largest unit that fits', () => {
    expect(formatRelativeTime(new Date(2026, 10, 22, 11, 57, 0), now)).toBe('3 minuten geleden');
    expect(formatRelativeTime(new Date(2026, 10, 22, 6, 30, 0), now)).toBe('5 uur geleden');
    expect(formatRelativeTime(new Date(2026, 10, 21, 10, 0, 0), now)).toBe('gisteren');
    expect(formatRelativeTime(new Date(2026, 10, 20, 12, 0, 0), now)).toBe('eergisteren');
    expect(formatRelativeTime(new Date(2026, 10, 19, 12, 0, 0), now)).toBe('3 dagen geleden');
    expect(formatRelativeTime(new Date(2026, 7, 1, 12, 0, 0), now)).toBe('3 maanden geleden');
    expect(formatRelativeTime(new Date(2024, 10, 1, 12, 0, 0), now)).toBe('2 jaar geleden');
  });

  it('says "nu" for this very moment and counts seconds within the minute', () => {
    expect(formatRelativeTime(now, now)).toBe('nu');
    expect(formatRelativeTime(new Date(2026, 10, 22, 11, 59, 20), now)).toBe('40 seconden geleden');
  });

  it('speaks Dutch about the future', () => {
    expect(formatRelativeTime(new Date(2026, 10, 22, 14, 0, 0), now)).toBe('over 2 uur');
    expect(formatRelativeTime(new Date(2026, 10, 23, 13, 0, 0), now)).toBe('morgen');
  });

  it('returns an empty string for garbage', () => {
    expect(formatRelativeTime('', now)).toBe('');
  });
});
