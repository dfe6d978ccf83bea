import { interpolate } from './interpolate';
import { nl } from '../i18n/nl';

interface Group {
  readonly kind: string;
  readonly total: number;
  readonly items: readonly { readonly recordId: number; readonly url: string }[];
}

/** Something the arrow keys can land on: a hit, or the link to all tickets. */
export interface SearchEntry {
  key: string;
  url: string;
}

/** The ticket list searching for this text (it ranks by relevance while searching). */
export function ticketListPath(query: string): string {
  return `/tickets?${new URLSearchParams({ q: query.trim() })}`;
}

/** 'Alle 12 tickets tonen'; for one ticket a text without a count. */
export function allTicketsLabel(total: number): string {
  return total === 1 ? nl.globalSearch.showTicketInList : interpolate(nl.globalSearch.showAllTickets, { total });
}

/** Each group's hits, the tickets group followed by its link to the list, in the order they are shown. */
export function searchEntries(groups: readonly Group[], query: string): SearchEntry[] {
  return groups.flatMap((group) => [
    ...group.items.map((item) => ({ key: `${group.kind}:${item.recordId}`, url: item.url })),
    ...(group.kind === 'tickets' ? [{ key: 'tickets:all', url: ticketListPath(query) }] : []),
  ]);
}

/** The entry an arrow key moves to, round at either end; -1 while there is nothing. */
export function moveActive(current: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}
