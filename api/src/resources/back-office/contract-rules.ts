/**
 * Pure rules of contract hours (spec back-office §2 Contract detail, §3 Contract): the periods a
 * periodic contract has, which time a contract covers, how time beyond the bundle is priced, and
 * when a prepaid contract tops itself up.
 */

/** A prepaid contract: hours come from bought prepaid cards, not from a period. */
export const PREPAID = 'none';

/** Months per period of a periodic contract; 'none' (prepaid) has no periods of its own. */
export const PERIOD_MONTHS: Readonly<Record<string, number>> = { month: 1, quarter: 3, half_year: 6, year: 12 };

export interface PeriodSchedule {
  period: string;
  /** yyyy-mm-dd */
  startDate: string;
  endDate: string | null;
}

export interface PeriodSpan {
  periodStart: string;
  periodEnd: string;
}

const DAY = 86_400_000;
const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (text: string) => Date.parse(`${text}T00:00:00Z`);

/** The day `months` months after a date, the day of month kept where the month has it (31 Jan + 1 = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return dayText(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(day, last)));
}

/**
 * The n-th period (0-based) of a periodic contract. Every start is counted from the contract's
 * start date, not from the previous period, so a contract starting on the 31st keeps the 31st
 * where a month has one. The last period ends on the contract's end date.
 */
export function nthPeriod(schedule: PeriodSchedule, n: number): PeriodSpan {
  const months = PERIOD_MONTHS[schedule.period];
  const periodStart = addMonths(schedule.startDate, n * months);
  const naturalEnd = dayText(dayMs(addMonths(schedule.startDate, (n + 1) * months)) - DAY);
  const periodEnd = schedule.endDate !== null && schedule.endDate < naturalEnd ? schedule.endDate : naturalEnd;
  return { periodStart, periodEnd };
}

/**
 * The periods still to make for a periodic contract: those after the last day already covered
 * (`coveredUntil`, null when it has none), up to and including the one holding `until` (today),
 * none starting after the contract's end date. Catching up after downtime gives every missed one.
 */
export function periodsDue(schedule: PeriodSchedule, coveredUntil: string | null, until: string): PeriodSpan[] {
  if (!(schedule.period in PERIOD_MONTHS)) return [];
  const due: PeriodSpan[] = [];
  for (let n = 0; ; n++) {
    const span = nthPeriod(schedule, n);
    if (span.periodStart > until) break;
    if (schedule.endDate !== null && span.periodStart > schedule.endDate) break;
    if (coveredUntil === null || span.periodStart > coveredUntil) due.push(span);
  }
  return due;
}

/** The minutes of a periodic contract's bundle: its hours. */
export const bundleMinutes = (quantity: number | null) => Math.max(0, Math.round(Number(quantity ?? 0) * 60));

export interface CoveringContract {
  id: number;
  startDate: string;
  endDate: string | null;
  archived: boolean;
  companyIds: readonly number[];
  serviceId: number | null;
  /** Empty: every ticket type. */
  ticketTypeIds: readonly number[];
  /** Empty: every activity. */
  activityIds: readonly number[];
}

export interface CoveredWork {
  /** yyyy-mm-dd, the registration's local date. */
  date: string;
  companyId: number | null;
  serviceId: number | null;
  ticketTypeId: number | null;
  activityId: number | null;
}

/**
 * Whether a contract covers time booked on a ticket: the ticket's company is one of the
 * contract's, the contract runs on the day, and its service, ticket types and activities match
 * where the contract names them.
 */
export function covers(contract: CoveringContract, work: CoveredWork): boolean {
  if (contract.archived || work.companyId === null || !contract.companyIds.includes(work.companyId)) return false;
  if (work.date < contract.startDate || (contract.endDate !== null && work.date > contract.endDate)) return false;
  if (contract.serviceId !== null && contract.serviceId !== work.serviceId) return false;
  if (contract.ticketTypeIds.length > 0 && (work.ticketTypeId === null || !contract.ticketTypeIds.includes(work.ticketTypeId))) return false;
  if (contract.activityIds.length > 0 && (work.activityId === null || !contract.activityIds.includes(work.activityId))) return false;
  return true;
}

/** Of the contracts that cover the work, the one it is deducted from: the longest running, then the oldest. */
export function coveringContract<T extends CoveringContract>(contracts: readonly T[], work: CoveredWork): T | null {
  const matching = contracts.filter((contract) => covers(contract, work));
  matching.sort((a, b) => (a.startDate === b.startDate ? a.id - b.id : a.startDate < b.startDate ? -1 : 1));
  return matching[0] ?? null;
}

export interface ContractTime {
  /** The registration's minutes as spent. */
  spentMinutes: number;
  /** The minutes invoiced (rounded up). */
  billedMinutes: number;
  /** Minutes of the same period registered before this one (by start time). */
  usedBefore: number;
  bundleMinutes: number;
  /** Rate inside the bundle. */
  hourlyRate: number;
  /** Rate beyond the bundle: the contract's, else the activity's. */
  extraRate: number;
}

export interface ContractTimeLine {
  insideMinutes: number;
  outsideMinutes: number;
  quantity: number;
  price: number;
  /** Whether the time crosses the bundle's end. */
  split: boolean;
}

const cents = (value: number) => Math.round(value * 100) / 100;
const hours = (minutes: number) => cents(minutes / 60);

/**
 * How time on a contract is invoiced: inside the bundle at the hourly rate, beyond it at the extra
 * rate. Time that crosses the bundle's end stays one invoice line (the registration keeps its one
 * line) of quantity 1 at the exact amount of both parts; the rounding up of the billed minutes
 * counts inside the bundle. Time wholly on one side is its hours at that side's rate.
 */
export function contractTimeLine(time: ContractTime): ContractTimeLine {
  const outsideSpent = Math.min(time.spentMinutes, Math.max(0, time.usedBefore + time.spentMinutes - time.bundleMinutes));
  if (outsideSpent === 0) return { insideMinutes: time.billedMinutes, outsideMinutes: 0, quantity: hours(time.billedMinutes), price: time.hourlyRate, split: false };
  if (outsideSpent === time.spentMinutes) return { insideMinutes: 0, outsideMinutes: time.billedMinutes, quantity: hours(time.billedMinutes), price: time.extraRate, split: false };
  const insideMinutes = time.billedMinutes - outsideSpent;
  const amount = cents((insideMinutes / 60) * time.hourlyRate + (outsideSpent / 60) * time.extraRate);
  return { insideMinutes, outsideMinutes: outsideSpent, quantity: 1, price: amount, split: true };
}

export interface TopUpState {
  remainingMinutes: number;
  /** upgrade_below_quantity, in hours. */
  belowHours: number;
  /** Whether the remaining has been at or above the threshold since the last automatic top-up. */
  armed: boolean;
}

/**
 * Automatic top-up of a prepaid contract, once per crossing: buy when the remaining drops below
 * the threshold while armed; disarmed by that buy until the remaining is at or above it again.
 */
export function topUpDecision(state: TopUpState): { buy: boolean; armed: boolean } {
  const threshold = state.belowHours * 60;
  if (state.remainingMinutes >= threshold) return { buy: false, armed: true };
  return { buy: state.armed, armed: false };
}
