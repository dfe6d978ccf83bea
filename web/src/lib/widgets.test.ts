import { describe, expect, it } from 'vitest';
import {
  addColumn,
  addWidgetErrors,
  draftFromPreset,
  emptyWidgetDraft,
  isPairTaken,
  orderChanges,
  presetInputFromDraft,
  presetSaveMode,
  removeColumn,
  selectablePresets,
  setColumnFilter,
  widgetDraftErrors,
  widgetLabelError,
  widgetPresetOwner,
  withSource,
  type WidgetColumnDefinition,
  type WidgetDraft,
} from './widgets';

const columns: WidgetColumnDefinition[] = [
  { id: 'reference', header: 'Ticket', sortField: 'reference', filter: { kind: 'text' } },
  { id: 'description', header: 'Beschrijving', sortField: 'description' },
  { id: 'operator', header: 'Behandelaar', filter: { kind: 'select' } },
  { id: 'updatedAt', header: 'Bijgewerkt', sortField: 'updatedAt' },
  { id: 'createdAt', header: 'Aangemaakt', sortField: 'createdAt', hidden: true },
];

function draft(patch: Partial<WidgetDraft> = {}): WidgetDraft {
  return { ...emptyWidgetDraft(), label: 'Mijn tickets', type: 'tickets', columns: ['reference', 'operator'], sort: { column: 'reference', direction: 'DESC' }, ...patch };
}

describe('selectablePresets', () => {
  const presets = [
    { databaseId: 1, type: 'tickets', isCockpit: false },
    { databaseId: 2, type: 'invoices', isCockpit: false },
    { databaseId: 3, type: 'tickets', isCockpit: true, cockpitWidgetId: 9 },
    { databaseId: 4, type: 'tickets', isCockpit: true, cockpitWidgetId: null },
    { databaseId: 5, type: null },
  ];

  it('offers presets of lists the viewer may see, not another widget’s own preset', () => {
    expect(selectablePresets(presets, new Set(['tickets.index'])).map((p) => p.databaseId)).toEqual([1, 4]);
    expect(selectablePresets(presets, new Set(['tickets.index', 'invoices.index'])).map((p) => p.databaseId)).toEqual([1, 2, 4]);
    expect(selectablePresets(presets, new Set())).toEqual([]);
  });
});

describe('adding a widget', () => {
  const placed = [{ tablePresetId: 1, widgetType: 'count' }];

  it('knows a pair that is already on the dashboard', () => {
    expect(isPairTaken(placed, 1, 'count')).toBe(true);
    expect(isPairTaken(placed, 1, 'table')).toBe(false);
    expect(isPairTaken(placed, 2, 'count')).toBe(false);
  });

  it('needs a preset and a type, and a pair only once', () => {
    expect(addWidgetErrors({ presetId: null, widgetType: '' }, placed)).toEqual({ preset: 'Snelfilter is verplicht.', widgetType: 'Type widget is verplicht.' });
    expect(addWidgetErrors({ presetId: 1, widgetType: 'count' }, placed)).toEqual({ preset: 'Deze widget staat al op het dashboard.' });
    expect(addWidgetErrors({ presetId: 1, widgetType: 'table' }, placed)).toEqual({});
  });
});

describe('widget label', () => {
  it('is trimmed and at least three characters', () => {
    expect(widgetLabelError('  ab  ')).toBe('Naam moet minimaal 3 tekens bevatten.');
    expect(widgetLabelError('')).toBe('Naam moet minimaal 3 tekens bevatten.');
    expect(widgetLabelError(' abc ')).toBeNull();
  });
});

describe('widgetDraftErrors', () => {
  it('accepts a complete draft', () => {
    expect(widgetDraftErrors(draft(), { placing: false })).toEqual({});
  });

  it('names every missing part', () => {
    expect(widgetDraftErrors(emptyWidgetDraft(), { placing: true })).toEqual({
      label: 'Naam moet minimaal 3 tekens bevatten.',
      type: 'Bron is verplicht.',
      columns: 'Kies minimaal één kolom.',
      sort: 'Kies een kolom om op te sorteren.',
      widgetType: 'Type widget is verplicht.',
    });
  });

  it('needs a widget type only when placing the widget on a dashboard', () => {
    expect(widgetDraftErrors(draft(), { placing: true })).toEqual({ widgetType: 'Type widget is verplicht.' });
    expect(widgetDraftErrors(draft({ widgetType: 'table' }), { placing: true })).toEqual({});
  });

  it('refuses a sort on a column that is not chosen', () => {
    expect(widgetDraftErrors(draft({ sort: { column: 'updatedAt', direction: 'ASC' } }), { placing: false }).sort).toBe('Kies een kolom om op te sorteren.');
  });
});

describe('columns', () => {
  it('removing a column clears its filter and its sort', () => {
    const before = draft({ filters: { reference: '12', operator: ['me'] }, sort: { column: 'reference', direction: 'DESC' } });
    const after = removeColumn(before, 'reference');
    expect(after.columns).toEqual(['operator']);
    expect(after.filters).toEqual({ operator: ['me'] });
    expect(after.sort).toBeNull();
  });

  it('removing another column keeps the sort', () => {
    const after = removeColumn(draft({ filters: { operator: ['me'] } }), 'operator');
    expect(after.sort).toEqual({ column: 'reference', direction: 'DESC' });
    expect(after.filters).toEqual({});
  });

  it('adds a column once, at the end', () => {
    expect(addColumn(draft(), 'updatedAt').columns).toEqual(['reference', 'operator', 'updatedAt']);
    expect(addColumn(draft(), 'reference').columns).toEqual(['reference', 'operator']);
  });

  it('sets and clears a column filter', () => {
    const set = setColumnFilter(draft(), 'operator', ['me']);
    expect(set.filters).toEqual({ operator: ['me'] });
    expect(setColumnFilter(set, 'operator', undefined).filters).toEqual({});
  });

  it('a new source starts with the list’s default columns and order', () => {
    const next = withSource(draft({ filters: { operator: ['me'] } }), 'tickets', columns, { field: 'updatedAt', direction: 'DESC' });
    expect(next.columns).toEqual(['reference', 'description', 'operator', 'updatedAt']);
    expect(next.filters).toEqual({});
    expect(next.sort).toEqual({ column: 'updatedAt', direction: 'DESC' });
    expect(withSource(draft(), 'tickets', columns, { field: 'createdAt', direction: 'DESC' }).sort).toBeNull();
  });
});

describe('preset round trip', () => {
  it('reads a stored preset as the list does', () => {
    const read = draftFromPreset(
      {
        databaseId: 7,
        label: 'Open voor mij',
        type: 'tickets',
        columnsConfig: [
          { id: 'operator', visible: true, order: 0 },
          { id: 'updatedAt', visible: true, order: 1 },
          { id: 'reference', visible: false, order: 2 },
        ],
        filterConfig: { columnFilters: { operator: ['me'] }, customFields: { 3: 'x' }, search: 'printer' },
        orderConfig: { by: 'updatedAt', direction: 'desc' },
        paginationConfig: { per_page: 25 },
      },
      columns,
      'table',
    );
    expect(read).toEqual({
      label: 'Open voor mij',
      type: 'tickets',
      widgetType: 'table',
      columns: ['operator', 'updatedAt', 'description'],
      filters: { operator: ['me'] },
      sort: { column: 'updatedAt', direction: 'DESC' },
      perPage: 25,
      search: 'printer',
      customFields: { 3: 'x' },
    });
  });

  it('stores every column, the chosen ones visible and in order, and sorts by the column’s field', () => {
    const input = presetInputFromDraft(draft({ label: '  Mijn tickets ', filters: { operator: ['me'], reference: '' }, perPage: 5 }), columns);
    expect(input.label).toBe('Mijn tickets');
    expect(input.isCockpit).toBe(true);
    expect(input.columnsConfig.map((c) => [c.id, c.visible, c.order])).toEqual([
      ['reference', true, 0],
      ['operator', true, 1],
      ['description', false, 2],
      ['updatedAt', false, 3],
      ['createdAt', false, 4],
    ]);
    expect(input.columnsConfig[0]).toMatchObject({ title: 'Ticket', filter: true, orderable: true });
    expect(input.filterConfig).toEqual({ columnFilters: { operator: ['me'] }, customFields: {} });
    expect(input.orderConfig).toEqual({ by: 'reference', direction: 'DESC' });
    expect(input.paginationConfig).toEqual({ per_page: 5 });
  });

  it('reading what it stored gives the same draft back', () => {
    const original = draft({ widgetType: 'table', filters: { operator: ['me'] }, perPage: 25 });
    const stored = presetInputFromDraft(original, columns);
    expect(draftFromPreset({ databaseId: 1, ...stored }, columns, 'table')).toEqual(original);
  });
});

describe('presetSaveMode', () => {
  it('creates a preset for a new widget', () => {
    expect(presetSaveMode(null, null, 4)).toBe('create');
  });

  it('changes the widget’s own cockpit preset in place', () => {
    expect(presetSaveMode({ databaseId: 1, isCockpit: true, userId: 4, cockpitWidgetId: 8 }, 8, 4)).toBe('update');
    expect(presetSaveMode({ databaseId: 1, isCockpit: true, userId: null, cockpitWidgetId: null }, 8, 4)).toBe('update');
  });

  it('copies a shared quick filter instead of changing it', () => {
    expect(presetSaveMode({ databaseId: 1, isCockpit: false, userId: null }, 8, 4)).toBe('copy');
    expect(presetSaveMode({ databaseId: 1, isCockpit: false, userId: 4 }, 8, 4)).toBe('copy');
  });

  it('copies a cockpit preset of someone else or of another widget', () => {
    expect(presetSaveMode({ databaseId: 1, isCockpit: true, userId: 5 }, 8, 4)).toBe('copy');
    expect(presetSaveMode({ databaseId: 1, isCockpit: true, userId: 4, cockpitWidgetId: 9 }, 8, 4)).toBe('copy');
  });
});

describe('widget preset owner and order', () => {
  it('shares the preset of a public dashboard and keeps a personal one personal', () => {
    expect(widgetPresetOwner(true, 4)).toBeNull();
    expect(widgetPresetOwner(false, 4)).toBe(4);
    expect(widgetPresetOwner(null, 4)).toBe(4);
  });

  it('saves only the orders that changed', () => {
    expect(orderChanges([{ id: 'b', order: 1 }, { id: 'a', order: 0 }, { id: 'c', order: 2 }])).toEqual([
      { id: 'b', order: 0 },
      { id: 'a', order: 1 },
    ]);
    expect(orderChanges([{ id: 'a', order: 0 }])).toEqual([]);
  });
});
