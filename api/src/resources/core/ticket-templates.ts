import { field, type ResourceDeclaration } from '../declaration.ts';
import { openStatusId, ticketDetailFields, ticketDetailRelations, validateTicketDetails } from '../tickets.ts';
import { permissionsFor, untyped } from './common.ts';
import { firstRunAfter, scheduleError } from './recurrence-schedule.ts';

/**
 * Tickets kept as a pattern (is_template): applied to a ticket, or repeated by their rrule.
 * company_id null means the template is offered for every company.
 */
/** The scheduler columns for a template's (new) rule. */
function schedule(rrule: unknown, created: Date): { rrule: string | null; next_run_at: Date | null; last_run_at: null } {
  const text = typeof rrule === 'string' && rrule.trim() !== '' ? rrule.trim() : null;
  return { rrule: text, next_run_at: text === null ? null : firstRunAfter(text, created, new Date()), last_run_at: null };
}

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
    /** When the scheduler creates the next ticket; null for a template that does not repeat (any more). */
    next_run_at: field.timestamp(),
    /** When the scheduler last created tickets from it. */
    last_run_at: field.timestamp(),
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
      const error = scheduleError(input.rrule);
      if (error) errors.rrule = [error];
    }
    return errors;
  },
  beforeCreate: async (context, values) => ({
    ...values,
    ...schedule(values.rrule, new Date()),
    is_template: true,
    status_id: values.status_id ?? (await openStatusId(context)),
  }),
  // A changed rule starts counting from now: earlier occurrences of the new rule are not caught up.
  beforeUpdate: (_context, changes, existing) =>
    changes.rrule === undefined || changes.rrule === existing.rrule ? changes : { ...changes, ...schedule(changes.rrule, new Date(existing.created_at as string | Date)) },
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
