import { describe, expect, it } from 'vitest';
import { localDay, startOfLocalDay, startOfWork, withinOneDay } from './time-rules.ts';

describe('localDay', () => {
  it('is the day in Amsterdam, not in UTC', () => {
    expect(localDay(new Date('2026-11-19T23:30:00Z'))).toBe('2026-11-20');
    expect(localDay(new Date('2026-07-19T22:30:00Z'))).toBe('2026-07-20');
    expect(localDay(new Date('2026-11-20T22:59:00Z'))).toBe('2026-11-20');
  });
});

describe('withinOneDay', () => {
  // Midnight of 20 November in Amsterdam (UTC+1).
  const midnight = new Date('2026-11-19T23:00:00Z');

  it('takes a whole day from midnight to midnight, not a minute more', () => {
    expect(withinOneDay(midnight, 1440)).toBe(true);
    expect(withinOneDay(midnight, 1441)).toBe(false);
    expect(withinOneDay(new Date(midnight.getTime() + 5 * 60_000), 1440)).toBe(false);
  });

  it('lets work end exactly at midnight but not cross it', () => {
    const late = new Date('2026-11-20T22:00:00Z');
    expect(withinOneDay(late, 60)).toBe(true);
    expect(withinOneDay(late, 61)).toBe(false);
    expect(withinOneDay(late, 1)).toBe(true);
  });

  it('follows summer time', () => {
    // 23:30 on 20 July in Amsterdam (UTC+2): half an hour to midnight.
    expect(withinOneDay(new Date('2026-07-20T21:30:00Z'), 30)).toBe(true);
    expect(withinOneDay(new Date('2026-07-20T21:30:00Z'), 31)).toBe(false);
  });
});

describe('startOfLocalDay', () => {
  it('is midnight in Amsterdam in winter and in summer', () => {
    expect(startOfLocalDay('2026-11-20').toISOString()).toBe('2026-11-19T23:00:00.000Z');
    expect(startOfLocalDay('2026-07-20').toISOString()).toBe('2026-07-19T22:00:00.000Z');
    // The days the clocks change.
    expect(startOfLocalDay('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startOfLocalDay('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
  });
});

describe('startOfWork', () => {
  it('shifts back by the time spent', () => {
    expect(startOfWork(new Date('2026-11-20T10:00:00Z'), 45).toISOString()).toBe('2026-11-20T09:15:00.000Z');
  });

  it('does not go back past the start of the day', () => {
    // 00:20 in Amsterdam with 45 minutes: the work is taken to start at midnight.
    const start = startOfWork(new Date('2026-11-19T23:20:00Z'), 45);
    expect(start.toISOString()).toBe('2026-11-19T23:00:00.000Z');
    expect(withinOneDay(start, 45)).toBe(true);
    expect(withinOneDay(startOfWork(new Date('2026-11-19T23:20:00Z'), 1440), 1440)).toBe(true);
  });
});
