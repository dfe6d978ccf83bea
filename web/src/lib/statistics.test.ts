import { describe, expect, it } from 'vitest';
import { barShare, panelRows, periodLabel, periodStart } from './statistics';

describe('periodStart', () => {
  const today = new Date('2026-11-22T10:00:00'); // a Sunday
  it('counts whole weeks from Monday and whole months', () => {
    expect(periodStart('weeks4', today)).toBe('2026-10-26');
    expect(periodStart('months3', today)).toBe('2026-09-01');
    expect(periodStart('months12', today)).toBe('2025-12-01');
    expect(periodStart('year', today)).toBe('2026-01-01');
    expect(periodStart('all', today)).toBeNull();
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
