import { field, type ResourceDeclaration } from '../declaration.ts';
import { belongsTo, permissionsFor } from './common.ts';

/** A site of a customer company (an office, a branch). */
export const locations: ResourceDeclaration = {
  name: 'locations',
  route: 'locations',
  table: 'locations',
  permissions: permissionsFor('locations', 'store', 'update', 'destroy'),
  label: { singular: 'Locatie', plural: 'locaties' },
  fields: {
    id: field.integer(),
    name: field.string({ input: { label: 'Naam', required: true, max: 255 } }),
    company_id: field.integer({ input: { label: 'Bedrijf', exists: 'companies' } }),
    created_at: field.timestamp(),
    updated_at: field.timestamp(),
  },
  searchable: ['name', 'company.name'],
  relations: {
    company: belongsTo('companies', 'company_id'),
  },
  defaultOrder: [['name', 'asc']],
  perPage: 15,
  appends: { _label: (row) => row.name },
  ownership: { company: 'company_id' },
};
