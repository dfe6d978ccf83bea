/**
 * Opening hours as the week editor holds them: per ISO weekday ('1' Monday … '7' Sunday) the
 * periods [from, to] as typed. The API keeps the same shape (WeekHours) with HH:mm times.
 */
export type WeekDraft = Record<string, Array<[string, string]>>;

export const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The period a newly opened day or an added period starts with. */
export const NEW_PERIOD: [string, string] = ['09:00', '17:00'];

/** Every weekday with its periods from the stored hours; unknown or missing days are closed. */
export function draftFromHours(raw: unknown): WeekDraft {
  const source = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const draft: WeekDraft = {};
  for (const day of WEEKDAYS) {
    const periods = Array.isArray(source[day]) ? (source[day] as unknown[]) : [];
    draft[day] = periods.filter((p): p is [unknown, unknown] => Array.isArray(p) && p.length === 2).map(([from, to]) => [String(from ?? ''), String(to ?? '')]);
  }
  return draft;
}

/** '8:30' → '08:30', '0830' → '08:30', '8' → '08:00'; anything else stays as typed. */
export function normalizeClock(text: string): string {
  const typed = text.trim().replace('.', ':');
  const match = /^(\d{1,2})(?::?(\d{2}))?$/.exec(typed);
  if (!match) return typed;
  return `${match[1]!.padStart(2, '0')}:${match[2] ?? '00'}`;
}

/** The indexes of a day's periods that break the API's rule: HH:mm, running forward, not overlapping. */
export function invalidPeriods(periods: ReadonlyArray<readonly [string, string]>): number[] {
  const invalid: number[] = [];
  let previousEnd = '';
  periods.forEach(([rawFrom, rawTo], index) => {
    const from = normalizeClock(rawFrom);
    const to = normalizeClock(rawTo);
    if (!CLOCK.test(from) || !CLOCK.test(to) || from >= to || from < previousEnd) invalid.push(index);
    else previousEnd = to;
  });
  return invalid;
}

export function isValidWeek(draft: WeekDraft): boolean {
  return WEEKDAYS.every((day) => invalidPeriods(draft[day] ?? []).length === 0);
}

/** The hours the API stores: every weekday, closed days as an empty list, times as HH:mm. */
export function hoursFromDraft(draft: WeekDraft): WeekDraft {
  const hours: WeekDraft = {};
  for (const day of WEEKDAYS) hours[day] = (draft[day] ?? []).map(([from, to]) => [normalizeClock(from), normalizeClock(to)]);
  return hours;
}

/** A form value holds the draft as JSON text. */
export function draftFromText(text: string): WeekDraft {
  try {
    return draftFromHours(JSON.parse(text));
  } catch {
    return draftFromHours({});
  }
}

/** One line per weekday for the detail screen: 'Maandag 08:30–12:00, 13:00–17:00' or 'Maandag gesloten'. */
export function weekSummary(draft: WeekDraft, dayNames: readonly string[], closed: string): string[] {
  return WEEKDAYS.map((day, index) => {
    const periods = draft[day] ?? [];
    const text = periods.length === 0 ? closed : periods.map(([from, to]) => `${from}–${to}`).join(', ');
    return `${dayNames[index]} ${text}`;
  });
}

/** A new period starts an hour after the last one ends, so adding one rarely needs retyping both times. */
export function nextPeriod(periods: ReadonlyArray<readonly [string, string]>): [string, string] {
  const last = periods[periods.length - 1]?.[1] ?? '';
  const hour = Number(last.slice(0, 2));
  if (!/^\d{2}:\d{2}$/.test(last) || hour >= 22) return ['', ''];
  const pad = (n: number) => String(n).padStart(2, '0');
  return [`${pad(hour + 1)}${last.slice(2)}`, `${pad(Math.min(hour + 4, 23))}${last.slice(2)}`];
}
