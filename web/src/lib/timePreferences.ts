import { preferencesKey, type KeyValueStorage } from './preferences';
import type { TimeMode, TimeUnit } from './timeSpent';

/** How a user likes to enter time; remembered per user like the list preferences (spec core §4). */
export interface TimePreferences {
  mode: TimeMode;
  unit: TimeUnit;
}

/** The name under which the server keeps them beside the lists' routes. */
export const TIME_PREFERENCES_ROUTE = 'time-registration';

export const DEFAULT_TIME_PREFERENCES: TimePreferences = { mode: 'spent', unit: 'hours' };

/** Reads stored preferences from untrusted JSON; what is unreadable falls back to the default. */
export function sanitizeTimePreferences(raw: unknown): TimePreferences {
  const value = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  return {
    mode: value.mode === 'startEnd' || value.mode === 'spent' ? value.mode : DEFAULT_TIME_PREFERENCES.mode,
    unit: value.unit === 'minutes' || value.unit === 'hours' ? value.unit : DEFAULT_TIME_PREFERENCES.unit,
  };
}

/** This browser's copy first, else the server's (saved on another device), else the default. */
export function readTimePreferences(storage: KeyValueStorage | null, userId: number, server: Readonly<Record<string, unknown>>): TimePreferences {
  try {
    const text = storage?.getItem(preferencesKey(userId, TIME_PREFERENCES_ROUTE));
    if (text) return sanitizeTimePreferences(JSON.parse(text));
  } catch {
    // Unreadable copy: use the server's.
  }
  return sanitizeTimePreferences(server[TIME_PREFERENCES_ROUTE]);
}

export function writeTimePreferences(storage: KeyValueStorage | null, userId: number, preferences: TimePreferences): void {
  try {
    storage?.setItem(preferencesKey(userId, TIME_PREFERENCES_ROUTE), JSON.stringify(preferences));
  } catch {
    // Storage full or blocked: the server copy still holds them.
  }
}
