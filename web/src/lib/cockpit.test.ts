import { describe, expect, it } from 'vitest';
import {
  chooseDashboard,
  choosesVisibility,
  dashboardKey,
  mobileOrder,
  parseDashboardKey,
  readLastDashboard,
  wallDisplayPath,
  widgetColumns,
  widgetListHref,
  widgetListState,
  withScheme,
  writeLastDashboard,
} from './cockpit';
import type { QuickFilter } from './quickFilters';

const defaults = { order: { field: 'updatedAt', direction: 'DESC' as const }, sortFields: ['updatedAt', 'reference', 'scheduledAt'] };

const quickFilter: QuickFilter = {
  id: 'UHJlc2V0OjQ',
  databaseId: 4,
  label: 'Vandaag',
  styling: 'success',
  filters: { operator: ['me'], scheduledAt: 'today' },
  search: '',
  order: { field: 'scheduledAt', direction: 'ASC' },
  perPage: null,
  columns: null,
};

describe('mobileOrder', () => {
  it('puts counts before tables', () => {
    expect(mobileOrder('count')).toBe(1);
    expect(mobileOrder('table')).toBe(2);
    expect(mobileOrder(null)).toBe(2);
  });
});

describe('widgetColumns', () => {
  const columns = [{ id: 'reference' }, { id: 'description' }, { id: 'status' }, { id: 'lineType', hidden: true }];

  it("shows the quick filter's visible columns in its order, and only those", () => {
    const settings = [
      { id: 'status', visible: true },
      { id: 'reference', visible: true },
      { id: 'description', visible: false },
      { id: 'lineType', visible: true },
    ];
    expect(widgetColumns(columns, settings).map((c) => c.id)).toEqual(['status', 'reference', 'lineType']);
  });

  it("falls back to the list's default columns", () => {
    expect(widgetColumns(columns, null).map((c) => c.id)).toEqual(['reference', 'description', 'status']);
    expect(widgetColumns(columns, [{ id: 'gone', visible: true }]).map((c) => c.id)).toEqual(['reference', 'description', 'status']);
  });

  it('names a column once', () => {
    expect(widgetColumns(columns, [{ id: 'status', visible: true }, { id: 'status', visible: true }]).map((c) => c.id)).toEqual(['status']);
  });
});

describe('widgetListState', () => {
  it('takes the filters, order and the widget page size of 15', () => {
    expect(widgetListState(quickFilter, defaults)).toEqual({
      page: 1,
      perPage: 15,
      order: { field: 'scheduledAt', direction: 'ASC' },
      search: '',
      filters: { operator: ['me'], scheduledAt: 'today' },
      preset: 'UHJlc2V0OjQ',
    });
  });

  it('keeps the list order when the quick filter sorts on something the list cannot', () => {
    const state = widgetListState({ ...quickFilter, order: { field: 'scheduled_at', direction: 'ASC' }, perPage: 50 }, defaults);
    expect(state.order).toEqual(defaults.order);
    expect(state.perPage).toBe(50);
  });

  it('orders a searching quick filter by relevance, as its list does, and relevance never without a search', () => {
    const relevance = { field: 'relevance', direction: 'DESC' as const };
    const searchable = { ...defaults, searchOrder: relevance };
    expect(widgetListState({ ...quickFilter, search: 'printer', order: null }, searchable).order).toEqual(relevance);
    expect(widgetListState({ ...quickFilter, search: 'printer', order: relevance }, searchable).order).toEqual(relevance);
    expect(widgetListState({ ...quickFilter, search: 'printer' }, searchable).order).toEqual(quickFilter.order);
    expect(widgetListState({ ...quickFilter, search: '', order: relevance }, searchable).order).toEqual(defaults.order);
    expect(widgetListHref('/tickets', { ...quickFilter, search: 'printer', order: null, filters: {} }, searchable)).toBe('/tickets?q=printer&preset=UHJlc2V0OjQ');
  });
});

describe('widgetListHref', () => {
  it('opens the list with the quick filter applied', () => {
    const href = widgetListHref('/tickets', quickFilter, defaults);
    const [path, query] = href.split('?');
    expect(path).toBe('/tickets');
    const params = new URLSearchParams(query);
    expect(params.get('sort')).toBe('scheduledAt');
    expect(params.get('dir')).toBe('ASC');
    expect(JSON.parse(params.get('f') ?? '')).toEqual({ operator: ['me'], scheduledAt: 'today' });
    expect(params.get('preset')).toBe('UHJlc2V0OjQ');
  });
});

describe('dashboard keys', () => {
  it('tell widget dashboards and external ones apart', () => {
    expect(parseDashboardKey(dashboardKey('dashboard', 'Q2Q6MQ'))).toEqual({ kind: 'dashboard', id: 'Q2Q6MQ' });
    expect(parseDashboardKey(dashboardKey('external', 'RXg6Mg'))).toEqual({ kind: 'external', id: 'RXg6Mg' });
    expect(parseDashboardKey('other:1')).toBeNull();
  });
});

describe('chooseDashboard', () => {
  it('opens the one used last when it still exists', () => {
    expect(chooseDashboard(['dashboard:a', 'external:b'], 'external:b')).toBe('external:b');
  });

  it('otherwise the first, or none', () => {
    expect(chooseDashboard(['dashboard:a', 'dashboard:c'], 'dashboard:gone')).toBe('dashboard:a');
    expect(chooseDashboard(['dashboard:a'], null)).toBe('dashboard:a');
    expect(chooseDashboard([], 'dashboard:a')).toBeNull();
  });
});

describe('last dashboard per user', () => {
  it('is remembered for each user apart', () => {
    const map = new Map<string, string>();
    const storage = { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) };
    writeLastDashboard(storage, 1, 'dashboard:a');
    writeLastDashboard(storage, 2, 'external:b');
    expect(readLastDashboard(storage, 1)).toBe('dashboard:a');
    expect(readLastDashboard(storage, 2)).toBe('external:b');
    expect(readLastDashboard(storage, 3)).toBeNull();
    expect(readLastDashboard(null, 1)).toBeNull();
  });

  it('survives a storage that refuses', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    };
    expect(() => writeLastDashboard(broken, 1, 'dashboard:a')).not.toThrow();
    expect(readLastDashboard(broken, 1)).toBeNull();
  });
});

describe('withScheme', () => {
  it('prepends https:// without an http(s) scheme', () => {
    expect(withScheme(' status.example.nl/wall ')).toBe('https://status.example.nl/wall');
    expect(withScheme('ftp.example.nl')).toBe('https://ftp.example.nl');
  });

  it('keeps http and https', () => {
    expect(withScheme('http://intern.example.nl')).toBe('http://intern.example.nl');
    expect(withScheme('HTTPS://example.nl')).toBe('HTTPS://example.nl');
  });

  it('leaves an empty url empty, so it stays required', () => {
    expect(withScheme('   ')).toBe('');
  });
});

describe('choosesVisibility', () => {
  it('is for the admin role only', () => {
    expect(choosesVisibility(['operator', 'admin'])).toBe(true);
    expect(choosesVisibility(['operator'])).toBe(false);
    expect(choosesVisibility([])).toBe(false);
  });
});

describe('wallDisplayPath', () => {
  it('names the dashboard by its number', () => {
    expect(wallDisplayPath(12)).toBe('/cockpit/wall/12');
  });
});
