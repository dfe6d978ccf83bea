import { formatMinutes } from './minutes';
import { formatCurrency } from './price';
import { isTabVisible, type Permissions } from './routeAccess';

/** A tab's count badge: a number shown plain, as money or as hours:minutes, or a ready text (3/5). */
export type TabCount = { value: number; kind?: 'plain' | 'currency' | 'minutes' } | { text: string; empty: boolean };

/** When a detail screen's tab shows (spec core §2, "Tab menu"). */
export interface TabVisibility {
  /** Resource of the related records: the tab needs {name}.index. */
  name: string;
  /** Always shown, whatever the permissions. */
  visible?: boolean;
  /** Shown only with this tenant module on. */
  module?: string;
  /** Hidden while its count is zero. */
  hiddenWhenEmpty?: boolean;
  /** Hidden for this record. */
  hidden?: boolean;
}

function isEmpty(count: TabCount | null): boolean {
  if (count === null) return false;
  return 'text' in count ? count.empty : count.value === 0;
}

export function isRecordTabVisible(tab: TabVisibility, count: TabCount | null, permissions: Permissions, modules: Readonly<Record<string, unknown>>): boolean {
  const hidden = Boolean(tab.hidden) || (Boolean(tab.hiddenWhenEmpty) && isEmpty(count));
  return isTabVisible({ name: tab.name, visible: tab.visible, module: tab.module, hidden }, permissions, modules);
}

export function tabCountText(count: TabCount): string {
  if ('text' in count) return count.text;
  if (count.kind === 'currency') return formatCurrency(count.value);
  if (count.kind === 'minutes') return formatMinutes(count.value);
  return String(count.value);
}

export type PrefillValue = string | number | readonly number[] | null | undefined;

/**
 * The create screen of a related record with the parent prefilled through the query
 * (spec back-office §2): empty values are left out, lists of ids are joined by commas.
 */
export function prefillPath(path: string, prefill: Readonly<Record<string, PrefillValue>>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(prefill)) {
    if (value === null || value === undefined) continue;
    const text = typeof value === 'object' ? value.join(',') : String(value);
    if (text !== '') query.set(key, text);
  }
  const search = query.toString().replace(/%2C/g, ',');
  return search ? `${path}?${search}` : path;
}

/** The rows of one page of a list held in full (1-based page). */
export function pageSlice<T>(rows: readonly T[], page: number, perPage: number): T[] {
  const start = (Math.max(1, page) - 1) * perPage;
  return rows.slice(start, start + perPage);
}
