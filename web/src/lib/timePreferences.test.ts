import { describe, expect, it } from 'vitest';
import { readTimePreferences, sanitizeTimePreferences, writeTimePreferences } from './timePreferences';

function memory() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('time preferences', () => {
  it('default to time spent in hours and drop what is unreadable', () => {
    expect(sanitizeTimePreferences(undefined)).toEqual({ mode: 'spent', unit: 'hours' });
    expect(sanitizeTimePreferences({ mode: 'timer', unit: 'days' })).toEqual({ mode: 'spent', unit: 'hours' });
    expect(sanitizeTimePreferences({ mode: 'startEnd', unit: 'minutes' })).toEqual({ mode: 'startEnd', unit: 'minutes' });
  });

  it('are kept per user, this browser before the server', () => {
    const storage = memory();
    writeTimePreferences(storage, 7, { mode: 'startEnd', unit: 'minutes' });
    expect(readTimePreferences(storage, 7, { 'time-registration': { mode: 'spent', unit: 'hours' } })).toEqual({ mode: 'startEnd', unit: 'minutes' });
    expect(readTimePreferences(storage, 8, { 'time-registration': { mode: 'spent', unit: 'minutes' } })).toEqual({ mode: 'spent', unit: 'minutes' });
    expect(readTimePreferences(storage, 8, {})).toEqual({ mode: 'spent', unit: 'hours' });
  });

  it('fall back to the server copy when the local copy is broken', () => {
    const storage = memory();
    storage.setItem('balie.preferences.7.time-registration', '{not json');
    expect(readTimePreferences(storage, 7, { 'time-registration': { mode: 'startEnd' } })).toEqual({ mode: 'startEnd', unit: 'hours' });
  });
});
