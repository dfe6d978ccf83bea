import { sql } from 'kysely';
import { addressList, belongsTo, permissionsFor, resulting, touches } from './core/common.ts';
import { recordTicketView } from './core/detected-time.ts';
import { slaStateSql, ticketSlaAfterWrite } from './core/sla-due.ts';
import { nextReference } from './core/ticket-reference.ts';
import { field, type FieldErrors, type ResourceContext, type ResourceDeclaration, type Row } from './declaration.ts';
import { isEmail } from './input.ts';
import { messageText } from './messages.ts';
import { closingNotification, ticketActionPermissions, ticketProblemNote, ticketWriteOnly } from './ticket-rules.ts';

/** Minutes registered on a ticket; billable counts only activities with a price above 0. */
const registeredMinutes = (billable: boolean) =>
  field.computed('integer', (alias) =>
    billable
      ? sql`(select coalesce(sum(tr_sum.time_spent), 0)::int from time_registrations tr_sum
          join activities tr_activity on tr_activity.id = tr_sum.activity_id and tr_activity.price > 0
          where tr_sum.ticket_id = ${sql.ref(`${alias}.id`)})`
      : sql`(select coalesce(sum(tr_all.time_spent), 0)::int from time_registrations tr_all
          where tr_all.ticket_id = ${sql.ref(`${alias}.id`)})`,
  );

const unfinishedTasks = field.computed(
  'integer',
  (alias) => sql`(select count(*)::int from tasks open_task where open_task.ticket_id = ${sql.ref(`${alias}.id`)} and open_task.executed_at is null)`,
);

/** What a ticket and a ticket template both carry and accept. */
export const ticketDetailFields = {
  description: field.string({ input: { label: 'Beschrijving', required: true, max: 255 } }),
  status_id: field.integer({ input: { label: 'Status', exists: 'ticket-statuses' } }),
  priority_id: field.integer({ input: { label: 'Prioriteit', exists: 'priorities' } }),
  line_type: field.integer({ input: { label: 'Lijn', in: [1, 2], default: 1 } }),
  company_id: field.integer({ input: { label: 'Bedrijf', exists: 'companies' } }),
  client_id: field.integer({ input: { label: 'Contactpersoon', exists: 'clients' } }),
  operator_id: field.integer({ input: { label: 'Behandelaar', exists: 'operators' } }),
  cc: field.string({ input: { label: 'CC', max: 1000 } }),
  ticket_group_id: field.integer({ input: { label: 'Ticketgroep', exists: 'ticket-groups' } }),
  ticket_source_id: field.integer({ input: { label: 'Bron', exists: 'ticket-sources' } }),
  ticket_type_id: field.integer({ input: { label: 'Type', exists: 'ticket-types' } }),
  service_id: field.integer({ input: { label: 'Dienst', exists: 'services' } }),
  sla_id: field.integer({ input: { label: 'SLA', exists: 'slas' } }),
};

export const ticketDetailRelations = {
  company: belongsTo('companies', 'company_id'),
  client: belongsTo('clients', 'client_id'),
  operator: belongsTo('operators', 'operator_id'),
  status: belongsTo('ticket-statuses', 'status_id'),
  priority: belongsTo('priorities', 'priority_id'),
  ticket_group: belongsTo('ticket-groups', 'ticket_group_id'),
  ticket_source: belongsTo('ticket-sources', 'ticket_source_id'),
  ticket_type: belongsTo('ticket-types', 'ticket_type_id'),
  service: belongsTo('services', 'service_id'),
  sla: belongsTo('slas', 'sla_id'),
  categories: { kind: 'belongsToMany', target: 'categories', pivot: 'category_ticket', localKey: 'ticket_id', relatedKey: 'category_id', sync: true, counter: 'category_count' },
} as const;

export const CLIENT_NOT_OF_COMPANY = 'De contactpersoon hoort niet bij het gekozen bedrijf.';
export const INVALID_CC = 'Er is een ongeldige ontvanger bij CC ingevoerd.';

/** A client named together with a company must be one of that company's contacts; CC holds e-mail addresses. */
export async function validateTicketDetails({ db, tenantId }: ResourceContext, input: Row, existing: Row | null): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const companyId = resulting(input, existing, 'company_id');
  const clientId = resulting(input, existing, 'client_id');
  if ((touches(input, existing, 'company_id') || touches(input, existing, 'client_id')) && companyId !== null && clientId !== null) {
    const link = await db
      .selectFrom('company_user')
      .innerJoin('companies', 'companies.id', 'company_user.company_id')
      .select('company_user.user_id')
      .where('companies.tenant_id', '=', tenantId)
      .where('company_user.company_id', '=', Number(companyId))
      .where('company_user.user_id', '=', Number(clientId))
      .executeTakeFirst();
    if (!link) errors.client_id = [CLIENT_NOT_OF_COMPANY];
  }
  const cc = input.cc;
  if (typeof cc === 'string' && !addressList(cc).every(isEmail)) errors.cc = [INVALID_CC];
  return errors;
}

/** The tenant's first status of internal type 1 (open): a new ticket without a status starts there. */
export async function openStatusId({ db, tenantId }: ResourceContext): Promise<number | null> {
  const row = await db
    .selectFrom('ticket_statuses')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('internal_type', '=', 1)
    .orderBy('order')
    .orderBy('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Closed and archived statuses (internal types 2 and 3) resolve a ticket. */
async function isResolved({ db, tenantId }: ResourceContext, statusId: unknown): Promise<boolean> {
  if (typeof statusId !== 'number') return false;
  const status = await db.selectFrom('ticket_statuses').select('internal_type').where('tenant_id', '=', tenantId).where('id', '=', statusId).executeTakeFirst();
  return status?.internal_type === 2 || status?.internal_type === 3;
}

const ticketFields = {
  id: field.integer(),
  reference: field.string(),
  ...ticketDetailFields,
  status_changed_at: field.timestamp(),
  original_email_from: field.string(),
  scheduled_at: field.timestamp({ input: { label: 'Verborgen tot' } }),
  first_response_expires_at: field.timestamp(),
  resolved_expires_at: field.timestamp(),
  resolved_at: field.timestamp(),
  first_responded_at: field.timestamp(),
  sla_status: field.computed('string', slaStateSql),
  template_id: field.integer({ input: { label: 'Sjabloon', exists: 'ticket-templates' } }),
  quote_id: field.integer({ input: { label: 'Offerte', exists: 'quotes' } }),
  asset_id: field.integer({ input: { label: 'Asset', exists: 'assets' } }),
  is_template: field.boolean(),
  time_registrations_sum: registeredMinutes(true),
  time_registrations_sum_all_activities: registeredMinutes(false),
  unfinished_tasks_count: unfinishedTasks,
  archived_at: field.timestamp(),
  deleted_at: field.timestamp(),
  created_at: field.timestamp(),
  updated_at: field.timestamp(),
};

/** Internal figures of a ticket: what its work took and what is left to do. */
const OPERATOR_ONLY_FIELDS = ['time_registrations_sum', 'time_registrations_sum_all_activities', 'unfinished_tasks_count'];

export const tickets: ResourceDeclaration = {
  name: 'tickets',
  route: 'tickets',
  table: 'tickets',
  permissions: { ...permissionsFor('tickets', 'store', 'update', 'destroy', 'archive', 'restore'), ...ticketActionPermissions },
  label: { singular: 'Ticket', plural: 'tickets' },
  fields: ticketFields,
  searchable: ['reference', 'description', 'company.name', 'client.full_name', 'client.email'],
  fullText: {
    vector: 'search_vector',
    snippetField: 'description',
    // Notes are messages too; a contact's visibility of messages leaves them out.
    related: [
      { path: 'messages', vector: 'search_vector', text: messageText },
      { path: 'attachments', vector: 'search_vector', text: (alias) => sql<string>`${sql.ref(`${alias}.name`)}` },
      { path: 'messages.attachments', vector: 'search_vector', text: (alias) => sql<string>`${sql.ref(`${alias}.name`)}` },
    ],
    // Kept by the triggers of migration 0029: all of the above for staff, what a contact may see for contacts.
    conversation: [
      { vector: 'conversation_vector', audience: 'staff' },
      { vector: 'contact_conversation_vector', audience: 'contact' },
    ],
  },
  relations: {
    ...ticketDetailRelations,
    template: belongsTo('ticket-templates', 'template_id'),
    asset: { ...belongsTo('assets', 'asset_id'), ifRegistered: true },
    quote: { ...belongsTo('quotes', 'quote_id'), ifRegistered: true },
    followers: { kind: 'belongsToMany', target: 'operators', pivot: 'ticket_followers', localKey: 'ticket_id', relatedKey: 'user_id', sync: true },
    messages: { kind: 'morphMany', target: 'messages', typeField: 'morphable_type', idField: 'morphable_id', morphType: 'tickets' },
    tasks: { kind: 'morphMany', target: 'tasks', typeField: 'morphable_type', idField: 'morphable_id', morphType: 'tickets' },
    time_registrations: { kind: 'morphMany', target: 'time-registrations', typeField: 'morphable_type', idField: 'morphable_id', morphType: 'tickets' },
    used_products: { kind: 'morphMany', target: 'used-products', typeField: 'morphable_type', idField: 'morphable_id', morphType: 'tickets' },
    attachments: { kind: 'morphMany', target: 'attachments', typeField: 'morphable_type', idField: 'morphable_id', morphType: 'tickets' },
  },
  defaultOrder: [['updated_at', 'desc']],
  perPage: 15,
  // Templates are the ticket-templates resource; deleted tickets only show through onlyTrashed.
  baseScope: (eb, alias) => eb(`${alias}.is_template`, '=', false),
  appends: { _label: (row) => `#${row.reference} ${row.description}` },
  archivable: true,
  softDeletes: true,
  customFields: 'tickets',
  ownership: { operator: 'operator_id', company: 'company_id', client: 'client_id' },
  validate: validateTicketDetails,
  contactView: { fields: [...Object.keys(ticketFields).filter((name) => !OPERATOR_ONLY_FIELDS.includes(name)), '_label'] },
  // A customer describes the problem; who handles it, its status and followers are for operators.
  contactWritable: ['description', 'priority_id', 'company_id', 'client_id', 'cc', 'relationships.custom_values'],
  writeOnly: ticketWriteOnly,
  afterShow: recordTicketView,
  beforeCreate: async (context, values) => {
    const now = new Date();
    // A customer's own ticket from the portal: theirs, for their (first) company unless they chose one.
    const fromContact = context.user?.is_operator === 0 ? { client_id: values.client_id ?? context.user.id, company_id: values.company_id ?? context.user.companyIds[0] ?? null } : {};
    return {
      ...values,
      ...fromContact,
      reference: await nextReference(context.db, context.tenantId, now),
      status_id: values.status_id ?? (await openStatusId(context)),
      status_changed_at: now,
    };
  },
  beforeUpdate: async (context, changes, existing) => {
    if (changes.status_id === undefined || changes.status_id === existing.status_id) return changes;
    await closingNotification(context, changes, existing);
    return { ...changes, status_changed_at: new Date(), resolved_at: (await isResolved(context, changes.status_id)) ? new Date() : null };
  },
  afterWrite: async (context, event, record, old, sent) => {
    if (event === 'created') await ticketProblemNote(context, record.id as number, sent?.values.message);
    if (event !== 'deleted') await ticketSlaAfterWrite(context.db, context.tenantId, event, record, old, sent);
  },
};
