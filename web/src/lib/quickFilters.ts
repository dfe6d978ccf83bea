import { parseColumnFilters, type ColumnFilters } from './filters';
import type { SortDirection, SortOrder } from './order';
import { PAGE_SIZES } from './pagination';
import type { ColumnSetting } from './preferences';

/** Badge styles a quick filter can have (spec core §3, table preset styling). */
export const PRESET_STYLINGS = ['primary', 'secondary', 'warning', 'danger', 'success', 'info', 'dark', 'light'] as const;
export type PresetStyling = (typeof PRESET_STYLINGS)[number];

/** A saved quick filter (table preset) as the list uses it. */
export interface QuickFilter {
  id: string;
  databaseId: number;
  label: string;
  styling: PresetStyling;
  filters: ColumnFilters;
  search: string;
  order: SortOrder | null;
  perPage: number | null;
  columns: ColumnSetting[] | null;
}

/** A table preset as the server stores it: snake_case configs as in spec core §3. */
export interface PresetRecord {
  readonly id: string;
  readonly databaseId: number;
  readonly label?: string | null;
  readonly styling?: string | null;
  readonly columnsConfig?: unknown;
  readonly filterConfig?: unknown;
  readonly orderConfig?: unknown;
  readonly paginationConfig?: unknown;
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function styling(value: unknown): PresetStyling {
  return (PRESET_STYLINGS as readonly unknown[]).includes(value) ? (value as PresetStyling) : 'primary';
}

function parseColumnsConfig(raw: unknown): ColumnSetting[] | null {
  if (!Array.isArray(raw)) return null;
  const columns = raw
    .map((item, index) => ({ item: record(item), index }))
    .filter(({ item }) => typeof item.id === 'string')
    .sort((a, b) => (Number(a.item.order ?? a.index) || 0) - (Number(b.item.order ?? b.index) || 0))
    .map(({ item }) => ({ id: item.id as string, visible: item.visible !== false }));
  return columns.length > 0 ? columns : null;
}

/** Reads a stored table preset; whatever is unreadable falls back to "not set". */
export function quickFilterFromPreset(preset: PresetRecord): QuickFilter {
  const filterConfig = record(preset.filterConfig);
  const orderConfig = record(preset.orderConfig);
  const paginationConfig = record(preset.paginationConfig);
  const by = orderConfig.by;
  const direction = typeof orderConfig.direction === 'string' ? orderConfig.direction.toUpperCase() : '';
  const perPage = Number(paginationConfig.per_page);
  return {
    id: preset.id,
    databaseId: preset.databaseId,
    label: preset.label?.trim() || `#${preset.databaseId}`,
    styling: styling(preset.styling),
    filters: parseColumnFilters(filterConfig.columnFilters),
    search: typeof filterConfig.search === 'string' ? filterConfig.search : '',
    order: typeof by === 'string' && by && (direction === 'ASC' || direction === 'DESC') ? { field: by, direction: direction as SortDirection } : null,
    perPage: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : null,
    columns: parseColumnsConfig(preset.columnsConfig),
  };
}

export interface PresetConfigInput {
  filterConfig: { columnFilters: ColumnFilters; customFields: Record<string, never>; search?: string };
  orderConfig: { by: string; direction: SortDirection };
  paginationConfig: { per_page: number };
  columnsConfig: { id: string; title: string; visible: boolean; order: number; filter: boolean; orderable: boolean }[];
}

/** What a new quick filter stores of the list as it is now. */
export function presetConfig(
  state: { filters: ColumnFilters; search: string; order: SortOrder; perPage: number },
  columns: readonly { id: string; header: string; visible: boolean; filterable: boolean; sortable: boolean }[],
): PresetConfigInput {
  return {
    filterConfig: { columnFilters: { ...state.filters }, customFields: {}, ...(state.search ? { search: state.search } : {}) },
    orderConfig: { by: state.order.field, direction: state.order.direction },
    paginationConfig: { per_page: state.perPage },
    columnsConfig: columns.map((column, order) => ({
      id: column.id,
      title: column.header,
      visible: column.visible,
      order,
      filter: column.filterable,
      orderable: column.sortable,
    })),
  };
}
