import { TIME_ZONE } from './common.ts';
import { MAX_MINUTES_PER_REGISTRATION, TOO_MUCH_TIME } from './durations.ts';

/** The rules of core §5 and §9 a time registration obeys, whoever writes it. */

/** The input cuts descriptions here, with a counter n/191. */
export const DESCRIPTION_MAX = 191;

export const TIME_RULE_TEXTS = {
  tooMuch: TOO_MUCH_TIME,
  sameDay: 'Een tijdregistratie moet op dezelfde dag beginnen en eindigen.',
  lineNotForTime: 'Op deze projectregel kan geen tijd geregistreerd worden; kies een regel van het type Uren fixed price of Uren nacalculatie.',
  lineInvoiced: 'Deze projectregel is al gefactureerd; er kan geen tijd meer op geregistreerd worden.',
  exported: 'Deze tijdregel is al geëxporteerd en kan niet meer gewijzigd worden.',
  notOperator: 'Alleen een behandelaar kan tijd registreren.',
} as const;

const dayOf = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day (YYYY-MM-DD) of a moment in the office's time zone. */
export const localDay = (at: Date) => dayOf.format(at);

/**
 * Whether work starting at `start` and lasting `minutes` stays on the local day it started: it may end
 * exactly at midnight, not later. Also answers false for more than a day's minutes.
 */
export function withinOneDay(start: Date, minutes: number): boolean {
  if (minutes > MAX_MINUTES_PER_REGISTRATION) return false;
  const lastMinute = new Date(start.getTime() + Math.max(0, minutes - 1) * 60_000);
  return localDay(start) === localDay(lastMinute);
}

const clock = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });

/** Minutes the office's clock is ahead of UTC at that moment. */
function offsetMinutes(at: Date): number {
  const part = (type: string) => Number(clock.formatToParts(at).find((entry) => entry.type === type)!.value);
  const local = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((local - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/** The moment the local day (YYYY-MM-DD) begins; clocks change at night, never at midnight. */
export function startOfLocalDay(day: string): Date {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  return new Date(utcMidnight.getTime() - offsetMinutes(utcMidnight) * 60_000);
}

/**
 * When work of `minutes` that ends at `end` began: shifted back by the time spent, but not before
 * the start of the day (a note with time written just after midnight).
 */
export function startOfWork(end: Date, minutes: number): Date {
  const start = end.getTime() - minutes * 60_000;
  return new Date(Math.max(start, startOfLocalDay(localDay(end)).getTime()));
}
