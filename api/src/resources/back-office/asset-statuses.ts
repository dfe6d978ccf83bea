import { field, type ResourceDeclaration } from '../declaration.ts';
import { ASSET_STATUS_TYPES, labelOf, optionValues } from './enums.ts';
import { permissionsOf, timestamps } from './shared.ts';

export const assetStatuses: ResourceDeclaration = {
  name: 'asset-statuses',
  route: 'asset-statuses',
  table: 'asset_statuses',
  permissions: permissionsOf('asset-statuses'),
  label: { singular: 'Assetstatus', plural: 'Assetstatussen' },
  fields: {
    id: field.integer(),
    name: field.string({ input: { label: 'Naam', required: true, max: 255 } }),
    internal_type: field.integer({ input: { label: 'Type', required: true, in: optionValues(ASSET_STATUS_TYPES) } }),
    order: field.integer({ input: { label: 'Volgorde', min: 0, default: 0 } }),
    ...timestamps,
  },
  searchable: ['name'],
  relations: {
    assets: { kind: 'hasMany', target: 'assets', foreignKey: 'status_id' },
  },
  defaultOrder: [['order', 'asc']],
  perPage: 15,
  orderColumn: 'order',
  appends: {
    _label: (row) => row.name,
    internal_type_label: (row) => labelOf(ASSET_STATUS_TYPES, row.internal_type),
  },
};
