import { nlList } from '../i18n/nl/list';
import { interpolate } from './interpolate';

/** Page sizes offered on every list (spec §9). */
export const PAGE_SIZES = [5, 15, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 15;

/** The page sizes a list offers: the common ones plus the one the list starts with (spec back-office §6 names some). */
export function pageSizesFor(perPage: number = DEFAULT_PAGE_SIZE): number[] {
  return [...new Set<number>([...PAGE_SIZES, perPage])].sort((a, b) => a - b);
}

export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** 1-based numbers of the first and last row on a page; 0-0 when there is nothing. */
export function pageRange(page: number, perPage: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = Math.min((page - 1) * perPage + 1, total);
  return { from, to: Math.min(page * perPage, total) };
}

/** '{from}-{to} van {total}' */
export function pageRangeText(page: number, perPage: number, total: number): string {
  return interpolate(nlList.range, { ...pageRange(page, perPage, total), total });
}
