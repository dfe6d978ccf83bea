import type { WeekHours } from './business-hours.ts';

/**
 * Due times of a service level, counted in opening hours in Dutch local time (Europe/Amsterdam).
 *
 * Public holidays, when the opening hours close on them: Nieuwjaarsdag, Pasen (both days),
 * Koningsdag (27 April, 26 April when the 27th is a Sunday), Hemelvaartsdag, Pinksteren (both
 * days), Kerstmis (both days), and Bevrijdingsdag (5 May) only in lustrum years (2025, 2030, ...),
 * as most collective agreements give it off. Goede Vrijdag is not a day off in most agreements
 * and counts as a working day.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;

export interface Interval {
  from: Date;
  /** null: still running. */
  to: Date | null;
}

export interface ClockInput {
  hours: WeekHours;
  closedOnHolidays: boolean;
  start: Date;
  minutes: number;
  pauses?: Interval[];
}

/** Minutes of a time agreed as a number and unit ('min' or 'uur'). */
export function agreedMinutes(value: number, unit: string): number {
  return unit === 'min' ? value : value * 60;
}

/** Last Sunday of a month, as the day of the month. */
function lastSunday(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return last.getUTCDate() - last.getUTCDay();
}

/** Whether Dutch clocks show summer time (CEST) at the instant: EU rule, 01:00 UTC on the last Sundays of March and October. */
export function isSummerTime(instant: number): boolean {
  const year = new Date(instant).getUTCFullYear();
  const begins = Date.UTC(year, 2, lastSunday(year, 2), 1);
  const ends = Date.UTC(year, 9, lastSunday(year, 9), 1);
  return instant >= begins && instant < ends;
}

/** The instant a Dutch wall-clock time denotes; a time skipped in spring lands an hour later, a doubled one in autumn takes the first. */
export function amsterdamToInstant(year: number, month: number, day: number, hour: number, minute: number): number {
  const wall = Date.UTC(year, month, day, hour, minute);
  const summer = wall - 2 * 3_600_000;
  return isSummerTime(summer) ? summer : wall - 3_600_000;
}

/** The Dutch calendar date of an instant as a UTC-midnight timestamp. */
function amsterdamDate(instant: number): number {
  const local = new Date(instant + (isSummerTime(instant) ? 2 : 1) * 3_600_000);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
}

/** Easter Sunday (anonymous Gregorian algorithm), as a UTC-midnight timestamp. */
export function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Date.UTC(year, month - 1, day);
}

/** The public holidays of a year (see the module comment), as UTC-midnight timestamps. */
export function dutchHolidays(year: number): number[] {
  const easter = easterSunday(year);
  const kingsDay = new Date(Date.UTC(year, 3, 27)).getUTCDay() === 0 ? 26 : 27;
  return [
    Date.UTC(year, 0, 1),
    easter,
    easter + DAY,
    Date.UTC(year, 3, kingsDay),
    ...(year % 5 === 0 ? [Date.UTC(year, 4, 5)] : []),
    easter + 39 * DAY,
    easter + 49 * DAY,
    easter + 50 * DAY,
    Date.UTC(year, 11, 25),
    Date.UTC(year, 11, 26),
  ];
}

const holidayCache = new Map<number, Set<number>>();
function isHoliday(date: number): boolean {
  const year = new Date(date).getUTCFullYear();
  let days = holidayCache.get(year);
  if (!days) holidayCache.set(year, (days = new Set(dutchHolidays(year))));
  return days.has(date);
}

/** Open periods of one Dutch calendar day as instants. */
function openPeriods(date: number, hours: WeekHours, closedOnHolidays: boolean): Array<[number, number]> {
  if (closedOnHolidays && isHoliday(date)) return [];
  const day = new Date(date);
  const weekday = String(day.getUTCDay() === 0 ? 7 : day.getUTCDay());
  const at = (clock: string) => {
    const [hour, minute] = clock.split(':').map(Number);
    return amsterdamToInstant(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour, minute);
  };
  return (hours[weekday] ?? []).map(([from, to]) => [at(from), at(to)]);
}

/** The parts of [from, to) outside every pause; a running pause lasts forever. */
function withoutPauses(from: number, to: number, pauses: Interval[]): Array<[number, number]> {
  let parts: Array<[number, number]> = [[from, to]];
  for (const pause of pauses) {
    const pauseFrom = pause.from.getTime();
    const pauseTo = pause.to === null ? Infinity : pause.to.getTime();
    parts = parts.flatMap(([a, b]): Array<[number, number]> => {
      if (pauseTo <= a || pauseFrom >= b) return [[a, b]];
      return [...(pauseFrom > a ? [[a, pauseFrom] as [number, number]] : []), ...(pauseTo < b ? [[pauseTo, b] as [number, number]] : [])];
    });
  }
  return parts;
}

/** How far ahead a due time is looked for: hours that leave no open minute within this many days give none. */
const HORIZON_DAYS = 800;

/**
 * The instant at which `minutes` of open time have passed since `start`, outside the pauses;
 * null when that never happens (no opening hours, or a pause that has not ended yet).
 */
export function dueAt({ hours, closedOnHolidays, start, minutes, pauses = [] }: ClockInput): Date | null {
  let remaining = minutes * MINUTE;
  const begin = start.getTime();
  if (remaining <= 0) return new Date(begin);
  const firstDay = amsterdamDate(begin);
  for (let offset = 0; offset < HORIZON_DAYS; offset++) {
    const date = firstDay + offset * DAY;
    for (const [open, close] of openPeriods(date, hours, closedOnHolidays)) {
      for (const [from, to] of withoutPauses(Math.max(open, begin), close, pauses)) {
        if (to <= from) continue;
        if (to - from >= remaining) return new Date(from + remaining);
        remaining -= to - from;
      }
    }
  }
  return null;
}
