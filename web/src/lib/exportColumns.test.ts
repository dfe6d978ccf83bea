import { describe, expect, it } from 'vitest';
import { exportColumns } from './exportColumns';

describe('exportColumns', () => {
  it('takes the export field, else the sort field, else a text filter field, once each', () => {
    expect(
      exportColumns([
        { header: 'Naam', sortField: 'name', filter: { kind: 'text', field: 'name' } },
        { header: 'Badge', filter: { kind: 'text', field: 'badgeText' } },
        { header: 'Land', filter: { kind: 'select', field: 'countryId' } },
        { header: 'Land (naam)', exportField: 'country.name' },
        { header: 'Status', sortField: 'statusId', exportField: null },
        { header: 'Naam nogmaals', sortField: 'name' },
      ]),
    ).toEqual([
      { field: 'name', header: 'Naam' },
      { field: 'badgeText', header: 'Badge' },
      { field: 'country.name', header: 'Land (naam)' },
    ]);
  });
});
