import { describe, expect, it } from 'vitest';
import { arrangeColumns, columnSettings, mobileSortColumns, moveItem, orderByIds, reorder } from './columns';

const columns = [{ id: 'name' }, { id: 'city' }, { id: 'debtorCode', hidden: true }, { id: 'updatedAt' }];
const ids = (list: { id: string }[]) => list.map((c) => c.id);

describe('arrangeColumns', () => {
  it('uses the defaults without settings', () => {
    const { visible, hidden } = arrangeColumns(columns, undefined);
    expect(ids(visible)).toEqual(['name', 'city', 'updatedAt']);
    expect(ids(hidden)).toEqual(['debtorCode']);
  });

  it("follows the user's order and visibility, appending columns it does not know", () => {
    const { visible, hidden } = arrangeColumns(columns, [
      { id: 'debtorCode', visible: true },
      { id: 'name', visible: true },
      { id: 'city', visible: false },
      { id: 'removed', visible: true },
    ]);
    expect(ids(visible)).toEqual(['debtorCode', 'name', 'updatedAt']);
    expect(ids(hidden)).toEqual(['city']);
  });

  it('never hides everything', () => {
    const settings = columns.map((c) => ({ id: c.id, visible: false }));
    expect(ids(arrangeColumns(columns, settings).visible)).toEqual(['name', 'city', 'updatedAt']);
  });

  it('round-trips through settings', () => {
    const arranged = arrangeColumns(columns, [{ id: 'city', visible: true }]);
    const again = arrangeColumns(columns, columnSettings(arranged.visible, arranged.hidden));
    expect(again).toEqual(arranged);
  });
});

describe('moving items', () => {
  it('moves one place up or down', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('drags to a position', () => {
    expect(reorder(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(reorder(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(reorder(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });

  it('sorts by remembered ids', () => {
    const items = [{ id: '1' }, { id: '2' }, { id: '3' }, { id: '4' }];
    expect(ids(orderByIds(items, ['3', '1'], (i) => i.id))).toEqual(['3', '1', '2', '4']);
    expect(ids(orderByIds(items, undefined, (i) => i.id))).toEqual(['1', '2', '3', '4']);
  });
});

describe('mobileSortColumns', () => {
  const columns = [
    { id: 'reference', sortField: 'reference' },
    { id: 'priority', sortField: 'priorityId' },
    { id: 'company', sortField: 'company.name' },
    { id: 'notes' },
  ];

  it('offers the mobile sorts when the list is sorted on one of them', () => {
    expect(mobileSortColumns(columns, columns, ['reference', 'company'], 'company.name').map((c) => c.id)).toEqual(['reference', 'company']);
  });

  it('adds the column the list is sorted on now, so the menu names it', () => {
    expect(mobileSortColumns(columns, columns, ['reference', 'company'], 'priorityId').map((c) => c.id)).toEqual(['reference', 'company', 'priority']);
  });

  it('without mobile sorts offers the visible columns', () => {
    expect(mobileSortColumns(columns, [columns[0]], undefined, 'reference').map((c) => c.id)).toEqual(['reference']);
    expect(mobileSortColumns(columns, [columns[0]], undefined, 'priorityId').map((c) => c.id)).toEqual(['reference', 'priority']);
  });

  it('an order no column has (relevance) adds nothing', () => {
    expect(mobileSortColumns(columns, columns, ['reference'], 'relevance').map((c) => c.id)).toEqual(['reference']);
  });
});
