import { parseColumnFilters, type FilterValue } from './filters';
import type { SortDirection, SortOrder } from './order';
import { PAGE_SIZES } from './pagination';

/** A column's place and visibility as the user arranged them ('Kolommen aanpassen'). */
export interface ColumnSetting {
  id: string;
  visible: boolean;
}

/**
 * What a list remembers per user and route (spec core §9): order, filters, columns, page size,
 * the last quick filter, and the order of the quick filters.
 */
export interface ListPreferences {
  order?: SortOrder;
  filters?: Record<string, FilterValue>;
  search?: string;
  perPage?: number;
  columns?: ColumnSetting[];
  preset?: string | null;
  presetOrder?: string[];
}

const PREFIX = 'balie.preferences';

export function preferencesKey(userId: string | number, route: string): string {
  return `${PREFIX}.${userId}.${route}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return Boolean(value) && typeof value === 'object' && !Array.isArray(value);
}

function parseOrder(raw: unknown): SortOrder | undefined {
  if (!isRecord(raw)) return undefined;
  const field = raw.field;
  const direction = typeof raw.direction === 'string' ? raw.direction.toUpperCase() : '';
  if (typeof field !== 'string' || !field || (direction !== 'ASC' && direction !== 'DESC')) return undefined;
  return { field, direction: direction as SortDirection };
}

function parseColumns(raw: unknown): ColumnSetting[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  const seen = new Set<string>();
  const out: ColumnSetting[] = [];
  for (const item of raw) {
    if (!isRecord(item) || typeof item.id !== 'string' || seen.has(item.id)) continue;
    seen.add(item.id);
    out.push({ id: item.id, visible: item.visible !== false });
  }
  return out.length > 0 ? out : undefined;
}

function parseStrings(raw: unknown): string[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  return raw.filter((v): v is string => typeof v === 'string');
}

/** Reads preferences from untrusted JSON (storage, the server); whatever is unreadable is left out. */
export function sanitizePreferences(raw: unknown): ListPreferences {
  if (!isRecord(raw)) return {};
  const out: ListPreferences = {};
  const order = parseOrder(raw.order);
  if (order) out.order = order;
  if (raw.filters !== undefined) out.filters = parseColumnFilters(raw.filters);
  if (typeof raw.search === 'string') out.search = raw.search;
  if (typeof raw.perPage === 'number' && (PAGE_SIZES as readonly number[]).includes(raw.perPage)) out.perPage = raw.perPage;
  const columns = parseColumns(raw.columns);
  if (columns) out.columns = columns;
  if (typeof raw.preset === 'string' || raw.preset === null) out.preset = raw.preset;
  const presetOrder = parseStrings(raw.presetOrder);
  if (presetOrder) out.presetOrder = presetOrder;
  return out;
}

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function readPreferences(storage: KeyValueStorage | null, userId: string | number, route: string): ListPreferences | null {
  if (!storage) return null;
  try {
    const text = storage.getItem(preferencesKey(userId, route));
    return text ? sanitizePreferences(JSON.parse(text)) : null;
  } catch {
    return null;
  }
}

export function writePreferences(storage: KeyValueStorage | null, userId: string | number, route: string, preferences: ListPreferences): void {
  if (!storage) return;
  try {
    storage.setItem(preferencesKey(userId, route), JSON.stringify(preferences));
  } catch {
    // Storage full or blocked: the server copy still holds the preferences.
  }
}

/** A list that failed to load forgets its cached columns, filters, order and page size (spec core §8). */
export function clearPreferences(storage: KeyValueStorage | null, userId: string | number, route: string): void {
  if (!storage) return;
  try {
    storage.removeItem(preferencesKey(userId, route));
  } catch {
    // Nothing stored.
  }
}

/**
 * The preferences to start from: this browser's copy if it has one, else what the server keeps
 * for the user (saved on another device), else nothing.
 */
export function choosePreferences(local: ListPreferences | null, server: unknown, route: string): ListPreferences {
  if (local) return local;
  if (isRecord(server) && route in server) return sanitizePreferences(server[route]);
  return {};
}

/** Adds `patch` to stored preferences; `undefined` in the patch removes a key. */
export function mergePreferences(current: ListPreferences, patch: Partial<ListPreferences>): ListPreferences {
  const next: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) delete next[key];
    else next[key] = value;
  }
  return sanitizePreferences(next);
}
