import { describe, expect, it } from 'vitest';
import { customFormFields } from './customFields';

const rows = [
  { name: 'klant_sinds', title: 'Klant sinds', type: 2, morphable_type: 'companies', order: 2 },
  { name: 'sector', title: 'Sector', type: 1, morphable_type: 'companies', order: 1, options: [{ value: 'zorg', label: 'Zorg' }, 'bouw'] },
  { name: 'functie', title: 'Functie', type: 0, morphable_type: 'clients', order: 1 },
];

describe('customFormFields', () => {
  it("gives a record type's custom fields in order, as text, select or date", () => {
    expect(customFormFields(rows, 'companies')).toEqual([
      { name: 'custom:sector', label: 'Sector', kind: 'select', custom: 'sector', options: [{ value: 'zorg', label: 'Zorg' }, { value: 'bouw', label: 'bouw' }] },
      { name: 'custom:klant_sinds', label: 'Klant sinds', kind: 'date', custom: 'klant_sinds' },
    ]);
    expect(customFormFields(rows, 'clients').map((field) => field.kind)).toEqual(['text']);
  });

  it('gives nothing for types without custom fields or without the list', () => {
    expect(customFormFields(rows, 'assets')).toEqual([]);
    expect(customFormFields(undefined, 'companies')).toEqual([]);
    expect(customFormFields(rows, undefined)).toEqual([]);
  });
});
