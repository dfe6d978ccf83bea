import { field, type FieldErrors, type ResourceDeclaration } from '../declaration.ts';
import { permissionsFor } from './common.ts';
import { takenByOther } from './unique.ts';

export const countries: ResourceDeclaration = {
  name: 'countries',
  route: 'countries',
  table: 'countries',
  permissions: permissionsFor('countries', 'store', 'update', 'destroy'),
  label: { singular: 'Land', plural: 'landen' },
  fields: {
    id: field.integer(),
    name: field.string({ input: { label: 'Naam', required: true, max: 100 } }),
    /** ISO 3166-1 alpha-2. */
    code: field.string({ input: { label: 'Landcode', required: true, max: 2, uppercase: true } }),
    created_at: field.timestamp(),
    updated_at: field.timestamp(),
  },
  searchable: ['name', 'code'],
  relations: {},
  defaultOrder: [['name', 'asc']],
  perPage: 15,
  appends: { _label: (row) => row.name },
  validate: async (context, input, existing) => {
    const errors: FieldErrors = {};
    if (typeof input.code === 'string') {
      if (!/^[A-Z]{2}$/.test(input.code)) errors.code = ['Landcode moet uit twee hoofdletters bestaan.'];
      else if (await takenByOther(context, 'countries', 'code', input.code, existing)) errors.code = ['Deze landcode bestaat al.'];
    }
    return errors;
  },
};
