import { isValid, lightFormat, parseISO } from 'date-fns';

export type DateInput = string | Date;

function toDate(value: DateInput): Date {
  return typeof value === 'string' ? parseISO(value) : value;
}

/** DD-MM-YYYY HH:mm:ss in the browser's time zone; empty for an unreadable value. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return isValid(date) ? lightFormat(date, 'dd-MM-yyyy HH:mm:ss') : '';
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

// The largest unit that fits the distance, so it reads as a person would say it.
const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', YEAR],
  ['month', MONTH],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
  ['second', SECOND],
];

// The browser's own Dutch wording ('gisteren', 'over 2 uur'), without a date library's locales.
const relative = new Intl.RelativeTimeFormat('nl', { numeric: 'auto' });

/** Dutch relative time such as "3 minuten geleden", "gisteren" or "over 2 uur"; empty for an unreadable value. */
export function formatRelativeTime(value: DateInput, now: Date = new Date()): string {
  const date = toDate(value);
  if (!isValid(date)) return '';
  const distance = date.getTime() - now.getTime();
  const [unit, size] = UNITS.find(([, length]) => Math.abs(distance) >= length) ?? UNITS[UNITS.length - 1]!;
  return relative.format(Math.trunc(distance / size), unit);
}
