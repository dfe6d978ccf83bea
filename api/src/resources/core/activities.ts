import { sql } from 'kysely';
import { field, type ResourceDeclaration } from '../declaration.ts';
import { permissionsFor, untyped } from './common.ts';

/** What time is spent on; the price decides whether its time is billable (above 0). */
export const activities: ResourceDeclaration = {
  name: 'activities',
  route: 'activities',
  table: 'activities',
  permissions: permissionsFor('activities', 'store', 'update', 'destroy', 'archive'),
  label: { singular: 'Activiteit', plural: 'activiteiten' },
  fields: {
    id: field.integer(),
    name: field.string({ input: { label: 'Naam', required: true, max: 100 } }),
    price: field.decimal({ input: { label: 'Prijs', min: 0, max: 100_000, default: 0 } }),
    is_default: field.boolean({ input: { label: 'Standaard', default: false } }),
    is_invoicable: field.boolean({ input: { label: 'Factureerbaar', default: true } }),
    archived_at: field.timestamp(),
    created_at: field.timestamp(),
    updated_at: field.timestamp(),
  },
  searchable: ['name'],
  relations: {
    time_registrations: { kind: 'hasMany', target: 'time-registrations', foreignKey: 'activity_id' },
  },
  defaultOrder: [['name', 'asc']],
  perPage: 15,
  appends: { _label: (row) => row.name },
  archivable: true,
  // One activity is the default; choosing another clears the previous one.
  afterWrite: async ({ db, tenantId }, event, record) => {
    if (event === 'deleted' || record.is_default !== true) return;
    await untyped(db)
      .updateTable('activities')
      .set({ is_default: false, updated_at: sql`now()` })
      .where('tenant_id', '=', tenantId)
      .where('is_default', '=', true)
      .where('id', '!=', record.id)
      .execute();
  },
};
