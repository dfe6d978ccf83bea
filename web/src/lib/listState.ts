import { parseColumnFilters, sameFilters, toFieldFilters, type ColumnFilters, type FieldFilter, type FilterableColumn, type FilterContext } from './filters';
import type { SortDirection, SortOrder } from './order';
import { DEFAULT_PAGE_SIZE, pageSizesFor } from './pagination';
import type { ListPreferences } from './preferences';

/**
 * The state of a list screen. It is kept in the address bar (so back, reload and a shared link
 * restore it) and mirrored into the user's preferences (so the list opens as it was left).
 */
export interface ListState {
  page: number;
  perPage: number;
  order: SortOrder;
  search: string;
  filters: ColumnFilters;
  /** The quick filter (table preset) the state came from, while it is unchanged. */
  preset: string | null;
}

export interface ListDefaults {
  order: SortOrder;
  /** Fields the server can sort on; anything else is ignored. */
  sortFields: readonly string[];
  /** Rows per page the list starts with; default DEFAULT_PAGE_SIZE. */
  perPage?: number;
  /** The order while a search is active (tickets: relevance); offered only then. */
  searchOrder?: SortOrder;
  /** The filters a list opens with before the user chose any (tickets: the open ones). */
  filters?: ColumnFilters;
}

/** Address-bar keys of a list. */
const KEYS = ['q', 'sort', 'dir', 'page', 'perPage', 'f', 'preset'] as const;

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
}

function pageSize(value: number | null | undefined, defaults: ListDefaults): number | null {
  return value != null && pageSizesFor(defaults.perPage).includes(value) ? value : null;
}

function sameOrder(a: SortOrder, b: SortOrder): boolean {
  return a.field === b.field && a.direction === b.direction;
}

/** The order a list has when the user has not picked one: the search order while searching. */
export function defaultOrderFor(search: string, defaults: ListDefaults): SortOrder {
  return search && defaults.searchOrder ? defaults.searchOrder : defaults.order;
}

/** The order, when the list offers it with this search (relevance only while searching); else null. */
export function offeredOrder(order: SortOrder | null | undefined, defaults: ListDefaults, search: string): SortOrder | null {
  if (!order) return null;
  if (defaults.searchOrder?.field === order.field) return search ? defaults.searchOrder : null;
  return defaults.sortFields.includes(order.field) ? order : null;
}

function checkedOrder(order: SortOrder | undefined, defaults: ListDefaults, search: string): SortOrder {
  return offeredOrder(order, defaults, search) ?? defaultOrderFor(search, defaults);
}

/**
 * A new search: the list leaves the order it had by default for the last search for the default
 * of this one (relevance while searching), and keeps an order the user picked.
 */
export function searchChange(state: ListState, search: string, defaults: ListDefaults): Pick<ListState, 'search' | 'page' | 'order'> {
  const order = sameOrder(state.order, defaultOrderFor(state.search, defaults)) ? defaultOrderFor(search, defaults) : checkedOrder(state.order, defaults, search);
  return { search, page: 1, order };
}

export function defaultListState(defaults: ListDefaults): ListState {
  return { page: 1, perPage: defaults.perPage ?? DEFAULT_PAGE_SIZE, order: defaults.order, search: '', filters: defaults.filters ?? {}, preset: null };
}

/** The address bar says something about the list (otherwise the preferences decide). */
export function hasListParams(params: URLSearchParams): boolean {
  return KEYS.some((key) => params.has(key));
}

function parseFilterParam(text: string | null): ColumnFilters {
  if (!text) return {};
  try {
    return parseColumnFilters(JSON.parse(text));
  } catch {
    return {};
  }
}

/**
 * The list state for an address: what the address bar says, or, for a bare address, what the
 * user left the list with last time.
 */
export function resolveListState(params: URLSearchParams, defaults: ListDefaults, preferences: ListPreferences = {}): ListState {
  const base = defaultListState(defaults);
  if (!hasListParams(params)) {
    const search = (preferences.search ?? '').trim();
    return {
      ...base,
      perPage: pageSize(preferences.perPage, defaults) ?? base.perPage,
      order: checkedOrder(preferences.order, defaults, search),
      search,
      filters: preferences.filters ?? base.filters,
      preset: preferences.preset ?? null,
    };
  }
  const search = (params.get('q') ?? '').trim();
  const fallback = defaultOrderFor(search, defaults);
  const sort = params.get('sort');
  const dir = params.get('dir');
  const field = sort && (defaults.sortFields.includes(sort) || sort === defaults.searchOrder?.field) ? sort : fallback.field;
  const direction: SortDirection =
    dir === 'ASC' || dir === 'DESC' ? dir : field === fallback.field ? fallback.direction : 'ASC';
  return {
    page: positiveInt(params.get('page')) ?? 1,
    perPage: pageSize(positiveInt(params.get('perPage')), defaults) ?? pageSize(preferences.perPage, defaults) ?? base.perPage,
    order: checkedOrder({ field, direction }, defaults, search),
    search,
    filters: parseFilterParam(params.get('f')),
    preset: params.get('preset') || null,
  };
}

/** Only what differs from the defaults, to keep addresses short. Always at least one key, so a bare address means "as last time". */
export function listStateToParams(state: ListState, defaults: ListDefaults): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('q', state.search);
  if (!sameOrder(state.order, defaultOrderFor(state.search, defaults))) {
    params.set('sort', state.order.field);
    params.set('dir', state.order.direction);
  }
  if (Object.keys(state.filters).length > 0) params.set('f', JSON.stringify(state.filters));
  if (state.preset) params.set('preset', state.preset);
  if (state.page !== 1) params.set('page', String(state.page));
  if (state.perPage !== (defaults.perPage ?? DEFAULT_PAGE_SIZE) || !hasListParams(params)) params.set('perPage', String(state.perPage));
  return params;
}

export function sameListState(a: ListState, b: ListState): boolean {
  return (
    a.page === b.page &&
    a.perPage === b.perPage &&
    a.search === b.search &&
    a.preset === b.preset &&
    a.order.field === b.order.field &&
    a.order.direction === b.order.direction &&
    sameFilters(a.filters, b.filters)
  );
}

/** What the list remembers of a state: not the page. */
export function statePreferences(state: ListState): ListPreferences {
  return { order: state.order, filters: { ...state.filters }, search: state.search, perPage: state.perPage, preset: state.preset };
}

export interface ListVariables {
  first: number;
  page: number;
  search: string | null;
  filter: FieldFilter[] | null;
  orderBy: { field: string; direction: SortDirection }[];
}

/** The connection arguments for a list state. */
export function listVariables(state: ListState, columns: readonly FilterableColumn[], context: FilterContext): ListVariables {
  const filter = toFieldFilters(columns, state.filters, context);
  return {
    first: state.perPage,
    page: state.page,
    search: state.search || null,
    filter: filter.length > 0 ? filter : null,
    orderBy: [{ field: state.order.field, direction: state.order.direction }],
  };
}
