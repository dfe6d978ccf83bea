import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, sliceOf, toConnection } from './connections.ts';

describe('connection slices', () => {
  it('maps numbered pages onto offsets', () => {
    expect(sliceOf({ first: 15, page: 3 }, 10)).toEqual({ offset: 30, limit: 15 });
  });

  it('continues after a cursor', () => {
    expect(sliceOf({ first: 10, after: encodeCursor(9) }, 10)).toEqual({ offset: 10, limit: 10 });
  });

  it('uses the default size and starts at the top without arguments', () => {
    expect(sliceOf({}, 15)).toEqual({ offset: 0, limit: 15 });
  });

  it.each([0, 101, -1, 2.5])('refuses first = %s', (first) => {
    expect(() => sliceOf({ first }, 15)).toThrow(/first moet tussen 1 en 100/);
  });

  it('refuses page and after together, and a page below 1', () => {
    expect(() => sliceOf({ page: 2, after: encodeCursor(1) }, 15)).toThrow(/niet allebei/);
    expect(() => sliceOf({ page: 0 }, 15)).toThrow(/1 of hoger/);
  });

  it('refuses a cursor it did not make', () => {
    expect(() => decodeCursor('bm9wZQ')).toThrow(/Ongeldige cursor/);
    expect(decodeCursor(encodeCursor(42))).toBe(42);
  });

  it('reports whether more rows follow', () => {
    const middle = toConnection(['a', 'b'], 5, { offset: 2, limit: 2 });
    expect(middle.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: true });
    expect(decodeCursor(middle.pageInfo.endCursor!)).toBe(3);
    const last = toConnection(['e'], 5, { offset: 4, limit: 2 });
    expect(last.pageInfo.hasNextPage).toBe(false);
    const empty = toConnection([], 0, { offset: 0, limit: 2 });
    expect(empty.pageInfo).toMatchObject({ hasNextPage: false, startCursor: null, endCursor: null });
  });
});
