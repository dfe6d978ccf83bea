import { describe, expect, it } from 'vitest';
import { pageAddress, pageFrom, searchFrom, ticketOrder } from './portalList';

describe('pageFrom', () => {
  it('reads a positive whole page and falls back to 1', () => {
    expect(pageFrom(new URLSearchParams('page=3'))).toBe(3);
    for (const bad of ['', 'page=0', 'page=-2', 'page=1.5', 'page=x']) expect(pageFrom(new URLSearchParams(bad))).toBe(1);
  });
});

describe('searchFrom', () => {
  it('reads the trimmed search, or nothing', () => {
    expect(searchFrom(new URLSearchParams('q=%20printer%20kapot%20'))).toBe('printer kapot');
    expect(searchFrom(new URLSearchParams('page=2'))).toBe('');
  });
});

describe('pageAddress', () => {
  it('keeps the search when paging and leaves page 1 out of the address', () => {
    expect(pageAddress(new URLSearchParams('q=vpn'), 2).toString()).toBe('q=vpn&page=2');
    expect(pageAddress(new URLSearchParams('q=vpn&page=2'), 1).toString()).toBe('q=vpn');
    expect(pageAddress(new URLSearchParams('page=4'), 1).toString()).toBe('');
  });
});

describe('ticketOrder', () => {
  it('ranks by relevance only while searching', () => {
    expect(ticketOrder('vpn')).toEqual([{ field: 'relevance', direction: 'DESC' }]);
    expect(ticketOrder('')).toEqual([{ field: 'updated_at', direction: 'DESC' }]);
  });
});
