import { field, type ResourceDeclaration } from '../declaration.ts';
import { openStatusId, ticketDetailFields, ticketDetailRelations, validateTicketDetails } from '../tickets.ts';
import { permissionsFor, untyped } from './common.ts';
import { recurrenceError } from './recurrence.ts';

/**
 * Tickets kept as a pattern (is_template): applied to a ticket, or repeated by their rrule.
 * company_id null means the template is offered for every company.
 */
export const ticketTemplates: ResourceDeclaration = {
  name: 'ticket-templates',
  route: 'ticket-templates',
  table: 'tickets',
  permissions: permissionsFor('ticket-templates', 'store', 'update', 'destroy'),
  label: { singular: 'Ticketsjabloon', plural: 'ticketsjablonen' },
  fields: {
    id: field.integer(),
    name: field.string({ input: { label: 'Naam', required: true, max: 255 } }),
    ...ticketDetailFields,
    rrule: field.string({ input: { label: 'Herhaling', max: 500 } }),
    is_template: field.boolean(),
    created_at: field.timestamp(),
    updated_at: field.timestamp(),
  },
  searchable: ['name', 'description', 'company.name'],
  relations: {
    ...ticketDetailRelations,
    tasks: { kind: 'morphMany', target: 'tasks', typeField: 'morphable_type', idField: 'morphable_id', morphType: 'tickets' },
  },
  defaultOrder: [['name', 'asc']],
  perPage: 15,
  baseScope: (eb, alias) => eb.and([eb(`${alias}.is_template`, '=', true), eb(`${alias}.deleted_at`, 'is', null)]),
  scopes: {
    whereRecurring: (eb, alias) => eb(`${alias}.rrule`, 'is not', null),
  },
  appends: { _label: (row) => row.name },
  customFields: 'tickets',
  validate: async (context, input, existing) => {
    const errors = await validateTicketDetails(context, input, existing);
    if (typeof input.rrule === 'string' && input.rrule.trim() !== '') {
      const error = recurrenceError(input.rrule);
      if (error) errors.rrule = [error];
    }
    return errors;
  },
  beforeCreate: async (context, values) => ({
    ...values,
    is_template: true,
    status_id: values.status_id ?? (await openStatusId(context)),
  }),
  // A template's checklist has no meaning without it.
  afterWrite: async ({ db, tenantId }, event, record) => {
    if (event !== 'deleted') return;
    await untyped(db)
      .deleteFrom('tasks')
      .where('tenant_id', '=', tenantId)
      .where('morphable_type', '=', 'tickets')
      .where('morphable_id', '=', record.id)
      .execute();
  },
};
