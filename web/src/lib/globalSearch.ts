import { interpolate } from './interpolate';
import { nlDialog } from '../i18n/nl/dialog';
import { nlForm } from '../i18n/nl/form';
import { nlGlobalSearch } from '../i18n/nl/globalSearch';

interface Item {
  readonly recordId: number;
  readonly url: string;
}

interface Group<I extends Item = Item> {
  readonly kind: string;
  readonly label: string;
  readonly total: number;
  readonly items: readonly I[];
}

/** The words of the search dialog, in the reader's language. */
export interface SearchTexts {
  readonly button: string;
  readonly title: string;
  readonly label: string;
  readonly placeholder: string;
  readonly results: string;
  readonly empty: string;
  readonly failed: string;
  readonly showAllTickets: string;
  readonly showTicketInList: string;
  readonly keys: string;
  readonly close: string;
  /** 'Nog {n} letter(s)...' below the minimum length. */
  readonly more: string;
}

/** A kind a search shows, the name above its group and the route its hits open under. */
export interface SearchKind {
  readonly kind: string;
  readonly label: string;
  readonly path: string;
}

/** What differs between the operators' search and the portal's. */
export interface SearchScope {
  readonly texts: SearchTexts;
  /** The kinds shown, in this order; null shows every kind the server answers, as it names and routes them. */
  readonly kinds: readonly SearchKind[] | null;
  /** Where 'Alle n tickets tonen' leads: a ticket list searching for the text. */
  readonly ticketListPath: (query: string) => string;
}

/** Something the arrow keys can land on: a hit, or the link to all tickets. */
export interface SearchEntry {
  key: string;
  url: string;
}

const listPath = (base: string) => (query: string) => `${base}?${new URLSearchParams({ q: query.trim() })}`;

/** The operators' ticket list searching for this text (it ranks by relevance while searching). */
export const ticketListPath = listPath('/tickets');

/** The portal's ticket list searching for this text. */
export const portalTicketListPath = listPath('/portal/tickets');

export const OPERATOR_SEARCH: SearchScope = {
  texts: { ...nlGlobalSearch, close: nlDialog.close, more: nlForm.searchMore },
  kinds: null,
  ticketListPath,
};

/** The portal's search: only the kinds the portal has pages for, named and opened in the portal. */
export function portalSearchScope(texts: { search: SearchTexts; nav: { tickets: string; quotes: string } }): SearchScope {
  return {
    texts: texts.search,
    kinds: [
      { kind: 'tickets', label: texts.nav.tickets, path: '/portal/tickets' },
      { kind: 'quotes', label: texts.nav.quotes, path: '/portal/quotes' },
    ],
    ticketListPath: portalTicketListPath,
  };
}

/** The server's groups as the scope shows them: its kinds only, in its order, named and routed its way. */
export function scopeGroups<I extends Item, G extends Group<I>>(groups: readonly G[], kinds: readonly SearchKind[] | null): G[] {
  if (kinds === null) return [...groups];
  return kinds.flatMap((shown) =>
    groups
      .filter((group) => group.kind === shown.kind)
      .map((group) => ({ ...group, label: shown.label, items: group.items.map((item) => ({ ...item, url: `${shown.path}/${item.recordId}` })) })),
  );
}

/** 'Alle 12 tickets tonen'; for one ticket a text without a count. */
export function allTicketsLabel(total: number, texts: Pick<SearchTexts, 'showAllTickets' | 'showTicketInList'>): string {
  return total === 1 ? texts.showTicketInList : interpolate(texts.showAllTickets, { total });
}

/** Each group's hits, the tickets group followed by its link to the list, in the order they are shown. */
export function searchEntries(
  groups: readonly Omit<Group, 'label'>[],
  query: string,
  listPathFor: (query: string) => string,
): SearchEntry[] {
  return groups.flatMap((group) => [
    ...group.items.map((item) => ({ key: `${group.kind}:${item.recordId}`, url: item.url })),
    ...(group.kind === 'tickets' ? [{ key: 'tickets:all', url: listPathFor(query) }] : []),
  ]);
}

/** The entry an arrow key moves to, round at either end; -1 while there is nothing. */
export function moveActive(current: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}
