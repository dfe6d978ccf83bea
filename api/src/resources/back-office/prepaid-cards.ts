import { field, type ResourceDeclaration } from '../declaration.ts';
import { permissionsOf, timestamps } from './shared.ts';

/** Hour bundles (strippenkaarten) a prepaid contract is topped up with. */
export const prepaidCards: ResourceDeclaration = {
  name: 'prepaid-cards',
  route: 'prepaid-cards',
  table: 'prepaid_cards',
  permissions: permissionsOf('prepaid-cards'),
  label: { singular: 'Strippenkaart', plural: 'Strippenkaarten' },
  fields: {
    id: field.integer(),
    name: field.string({ input: { label: 'Naam', required: true, max: 255 } }),
    hours: field.decimal({ input: { label: 'Aantal uur', required: true, min: 0 } }),
    price: field.decimal({ input: { label: 'Prijs', required: true, min: 0 } }),
    product_code: field.string({ input: { label: 'Productcode', max: 255 } }),
    ...timestamps,
  },
  searchable: ['name', 'product_code'],
  relations: {},
  defaultOrder: [['name', 'asc']],
  perPage: 15,
  appends: { _label: (row) => row.name },
};
