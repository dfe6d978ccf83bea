import { describe, expect, it } from 'vitest';
import { isRecordTabVisible, pageSlice, prefillPath, tabCountText } from './recordTabs';

const permissions = new Set(['tickets.index', 'cloud-distribution-subscriptions.index']);

describe('isRecordTabVisible', () => {
  it('needs {name}.index', () => {
    expect(isRecordTabVisible({ name: 'tickets' }, null, permissions, {})).toBe(true);
    expect(isRecordTabVisible({ name: 'invoices' }, null, permissions, {})).toBe(false);
  });

  it('needs the module when it names one', () => {
    const tab = { name: 'cloud-distribution-subscriptions', module: 'mod_cloud_distribution' };
    expect(isRecordTabVisible(tab, null, permissions, { mod_cloud_distribution: false })).toBe(false);
    expect(isRecordTabVisible(tab, null, permissions, { mod_cloud_distribution: true })).toBe(true);
  });

  it('hides a tab flagged hidden when empty while its count is zero', () => {
    const tab = { name: 'tickets', hiddenWhenEmpty: true };
    expect(isRecordTabVisible(tab, { value: 0 }, permissions, {})).toBe(false);
    expect(isRecordTabVisible(tab, { value: 2 }, permissions, {})).toBe(true);
    expect(isRecordTabVisible(tab, { text: '0/0', empty: true }, permissions, {})).toBe(false);
    expect(isRecordTabVisible(tab, null, permissions, {})).toBe(true);
  });

  it('shows a tab flagged visible whatever else', () => {
    expect(isRecordTabVisible({ name: 'invoices', visible: true, hidden: true, module: 'mod_x' }, { value: 0 }, permissions, {})).toBe(true);
  });
});

describe('tabCountText', () => {
  it('formats plain, money and minutes counts', () => {
    expect(tabCountText({ value: 3 })).toBe('3');
    expect(tabCountText({ value: 1234.5, kind: 'currency' })).toMatch(/1\.234,50/);
    expect(tabCountText({ value: 90, kind: 'minutes' })).toBe('01:30');
    expect(tabCountText({ text: '2/5', empty: false })).toBe('2/5');
  });
});

describe('prefillPath', () => {
  it('puts the parent in the query of the create screen', () => {
    expect(prefillPath('/clients/create', { companies: [7] })).toBe('/clients/create?companies=7');
    expect(prefillPath('/tickets/create', { asset_id: 4, company_id: 9 })).toBe('/tickets/create?asset_id=4&company_id=9');
    expect(prefillPath('/contracts/create', { companies: [1, 2] })).toBe('/contracts/create?companies=1,2');
  });

  it('leaves out what is empty', () => {
    expect(prefillPath('/tickets/create', { asset_id: 4, company_id: null, client_id: undefined, x: '' })).toBe('/tickets/create?asset_id=4');
    expect(prefillPath('/deals/create', {})).toBe('/deals/create');
  });
});

describe('pageSlice', () => {
  it('takes one page of rows', () => {
    const rows = Array.from({ length: 23 }, (_, i) => i + 1);
    expect(pageSlice(rows, 1, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageSlice(rows, 3, 10)).toEqual([21, 22, 23]);
    expect(pageSlice(rows, 0, 10)).toHaveLength(10);
    expect(pageSlice(rows, 4, 10)).toEqual([]);
  });
});
