import { SUBSCRIPTION_PERIODS } from './enums.ts';

/**
 * The money and calendar rules of a subscription's billing run, on calendar days as YYYY-MM-DD.
 *
 * A subscription bills cycles of `periods` × `period` months. `start_period` is the first day not
 * yet billed; on `next_billing_date` one run bills `invoice_periods` cycles from there, and both
 * dates move on by what was billed. Line prices are per cycle.
 */

/** A calendar day as YYYY-MM-DD. */
export type Day = string;

/** How a start or change inside a cycle is billed (the tenant setting resolves 'system'). */
export type ChangeBilling = 'start' | 'start_month' | 'prorate' | 'no';

/** A run at most bills this many missed billing dates of one subscription per tick; the rest follow in the next tick. */
export const SUBSCRIPTION_CATCH_UP_LIMIT = 12;

const MS_PER_DAY = 86_400_000;
const toUtc = (day: Day) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const fromUtc = (ms: number): Day => new Date(ms).toISOString().slice(0, 10);

export const addDays = (day: Day, days: number): Day => fromUtc(toUtc(day) + days * MS_PER_DAY);

/** Days from `from` up to, not including, `to`. */
export const daysBetween = (from: Day, to: Day): number => Math.round((toUtc(to) - toUtc(from)) / MS_PER_DAY);

/** The same day `months` later (or earlier); a day the month lacks becomes its last day (31 January + 1 = 28 February). */
export function addMonths(day: Day, months: number): Day {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1 + months;
  const target = new Date(Date.UTC(year, month, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(Number(day.slice(8, 10)), lastDay));
  return fromUtc(target.getTime());
}

/** Months in one cycle: `periods` times the period's months. */
export function cycleMonths(periods: number, period: string): number {
  const months = SUBSCRIPTION_PERIODS.find((option) => option.value === period)?.months;
  if (months === undefined) throw new Error(`Unknown subscription period ${period}`);
  return Math.max(1, periods) * months;
}

/** 'system' follows the tenant setting invoicing.pro_rate_subscriptions: pro rata when on, else the change waits for the next cycle. */
export function changeBillingOf(setting: string, tenantProrates: boolean): ChangeBilling {
  if (setting === 'start' || setting === 'start_month' || setting === 'prorate' || setting === 'no') return setting;
  return tenantProrates ? 'prorate' : 'no';
}

export const dutchDate = (day: Day) => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;

/** The period text of an invoice line: 'Periode 01-12-2026 t/m 31-12-2026'. */
export const periodText = (from: Day, until: Day) => `Periode ${dutchDate(from)} t/m ${dutchDate(until)}`;

/** Days billed (`from` up to and including `until`) and the price factor: how many cycles that is worth. */
export interface BilledSpan {
  from: Day;
  until: Day;
  factor: number;
}

/** Share of a cycle [cycleFrom, cycleEnd) covered by [from, until], by days. */
export const proRataFactor = (from: Day, until: Day, cycleFrom: Day, cycleEnd: Day): number => daysBetween(from, addDays(until, 1)) / daysBetween(cycleFrom, cycleEnd);

/** Whole months counted back from `end` until they reach `day`: the months a start_month bill covers. */
function monthsBackTo(end: Day, day: Day, limit: number): number {
  let months = 1;
  while (months < limit && addMonths(end, -months) > day) months += 1;
  return months;
}

/**
 * The unbilled part of the cycle that ends just before `startPeriod`, from `from` on: a start
 * ('Gestart op') or a line's pro-rata date inside it. prorate: by days; start: the whole cycle;
 * start_month: from the first (period) month it falls in; no: nothing. A day before that cycle
 * counts from the cycle's start.
 */
export function runningCyclePart(startPeriod: Day, months: number, from: Day, billing: ChangeBilling): BilledSpan | null {
  if (billing === 'no' || from >= startPeriod) return null;
  const cycleFrom = addMonths(startPeriod, -months);
  const until = addDays(startPeriod, -1);
  const start = from > cycleFrom ? from : cycleFrom;
  if (billing === 'start') return { from: cycleFrom, until, factor: 1 };
  if (billing === 'start_month') {
    const counted = monthsBackTo(startPeriod, start, months);
    return { from: addMonths(startPeriod, -counted), until, factor: counted / months };
  }
  return { from: start, until, factor: proRataFactor(start, until, cycleFrom, startPeriod) };
}

export interface SubscriptionTerms {
  periods: number;
  period: string;
  startPeriod: Day;
  nextBillingDate: Day;
  billingStartDate: Day | null;
  /** Last day of the subscription, inclusive. */
  terminationDate: Day | null;
  invoicePeriods: number;
  billing: ChangeBilling;
}

export interface BillingRun {
  /** The billing date this run is for. */
  billingDate: Day;
  /** A start inside the cycle before startPeriod, billed once on the first run. */
  startPart: BilledSpan | null;
  /** The cycles ahead, cut at the termination date. */
  ahead: BilledSpan | null;
  nextStartPeriod: Day;
  nextBillingDate: Day;
}

/**
 * The next billing date keeps its distance to the period start: billed 5 days before a period
 * starts, the next one is also billed 5 days before it starts.
 */
export const nextBillingDateOf = (billingDate: Day, startPeriod: Day, nextStartPeriod: Day): Day => addDays(nextStartPeriod, daysBetween(startPeriod, billingDate));

/** Whether anything is left to bill: not ended before its first unbilled day. */
export const hasPeriodsLeft = (terms: Pick<SubscriptionTerms, 'startPeriod' | 'terminationDate'>) => terms.terminationDate === null || terms.terminationDate >= terms.startPeriod;

/**
 * One billing run: `invoice_periods` cycles from startPeriod. With a termination inside them the
 * cycles stop there; the last, partial cycle is billed by days when prorating, by its months for
 * start_month, and whole otherwise (terminating inside a cycle does not make it cheaper).
 * Null when nothing is left to bill.
 */
export function billingRun(terms: SubscriptionTerms): BillingRun | null {
  if (!hasPeriodsLeft(terms)) return null;
  const months = cycleMonths(terms.periods, terms.period);
  const cycles = Math.max(1, terms.invoicePeriods);
  const end = terms.terminationDate;
  let factor = 0;
  let until = terms.startPeriod;
  for (let cycle = 0; cycle < cycles; cycle++) {
    const cycleFrom = addMonths(terms.startPeriod, cycle * months);
    const cycleEnd = addMonths(terms.startPeriod, (cycle + 1) * months);
    if (end !== null && end < cycleFrom) break;
    if (end === null || end >= addDays(cycleEnd, -1)) {
      factor += 1;
      until = addDays(cycleEnd, -1);
      continue;
    }
    if (terms.billing === 'prorate') {
      factor += proRataFactor(cycleFrom, end, cycleFrom, cycleEnd);
      until = end;
    } else if (terms.billing === 'start_month') {
      let counted = 1;
      while (counted < months && addMonths(cycleFrom, counted) <= end) counted += 1;
      factor += counted / months;
      until = addDays(addMonths(cycleFrom, counted), -1);
    } else {
      factor += 1;
      until = addDays(cycleEnd, -1);
    }
    break;
  }
  const nextStartPeriod = addMonths(terms.startPeriod, cycles * months);
  const start = terms.billingStartDate;
  const startsInside = start !== null && start < terms.startPeriod && start > addMonths(terms.startPeriod, -months);
  return {
    billingDate: terms.nextBillingDate,
    startPart: startsInside ? runningCyclePart(terms.startPeriod, months, start, terms.billing) : null,
    ahead: factor > 0 ? { from: terms.startPeriod, until, factor } : null,
    nextStartPeriod,
    nextBillingDate: nextBillingDateOf(terms.nextBillingDate, terms.startPeriod, nextStartPeriod),
  };
}

/** A per-cycle price for a span: times its factor, to cents, halves away from zero (float noise trimmed first). */
export function priceFor(price: number, factor: number): number {
  const cents = Number((price * factor * 100).toPrecision(12));
  return (Math.sign(cents) * Math.round(Math.abs(cents))) / 100;
}

/**
 * The quantity a line's pro-rata date bills in the running cycle: what it has more (or less) than
 * its last billed quantity; a line never billed counts in full.
 */
export const changedQuantity = (quantity: number, billedQuantity: number | null): number => quantity - (billedQuantity ?? 0);
