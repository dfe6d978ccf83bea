import { unprocessable } from '../errors.ts';
import { permissionsFor } from './core/common.ts';
import { field, type ResourceDeclaration } from './declaration.ts';

export const STATUS_IN_USE = 'Deze status wordt nog door tickets gebruikt.';

/** internal_type: 1 open, 2 closed, 3 archived, 4 waiting_for_reply, 5 got_reply, 6 scheduled. */
export const ticketStatuses: ResourceDeclaration = {
  name: 'ticket-statuses',
  route: 'ticket-statuses',
  table: 'ticket_statuses',
  permissions: permissionsFor('ticket-statuses', 'store', 'update', 'destroy'),
  label: { singular: 'Status', plural: 'statussen' },
  fields: {
    id: field.integer(),
    name: field.string({ input: { label: 'Naam', required: true, max: 100 } }),
    internal_type: field.integer({ input: { label: 'Soort', required: true, in: [1, 2, 3, 4, 5, 6] } }),
    order: field.integer({ input: { label: 'Volgorde', min: 0, default: 0 } }),
  },
  searchable: ['name'],
  relations: {
    tickets: { kind: 'hasMany', target: 'tickets', foreignKey: 'status_id' },
  },
  defaultOrder: [['order', 'asc']],
  perPage: 15,
  appends: { _label: (row) => row.name },
  orderColumn: 'order',
  // Tickets (templates and deleted ones included) always hold a status.
  beforeDelete: async ({ db, tenantId }, existing) => {
    const used = await db.selectFrom('tickets').select('id').where('tenant_id', '=', tenantId).where('status_id', '=', existing.id as number).executeTakeFirst();
    if (used) throw unprocessable({ id: [STATUS_IN_USE] });
  },
};
