import { addMonths, addWeeks, addYears, format, startOfISOWeek, startOfMonth, startOfYear } from 'date-fns';

export type StatsPeriod = 'month' | 'lastMonth' | 'weeks4' | 'months3' | 'months12' | 'year' | 'lastYear' | 'all';

/** The periods a statistics screen offers, shortest first. */
export const STATS_PERIODS: readonly StatsPeriod[] = ['month', 'lastMonth', 'weeks4', 'months3', 'months12', 'year', 'lastYear', 'all'];

/** Days as YYYY-MM-DD: `from` is the first day covered, `until` the first day no longer covered. */
export interface PeriodRange {
  from: string | null;
  until: string | null;
}

const day = (date: Date) => format(date, 'yyyy-MM-dd');

/** The days a period covers; weeks start on Monday, months and years on their first day. */
export function periodRange(period: StatsPeriod, today: Date): PeriodRange {
  switch (period) {
    case 'month':
      return { from: day(startOfMonth(today)), until: null };
    case 'lastMonth':
      return { from: day(addMonths(startOfMonth(today), -1)), until: day(startOfMonth(today)) };
    case 'weeks4':
      return { from: day(addWeeks(startOfISOWeek(today), -3)), until: null };
    case 'months3':
      return { from: day(addMonths(startOfMonth(today), -2)), until: null };
    case 'months12':
      return { from: day(addMonths(startOfMonth(today), -11)), until: null };
    case 'year':
      return { from: day(startOfYear(today)), until: null };
    case 'lastYear':
      return { from: day(addYears(startOfYear(today), -1)), until: day(startOfYear(today)) };
    case 'all':
      return { from: null, until: null };
  }
}

export interface DateFilter {
  field: string;
  operator: 'GTE' | 'LT';
  value: string;
}

/** The period as filters on a date field, for the statistics query. */
export function periodFilter(field: string, range: PeriodRange): DateFilter[] {
  return [
    ...(range.from ? [{ field, operator: 'GTE' as const, value: range.from }] : []),
    ...(range.until ? [{ field, operator: 'LT' as const, value: range.until }] : []),
  ];
}

/**
 * The Mondays (YYYY-MM-DD) of the weeks a period touches up to today, so weeks without data still
 * get their column; an open-ended period ('all') takes its weeks from the data found.
 */
export function periodWeeks(range: PeriodRange, today: Date, found: readonly string[]): string[] {
  if (!range.from) return [...new Set(found)].sort();
  const last = range.until ? new Date(`${range.until}T12:00:00`).getTime() - 86_400_000 : today.getTime();
  const weeks: string[] = [];
  for (let monday = startOfISOWeek(new Date(`${range.from}T12:00:00`)); monday.getTime() <= last; monday = addWeeks(monday, 1)) weeks.push(day(monday));
  return weeks;
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

/** One sum of grouped rows by their key, for looking up a matrix cell; missing keys count as 0. */
export function sumByKey(rows: readonly StatsRowData[], measure: number | 'count'): ReadonlyMap<string, number> {
  return new Map(rows.map((row) => [String(row.key), measureOf(row, measure)]));
}

/** A period key as a chart names it under its column: 'wk 47', 'nov 2026', '16-11'. */
export function shortPeriodLabel(key: string, interval: 'DAY' | 'WEEK' | 'MONTH'): string {
  const date = new Date(`${key}T12:00:00`);
  if (Number.isNaN(date.getTime())) return key;
  if (interval === 'MONTH') return periodLabel(key, interval);
  return interval === 'WEEK' ? `wk ${format(date, 'I')}` : format(date, 'dd-MM');
}
