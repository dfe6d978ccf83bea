/**
 * The rules of a time registration as the time dialog applies them (spec core §5 "Time
 * registration", §9 "Time"): time spent as typed, the 24-hour cap, times in steps of five minutes,
 * start and end on one day.
 */

export type TimeUnit = 'minutes' | 'hours';
export type TimeMode = 'spent' | 'startEnd';

/** At most 24 hours in one registration. */
export const MAX_MINUTES = 1440;
/** Times are rounded to, and picked in, steps of five minutes. */
export const STEP_MINUTES = 5;
export const DESCRIPTION_MAX = 191;
/** The last start of a step on a day: 23:55. */
export const LAST_STEP = MAX_MINUTES - STEP_MINUTES;

const UNITS: Readonly<Record<string, TimeUnit>> = {
  m: 'minutes',
  min: 'minutes',
  minuut: 'minutes',
  minuten: 'minutes',
  u: 'hours',
  uur: 'hours',
  uren: 'hours',
};

const AMOUNT = /^(\d{1,6})(?:[.,](\d{1,2}))?\s*([a-z]*)$/;

export interface ParsedTimeSpent {
  /** Whole minutes; decimals of a minute are rounded. */
  minutes: number;
  /** The unit written, or the chosen unit when the text names none. */
  unit: TimeUnit;
}

/**
 * Time spent as typed: a number with comma or dot and at most two decimals, then optionally a unit
 * (m, min, minuut, minuten; u, uur, uren). A number without a unit counts in `chosenUnit`, the unit
 * the user picked in the dialog (and which is remembered for them). Null for empty text, a sign,
 * other letters or a third decimal.
 */
export function parseTimeSpent(text: string, chosenUnit: TimeUnit): ParsedTimeSpent | null {
  const match = AMOUNT.exec(text.trim().toLowerCase());
  if (!match) return null;
  const [, whole, decimals = '', word = ''] = match;
  const unit = word === '' ? chosenUnit : UNITS[word];
  if (!unit) return null;
  // In hundredths, so that 2.25 uur is exactly 135 minutes.
  const hundredths = Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
  const minutes = Math.round((hundredths * (unit === 'hours' ? 60 : 1)) / 100);
  return { minutes, unit };
}

/** Minutes written in a unit the way the parser reads them back: 90 → '1,5u' or '90m'. */
export function formatTimeSpent(minutes: number, unit: TimeUnit): string {
  if (unit === 'minutes') return `${minutes}m`;
  const hours = Math.round((minutes / 60) * 100) / 100;
  return `${String(hours).replace('.', ',')}u`;
}

/** The capped amount, and for the warning the maximum written in the unit that was used. */
export interface CappedTime {
  minutes: number;
  capped: boolean;
  /** 24 for hours, 1440 for minutes. */
  shown: number;
}

/** More than 24 hours is brought back to 24 hours. */
export function capTimeSpent(minutes: number, unit: TimeUnit): CappedTime {
  const capped = minutes > MAX_MINUTES;
  return { minutes: capped ? MAX_MINUTES : minutes, capped, shown: unit === 'hours' ? MAX_MINUTES / 60 : MAX_MINUTES };
}

const STEP_MS = STEP_MINUTES * 60_000;

/** A moment rounded to the nearest five minutes. */
export function roundToStep(moment: Date): Date {
  return new Date(Math.round(moment.getTime() / STEP_MS) * STEP_MS);
}

function startOfDay(moment: Date): Date {
  return new Date(moment.getFullYear(), moment.getMonth(), moment.getDate());
}

/**
 * When new work started: the rounded current time shifted back by the time spent, but never
 * before the start of that day.
 */
export function defaultExecutedAt(now: Date, minutes: number): Date {
  const end = roundToStep(now);
  const start = new Date(end.getTime() - minutes * 60_000);
  const day = startOfDay(end);
  return start < day ? day : start;
}

/**
 * The start (minutes since midnight) of work that takes `minutes`, moved back as far as needed for it
 * to end within its day, on a five-minute step: a registration begins and ends on the same day.
 */
export function startWithinDay(start: number, minutes: number): number {
  const latest = Math.floor((MAX_MINUTES - Math.min(minutes, MAX_MINUTES)) / STEP_MINUTES) * STEP_MINUTES;
  return Math.max(0, Math.min(start, latest));
}

/** 'HH:mm' → minutes since midnight; null for anything else. */
export function clockToMinutes(clock: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(clock);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** Minutes since midnight → 'HH:mm'. */
export function minutesToClock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The times of a day in steps of five minutes, as the time pickers offer them. */
export function clockSteps(): string[] {
  return Array.from({ length: MAX_MINUTES / STEP_MINUTES }, (_, index) => minutesToClock(index * STEP_MINUTES));
}

export interface StartEnd {
  /** Minutes since midnight. */
  start: number;
  end: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * Start and end after one of them changed. A start moved onto or past the end pushes the end on,
 * an end moved onto or before the start pulls the start back, keeping the length the work had
 * (at least five minutes), all within the day from 00:00 to 23:55.
 */
export function adjustStartEnd(previous: StartEnd, next: StartEnd, changed: 'start' | 'end'): StartEnd {
  const length = Math.max(STEP_MINUTES, previous.end - previous.start);
  const start = clamp(next.start, 0, LAST_STEP);
  const end = clamp(next.end, 0, LAST_STEP);
  if (end > start) return { start, end };
  if (changed === 'start') {
    const pushed = Math.min(start + length, LAST_STEP);
    return pushed > start ? { start, end: pushed } : { start: LAST_STEP - STEP_MINUTES, end: LAST_STEP };
  }
  const pulled = Math.max(end - length, 0);
  return pulled < end ? { start: pulled, end } : { start: 0, end: STEP_MINUTES };
}

/** Minutes since midnight of a moment, in the browser's time. */
export function minutesOfDay(moment: Date): number {
  return moment.getHours() * 60 + moment.getMinutes();
}

/** A date 'YYYY-MM-DD' and minutes since midnight as a moment in the browser's time. */
export function momentOf(date: string, minutes: number): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const moment = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 0, minutes);
  return Number.isNaN(moment.getTime()) ? null : moment;
}

/** 'YYYY-MM-DD' of a moment in the browser's time. */
export function dateOf(moment: Date): string {
  return `${moment.getFullYear()}-${String(moment.getMonth() + 1).padStart(2, '0')}-${String(moment.getDate()).padStart(2, '0')}`;
}

/** The description as the dialog keeps it: at most 191 characters. */
export const cutDescription = (text: string) => text.slice(0, DESCRIPTION_MAX);
