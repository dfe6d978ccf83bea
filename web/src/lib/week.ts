import { addDays, addWeeks, differenceInCalendarDays, format, isValid, parse, startOfDay, startOfWeek } from 'date-fns';

/** Weeks start on Monday (spec core §9). */
const WEEK_OPTIONS = { weekStartsOn: 1 } as const;

/** Monday 00:00 of the week holding `date`. */
export function weekStart(date: Date): Date {
  return startOfWeek(startOfDay(date), WEEK_OPTIONS);
}

/** The seven days of the week starting at `monday`, Monday first. */
export function weekDays(monday: Date): Date[] {
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** The week `offset` weeks from the one starting at `monday`. */
export function shiftWeek(monday: Date, offset: number): Date {
  return addWeeks(monday, offset);
}

/** A week in the address bar: the Monday as YYYY-MM-DD. */
export function weekParam(monday: Date): string {
  return format(monday, 'yyyy-MM-dd');
}

/** The week an address names (any day in it counts); the current week for nothing or garbage. */
export function weekFromParam(value: string | null, today: Date): Date {
  if (value && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const date = parse(value, 'yyyy-MM-dd', new Date(2000, 0, 1));
    if (isValid(date)) return weekStart(date);
  }
  return weekStart(today);
}

/** From Monday 00:00 up to (not including) the next Monday 00:00, as ISO timestamps for a BETWEEN filter. */
export function weekRange(monday: Date): [string, string] {
  return [monday.toISOString(), addWeeks(monday, 1).toISOString()];
}

/** Items by the day (index 0 Monday ... 6 Sunday) their moment falls on; items outside the week are left out, each day in time order. */
export function groupByWeekday<T>(monday: Date, items: readonly T[], momentOf: (item: T) => string | null | undefined): T[][] {
  const days: T[][] = Array.from({ length: 7 }, () => []);
  const timed = items
    .map((item) => {
      const moment = momentOf(item);
      return { item, at: moment ? new Date(moment) : null };
    })
    .filter((entry): entry is { item: T; at: Date } => entry.at !== null && isValid(entry.at))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const { item, at } of timed) {
    const index = differenceInCalendarDays(at, monday);
    if (index >= 0 && index < 7) days[index]!.push(item);
  }
  return days;
}
