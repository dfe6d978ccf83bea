import { field, type ResourceDeclaration } from '../declaration.ts';
import { permissionsOf, timestamps } from './shared.ts';

export const assetCategories: ResourceDeclaration = {
  name: 'asset-categories',
  route: 'asset-categories',
  table: 'asset_categories',
  permissions: permissionsOf('asset-categories'),
  label: { singular: 'Assetcategorie', plural: 'Assetcategorieën' },
  fields: {
    id: field.integer(),
    name: field.string({ input: { label: 'Naam', required: true, max: 255 } }),
    ...timestamps,
  },
  searchable: ['name'],
  relations: {
    assets: { kind: 'belongsToMany', target: 'assets', pivot: 'asset_asset_category', localKey: 'asset_category_id', relatedKey: 'asset_id' },
  },
  defaultOrder: [['name', 'asc']],
  perPage: 15,
  appends: { _label: (row) => row.name },
};
