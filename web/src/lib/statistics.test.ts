import { describe, expect, it } from 'vitest';
import { barShare, panelRows, periodFilter, periodLabel, periodRange, periodWeeks, shortPeriodLabel, sumByKey } from './statistics';

describe('periodRange', () => {
  const today = new Date('2026-11-22T10:00:00'); // a Sunday
  it('counts whole weeks from Monday and whole months', () => {
    expect(periodRange('weeks4', today)).toEqual({ from: '2026-10-26', until: null });
    expect(periodRange('months3', today)).toEqual({ from: '2026-09-01', until: null });
    expect(periodRange('months12', today)).toEqual({ from: '2025-12-01', until: null });
    expect(periodRange('year', today)).toEqual({ from: '2026-01-01', until: null });
    expect(periodRange('all', today)).toEqual({ from: null, until: null });
  });
  it('closes the past periods at the first day after them', () => {
    expect(periodRange('month', today)).toEqual({ from: '2026-11-01', until: null });
    expect(periodRange('lastMonth', today)).toEqual({ from: '2026-10-01', until: '2026-11-01' });
    expect(periodRange('lastMonth', new Date('2026-01-05T10:00:00'))).toEqual({ from: '2025-12-01', until: '2026-01-01' });
    expect(periodRange('lastYear', today)).toEqual({ from: '2025-01-01', until: '2026-01-01' });
  });
});

describe('periodFilter', () => {
  it('filters from the first day and before the first day after', () => {
    expect(periodFilter('executedAt', { from: '2026-10-01', until: '2026-11-01' })).toEqual([
      { field: 'executedAt', operator: 'GTE', value: '2026-10-01' },
      { field: 'executedAt', operator: 'LT', value: '2026-11-01' },
    ]);
    expect(periodFilter('executedAt', { from: '2026-11-01', until: null })).toEqual([{ field: 'executedAt', operator: 'GTE', value: '2026-11-01' }]);
    expect(periodFilter('executedAt', { from: null, until: null })).toEqual([]);
  });
});

describe('periodWeeks', () => {
  const today = new Date('2026-11-22T10:00:00');
  it('lists every Monday from the week of the first day up to today', () => {
    expect(periodWeeks({ from: '2026-11-01', until: null }, today, [])).toEqual(['2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16']);
  });
  it('stops at the last day of a closed period', () => {
    expect(periodWeeks({ from: '2026-10-01', until: '2026-11-01' }, today, [])).toEqual(['2026-09-28', '2026-10-05', '2026-10-12', '2026-10-19', '2026-10-26']);
    // 2 March 2026 is a Monday: the week starting on the day after the period is not included.
    expect(periodWeeks({ from: '2026-02-01', until: '2026-03-02' }, today, [])).toEqual(['2026-01-26', '2026-02-02', '2026-02-09', '2026-02-16', '2026-02-23']);
  });
  it('takes the weeks found when the period has no start', () => {
    expect(periodWeeks({ from: null, until: null }, today, ['2026-11-16', '2026-10-05', '2026-11-16'])).toEqual(['2026-10-05', '2026-11-16']);
  });
});

describe('sumByKey', () => {
  it('looks up a sum or the count by the row key', () => {
    const cells = sumByKey([{ key: '2026-11-16', label: null, count: 2, sums: [90] }], 0);
    expect(cells.get('2026-11-16')).toBe(90);
    expect(cells.get('2026-11-09')).toBeUndefined();
    expect(sumByKey([{ key: 3, label: null, count: 2, sums: [90] }], 'count').get('3')).toBe(2);
  });
});

describe('panelRows', () => {
  const rows = [
    { key: 1, label: 'Bram', count: 3, sums: [30] },
    { key: 2, label: 'Sanne', count: 9, sums: [10] },
    { key: 3, label: 'Mehmet', count: 5, sums: [50] },
    { key: 4, label: 'Lotte', count: 1, sums: [5] },
  ];
  it('puts the largest first by the chosen measure and folds the tail into Overig', () => {
    expect(panelRows(rows, { chronological: false, measure: 'count', limit: 10, otherLabel: 'Overig' }).map((row) => row.label)).toEqual(['Sanne', 'Mehmet', 'Bram', 'Lotte']);
    const folded = panelRows(rows, { chronological: false, measure: 0, limit: 3, otherLabel: 'Overig' });
    expect(folded.map((row) => row.label)).toEqual(['Mehmet', 'Bram', 'Overig']);
    expect(folded[2]).toEqual({ key: null, label: 'Overig', count: 10, sums: [15] });
  });
  it('keeps periods in time order', () => {
    const weeks = [
      { key: '2026-11-16', label: '2026-11-16', count: 1, sums: [] },
      { key: '2026-11-02', label: '2026-11-02', count: 7, sums: [] },
    ];
    expect(panelRows(weeks, { chronological: true, measure: 'count', limit: 1, otherLabel: 'Overig' }).map((row) => row.key)).toEqual(['2026-11-02', '2026-11-16']);
  });
});

describe('barShare and periodLabel', () => {
  it('scales to the largest value', () => {
    expect(barShare(5, 20)).toBe(25);
    expect(barShare(-5, 20)).toBe(0);
    expect(barShare(3, 0)).toBe(0);
  });
  it('names weeks, months and days in Dutch', () => {
    expect(periodLabel('2026-11-16', 'WEEK')).toBe('wk 47 · 16-11-2026');
    expect(periodLabel('2026-11-01', 'MONTH')).toBe('nov 2026');
    expect(periodLabel('2026-11-16', 'DAY')).toBe('16-11-2026');
  });
});

describe('shortPeriodLabel', () => {
  it('keeps a column label short', () => {
    expect(shortPeriodLabel('2026-11-16', 'WEEK')).toBe('wk 47');
    expect(shortPeriodLabel('2026-11-16', 'DAY')).toBe('16-11');
    expect(shortPeriodLabel('2026-11-01', 'MONTH')).toBe('nov 2026');
    expect(shortPeriodLabel('geen datum', 'WEEK')).toBe('geen datum');
  });
});
