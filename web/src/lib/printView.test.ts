import { describe, expect, it } from 'vitest';
import { inIdOrder, printIds, printPath, printTypes } from './printView';

describe('print view', () => {
  it('puts the chosen ids in the address and reads them back safely', () => {
    expect(printPath('invoices', [4, 9])).toBe('/invoices/print?ids=4,9');
    expect(printIds('?ids=4,9,abc,0,-2,9, 12')).toEqual([4, 9, 12]);
    expect(printIds('')).toEqual([]);
  });

  it('keeps the order the rows were chosen in and leaves out rows that did not come back', () => {
    const rows = [{ databaseId: 1 }, { databaseId: 5 }, { databaseId: 3 }];
    expect(inIdOrder(rows, [3, 1, 7]).map((row) => row.databaseId)).toEqual([3, 1]);
  });

  it('gives one print view per type, skipping types with a view of their own', () => {
    const lists = [{ type: 'tickets', id: 'a' }, { type: 'quotes', id: 'b' }, { type: 'quotes', id: 'c' }, { type: 'invoices', id: 'd' }];
    expect(printTypes(lists, new Set(['tickets/print'])).map((list) => list.id)).toEqual(['b', 'd']);
  });
});
