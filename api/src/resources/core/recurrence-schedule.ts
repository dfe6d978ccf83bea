import { parseRecurrence, RECURRENCE_INVALID, type Frequency } from './recurrence.ts';

/**
 * When a recurring template is due: the occurrences of its rule (RFC 5545, the subset rrule.js
 * writes for day, week and month rules), computed in UTC as rrule.js does.
 */

const DAY_MS = 86_400_000;
const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;

interface WeekdayPart {
  /** 1 = the first of the month, -1 = the last; null = every. */
  nth: number | null;
  /** 0 = Sunday, as getUTCDay. */
  day: number;
}

export interface Rule {
  frequency: Frequency;
  interval: number;
  start: Date | null;
  byDay: WeekdayPart[];
  byMonthDay: number[];
  byMonth: number[];
  bySetPos: number[];
  byHour: number[];
  byMinute: number[];
  count: number | null;
  until: Date | null;
  weekStart: number;
}

/** 20261102T070000Z, 20261102T070000 (read as UTC) or 20261102. */
function stamp(value: string): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z?)?$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour = '0', minute = '0', second = '0'] = match.slice(1);
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second)));
  return date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day) ? date : null;
}

/** A list of whole numbers from min to max; with allowNegative also -max to -1 (counted from the end). */
function numbers(value: string | undefined, min: number, max: number, allowNegative = false): number[] | null {
  if (value === undefined) return [];
  const list = value.split(',').map((part) => (/^[+-]?\d{1,3}$/.test(part) ? Number(part) : Number.NaN));
  const fits = (n: number) => Number.isInteger(n) && ((n >= min && n <= max) || (allowNegative && n <= -1 && n >= -max));
  return list.every(fits) ? list : null;
}

/** The rule with every part read, or null when it is not one the scheduler can follow. */
export function parseRule(text: string): Rule | null {
  const parsed = parseRecurrence(text);
  if ('error' in parsed) return null;
  const line = text
    .trim()
    .split(/\r?\n/)
    .map((entry) => entry.trim())
    .find((entry) => !entry.startsWith('DTSTART'))!;
  const parts = new Map(
    (line.startsWith('RRULE:') ? line.slice(6) : line).split(';').map((part) => part.split('=') as [string, string]),
  );
  const byDay: WeekdayPart[] = [];
  for (const entry of parts.get('BYDAY')?.split(',') ?? []) {
    const match = /^([+-]?\d{1,2})?([A-Z]{2})$/.exec(entry)!;
    const nth = match[1] === undefined ? null : Number(match[1]);
    if (nth !== null && (nth === 0 || Math.abs(nth) > 5)) return null;
    byDay.push({ nth, day: WEEKDAYS.indexOf(match[2] as (typeof WEEKDAYS)[number]) });
  }
  const byMonthDay = numbers(parts.get('BYMONTHDAY'), 1, 31, true);
  const byMonth = numbers(parts.get('BYMONTH'), 1, 12);
  const bySetPos = numbers(parts.get('BYSETPOS'), 1, 366, true);
  const byHour = numbers(parts.get('BYHOUR'), 0, 23);
  const byMinute = numbers(parts.get('BYMINUTE'), 0, 59);
  const weekStart = WEEKDAYS.indexOf((parts.get('WKST') ?? 'MO') as (typeof WEEKDAYS)[number]);
  const until = parts.has('UNTIL') ? stamp(parts.get('UNTIL')!) : null;
  if (!byMonthDay || !byMonth || !bySetPos || !byHour || !byMinute || weekStart < 0 || (parts.has('UNTIL') && !until)) return null;
  const { frequency, interval, start } = parsed.recurrence;
  const startDate = start === null ? null : stamp(start);
  if (start !== null && !startDate) return null;
  return {
    frequency,
    interval,
    start: startDate,
    byDay,
    byMonthDay,
    byMonth,
    bySetPos,
    byHour,
    byMinute,
    count: parts.has('COUNT') ? Number(parts.get('COUNT')) : null,
    until,
    weekStart,
  };
}

/** The Dutch error of a rule the scheduler cannot follow, or null. */
export function scheduleError(text: string): string | null {
  const parsed = parseRecurrence(text);
  if ('error' in parsed) return parsed.error;
  return parseRule(text) ? null : RECURRENCE_INVALID;
}

const dayStart = (date: Date) => Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** Whether the day (UTC midnight) is the nth (or any) such weekday of its month. */
function weekdayMatches(day: Date, part: WeekdayPart, monthly: boolean): boolean {
  if (day.getUTCDay() !== part.day) return false;
  if (part.nth === null || !monthly) return true;
  const date = day.getUTCDate();
  if (part.nth > 0) return Math.ceil(date / 7) === part.nth;
  return Math.ceil((daysInMonth(day.getUTCFullYear(), day.getUTCMonth()) - date + 1) / 7) === -part.nth;
}

function monthDayMatches(day: Date, monthDay: number): boolean {
  const length = daysInMonth(day.getUTCFullYear(), day.getUTCMonth());
  return day.getUTCDate() === (monthDay > 0 ? monthDay : length + monthDay + 1);
}

/** The candidate days (UTC midnights) of the period that starts `index` intervals after the anchor's. */
function periodDays(rule: Rule, anchor: Date, index: number): Date[] {
  const step = index * rule.interval;
  let days: Date[];
  if (rule.frequency === 'DAILY') {
    days = [new Date(dayStart(anchor) + step * DAY_MS)];
  } else if (rule.frequency === 'WEEKLY') {
    const back = (anchor.getUTCDay() - rule.weekStart + 7) % 7;
    const first = dayStart(anchor) - back * DAY_MS + step * 7 * DAY_MS;
    days = Array.from({ length: 7 }, (_, offset) => new Date(first + offset * DAY_MS));
  } else {
    const year = anchor.getUTCFullYear();
    const month = anchor.getUTCMonth() + step;
    const length = daysInMonth(year, month);
    days = Array.from({ length }, (_, offset) => new Date(Date.UTC(year, month, offset + 1)));
  }
  const monthly = rule.frequency === 'MONTHLY';
  return days.filter((day) => {
    if (rule.byMonth.length > 0 && !rule.byMonth.includes(day.getUTCMonth() + 1)) return false;
    if (rule.byMonthDay.length > 0 && !rule.byMonthDay.some((monthDay) => monthDayMatches(day, monthDay))) return false;
    if (rule.byDay.length > 0) return rule.byDay.some((part) => weekdayMatches(day, part, monthly));
    // Without BYDAY or BYMONTHDAY a rule repeats on the anchor's weekday (weekly) or day of the month (monthly).
    if (rule.frequency === 'WEEKLY') return day.getUTCDay() === anchor.getUTCDay();
    if (monthly && rule.byMonthDay.length === 0) return day.getUTCDate() === anchor.getUTCDate();
    return true;
  });
}

/** Periods looked at before giving up on a rule that matches no day (BYMONTHDAY=31 in February only). */
const MAX_PERIODS = 20_000;

/** Every occurrence from the anchor on, in order, within COUNT and UNTIL. */
function* occurrenceStream(rule: Rule, anchor: Date): Generator<Date> {
  const hours = rule.byHour.length > 0 ? rule.byHour : [anchor.getUTCHours()];
  const minutes = rule.byMinute.length > 0 ? rule.byMinute : [anchor.getUTCMinutes()];
  let emitted = 0;
  let idle = 0;
  for (let index = 0; idle < MAX_PERIODS; index++) {
    const moments: Date[] = [];
    for (const day of periodDays(rule, anchor, index)) {
      for (const hour of hours) {
        for (const minute of minutes) moments.push(new Date(day.getTime() + hour * 3_600_000 + minute * 60_000 + anchor.getUTCSeconds() * 1000));
      }
    }
    moments.sort((a, b) => a.getTime() - b.getTime());
    const chosen =
      rule.bySetPos.length === 0
        ? moments
        : [...new Set(rule.bySetPos.map((position) => moments[position > 0 ? position - 1 : moments.length + position]).filter(Boolean))].sort(
            (a, b) => a.getTime() - b.getTime(),
          );
    idle = chosen.length === 0 ? idle + 1 : 0;
    for (const moment of chosen) {
      if (moment < anchor) continue;
      if (rule.until && moment > rule.until) return;
      if (rule.count !== null && emitted >= rule.count) return;
      emitted += 1;
      yield moment;
    }
  }
}

/**
 * Occurrences after `after` up to and including `until`. Without DTSTART the rule starts at
 * `fallbackStart` (the template's creation).
 */
export function occurrencesBetween(rule: Rule, fallbackStart: Date, after: Date, until: Date): Date[] {
  const found: Date[] = [];
  for (const moment of occurrenceStream(rule, rule.start ?? fallbackStart)) {
    if (moment > until) break;
    if (moment > after) found.push(moment);
  }
  return found;
}

/** The first occurrence after `after`, or null when the rule has ended. */
export function nextOccurrence(rule: Rule, fallbackStart: Date, after: Date): Date | null {
  for (const moment of occurrenceStream(rule, rule.start ?? fallbackStart)) if (moment > after) return moment;
  return null;
}

/** When a template with this rule, created at `created`, runs first after `now`; null when never. */
export function firstRunAfter(text: string, created: Date, now: Date): Date | null {
  const rule = parseRule(text);
  return rule ? nextOccurrence(rule, created, now) : null;
}
