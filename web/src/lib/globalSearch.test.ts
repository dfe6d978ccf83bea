import { describe, expect, it } from 'vitest';
import { allTicketsLabel, moveActive, searchEntries, ticketListPath } from './globalSearch';

describe('searchEntries', () => {
  it('lists the hits group by group, with the link to all tickets after the tickets', () => {
    const groups = [
      { kind: 'tickets', total: 12, items: [{ recordId: 5, url: '/tickets/5' }, { recordId: 3, url: '/tickets/3' }] },
      { kind: 'companies', total: 1, items: [{ recordId: 7, url: '/companies/7' }] },
    ];
    expect(searchEntries(groups, ' printer & co ')).toEqual([
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
});

describe('allTicketsLabel', () => {
  it('counts the tickets, except for one', () => {
    expect(allTicketsLabel(12)).toBe('Alle 12 tickets tonen');
    expect(allTicketsLabel(1)).toBe('Tonen in de ticketlijst');
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
