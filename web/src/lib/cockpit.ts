import { defaultOrderFor, listStateToParams, offeredOrder, type ListDefaults, type ListState } from './listState';
import type { ColumnSetting, KeyValueStorage } from './preferences';
import type { QuickFilter } from './quickFilters';

/** Rows a table widget shows when its quick filter does not say (spec core §9, widget default). */
export const WIDGET_PAGE_SIZE = 15;

export type WidgetType = 'count' | 'table';

/** Below 768 px the counts come first, then the tables (spec core §2: mobile order 1 and 2). */
export function mobileOrder(widgetType: string | null | undefined): number {
  return widgetType === 'count' ? 1 : 2;
}

/**
 * The columns a table widget shows: the quick filter's visible columns in its order, or the list's
 * default columns when the quick filter names none that the list knows.
 */
export function widgetColumns<C extends { id: string; hidden?: boolean }>(columns: readonly C[], settings: readonly ColumnSetting[] | null): C[] {
  const byId = new Map(columns.map((column) => [column.id, column]));
  const chosen = (settings ?? []).filter((setting) => setting.visible).flatMap((setting) => byId.get(setting.id) ?? []);
  const unique = [...new Set(chosen)];
  return unique.length > 0 ? unique : columns.filter((column) => !column.hidden);
}

/** What a quick filter shows as the state of its list: page 1, its filters, order and page size. */
export function widgetListState(quickFilter: QuickFilter, defaults: ListDefaults): ListState {
  const order = offeredOrder(quickFilter.order, defaults, quickFilter.search) ?? defaultOrderFor(quickFilter.search, defaults);
  return {
    page: 1,
    perPage: quickFilter.perPage ?? WIDGET_PAGE_SIZE,
    order,
    search: quickFilter.search,
    filters: quickFilter.filters,
    preset: quickFilter.id,
  };
}

/** The list screen's address with the widget's quick filter applied ('naar de lijst'). */
export function widgetListHref(listPath: string, quickFilter: QuickFilter, defaults: ListDefaults): string {
  return `${listPath}?${listStateToParams(widgetListState(quickFilter, defaults), defaults).toString()}`;
}

/** A dashboard in the switcher: one of widgets, or an outside page shown embedded. */
export type DashboardKey = `dashboard:${string}` | `external:${string}`;

export function dashboardKey(kind: 'dashboard' | 'external', id: string): DashboardKey {
  return `${kind}:${id}`;
}

export function parseDashboardKey(key: string): { kind: 'dashboard' | 'external'; id: string } | null {
  const match = /^(dashboard|external):(.+)$/.exec(key);
  return match ? { kind: match[1] as 'dashboard' | 'external', id: match[2]! } : null;
}

/** The dashboard to open: the one the user had open last time if it still exists, else the first. */
export function chooseDashboard(available: readonly string[], remembered: string | null): string | null {
  if (remembered && available.includes(remembered)) return remembered;
  return available[0] ?? null;
}

function lastDashboardKey(userId: number | string): string {
  return `balie.cockpit.${userId}.dashboard`;
}

export function readLastDashboard(storage: KeyValueStorage | null, userId: number | string): string | null {
  try {
    return storage?.getItem(lastDashboardKey(userId)) ?? null;
  } catch {
    return null;
  }
}

export function writeLastDashboard(storage: KeyValueStorage | null, userId: number | string, key: string): void {
  try {
    storage?.setItem(lastDashboardKey(userId), key);
  } catch {
    // Storage full or blocked: the cockpit then opens on the first dashboard.
  }
}

/** "example.com" means https://example.com; an explicit http(s) scheme is kept (spec core §2). */
export function withScheme(url: string): string {
  const trimmed = url.trim();
  if (trimmed === '') return '';
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** Only the admin role chooses between 'Iedereen' and 'Alleen voor mij'; others make their own dashboards. */
export function choosesVisibility(roleNames: readonly (string | null | undefined)[]): boolean {
  return roleNames.includes('admin');
}

/** The wall display's address for a dashboard (one dashboard, full screen, no header). */
export function wallDisplayPath(dashboardDatabaseId: number): string {
  return `/cockpit/wall/${dashboardDatabaseId}`;
}
