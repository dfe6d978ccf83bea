import { field, type FieldErrors, type ResourceDeclaration } from '../declaration.ts';
import { permissionsFor } from './common.ts';
import { INVALID_HOURS, isWeekHours } from './business-hours.ts';

/** Opening hours an SLA counts its response and resolve times in. */
export const businessHourContracts: ResourceDeclaration = {
  name: 'business-hour-contracts',
  route: 'business-hour-contracts',
  table: 'business_hour_contracts',
  permissions: permissionsFor('business-hour-contracts', 'store', 'update', 'destroy'),
  label: { singular: 'Openingstijden', plural: 'openingstijden' },
  fields: {
    id: field.integer(),
    name: field.string({ input: { label: 'Naam', required: true, max: 100 } }),
    hours: field.json({ input: { label: 'Openingstijden', required: true, default: {} } }),
    created_at: field.timestamp(),
    updated_at: field.timestamp(),
  },
  searchable: ['name'],
  relations: {
    slas: { kind: 'hasMany', target: 'slas', foreignKey: 'opening_hour_contract_id' },
  },
  defaultOrder: [['name', 'asc']],
  perPage: 15,
  appends: { _label: (row) => row.name },
  validate: (_context, input) => {
    const errors: FieldErrors = {};
    if (input.hours !== undefined && !isWeekHours(input.hours)) errors.hours = [INVALID_HOURS];
    return errors;
  },
};
