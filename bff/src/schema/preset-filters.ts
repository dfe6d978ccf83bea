import type { Builder } from '../upstream/client.ts';
import { listBuilder, type FieldFilter } from './filters.ts';
import type { ResourceModel } from './model.ts';
import { toCamel } from './names.ts';

/**
 * A saved quick filter (table preset) read the way the web list screen reads it
 * (web/src/lib/quickFilters.ts and filters.ts): `filter_config.columnFilters` keyed by the list's
 * column ids, 'me' for the viewer, 'none' for "no value", relative date options. The BFF needs it
 * for the live widget counts, which are counted for each subscriber without a browser.
 */

type Kind = 'text' | 'number' | 'boolean' | 'date' | 'statusUnchanged' | 'select';

interface ColumnSpec {
  kind?: Kind;
  field: string;
  me?: 'viewer' | 'categories' | 'line';
}

/**
 * Columns whose filter the list's column id alone does not tell (the other columns follow the
 * convention: a belongs-to relation filters on its key, a to-many one on its ids, anything else on
 * the field of the column's name). Mirrors the column definitions of the ticket and task lists.
 */
const COLUMN_SPECS: Record<string, Record<string, ColumnSpec>> = {
  tickets: {
    lineType: { kind: 'select', field: 'lineType', me: 'line' },
    categories: { kind: 'select', field: 'categories.id', me: 'categories' },
    unfinishedTasksCount: { kind: 'number', field: 'unfinishedTasksCount' },
  },
  tasks: {
    related: { kind: 'select', field: 'morphableType' },
  },
};

const DATE_OPTIONS = ['today', 'future', '+1', '+2', '+3', '-1', '-2', 'past', 'none'];
const UNCHANGED_DAYS: Record<string, number> = { '1d': 1, '2d': 2, '3d': 3, '1w': 7, '2w': 14 };

/** Who 'me' is: the viewer, their categories and their line (1st/2nd). */
export interface ViewerFacts {
  id: number;
  categoryIds: number[];
  line: number | null;
}

/** A column filter as stored: one option or text, or a list of select values. */
type FilterValue = string | string[];

function columnFiltersOf(filterConfig: unknown): Record<string, FilterValue> {
  const raw = (filterConfig as { columnFilters?: unknown } | null)?.columnFilters;
  const out: Record<string, FilterValue> = {};
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return out;
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (typeof value === 'string' && value.trim() !== '') out[key] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') out[key] = String(value);
    else if (Array.isArray(value)) {
      const list = value.filter((item) => typeof item === 'string' || typeof item === 'number').map(String);
      if (list.length > 0) out[key] = list;
    }
  }
  return out;
}

function specOf(model: ResourceModel | undefined, type: string, column: string, value: FilterValue): ColumnSpec {
  const known = COLUMN_SPECS[type]?.[column];
  if (known) return known;
  const belongsTo = model?.belongsTo.find((relation) => relation.field === column);
  if (belongsTo) return { kind: 'select', field: toCamel(belongsTo.key), me: 'viewer' };
  if (model?.toMany.some((relation) => relation.field === column)) return { kind: 'select', field: `${column}.id`, me: column === 'categories' ? 'categories' : 'viewer' };
  return { kind: Array.isArray(value) ? 'select' : undefined, field: column };
}

/** The kind of a single-value filter without a known spec, read from its value the way the list stores it. */
function kindOfValue(value: string): Kind {
  if (DATE_OPTIONS.includes(value)) return 'date';
  if (value === '1m' || value in UNCHANGED_DAYS) return 'statusUnchanged';
  if (value === 'true' || value === 'false') return 'boolean';
  return 'text';
}

const addDays = (date: Date, days: number) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days, date.getHours(), date.getMinutes(), date.getSeconds(), date.getMilliseconds());

function dateFilter(field: string, option: string, now: Date): FieldFilter {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const day = (offset: number): FieldFilter => {
    const from = addDays(today, offset);
    return { field, operator: 'BETWEEN', value: [from.toISOString(), addDays(from, 1).toISOString()] };
  };
  switch (option) {
    case 'future':
      return { field, operator: 'GT', value: now.toISOString() };
    case 'past':
      return { field, operator: 'LT', value: now.toISOString() };
    case 'none':
      return { field, operator: 'IS_NULL' };
    case 'today':
      return day(0);
    default:
      return day(Number(option));
  }
}

function unchangedSince(option: string, now: Date): Date {
  if (option === '1m') return new Date(now.getFullYear(), now.getMonth() - 1, now.getDate(), now.getHours(), now.getMinutes(), now.getSeconds(), now.getMilliseconds());
  return addDays(now, -UNCHANGED_DAYS[option]);
}

const idValue = (raw: string): string | number => (/^-?\d+$/.test(raw) ? Number(raw) : raw);

/** One column filter of an effective preset ('me' already replaced) as a GraphQL FieldFilter. */
function toFieldFilter(spec: ColumnSpec, value: FilterValue, now: Date): FieldFilter | null {
  const text = (Array.isArray(value) ? (value[0] ?? '') : value).trim();
  const kind = spec.kind ?? kindOfValue(text);
  const { field } = spec;
  switch (kind) {
    case 'text':
      return { field, operator: 'LIKE', value: `%${text}%` };
    case 'number': {
      const number = Number(text.replace(',', '.'));
      return Number.isFinite(number) ? { field, operator: 'EQ', value: number } : null;
    }
    case 'boolean':
      return text === 'true' || text === 'false' ? { field, operator: 'EQ', value: text === 'true' } : null;
    case 'date':
      return DATE_OPTIONS.includes(text) ? dateFilter(field, text, now) : null;
    case 'statusUnchanged':
      return text === '1m' || text in UNCHANGED_DAYS ? { field, operator: 'LTE', value: unchangedSince(text, now).toISOString() } : null;
    case 'select': {
      const chosen = Array.isArray(value) ? value : [value];
      // On a to-many column (categories.id) 'none' asks for records without any related record.
      if (chosen.includes('none')) return { field, operator: 'IS_NULL' };
      // 'Mijn categorieën' without categories: nothing matches.
      return { field, operator: 'IN', value: chosen.map(idValue) };
    }
  }
}

/** A preset with the viewer's 'me' values filled in: two viewers with equal ones see the same rows. */
export interface EffectivePreset {
  type: string;
  filters: Record<string, FilterValue>;
  search: string;
}

/** Replaces 'me' by what it stands for for this viewer; the key of subscribers that share one count. */
export function effectivePreset(model: ResourceModel | undefined, preset: { type: string; filter_config?: unknown }, viewer: ViewerFacts): EffectivePreset {
  const filters: Record<string, FilterValue> = {};
  for (const [column, value] of Object.entries(columnFiltersOf(preset.filter_config))) {
    const spec = specOf(model, preset.type, column, value);
    if (!Array.isArray(value) || !value.includes('me')) {
      filters[column] = value;
      continue;
    }
    const me = spec.me === 'categories' ? viewer.categoryIds : spec.me === 'line' ? (viewer.line === null ? [] : [viewer.line]) : [viewer.id];
    filters[column] = [...new Set([...value.filter((item) => item !== 'me'), ...me.map(String)])];
  }
  const search = (preset.filter_config as { search?: unknown } | null)?.search;
  return { type: preset.type, filters, search: typeof search === 'string' ? search.trim() : '' };
}

/** The REST builder that counts what the preset lists at `now` (relative dates move with it). */
export function presetBuilder(model: ResourceModel | undefined, preset: EffectivePreset, now: Date): Builder {
  const filters: FieldFilter[] = [];
  for (const [column, value] of Object.entries(preset.filters)) {
    const filter = toFieldFilter(specOf(model, preset.type, column, value), value, now);
    if (filter) filters.push(filter);
  }
  return { ...listBuilder({ filter: filters }), ...(preset.search ? { fullSearch: preset.search } : {}) };
}
