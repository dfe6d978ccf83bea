import { sql } from 'kysely';
import { field, type ResourceDeclaration } from '../declaration.ts';
import { registerDealThreadRoute } from './deal-thread.ts';
import { DEAL_STATUSES, colorOf, labelOf, optionValues } from './enums.ts';
import { ARCHIVABLE, Errors, anyDb, isBlank, permissionsOf, requireText, timestamps } from './shared.ts';

export const DEAL_TEXTS = {
  descriptionRequired: 'De deal mist een beschrijving.',
  invalidCc: (address: string) => `${address} is geen geldig e-mailadres.`,
} as const;

const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

/** CC addresses as typed in the tag input: separated by commas or semicolons. */
export const ccAddresses = (value: unknown): string[] =>
  typeof value === 'string' ? value.split(/[,;]/).map((address) => address.trim()).filter(Boolean) : [];

export const deals: ResourceDeclaration = {
  name: 'deals',
  route: 'deals',
  table: 'deals',
  permissions: permissionsOf('deals', ARCHIVABLE),
  label: { singular: 'Deal', plural: 'Deals' },
  fields: {
    id: field.integer(),
    description: field.string({ input: { label: 'Omschrijving', max: 255 } }),
    company_id: field.integer({ input: { label: 'Bedrijf', exists: 'companies' } }),
    client_id: field.integer({ input: { label: 'Contactpersoon', exists: 'clients' } }),
    stage_id: field.integer({ input: { label: 'Fase', exists: 'deal-stages' } }),
    status_id: field.integer({ input: { label: 'Status', in: optionValues(DEAL_STATUSES), default: 1 } }),
    operator_id: field.integer({ input: { label: 'Behandelaar', exists: 'operators' } }),
    cc: field.string({ input: { label: 'CC', max: 1000 } }),
    ticket_id: field.integer({ input: { label: 'Ticket', exists: 'tickets' } }),
    message_thread_id: field.integer(),
    /** Messages in the deal's conversation (they morph to the thread). */
    message_thread_messages_count: field.computed(
      'integer',
      (alias) => sql`(select count(*) from messages as message
        where message.morphable_type = 'message-threads' and message.morphable_id = ${sql.ref(`${alias}.message_thread_id`)})`,
    ),
    /** Done tasks, beside tasks_count from withCount: the Taken tab shows completed/total. */
    completed_tasks_count: field.computed(
      'integer',
      (alias) => sql`(select count(*) from tasks as task
        where task.morphable_type = 'deals' and task.morphable_id = ${sql.ref(`${alias}.id`)} and task.executed_at is not null)`,
    ),
    archived_at: field.timestamp(),
    ...timestamps,
  },
  searchable: ['description', 'company.name', 'client.full_name'],
  relations: {
    company: { kind: 'belongsTo', target: 'companies', foreignKey: 'company_id' },
    client: { kind: 'belongsTo', target: 'clients', foreignKey: 'client_id' },
    operator: { kind: 'belongsTo', target: 'operators', foreignKey: 'operator_id' },
    stage: { kind: 'belongsTo', target: 'deal-stages', foreignKey: 'stage_id' },
    ticket: { kind: 'belongsTo', target: 'tickets', foreignKey: 'ticket_id' },
    message_thread: { kind: 'belongsTo', target: 'message-threads', foreignKey: 'message_thread_id' },
    quotes: { kind: 'hasMany', target: 'quotes', foreignKey: 'deal_id' },
    tasks: { kind: 'morphMany', target: 'tasks', typeField: 'morphable_type', idField: 'morphable_id', morphType: 'deals', ifRegistered: true },
  },
  // The deal list asks for the latest changes first (spec §7); deals have no name to sort on.
  defaultOrder: [['updated_at', 'desc']],
  perPage: 15,
  archivable: true,
  customFields: 'deals',
  ownership: { company: 'company_id', client: 'client_id' },
  appends: {
    _label: (row) => row.description,
    status_label: (row) => labelOf(DEAL_STATUSES, row.status_id),
    status_color: (row) => colorOf(DEAL_STATUSES, row.status_id),
  },
  validate: (_context, input, existing) => {
    const errors = new Errors();
    requireText(errors, input, existing, 'description', DEAL_TEXTS.descriptionRequired);
    for (const address of ccAddresses(input.cc)) if (!EMAIL.test(address)) errors.add('cc', DEAL_TEXTS.invalidCc(address));
    return errors.list;
  },
  // A new deal starts in the first open stage, with a conversation of its own.
  beforeCreate: async ({ db, tenantId }, values) => {
    const created: Record<string, unknown> = { ...values };
    if (isBlank(created.stage_id)) {
      const stage = await anyDb(db)
        .selectFrom('deal_stages')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('internal_type', '=', 1)
        .orderBy('order')
        .orderBy('id')
        .executeTakeFirst();
      created.stage_id = stage?.id ?? null;
    }
    const thread = await anyDb(db).insertInto('message_threads').values({ tenant_id: tenantId, status_id: 1 }).returning('id').executeTakeFirstOrThrow();
    created.message_thread_id = thread.id;
    return created;
  },
  registerRoutes: registerDealThreadRoute,
};
