/** Colour palettes for the chosen calendars, in the order they were chosen. */
export const CALENDAR_PALETTES = ['blue', 'purple', 'teal', 'orange', 'pink', 'cyan', 'green', 'red'] as const;

export function calendarPalette(index: number): (typeof CALENDAR_PALETTES)[number] {
  return CALENDAR_PALETTES[((index % CALENDAR_PALETTES.length) + CALENDAR_PALETTES.length) % CALENDAR_PALETTES.length]!;
}

/** The remembered choice as stored; null when nothing (readable) was stored. */
export function parseCalendarChoice(raw: string | null): string[] | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : null;
  } catch {
    return null;
  }
}

/**
 * The calendars shown: the remembered ones that still exist, or without a remembered choice the
 * signed-in operator's own calendar.
 */
export function effectiveCalendarChoice(stored: readonly string[] | null, users: readonly { id: string; operatorId?: number | null }[], viewerId: number): string[] {
  if (stored) {
    const known = new Set(users.map((user) => user.id));
    return stored.filter((id) => known.has(id));
  }
  const own = users.find((user) => user.operatorId === viewerId);
  return own ? [own.id] : [];
}

/** Adds or removes one calendar, keeping the order of choosing. */
export function toggleCalendar(chosen: readonly string[], id: string, on: boolean): string[] {
  const without = chosen.filter((current) => current !== id);
  return on ? [...without, id] : without;
}
