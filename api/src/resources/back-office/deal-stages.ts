import { field, type ResourceDeclaration } from '../declaration.ts';
import { DEAL_STAGE_TYPES, colorOf, labelOf, optionValues } from './enums.ts';
import { permissionsOf, timestamps } from './shared.ts';

/** The sales pipeline; internal_type tells open (1), won (2) and lost (3) stages apart. */
export const dealStages: ResourceDeclaration = {
  name: 'deal-stages',
  route: 'deal-stages',
  table: 'deal_stages',
  permissions: permissionsOf('deal-stages'),
  label: { singular: 'Dealfase', plural: 'Dealfases' },
  fields: {
    id: field.integer(),
    name: field.string({ input: { label: 'Naam', required: true, max: 255 } }),
    internal_type: field.integer({ input: { label: 'Type', required: true, in: optionValues(DEAL_STAGE_TYPES) } }),
    order: field.integer({ input: { label: 'Volgorde', min: 0, default: 0 } }),
    ...timestamps,
  },
  searchable: ['name'],
  relations: {
    deals: { kind: 'hasMany', target: 'deals', foreignKey: 'stage_id' },
  },
  defaultOrder: [['order', 'asc']],
  perPage: 15,
  orderColumn: 'order',
  appends: {
    _label: (row) => row.name,
    internal_type_label: (row) => labelOf(DEAL_STAGE_TYPES, row.internal_type),
    internal_type_color: (row) => colorOf(DEAL_STAGE_TYPES, row.internal_type),
  },
};
