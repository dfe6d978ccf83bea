import { describe, expect, it } from 'vitest';
import {
  choosePreferences,
  clearPreferences,
  mergePreferences,
  preferencesKey,
  readPreferences,
  sanitizePreferences,
  writePreferences,
  type KeyValueStorage,
} from './preferences';

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('list preferences', () => {
  it('are kept per user and route', () => {
    const storage = memoryStorage();
    writePreferences(storage, 7, 'companies.index', { perPage: 50, order: { field: 'name', direction: 'ASC' } });
    writePreferences(storage, 8, 'companies.index', { perPage: 5 });
    expect(readPreferences(storage, 7, 'companies.index')).toEqual({ perPage: 50, order: { field: 'name', direction: 'ASC' } });
    expect(readPreferences(storage, 8, 'companies.index')).toEqual({ perPage: 5 });
    expect(readPreferences(storage, 7, 'clients.index')).toBeNull();
    expect([...storage.data.keys()]).toContain(preferencesKey(7, 'companies.index'));
  });

  it('survive broken storage', () => {
    const storage = memoryStorage();
    storage.setItem(preferencesKey(1, 'tickets.index'), '{not json');
    expect(readPreferences(storage, 1, 'tickets.index')).toBeNull();
    expect(readPreferences(null, 1, 'tickets.index')).toBeNull();
    const throwing: KeyValueStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    };
    expect(readPreferences(throwing, 1, 'tickets.index')).toBeNull();
    expect(() => writePreferences(throwing, 1, 'tickets.index', {})).not.toThrow();
  });

  it('can be cleared after a failed load', () => {
    const storage = memoryStorage();
    writePreferences(storage, 1, 'tickets.index', { perPage: 25 });
    clearPreferences(storage, 1, 'tickets.index');
    expect(readPreferences(storage, 1, 'tickets.index')).toBeNull();
  });

  it('drop what they cannot read', () => {
    expect(
      sanitizePreferences({
        order: { field: 'name', direction: 'sideways' },
        perPage: 7,
        filters: { name: 'bv', empty: '' },
        columns: [{ id: 'name' }, { id: 'name', visible: false }, { id: 'city', visible: false }, 'x'],
        preset: 12,
        presetOrder: ['3', 4, '1'],
      }),
    ).toEqual({
      filters: { name: 'bv' },
      columns: [
        { id: 'name', visible: true },
        { id: 'city', visible: false },
      ],
      presetOrder: ['3', '1'],
    });
    expect(sanitizePreferences('x')).toEqual({});
  });

  it("prefer this browser's copy, then the server's", () => {
    const server = { 'companies.index': { perPage: 100 } };
    expect(choosePreferences({ perPage: 5 }, server, 'companies.index')).toEqual({ perPage: 5 });
    expect(choosePreferences(null, server, 'companies.index')).toEqual({ perPage: 100 });
    expect(choosePreferences(null, server, 'clients.index')).toEqual({});
    expect(choosePreferences(null, null, 'clients.index')).toEqual({});
  });

  it('merge patches, removing undefined keys', () => {
    const merged = mergePreferences({ perPage: 25, preset: '3' }, { preset: undefined, search: 'vpn' });
    expect(merged).toEqual({ perPage: 25, search: 'vpn' });
  });
});
