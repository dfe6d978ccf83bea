import { describe, expect, it } from 'vitest';
import { exportSummary, inBatches, lineExportFlag } from './invoiceExport';

describe('exportSummary', () => {
  it('reports all exported, none exported, or both counts', () => {
    expect(exportSummary([{ ok: true }, { ok: true }, { ok: true }])).toEqual({ variant: 'success', kind: 'all', succeeded: 3, failed: 0 });
    expect(exportSummary([{ ok: false }, { ok: false }])).toEqual({ variant: 'danger', kind: 'none', succeeded: 0, failed: 2 });
    expect(exportSummary([{ ok: true }, { ok: false, reason: 'Debiteur onbekend' }, { ok: true }])).toEqual({ variant: 'warning', kind: 'partial', succeeded: 2, failed: 1 });
  });
});

describe('inBatches', () => {
  it('runs at most the batch size at once, in order', async () => {
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const results = await inBatches([1, 2, 3, 4, 5, 6, 7], 3, async (item) => {
      started.push(item);
      running += 1;
      most = Math.max(most, running);
      await Promise.resolve();
      running -= 1;
      return item * 10;
    });
    expect(results).toEqual([10, 20, 30, 40, 50, 60, 70]);
    expect(most).toBe(3);
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});

describe('lineExportFlag', () => {
  it('flags lines without a product only when an accounting package is on, in red at price 0', () => {
    const exact = { mod_exact: true };
    expect(lineExportFlag({ productCode: null, price: 0 }, exact)).toBe('error');
    expect(lineExportFlag({ productCode: ' ', price: 0 }, { mod_eboekhouden: true })).toBe('error');
    expect(lineExportFlag({ productCode: '', price: 12.5 }, exact)).toBe('warning');
    expect(lineExportFlag({ productCode: 'UUR', price: 0 }, exact)).toBeNull();
    expect(lineExportFlag({ productCode: null, price: 0 }, { mod_invoicing: true })).toBeNull();
  });
});
