import { sql } from 'kysely';
import { field, type ResourceDeclaration } from '../declaration.ts';
import { validateTicketDetails } from '../tickets.ts';
import { belongsTo, permissionsFor } from './common.ts';

/** Minutes registered on the group's tickets (deleted tickets no longer count). */
const usedMinutes = (alias: string) => sql`(select coalesce(sum(group_time.time_spent), 0)::int
  from time_registrations group_time
  join tickets group_ticket on group_ticket.id = group_time.ticket_id
  where group_ticket.ticket_group_id = ${sql.ref(`${alias}.id`)} and group_ticket.deleted_at is null)`;

/** A budget of time for a set of tickets of one company, with what is spent and what is left. */
export const ticketGroups: ResourceDeclaration = {
  name: 'ticket-groups',
  route: 'ticket-groups',
  table: 'ticket_groups',
  permissions: permissionsFor('ticket-groups', 'store', 'update', 'destroy', 'archive'),
  label: { singular: 'Ticketgroep', plural: 'ticketgroepen' },
  fields: {
    id: field.integer(),
    name: field.string({ input: { label: 'Naam', required: true, max: 255 } }),
    company_id: field.integer({ input: { label: 'Bedrijf', exists: 'companies' } }),
    client_id: field.integer({ input: { label: 'Contactpersoon', exists: 'clients' } }),
    operator_id: field.integer({ input: { label: 'Behandelaar', exists: 'operators' } }),
    /** Budget in minutes. */
    budget_time: field.integer({ input: { label: 'Budget', min: 0, max: 10_000_000, default: 0 } }),
    budget_hours: field.computed('decimal', (alias) => sql`round(${sql.ref(`${alias}.budget_time`)} / 60.0, 2)`),
    used_time: field.computed('integer', usedMinutes),
    remaining_time: field.computed('integer', (alias) => sql`(${sql.ref(`${alias}.budget_time`)} - ${usedMinutes(alias)})`),
    archived_at: field.timestamp(),
    created_at: field.timestamp(),
    updated_at: field.timestamp(),
  },
  searchable: ['name', 'company.name'],
  relations: {
    company: belongsTo('companies', 'company_id'),
    client: belongsTo('clients', 'client_id'),
    operator: belongsTo('operators', 'operator_id'),
    tickets: { kind: 'hasMany', target: 'tickets', foreignKey: 'ticket_group_id' },
  },
  defaultOrder: [['name', 'asc']],
  perPage: 15,
  appends: { _label: (row) => row.name },
  archivable: true,
  ownership: { company: 'company_id' },
  validate: (context, input, existing) => validateTicketDetails(context, { company_id: input.company_id, client_id: input.client_id }, existing),
};
