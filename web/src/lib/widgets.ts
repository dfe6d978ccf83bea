import { nlCockpitEditor } from '../i18n/nl/cockpitEditor';
import { arrangeColumns } from './columns';
import { activeFilters, type ColumnFilters, type FilterValue } from './filters';
import type { SortDirection, SortOrder } from './order';
import { DEFAULT_PAGE_SIZE } from './pagination';
import { quickFilterFromPreset } from './quickFilters';

/** Widget types of a dashboard (spec core §2): a table of rows or one number. */
export const WIDGET_TYPES = ['table', 'count'] as const;
export type WidgetType = (typeof WIDGET_TYPES)[number];

export const WIDGET_LABEL_MIN = 3;

/** 'Nieuw widget' is offered only with this permission (spec core §6). */
export const NEW_WIDGET_PERMISSION = 'cockpit-dashboards.store';

export function isWidgetType(value: unknown): value is WidgetType {
  return (WIDGET_TYPES as readonly unknown[]).includes(value);
}

/** A saved preset as the widget dialogs read it. */
export interface WidgetPreset {
  readonly databaseId: number;
  readonly label?: string | null;
  readonly type?: string | null;
  readonly isCockpit?: boolean | null;
  readonly userId?: number | null;
  readonly cockpitWidgetId?: number | null;
  readonly columnsConfig?: unknown;
  readonly filterConfig?: unknown;
  readonly orderConfig?: unknown;
  readonly paginationConfig?: unknown;
}

/**
 * Presets that may be picked as a widget's source: of a type whose list the viewer may see
 * ({type}.index, spec core §6), and not the private preset of another widget.
 */
export function selectablePresets<P extends WidgetPreset>(presets: readonly P[], permissions: ReadonlySet<string>): P[] {
  return presets.filter((preset) => Boolean(preset.type) && permissions.has(`${preset.type}.index`) && !(preset.isCockpit && preset.cockpitWidgetId != null));
}

export interface PlacedWidget {
  readonly tablePresetId?: number | null;
  readonly widgetType?: string | null;
}

/** A preset/type pair appears once per dashboard. */
export function isPairTaken(widgets: readonly PlacedWidget[], presetId: number, widgetType: string): boolean {
  return widgets.some((widget) => widget.tablePresetId === presetId && widget.widgetType === widgetType);
}

export interface AddWidgetChoice {
  presetId: number | null;
  widgetType: WidgetType | '';
}

/** 'Widget toevoegen': preset and type required, a pair only once (spec core §2). */
export function addWidgetErrors(choice: AddWidgetChoice, widgets: readonly PlacedWidget[]): { preset?: string; widgetType?: string } {
  const errors: { preset?: string; widgetType?: string } = {};
  if (choice.presetId === null) errors.preset = nlCockpitEditor.presetRequired;
  if (!choice.widgetType) errors.widgetType = nlCockpitEditor.widgetTypeRequired;
  if (choice.presetId !== null && choice.widgetType && isPairTaken(widgets, choice.presetId, choice.widgetType)) errors.preset = nlCockpitEditor.taken;
  return errors;
}

/** A widget's label is trimmed and at least three characters long. */
export function widgetLabelError(label: string): string | null {
  return label.trim().length < WIDGET_LABEL_MIN ? nlCockpitEditor.labelTooShort : null;
}

/** A column of a list as the widget editor needs it (the list screen's column definitions). */
export interface WidgetColumnDefinition {
  id: string;
  header: string;
  /** The GraphQL field to order by; columns without one cannot be sorted on. */
  sortField?: string;
  hidden?: boolean;
  filter?: unknown;
}

/** What the widget editor edits: a table preset with is_cockpit, plus the type when it is placed. */
export interface WidgetDraft {
  label: string;
  /** The record type (REST route) the widget lists. */
  type: string;
  widgetType: WidgetType | '';
  /** Chosen column ids, in order. */
  columns: string[];
  filters: ColumnFilters;
  sort: { column: string; direction: SortDirection } | null;
  perPage: number;
  /** Kept as the preset had them; the editor does not change them. */
  search: string;
  customFields: Record<string, unknown>;
}

export function emptyWidgetDraft(): WidgetDraft {
  return { label: '', type: '', widgetType: '', columns: [], filters: {}, sort: null, perPage: DEFAULT_PAGE_SIZE, search: '', customFields: {} };
}

export type WidgetDraftField = 'label' | 'type' | 'columns' | 'sort' | 'widgetType';

/** The editor's rules (spec core §2); the widget type only counts when the widget is placed on a dashboard. */
export function widgetDraftErrors(draft: WidgetDraft, options: { placing: boolean }): Partial<Record<WidgetDraftField, string>> {
  const errors: Partial<Record<WidgetDraftField, string>> = {};
  const label = widgetLabelError(draft.label);
  if (label) errors.label = label;
  if (!draft.type) errors.type = nlCockpitEditor.sourceRequired;
  if (draft.columns.length === 0) errors.columns = nlCockpitEditor.columnsRequired;
  if (!draft.sort || !draft.columns.includes(draft.sort.column)) errors.sort = nlCockpitEditor.sortRequired;
  if (options.placing && !draft.widgetType) errors.widgetType = nlCockpitEditor.widgetTypeRequired;
  return errors;
}

/** A new source starts from its list's default columns and order. */
export function withSource(draft: WidgetDraft, type: string, definitions: readonly WidgetColumnDefinition[], defaultOrder?: SortOrder): WidgetDraft {
  const columns = arrangeColumns(definitions, null).visible.map((column) => column.id);
  const sorted = defaultOrder ? definitions.find((column) => column.sortField === defaultOrder.field && columns.includes(column.id)) : undefined;
  return { ...draft, type, columns, filters: {}, sort: sorted && defaultOrder ? { column: sorted.id, direction: defaultOrder.direction } : null, search: '', customFields: {} };
}

export function addColumn(draft: WidgetDraft, id: string): WidgetDraft {
  return draft.columns.includes(id) ? draft : { ...draft, columns: [...draft.columns, id] };
}

/** Removing a column also clears its filter and, when the widget sorts on it, the sort. */
export function removeColumn(draft: WidgetDraft, id: string): WidgetDraft {
  const filters = Object.fromEntries(Object.entries(draft.filters).filter(([column]) => column !== id));
  return { ...draft, columns: draft.columns.filter((column) => column !== id), filters, sort: draft.sort?.column === id ? null : draft.sort };
}

export function setColumnFilter(draft: WidgetDraft, id: string, value: FilterValue | undefined): WidgetDraft {
  const filters: Record<string, FilterValue> = { ...draft.filters };
  if (value === undefined) delete filters[id];
  else filters[id] = value;
  return { ...draft, filters };
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** An existing preset in the editor: its shown columns, filters and order, read as the list reads them. */
export function draftFromPreset(preset: WidgetPreset, definitions: readonly WidgetColumnDefinition[], widgetType: WidgetType | '' = ''): WidgetDraft {
  const quickFilter = quickFilterFromPreset({ ...preset, id: String(preset.databaseId) });
  const columns = arrangeColumns(definitions, quickFilter.columns).visible.map((column) => column.id);
  const order = quickFilter.order;
  const sorted = order ? definitions.find((column) => column.sortField === order.field && columns.includes(column.id)) : undefined;
  return {
    label: preset.label ?? '',
    type: preset.type ?? '',
    widgetType,
    columns,
    filters: quickFilter.filters,
    sort: sorted && order ? { column: sorted.id, direction: order.direction } : null,
    perPage: quickFilter.perPage ?? DEFAULT_PAGE_SIZE,
    search: quickFilter.search,
    customFields: record(record(preset.filterConfig).customFields),
  };
}

export interface WidgetPresetInput {
  label: string;
  type: string;
  isCockpit: true;
  columnsConfig: { id: string; title: string; visible: boolean; order: number; filter: boolean; orderable: boolean }[];
  filterConfig: { columnFilters: ColumnFilters; customFields: Record<string, unknown>; search?: string };
  orderConfig: { by: string; direction: SortDirection } | Record<string, never>;
  paginationConfig: { per_page: number };
}

/**
 * The table preset a widget saves. Every column of the list is stored, the unchosen ones as not
 * visible, so a column added to the list later does not appear in the widget by itself.
 */
export function presetInputFromDraft(draft: WidgetDraft, definitions: readonly WidgetColumnDefinition[]): WidgetPresetInput {
  const byId = new Map(definitions.map((column) => [column.id, column]));
  const chosen = draft.columns.map((id) => byId.get(id)).filter((column): column is WidgetColumnDefinition => Boolean(column));
  const rest = definitions.filter((column) => !draft.columns.includes(column.id));
  const sortField = draft.sort ? byId.get(draft.sort.column)?.sortField : undefined;
  return {
    label: draft.label.trim(),
    type: draft.type,
    isCockpit: true,
    columnsConfig: [...chosen.map((column) => ({ column, visible: true })), ...rest.map((column) => ({ column, visible: false }))].map(({ column, visible }, order) => ({
      id: column.id,
      title: column.header,
      visible,
      order,
      filter: Boolean(column.filter),
      orderable: Boolean(column.sortField),
    })),
    filterConfig: { columnFilters: activeFilters(draft.filters), customFields: draft.customFields, ...(draft.search ? { search: draft.search } : {}) },
    orderConfig: sortField && draft.sort ? { by: sortField, direction: draft.sort.direction } : {},
    paginationConfig: { per_page: draft.perPage },
  };
}

export type PresetSaveMode = 'create' | 'update' | 'copy';

/**
 * How saving the editor treats the widget's preset. A cockpit preset made for this widget (the
 * viewer's own, or a public dashboard's) is changed in place; any other preset, such as a quick
 * filter shared on a list, stays as it is and the widget gets a copy (spec core §2).
 */
export function presetSaveMode(preset: WidgetPreset | null | undefined, widgetDatabaseId: number | null, viewerId: number): PresetSaveMode {
  if (!preset) return 'create';
  const ownedHere = preset.userId == null || preset.userId === viewerId;
  const forThisWidget = preset.cockpitWidgetId == null || preset.cockpitWidgetId === widgetDatabaseId;
  return preset.isCockpit && ownedHere && forThisWidget ? 'update' : 'copy';
}

/** A widget's own preset is seen by whoever sees its dashboard: shared on a public one, personal otherwise. */
export function widgetPresetOwner(dashboardIsPublic: boolean | null | undefined, viewerId: number): number | null {
  return dashboardIsPublic ? null : viewerId;
}

/** The order fields to save after reordering: each widget's place, only where it changed. */
export function orderChanges(items: readonly { id: string; order?: number | null }[]): { id: string; order: number }[] {
  return items.flatMap((item, index) => (item.order === index ? [] : [{ id: item.id, order: index }]));
}
