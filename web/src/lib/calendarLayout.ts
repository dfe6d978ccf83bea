/**
 * Placing calendar events in a week's hour grid. Everything works in one named time zone, so that a
 * day is the wall-clock day there (23 or 25 hours long on a DST change) whatever the machine's zone.
 */

export const DAY_MINUTES = 24 * 60;

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

/** The wall-clock reading of an instant in a time zone. */
export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

/** Minutes the zone is ahead of UTC at an instant. */
function offsetMinutes(instant: Date, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** A calendar date as YYYY-MM-DD. */
export type DateKey = string;

function parseKey(date: DateKey): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new Error(`Not a date: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** The date `days` after `date` (calendar arithmetic, no time zone involved). */
export function addDaysToKey(date: DateKey, days: number): DateKey {
  const [year, month, day] = parseKey(date);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The wall-clock date of an instant in the zone. */
export function dateKeyOf(instant: Date, timeZone: string): DateKey {
  const p = zonedParts(instant, timeZone);
  return `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/**
 * The instant a wall-clock time on a date names in the zone. A time skipped by the spring change
 * falls after the gap (02:30 becomes 03:30); a repeated autumn hour takes its first occurrence.
 */
export function zonedInstant(date: DateKey, minutes: number, timeZone: string): Date {
  const [year, month, day] = parseKey(date);
  const wall = Date.UTC(year, month - 1, day, 0, minutes);
  const earlier = offsetMinutes(new Date(wall - 14 * 3_600_000), timeZone);
  const later = offsetMinutes(new Date(wall + 14 * 3_600_000), timeZone);
  for (const offset of [earlier, later]) {
    const candidate = new Date(wall - offset * 60_000);
    if (offsetMinutes(candidate, timeZone) === offset) return candidate;
  }
  return new Date(wall - earlier * 60_000);
}

export interface CalendarDay {
  date: DateKey;
  /** The day's first instant in the zone. */
  start: Date;
  /** The next day's first instant. */
  end: Date;
}

/** Monday to Sunday from the Monday `monday`, each day bounded by midnight in the zone. */
export function calendarWeek(monday: DateKey, timeZone: string): CalendarDay[] {
  return Array.from({ length: 7 }, (_, index) => {
    const date = addDaysToKey(monday, index);
    return { date, start: zonedInstant(date, 0, timeZone), end: zonedInstant(addDaysToKey(date, 1), 0, timeZone) };
  });
}

/** The instants a week's events are asked for: from Monday 00:00 up to the next Monday 00:00. */
export function calendarWeekRange(monday: DateKey, timeZone: string): { start: string; end: string } {
  return { start: zonedInstant(monday, 0, timeZone).toISOString(), end: zonedInstant(addDaysToKey(monday, 7), 0, timeZone).toISOString() };
}

/** Minutes past midnight on the wall clock, where an instant at or after the day's end counts as 24:00. */
function wallMinutes(instant: Date, day: CalendarDay, timeZone: string): number {
  if (instant.getTime() <= day.start.getTime()) return 0;
  if (instant.getTime() >= day.end.getTime()) return DAY_MINUTES;
  const p = zonedParts(instant, timeZone);
  return p.hour * 60 + p.minute;
}

export interface TimedItem {
  start: Date;
  end: Date;
}

export interface PlacedItem<T> {
  item: T;
  /** Wall-clock minutes from the day's midnight. */
  top: number;
  bottom: number;
  /** Side by side: this item's lane and how many lanes its group of overlapping items needs. */
  lane: number;
  lanes: number;
  /** The item began on an earlier day or runs into the next one. */
  continuesBefore: boolean;
  continuesAfter: boolean;
}

/** Items shorter than this still get a readable block. */
export const MIN_BLOCK_MINUTES = 20;

/**
 * The items of one day in the hour grid: their part of the day, and a lane each so that items that
 * overlap stand side by side; a group of items that overlap one another (directly or through others)
 * shares one lane count.
 */
export function layoutDay<T>(items: readonly T[], timeOf: (item: T) => TimedItem, day: CalendarDay, timeZone: string): PlacedItem<T>[] {
  const present = items
    .map((item) => ({ item, time: timeOf(item) }))
    .filter(({ time }) => time.start.getTime() < day.end.getTime() && Math.max(time.end.getTime(), time.start.getTime() + 1) > day.start.getTime())
    .map(({ item, time }) => {
      const top = wallMinutes(time.start, day, timeZone);
      const bottom = Math.min(DAY_MINUTES, Math.max(wallMinutes(time.end, day, timeZone), top + MIN_BLOCK_MINUTES));
      return {
        item,
        top: Math.min(top, DAY_MINUTES - MIN_BLOCK_MINUTES),
        bottom,
        lane: 0,
        lanes: 1,
        continuesBefore: time.start.getTime() < day.start.getTime(),
        continuesAfter: time.end.getTime() > day.end.getTime(),
      };
    })
    .sort((a, b) => a.top - b.top || b.bottom - a.bottom);

  let group: PlacedItem<T>[] = [];
  let laneEnds: number[] = [];
  let groupEnd = -1;
  const closeGroup = () => {
    for (const placed of group) placed.lanes = laneEnds.length;
    group = [];
    laneEnds = [];
  };
  for (const placed of present) {
    if (placed.top >= groupEnd) closeGroup();
    let lane = laneEnds.findIndex((end) => end <= placed.top);
    if (lane === -1) {
      lane = laneEnds.length;
      laneEnds.push(placed.bottom);
    } else {
      laneEnds[lane] = placed.bottom;
    }
    placed.lane = lane;
    group.push(placed);
    groupEnd = Math.max(groupEnd, placed.bottom);
  }
  closeGroup();
  return present;
}

/** A point in the grid (minutes from midnight) rounded down to the slot it falls in. */
export function slotAt(minutes: number, slot = 30): number {
  const clamped = Math.min(Math.max(minutes, 0), DAY_MINUTES - slot);
  return Math.floor(clamped / slot) * slot;
}

/** A dropped block's top rounded to the nearest slot, so a drop a pixel short of the line still lands on it. */
export function nearestSlot(minutes: number, slot = 15): number {
  return slotAt(minutes + slot / 2, slot);
}

/** Moves an item so it starts at `start`, keeping its length. */
export function moveTo(time: TimedItem, start: Date): TimedItem {
  return { start, end: new Date(start.getTime() + (time.end.getTime() - time.start.getTime())) };
}
