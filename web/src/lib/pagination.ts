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

/** A page button, or a gap between page buttons. */
export type PageItem = number | 'gap';

/**
 * The page buttons of a pager: the first and last page, the current page with `siblings` pages on
 * each side, and a gap where pages are left out (always two or more: a gap never hides one page).
 */
export function pageItems(page: number, totalPages: number, siblings: number): PageItem[] {
  if (totalPages <= 0) return [];
  const shown = siblings * 2 + 5;
  if (totalPages <= shown) return range(1, totalPages);
  const left = Math.max(page - siblings, 1);
  const right = Math.min(page + siblings, totalPages);
  const leftGap = left > 3;
  const rightGap = right < totalPages - 2;
  // Without a gap on one side, that side fills up so the pager keeps its width.
  const side = shown - 2;
  if (!leftGap) return [...range(1, side), 'gap', totalPages];
  if (!rightGap) return [1, 'gap', ...range(totalPages - side + 1, totalPages)];
  return [1, 'gap', ...range(left, right), 'gap', totalPages];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}
