import type { ColumnSetting } from './preferences';

export interface ArrangeableColumn {
  id: string;
  /** Not shown until the user adds it ('Kolommen aanpassen'). */
  hidden?: boolean;
}

/**
 * The columns in the user's order, split into shown and not shown. Columns the user has not
 * arranged yet (new in this version) follow in their defined place and default visibility.
 * A setting that hides every column is ignored.
 */
export function arrangeColumns<C extends ArrangeableColumn>(
  columns: readonly C[],
  settings: readonly ColumnSetting[] | null | undefined,
): { visible: C[]; hidden: C[] } {
  const byId = new Map(columns.map((column) => [column.id, column]));
  const ordered: { column: C; visible: boolean }[] = [];
  const placed = new Set<string>();
  for (const setting of settings ?? []) {
    const column = byId.get(setting.id);
    if (!column || placed.has(setting.id)) continue;
    placed.add(setting.id);
    ordered.push({ column, visible: setting.visible });
  }
  for (const column of columns) {
    if (!placed.has(column.id)) ordered.push({ column, visible: !column.hidden });
  }
  const visible = ordered.filter((entry) => entry.visible).map((entry) => entry.column);
  if (visible.length === 0) return arrangeColumns(columns, null);
  return { visible, hidden: ordered.filter((entry) => !entry.visible).map((entry) => entry.column) };
}

/** Settings for the shown columns (in order) followed by the hidden ones. */
export function columnSettings(visible: readonly ArrangeableColumn[], hidden: readonly ArrangeableColumn[]): ColumnSetting[] {
  return [...visible.map((c) => ({ id: c.id, visible: true })), ...hidden.map((c) => ({ id: c.id, visible: false }))];
}

/** Moves the item at `index` one place up (-1) or down (+1); out-of-range moves change nothing. */
export function moveItem<T>(items: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** Moves the item at `from` to position `to` (drag and drop). */
export function reorder<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || from >= items.length || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** Sorts items by a remembered order of ids; unknown items keep their place after the known ones. */
export function orderByIds<T>(items: readonly T[], order: readonly string[] | undefined, idOf: (item: T) => string): T[] {
  if (!order || order.length === 0) return [...items];
  const rank = new Map(order.map((id, index) => [id, index]));
  return items
    .map((item, index) => ({ item, index, rank: rank.get(idOf(item)) ?? order.length + index }))
    .sort((a, b) => a.rank - b.rank)
    .map((entry) => entry.item);
}

export interface SortableColumn {
  id: string;
  sortField?: string;
}

/**
 * The columns a phone's sort menu offers: the list's mobile sorts (or else the visible columns),
 * plus the column the list is sorted on now, so the menu always names the order it shows (a list
 * sorted by priority on a wider screen or through a quick filter).
 */
export function mobileSortColumns<C extends SortableColumn>(columns: readonly C[], visible: readonly C[], mobileSorts: readonly string[] | undefined, orderField: string): C[] {
  const offered = mobileSorts ? columns.filter((column) => mobileSorts.includes(column.id)) : [...visible];
  if (offered.some((column) => column.sortField === orderField)) return offered;
  const current = columns.find((column) => column.sortField === orderField);
  return current ? [...offered, current] : offered;
}
