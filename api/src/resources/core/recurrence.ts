/**
 * Recurrence of ticket templates: an iCalendar RRULE (RFC 5545), optionally preceded by a
 * DTSTART line as rrule.js writes it ("DTSTART:20261102T070000Z\nRRULE:FREQ=WEEKLY;BYDAY=MO").
 * Templates repeat by day, week or month; the spec caps the interval per unit.
 */

export type Frequency = 'DAILY' | 'WEEKLY' | 'MONTHLY';

export interface Recurrence {
  frequency: Frequency;
  interval: number;
  start: string | null;
}

/** The largest interval per frequency: 99 days, 53 weeks or 12 months. */
export const MAX_INTERVAL: Record<Frequency, number> = { DAILY: 99, WEEKLY: 53, MONTHLY: 12 };

export const RECURRENCE_INVALID = 'De herhaling is ongeldig.';
export const RECURRENCE_INTERVAL = 'Het interval mag maximaal 99 dagen, 53 weken of 12 maanden zijn.';

const KNOWN_PARTS = new Set(['FREQ', 'INTERVAL', 'BYDAY', 'BYMONTHDAY', 'BYMONTH', 'BYSETPOS', 'BYHOUR', 'BYMINUTE', 'COUNT', 'UNTIL', 'WKST']);
const WEEKDAY = /^([+-]?\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$/;
const STAMP = /^\d{8}(T\d{6}Z?)?$/;

type Parsed = { recurrence: Recurrence } | { error: string };

export function parseRecurrence(text: string): Parsed {
  const invalid = { error: RECURRENCE_INVALID };
  let start: string | null = null;
  let rule: string | null = null;
  for (const line of text.trim().split(/\r?\n/)) {
    const trimmed = line.trim();
    if (trimmed.startsWith('DTSTART')) {
      const value = trimmed.slice(trimmed.lastIndexOf(':') + 1);
      if (!STAMP.test(value) || start !== null) return invalid;
      start = value;
    } else if (rule === null) {
      rule = trimmed.startsWith('RRULE:') ? trimmed.slice('RRULE:'.length) : trimmed;
    } else {
      return invalid;
    }
  }
  if (!rule) return invalid;

  const parts = new Map<string, string>();
  for (const part of rule.split(';')) {
    const [key, value, extra] = part.split('=');
    if (extra !== undefined || !key || !value || !KNOWN_PARTS.has(key) || parts.has(key)) return invalid;
    parts.set(key, value);
  }
  const frequency = parts.get('FREQ');
  if (frequency !== 'DAILY' && frequency !== 'WEEKLY' && frequency !== 'MONTHLY') return invalid;
  const rawInterval = parts.get('INTERVAL') ?? '1';
  if (!/^\d{1,6}$/.test(rawInterval) || Number(rawInterval) < 1) return invalid;
  const byDay = parts.get('BYDAY');
  if (byDay !== undefined && !byDay.split(',').every((day) => WEEKDAY.test(day))) return invalid;
  const byMonthDay = parts.get('BYMONTHDAY');
  if (byMonthDay !== undefined && !byMonthDay.split(',').every((day) => /^-?\d{1,2}$/.test(day) && Math.abs(Number(day)) >= 1 && Math.abs(Number(day)) <= 31)) {
    return invalid;
  }
  const until = parts.get('UNTIL');
  if (until !== undefined && !STAMP.test(until)) return invalid;
  const count = parts.get('COUNT');
  if (count !== undefined && !/^[1-9]\d{0,4}$/.test(count)) return invalid;

  const interval = Number(rawInterval);
  if (interval > MAX_INTERVAL[frequency]) return { error: RECURRENCE_INTERVAL };
  return { recurrence: { frequency, interval, start } };
}
