import { describe, expect, it } from 'vitest';
import { presetConfig, quickFilterFromPreset } from './quickFilters';

describe('quickFilterFromPreset', () => {
  it('reads the stored configs', () => {
    expect(
      quickFilterFromPreset({
        id: 'VGFibGVQcmVzZXQ6Mw',
        databaseId: 3,
        label: ' Mijn open tickets ',
        styling: 'danger',
        filterConfig: { columnFilters: { operator: ['me'], status: ['1', '5'] }, customFields: {}, search: 'vpn' },
        orderConfig: { by: 'updatedAt', direction: 'desc' },
        paginationConfig: { per_page: 50 },
        columnsConfig: [
          { id: 'status', visible: true, order: 1 },
          { id: 'reference', visible: true, order: 0 },
          { id: 'company', visible: false, order: 2 },
        ],
      }),
    ).toEqual({
      id: 'VGFibGVQcmVzZXQ6Mw',
      databaseId: 3,
      label: 'Mijn open tickets',
      styling: 'danger',
      filters: { operator: ['me'], status: ['1', '5'] },
      search: 'vpn',
      order: { field: 'updatedAt', direction: 'DESC' },
      perPage: 50,
      columns: [
        { id: 'reference', visible: true },
        { id: 'status', visible: true },
        { id: 'company', visible: false },
      ],
    });
  });

  it('survives empty or foreign configs', () => {
    expect(quickFilterFromPreset({ id: 'x', databaseId: 9, styling: 'pink', filterConfig: 'nope', orderConfig: { by: 'name', direction: 'up' }, paginationConfig: { per_page: 7 } })).toEqual({
      id: 'x',
      databaseId: 9,
      label: '#9',
      styling: 'primary',
      filters: {},
      search: '',
      order: null,
      perPage: null,
      columns: null,
    });
  });
});

describe('presetConfig', () => {
  it('stores filters, search, order, page size and columns', () => {
    const config = presetConfig(
      { filters: { name: 'bv' }, search: '', order: { field: 'name', direction: 'ASC' }, perPage: 25 },
      [
        { id: 'name', header: 'Naam', visible: true, filterable: true, sortable: true },
        { id: 'city', header: 'Plaats', visible: false, filterable: false, sortable: false },
      ],
    );
    expect(config).toEqual({
      filterConfig: { columnFilters: { name: 'bv' }, customFields: {} },
      orderConfig: { by: 'name', direction: 'ASC' },
      paginationConfig: { per_page: 25 },
      columnsConfig: [
        { id: 'name', title: 'Naam', visible: true, order: 0, filter: true, orderable: true },
        { id: 'city', title: 'Plaats', visible: false, order: 1, filter: false, orderable: false },
      ],
    });
    const back = quickFilterFromPreset({ id: 'a', databaseId: 1, label: 'x', ...config });
    expect(back.filters).toEqual({ name: 'bv' });
    expect(back.columns).toEqual([
      { id: 'name', visible: true },
      { id: 'city', visible: false },
    ]);
  });
});
