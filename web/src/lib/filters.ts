import { addDays, addMonths, addWeeks, lightFormat, startOfDay } from 'date-fns';

/** Filter kinds a list column can offer (spec core §3, "Filters"). */
export type FilterKind = 'text' | 'select' | 'date' | 'statusUnchanged' | 'boolean' | 'number' | 'difference';

export type FilterOperator = 'EQ' | 'NE' | 'LT' | 'LTE' | 'GT' | 'GTE' | 'LIKE' | 'IN' | 'IS_NULL' | 'NOT_NULL' | 'BETWEEN';

/** The GraphQL `FieldFilter` input. */
export interface FieldFilter {
  field: string;
  operator: FilterOperator;
  value?: unknown;
}

/** Date filter options: today, future, +1, +2, +3, -1, -2, past, and no date at all. */
export const DATE_OPTIONS = ['today', 'future', '+1', '+2', '+3', '-1', '-2', 'past', 'none'] as const;
export type DateOption = (typeof DATE_OPTIONS)[number];

/** Status-unchanged options: 1 day, 2 days, 3 days, 1 week, 2 weeks, 1 month. */
export const UNCHANGED_OPTIONS = ['1d', '2d', '3d', '1w', '2w', '1m'] as const;
export type UnchangedOption = (typeof UNCHANGED_OPTIONS)[number];

export const BOOLEAN_OPTIONS = ['true', 'false'] as const;

/** Difference filter options (spec back-office §4, licences): 0 equal to 0, 1 greater than 0, 2 less than 0. */
export const DIFFERENCE_OPTIONS = ['0', '1', '2'] as const;
const DIFFERENCE_OPERATORS: Record<string, FilterOperator> = { '0': 'EQ', '1': 'GT', '2': 'LT' };

/** Special select values: the viewer ('Mijzelf', 'Mijn categorieën') and "no value". */
export const ME = 'me';
export const NONE = 'none';

/**
 * A column filter as the user set it: a text for text and number filters, one option for date,
 * status-unchanged and boolean filters, a list of ids for select filters.
 */
export type FilterValue = string | readonly string[];
export type ColumnFilters = Readonly<Record<string, FilterValue>>;

export interface ColumnFilterSpec {
  kind: FilterKind;
  /** The GraphQL field (or relation.field) the filter applies to. */
  field: string;
  /** A calendar date (YYYY-MM-DD) rather than a timestamp. */
  dateOnly?: boolean;
  /** What 'me' stands for in a select: the viewer's id, categories or line (1st/2nd). */
  me?: 'viewer' | 'categories' | 'line';
}

export interface FilterableColumn {
  id: string;
  filter?: ColumnFilterSpec;
}

export interface FilterContext {
  now: Date;
  /** databaseId of the signed-in user, for 'Mijzelf'. */
  viewerId: number | null;
  /** databaseIds of the viewer's categories, for 'Mijn categorieën'. */
  myCategoryIds?: readonly number[];
  /** The viewer's line (is_operator 1 or 2), for the ticket line filter's 'me'. */
  viewerLine?: number | null;
}

/** A filter that narrows the list: an empty text or an empty selection does not. */
export function isActiveFilter(value: FilterValue | undefined | null): boolean {
  if (value == null) return false;
  if (typeof value === 'string') return value.trim() !== '';
  return value.length > 0;
}

/** Only the filters that narrow the list. */
export function activeFilters(filters: ColumnFilters): ColumnFilters {
  const out: Record<string, FilterValue> = {};
  for (const [id, value] of Object.entries(filters)) if (isActiveFilter(value)) out[id] = value;
  return out;
}

/** Ids travel as numbers when they are numbers, other option values (enums, stages) as they are. */
function idValue(raw: string): string | number {
  return /^-?\d+$/.test(raw) ? Number(raw) : raw;
}

function asText(value: FilterValue): string {
  return (typeof value === 'string' ? value : (value[0] ?? '')).trim();
}

function asList(value: FilterValue): readonly string[] {
  return typeof value === 'string' ? [value] : value;
}

function stamp(date: Date, dateOnly: boolean | undefined): string {
  return dateOnly ? lightFormat(date, 'yyyy-MM-dd') : date.toISOString();
}

/**
 * What a date option means at `now`: 'today' runs from midnight today to midnight tomorrow,
 * '+n' and '-n' are whole days around today, 'future' and 'past' are open-ended.
 */
export function dateOptionFilter(field: string, option: DateOption, now: Date, dateOnly = false): FieldFilter {
  const today = startOfDay(now);
  const day = (offset: number): FieldFilter => {
    const from = addDays(today, offset);
    if (dateOnly) return { field, operator: 'EQ', value: stamp(from, true) };
    return { field, operator: 'BETWEEN', value: [stamp(from, false), stamp(addDays(from, 1), false)] };
  };
  switch (option) {
    case 'today':
      return day(0);
    case '+1':
      return day(1);
    case '+2':
      return day(2);
    case '+3':
      return day(3);
    case '-1':
      return day(-1);
    case '-2':
      return day(-2);
    case 'future':
      return dateOnly ? { field, operator: 'GT', value: stamp(today, true) } : { field, operator: 'GT', value: stamp(now, false) };
    case 'past':
      return dateOnly ? { field, operator: 'LT', value: stamp(today, true) } : { field, operator: 'LT', value: stamp(now, false) };
    case 'none':
      return { field, operator: 'IS_NULL' };
  }
}

/** The moment before which the status must have last changed for "unchanged for at least …". */
export function unchangedSince(option: UnchangedOption, now: Date): Date {
  switch (option) {
    case '1d':
      return addDays(now, -1);
    case '2d':
      return addDays(now, -2);
    case '3d':
      return addDays(now, -3);
    case '1w':
      return addWeeks(now, -1);
    case '2w':
      return addWeeks(now, -2);
    case '1m':
      return addMonths(now, -1);
  }
}

function isDateOption(value: string): value is DateOption {
  return (DATE_OPTIONS as readonly string[]).includes(value);
}

function isUnchangedOption(value: string): value is UnchangedOption {
  return (UNCHANGED_OPTIONS as readonly string[]).includes(value);
}

/** One column filter as a GraphQL FieldFilter; null when it does not narrow anything. */
export function toFieldFilter(spec: ColumnFilterSpec, value: FilterValue, context: FilterContext): FieldFilter | null {
  if (!isActiveFilter(value)) return null;
  const { field } = spec;
  switch (spec.kind) {
    case 'text':
      return { field, operator: 'LIKE', value: `%${asText(value)}%` };
    case 'number': {
      const text = asText(value).replace(',', '.');
      const number = Number(text);
      return Number.isFinite(number) ? { field, operator: 'EQ', value: number } : null;
    }
    case 'difference': {
      const operator = DIFFERENCE_OPERATORS[asText(value)];
      return operator ? { field, operator, value: 0 } : null;
    }
    case 'boolean': {
      const text = asText(value);
      if (text !== 'true' && text !== 'false') return null;
      return { field, operator: 'EQ', value: text === 'true' };
    }
    case 'date': {
      const option = asText(value);
      return isDateOption(option) ? dateOptionFilter(field, option, context.now, spec.dateOnly) : null;
    }
    case 'statusUnchanged': {
      const option = asText(value);
      return isUnchangedOption(option) ? { field, operator: 'LTE', value: unchangedSince(option, context.now).toISOString() } : null;
    }
    case 'select': {
      const chosen = asList(value);
      // 'none' excludes the other values (spec core §5, multi-selects). On a to-many column
      // (categories.id) it asks for records without any related record.
      if (chosen.includes(NONE)) return { field, operator: 'IS_NULL' };
      const ids: (string | number)[] = [];
      for (const raw of chosen) {
        if (raw === ME) {
          if (spec.me === 'categories') ids.push(...(context.myCategoryIds ?? []));
          else if (spec.me === 'line') {
            if (context.viewerLine != null) ids.push(context.viewerLine);
          } else if (context.viewerId != null) ids.push(context.viewerId);
        } else {
          ids.push(idValue(raw));
        }
      }
      const unique = [...new Set(ids)];
      // 'Mijzelf' without a known viewer, or 'Mijn categorieën' without categories: nothing matches.
      if (unique.length === 0) return { field, operator: 'IN', value: [] };
      return { field, operator: 'IN', value: unique };
    }
  }
}

/** All column filters of a list as FieldFilters, in column order. */
export function toFieldFilters(
  columns: readonly FilterableColumn[],
  filters: ColumnFilters,
  context: FilterContext,
): FieldFilter[] {
  const out: FieldFilter[] = [];
  for (const column of columns) {
    if (!column.filter) continue;
    const value = filters[column.id];
    if (value === undefined) continue;
    const converted = toFieldFilter(column.filter, value, context);
    if (converted) out.push(converted);
  }
  return out;
}

/** Two filter sets narrow the same way. */
export function sameFilters(a: ColumnFilters, b: ColumnFilters): boolean {
  const left = activeFilters(a);
  const right = activeFilters(b);
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every((key) => {
    const x = left[key];
    const y = right[key];
    if (y === undefined) return false;
    if (typeof x === 'string' || typeof y === 'string') return x === y;
    return x.length === y.length && x.every((v, i) => v === y[i]);
  });
}

/** Reads filters from untrusted JSON (address bar, storage, a saved quick filter). */
export function parseColumnFilters(raw: unknown): Record<string, FilterValue> {
  const out: Record<string, FilterValue> = {};
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return out;
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    if (typeof value === 'string') out[key] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') out[key] = String(value);
    else if (Array.isArray(value)) {
      const list = value.filter((v) => typeof v === 'string' || typeof v === 'number').map(String);
      out[key] = list;
    }
  }
  return activeFilters(out) as Record<string, FilterValue>;
}
