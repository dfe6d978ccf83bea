import { field, type FieldErrors, type ResourceDeclaration } from '../declaration.ts';
import { permissionsFor } from './common.ts';
import { takenByOther } from './unique.ts';

/** Articles that can be used on tickets and quoted; picking one fills code, description and price. */
export const products: ResourceDeclaration = {
  name: 'products',
  route: 'products',
  table: 'products',
  permissions: permissionsFor('products', 'store', 'update', 'destroy', 'archive'),
  label: { singular: 'Artikel', plural: 'artikelen' },
  fields: {
    id: field.integer(),
    product_code: field.string({ input: { label: 'Artikelcode', max: 50 } }),
    product_name: field.string({ input: { label: 'Naam', required: true, max: 255 } }),
    price_excl: field.decimal({ input: { label: 'Prijs excl. btw', min: -1_000_000, max: 1_000_000, default: 0 } }),
    archived_at: field.timestamp(),
    created_at: field.timestamp(),
    updated_at: field.timestamp(),
  },
  searchable: ['product_code', 'product_name'],
  relations: {},
  defaultOrder: [['product_name', 'asc']],
  perPage: 25,
  appends: { _label: (row) => (row.product_code ? `${row.product_code} - ${row.product_name}` : row.product_name) },
  archivable: true,
  validate: async (context, input, existing) => {
    const errors: FieldErrors = {};
    if (typeof input.product_code === 'string' && (await takenByOther(context, 'products', 'product_code', input.product_code, existing))) {
      errors.product_code = ['Deze artikelcode bestaat al.'];
    }
    return errors;
  },
};
