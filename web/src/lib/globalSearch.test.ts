import { describe, expect, it } from 'vitest';
import { nlPortal } from '../i18n/nl/portal';
import { portalEn } from '../i18n/portal-en';
import { allTicketsLabel, moveActive, OPERATOR_SEARCH, portalSearchScope, portalTicketListPath, scopeGroups, searchEntries, ticketListPath } from './globalSearch';

describe('searchEntries', () => {
  it('lists the hits group by group, with the link to all tickets after the tickets', () => {
    const groups = [
      { kind: 'tickets', total: 12, items: [{ recordId: 5, url: '/tickets/5' }, { recordId: 3, url: '/tickets/3' }] },
      { kind: 'companies', total: 1, items: [{ recordId: 7, url: '/companies/7' }] },
    ];
    expect(searchEntries(groups, ' printer & co ', ticketListPath)).toEqual([
      { key: 'tickets:5', url: '/tickets/5' },
      { key: 'tickets:3', url: '/tickets/3' },
      { key: 'tickets:all', url: '/tickets?q=printer+%26+co' },
      { key: 'companies:7', url: '/companies/7' },
    ]);
  });
});

describe('ticketListPath', () => {
  it('opens the ticket list with the search in its address', () => {
    expect(new URL(ticketListPath('factuur 2026'), 'http://x').searchParams.get('q')).toBe('factuur 2026');
  });

  it("opens the portal's own ticket list in the portal", () => {
    const url = new URL(portalTicketListPath(' factuur & co '), 'http://x');
    expect(url.pathname).toBe('/portal/tickets');
    expect(url.searchParams.get('q')).toBe('factuur & co');
  });
});

describe('scopeGroups', () => {
  const groups = [
    { kind: 'tickets', label: 'Tickets', total: 2, items: [{ recordId: 5, url: '/tickets/5' }] },
    { kind: 'companies', label: 'Bedrijven', total: 1, items: [{ recordId: 7, url: '/companies/7' }] },
    { kind: 'quotes', label: 'Offertes', total: 1, items: [{ recordId: 9, url: '/deals/quotes/9' }] },
  ];

  it('leaves the operators every group as the server names and routes it', () => {
    expect(scopeGroups(groups, OPERATOR_SEARCH.kinds)).toEqual(groups);
  });

  it('shows the portal only its own kinds, in its language, opening on its own pages', () => {
    expect(scopeGroups(groups, portalSearchScope(portalEn).kinds)).toEqual([
      { kind: 'tickets', label: 'Tickets', total: 2, items: [{ recordId: 5, url: '/portal/tickets/5' }] },
      { kind: 'quotes', label: 'Quotes', total: 1, items: [{ recordId: 9, url: '/portal/quotes/9' }] },
    ]);
  });

  it('leads the portal\'s "all tickets" to the portal ticket list', () => {
    const scope = portalSearchScope(nlPortal);
    expect(searchEntries(scopeGroups(groups, scope.kinds), 'vpn', scope.ticketListPath).map((entry) => entry.url)).toEqual([
      '/portal/tickets/5',
      '/portal/tickets?q=vpn',
      '/portal/quotes/9',
    ]);
  });
});

describe('allTicketsLabel', () => {
  it('counts the tickets, except for one', () => {
    expect(allTicketsLabel(12, OPERATOR_SEARCH.texts)).toBe('Alle 12 tickets tonen');
    expect(allTicketsLabel(1, OPERATOR_SEARCH.texts)).toBe('Tonen in de ticketlijst');
  });

  it("speaks the portal contact's language", () => {
    expect(allTicketsLabel(3, portalSearchScope(nlPortal).texts)).toBe('Alle 3 tickets tonen');
    expect(allTicketsLabel(3, portalSearchScope(portalEn).texts)).toBe('Show all 3 tickets');
    expect(allTicketsLabel(1, portalSearchScope(portalEn).texts)).toBe('Show in the ticket list');
  });
});

describe('moveActive', () => {
  it('goes round at both ends and starts at the first or last entry', () => {
    expect(moveActive(-1, 3, 1)).toBe(0);
    expect(moveActive(-1, 3, -1)).toBe(2);
    expect(moveActive(2, 3, 1)).toBe(0);
    expect(moveActive(0, 3, -1)).toBe(2);
    expect(moveActive(1, 3, 1)).toBe(2);
    expect(moveActive(0, 0, 1)).toBe(-1);
  });
});
