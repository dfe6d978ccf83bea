import type { PeriodRange } from './statistics';

/**
 * The months (YYYY-MM) of the SLA report for a statistics period: from the month of its first day
 * up to the month of its last day; an open end is the current month, an open start the report's
 * default of twelve months.
 */
export function reportMonths(range: PeriodRange): { from: string | null; to: string | null } {
  const from = range.from ? range.from.slice(0, 7) : null;
  if (!range.until) return { from, to: null };
  const last = new Date(`${range.until}T12:00:00Z`);
  last.setUTCDate(last.getUTCDate() - 1);
  return { from, to: last.toISOString().slice(0, 7) };
}

/** Share met of the met and missed, as a whole percentage; null when nothing was decided yet. */
export function metShare(met: number, missed: number): number | null {
  return met + missed === 0 ? null : Math.round((met / (met + missed)) * 100);
}
