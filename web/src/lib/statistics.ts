import { addMonths, addWeeks, format, startOfISOWeek, startOfMonth, startOfYear } from 'date-fns';

export type StatsPeriod = 'weeks4' | 'months3' | 'months12' | 'year' | 'all';

/** The first day a period covers, as YYYY-MM-DD; null for everything. Weeks start on Monday. */
export function periodStart(period: StatsPeriod, today: Date): string | null {
  switch (period) {
    case 'weeks4':
      return format(addWeeks(startOfISOWeek(today), -3), 'yyyy-MM-dd');
    case 'months3':
      return format(addMonths(startOfMonth(today), -2), 'yyyy-MM-dd');
    case 'months12':
      return format(addMonths(startOfMonth(today), -11), 'yyyy-MM-dd');
    case 'year':
      return format(startOfYear(today), 'yyyy-MM-dd');
    case 'all':
      return null;
  }
}

export interface StatsRowData {
  readonly key: unknown;
  readonly label: string | null | undefined;
  readonly count: number;
  readonly sums: readonly number[];
}

/** The value a row is measured by: the count, or one of the sums. */
export const measureOf = (row: StatsRowData, measure: number | 'count') => (measure === 'count' ? row.count : (row.sums[measure] ?? 0));

/**
 * Rows as a panel shows them: periods in time order; other groups largest first, the tail beyond
 * `limit` folded into one 'Overig' row so the totals still add up.
 */
export function panelRows(rows: readonly StatsRowData[], options: { chronological: boolean; measure: number | 'count'; limit: number; otherLabel: string }): StatsRowData[] {
  if (options.chronological) return [...rows].sort((a, b) => String(a.key).localeCompare(String(b.key)));
  const sorted = [...rows].sort((a, b) => measureOf(b, options.measure) - measureOf(a, options.measure) || String(a.label ?? '').localeCompare(String(b.label ?? '')));
  if (sorted.length <= options.limit) return sorted;
  const head = sorted.slice(0, options.limit - 1);
  const tail = sorted.slice(options.limit - 1);
  const sumCount = tail[0].sums.length;
  const other: StatsRowData = {
    key: null,
    label: options.otherLabel,
    count: tail.reduce((total, row) => total + row.count, 0),
    sums: Array.from({ length: sumCount }, (_, index) => tail.reduce((total, row) => total + (row.sums[index] ?? 0), 0)),
  };
  return [...head, other];
}

/** A bar's width in percent of the largest value; never negative. */
export function barShare(value: number, largest: number): number {
  if (largest <= 0 || value <= 0) return 0;
  return Math.round((value / largest) * 1000) / 10;
}

/** A period key (first day) as the panel names it: 'wk 47 · 17-11-2025', 'nov. 2025', '17-11-2025'. */
export function periodLabel(key: string, interval: 'DAY' | 'WEEK' | 'MONTH'): string {
  const date = new Date(`${key}T12:00:00`);
  if (Number.isNaN(date.getTime())) return key;
  if (interval === 'MONTH') return new Intl.DateTimeFormat('nl-NL', { month: 'short', year: 'numeric' }).format(date);
  const day = format(date, 'dd-MM-yyyy');
  return interval === 'WEEK' ? `wk ${format(date, 'I')} · ${day}` : day;
}
