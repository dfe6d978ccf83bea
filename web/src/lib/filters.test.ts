import { describe, expect, it } from 'vitest';
import {
  activeFilters,
  dateOptionFilter,
  parseColumnFilters,
  sameFilters,
  toFieldFilter,
  toFieldFilters,
  unchangedSince,
  type FilterableColumn,
} from './filters';

// 22 November 2026, 14:30 local time.
const now = new Date(2026, 10, 22, 14, 30, 0);
const context = { now, viewerId: 7, myCategoryIds: [3, 4] };
const midnight = (day: number) => new Date(2026, 10, day, 0, 0, 0).toISOString();

describe('toFieldFilter', () => {
  it('turns a text into a LIKE', () => {
    expect(toFieldFilter({ kind: 'text', field: 'name' }, '  Jansen ', context)).toEqual({
      field: 'name',
      operator: 'LIKE',
      value: '%Jansen%',
    });
  });

  it('ignores empty texts and selections', () => {
    expect(toFieldFilter({ kind: 'text', field: 'name' }, '   ', context)).toBeNull();
    expect(toFieldFilter({ kind: 'select', field: 'operatorId' }, [], context)).toBeNull();
  });

  it("replaces 'me' by the viewer and keeps numbers numeric", () => {
    expect(toFieldFilter({ kind: 'select', field: 'operatorId', me: 'viewer' }, ['me', '12', '7'], context)).toEqual({
      field: 'operatorId',
      operator: 'IN',
      value: [7, 12],
    });
  });

  it("replaces 'me' by the viewer's categories on a category column", () => {
    expect(toFieldFilter({ kind: 'select', field: 'categories.id', me: 'categories' }, ['me'], context)).toEqual({
      field: 'categories.id',
      operator: 'IN',
      value: [3, 4],
    });
  });

  it("replaces 'me' by the viewer's line on the ticket line column", () => {
    expect(toFieldFilter({ kind: 'select', field: 'lineType', me: 'line' }, ['me'], { ...context, viewerLine: 2 })).toEqual({
      field: 'lineType',
      operator: 'IN',
      value: [2],
    });
  });

  it("lets 'none' exclude the other values", () => {
    expect(toFieldFilter({ kind: 'select', field: 'operatorId' }, ['4', 'none'], context)).toEqual({
      field: 'operatorId',
      operator: 'IS_NULL',
    });
  });

  it("asks for records without any related record when 'none' is chosen on a to-many column", () => {
    expect(toFieldFilter({ kind: 'select', field: 'categories.id', me: 'categories' }, ['none'], context)).toEqual({
      field: 'categories.id',
      operator: 'IS_NULL',
    });
  });

  it('keeps enum options as strings', () => {
    expect(toFieldFilter({ kind: 'select', field: 'period' }, ['month'], context)).toEqual({
      field: 'period',
      operator: 'IN',
      value: ['month'],
    });
  });

  it('reads booleans and numbers', () => {
    expect(toFieldFilter({ kind: 'boolean', field: 'directDebit' }, 'false', context)).toEqual({
      field: 'directDebit',
      operator: 'EQ',
      value: false,
    });
    expect(toFieldFilter({ kind: 'number', field: 'quantity' }, '2,5', context)).toEqual({ field: 'quantity', operator: 'EQ', value: 2.5 });
    expect(toFieldFilter({ kind: 'number', field: 'quantity' }, 'veel', context)).toBeNull();
  });

  it('turns the difference options into a comparison with 0', () => {
    const spec = { kind: 'difference', field: 'quantityDifference' } as const;
    expect(toFieldFilter(spec, '0', context)).toEqual({ field: 'quantityDifference', operator: 'EQ', value: 0 });
    expect(toFieldFilter(spec, '1', context)).toEqual({ field: 'quantityDifference', operator: 'GT', value: 0 });
    expect(toFieldFilter(spec, '2', context)).toEqual({ field: 'quantityDifference', operator: 'LT', value: 0 });
    expect(toFieldFilter(spec, '3', context)).toBeNull();
  });

  it('turns status-unchanged options into an upper bound', () => {
    expect(toFieldFilter({ kind: 'statusUnchanged', field: 'statusChangedAt' }, '1w', context)).toEqual({
      field: 'statusChangedAt',
      operator: 'LTE',
      value: new Date(2026, 10, 15, 14, 30, 0).toISOString(),
    });
    expect(unchangedSince('1m', now)).toEqual(new Date(2026, 9, 22, 14, 30, 0));
    expect(unchangedSince('2d', now)).toEqual(new Date(2026, 10, 20, 14, 30, 0));
  });
});

describe('dateOptionFilter', () => {
  it('today runs from midnight today to midnight tomorrow', () => {
    expect(dateOptionFilter('scheduledAt', 'today', now)).toEqual({
      field: 'scheduledAt',
      operator: 'BETWEEN',
      value: [midnight(22), midnight(23)],
    });
  });

  it('shifts whole days for +n and -n', () => {
    expect(dateOptionFilter('scheduledAt', '+1', now).value).toEqual([midnight(23), midnight(24)]);
    expect(dateOptionFilter('scheduledAt', '+3', now).value).toEqual([midnight(25), midnight(26)]);
    expect(dateOptionFilter('scheduledAt', '-2', now).value).toEqual([midnight(20), midnight(21)]);
  });

  it('compares future and past with now', () => {
    expect(dateOptionFilter('createdAt', 'future', now)).toEqual({ field: 'createdAt', operator: 'GT', value: now.toISOString() });
    expect(dateOptionFilter('createdAt', 'past', now)).toEqual({ field: 'createdAt', operator: 'LT', value: now.toISOString() });
  });

  it('uses calendar dates for date columns', () => {
    expect(dateOptionFilter('warrantyUntil', 'today', now, true)).toEqual({ field: 'warrantyUntil', operator: 'EQ', value: '2026-11-22' });
    expect(dateOptionFilter('warrantyUntil', '-1', now, true).value).toBe('2026-11-21');
    expect(dateOptionFilter('warrantyUntil', 'future', now, true)).toEqual({ field: 'warrantyUntil', operator: 'GT', value: '2026-11-22' });
  });

  it("'none' asks for an empty date", () => {
    expect(dateOptionFilter('scheduledAt', 'none', now)).toEqual({ field: 'scheduledAt', operator: 'IS_NULL' });
  });
});

describe('toFieldFilters', () => {
  const columns: FilterableColumn[] = [
    { id: 'name', filter: { kind: 'text', field: 'name' } },
    { id: 'operator', filter: { kind: 'select', field: 'operatorId', me: 'viewer' } },
    { id: 'updatedAt', filter: { kind: 'date', field: 'updatedAt' } },
    { id: 'label' },
  ];

  it('converts the filters of known columns in column order', () => {
    const result = toFieldFilters(columns, { updatedAt: 'today', operator: ['me'], label: 'x', unknown: 'y' }, context);
    expect(result).toEqual([
      { field: 'operatorId', operator: 'IN', value: [7] },
      { field: 'updatedAt', operator: 'BETWEEN', value: [midnight(22), midnight(23)] },
    ]);
  });

  it("matches nothing for 'Mijzelf' without a signed-in user", () => {
    expect(toFieldFilters(columns, { operator: ['me'] }, { now, viewerId: null })).toEqual([
      { field: 'operatorId', operator: 'IN', value: [] },
    ]);
  });
});

describe('filter sets', () => {
  it('drops filters that do not narrow', () => {
    expect(activeFilters({ a: '', b: [], c: 'x', d: ['1'] })).toEqual({ c: 'x', d: ['1'] });
  });

  it('compares by what narrows', () => {
    expect(sameFilters({ a: 'x', b: [] }, { a: 'x' })).toBe(true);
    expect(sameFilters({ a: ['1', '2'] }, { a: ['1', '2'] })).toBe(true);
    expect(sameFilters({ a: ['1', '2'] }, { a: ['2', '1'] })).toBe(false);
    expect(sameFilters({ a: 'x' }, { b: 'x' })).toBe(false);
  });

  it('reads untrusted JSON', () => {
    expect(parseColumnFilters({ a: 'x', b: [1, '2', null], c: 3, d: { nested: true }, e: '' })).toEqual({ a: 'x', b: ['1', '2'], c: '3' });
    expect(parseColumnFilters('nonsense')).toEqual({});
    expect(parseColumnFilters(null)).toEqual({});
  });
});
