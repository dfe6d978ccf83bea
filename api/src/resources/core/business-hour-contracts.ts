import { unprocessable } from '../../errors.ts';
import { field, type FieldErrors, type ResourceDeclaration } from '../declaration.ts';
import { permissionsFor, untyped } from './common.ts';
import { recomputeSlaTickets } from './sla-due.ts';
import { INVALID_HOURS, isWeekHours } from './business-hours.ts';

export const HOURS_IN_USE = "Deze openingstijden worden nog door SLA's gebruikt.";

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
    closed_on_holidays: field.boolean({ input: { label: 'Gesloten op feestdagen', default: true } }),
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
  // Every SLA needs its opening hours, so hours still in use stay.
  beforeDelete: async ({ db, tenantId }, existing) => {
    const used = await untyped(db).selectFrom('slas').select('id').where('tenant_id', '=', tenantId).where('opening_hour_contract_id', '=', existing.id).executeTakeFirst();
    if (used) throw unprocessable({ id: [HOURS_IN_USE] });
  },
  // The SLAs counting in these hours move their open tickets' due times along.
  afterWrite: async ({ db, tenantId }, event, record) => {
    if (event !== 'updated') return;
    const slas = (await untyped(db).selectFrom('slas').select('id').where('opening_hour_contract_id', '=', record.id).execute()) as Array<{ id: number }>;
    for (const sla of slas) await recomputeSlaTickets(db, tenantId, sla.id);
  },
};
