import { recordExists } from '../../query/execute.ts';
import { field, type ResourceDeclaration } from '../declaration.ts';
import { PROJECT_PHASE_STATUSES, colorOf, labelOf, optionValues } from './enums.ts';
import { registerProjectPhaseActionRoutes } from './project-phase-actions.ts';
import { invoiceDueProjectLines } from './project-line-invoicing.ts';
import { applySubscriptionChanges, markLinesDue } from './project-moments.ts';
import { momentsReached, phaseStatusChangeRefusal } from './quote-states.ts';
import { Errors, anyDb, firstRow, isBlank, permissionsOf, phaseTimeSpent, phaseTotal, timestamps } from './shared.ts';

/** morphable_type values of a phase and the resource each names. */
export const PHASE_OWNERS = { projects: 'projects', quotes: 'quotes', 'quote-templates': 'quote-templates' } as const;

export const PHASE_TEXTS = {
  ownerMissing: 'Het project, de offerte of het sjabloon van deze fase bestaat niet.',
} as const;

const ACTIONS: Record<number, string> = { 1: 'Starten', 2: 'Afronden' };

/** A phase of a project, a quote or a quote template, holding the project lines. */
export const projectPhases: ResourceDeclaration = {
  name: 'project-phases',
  route: 'project-phases',
  table: 'project_phases',
  permissions: permissionsOf('project-phases'),
  label: { singular: 'Projectfase', plural: 'Projectfases' },
  fields: {
    id: field.integer(),
    name: field.string({ input: { label: 'Naam', required: true, max: 255 } }),
    description: field.text({ input: { label: 'Omschrijving', max: 10000 } }),
    status_id: field.integer({ input: { label: 'Status', in: optionValues(PROJECT_PHASE_STATUSES), default: 1 } }),
    order: field.integer({ input: { label: 'Volgorde', min: 0 } }),
    morphable_type: field.string({ input: { label: 'Hoort bij', required: true, in: Object.keys(PHASE_OWNERS), createOnly: true } }),
    morphable_id: field.integer({ input: { label: 'Hoort bij', required: true, min: 1, createOnly: true } }),
    project_phase_id: field.integer(),
    company_id: field.integer({ input: { label: 'Bedrijf', exists: 'companies' } }),
    client_id: field.integer({ input: { label: 'Contactpersoon', exists: 'clients' } }),
    operator_id: field.integer({ input: { label: 'Behandelaar', exists: 'operators' } }),
    cc: field.string({ input: { label: 'CC', max: 1000 } }),
    message_thread_id: field.integer(),
    total_excl: field.computed('decimal', phaseTotal),
    /** Minutes registered on all lines of the phase. */
    time_spent: field.computed('integer', phaseTimeSpent),
    ...timestamps,
  },
  searchable: ['name', 'description', 'company.name'],
  relations: {
    morphable: { kind: 'morphTo', typeField: 'morphable_type', idField: 'morphable_id', targets: PHASE_OWNERS },
    project_lines: { kind: 'hasMany', target: 'project-lines', foreignKey: 'project_phase_id' },
    company: { kind: 'belongsTo', target: 'companies', foreignKey: 'company_id' },
    client: { kind: 'belongsTo', target: 'clients', foreignKey: 'client_id' },
    operator: { kind: 'belongsTo', target: 'operators', foreignKey: 'operator_id' },
    message_thread: { kind: 'belongsTo', target: 'message-threads', foreignKey: 'message_thread_id' },
    source_phase: { kind: 'belongsTo', target: 'project-phases', foreignKey: 'project_phase_id' },
    tasks: { kind: 'morphMany', target: 'tasks', typeField: 'morphable_type', idField: 'morphable_id', morphType: 'project-phases', ifRegistered: true },
    subscription_changes: {
      kind: 'morphMany',
      target: 'subscription-changes',
      typeField: 'morphable_type',
      idField: 'morphable_id',
      morphType: 'project-phases',
    },
  },
  // Phases are shown inside their project, quote or template in the order they are dragged to.
  defaultOrder: [['order', 'asc']],
  perPage: 15,
  orderColumn: 'order',
  // Seen with the project or quote it belongs to; template phases are for every operator, never for a contact.
  ownership: { via: 'morphable', contact: (eb, alias) => eb(`${alias}.morphable_type`, 'in', ['quotes', 'projects']) },
  appends: {
    _label: (row) => row.name,
    status_label: (row) => labelOf(PROJECT_PHASE_STATUSES, row.status_id),
    status_color: (row) => colorOf(PROJECT_PHASE_STATUSES, row.status_id),
    /** The button the phase screen offers next. */
    action_label: (row) => ACTIONS[row.status_id as number] ?? null,
  },
  validate: async ({ db, tenantId, resolve }, input, existing) => {
    const errors = new Errors();
    if (existing === null && typeof input.morphable_type === 'string' && Object.hasOwn(PHASE_OWNERS, input.morphable_type)) {
      const owner = resolve(PHASE_OWNERS[input.morphable_type as keyof typeof PHASE_OWNERS]);
      if (typeof input.morphable_id !== 'number' || !(await recordExists(db, tenantId, owner, input.morphable_id))) {
        errors.add('morphable_id', PHASE_TEXTS.ownerMissing);
      }
    }
    if (existing !== null && Object.hasOwn(input, 'status_id')) {
      const refusal = phaseStatusChangeRefusal(existing.morphable_type, existing.status_id, input.status_id);
      if (refusal) errors.add('status_id', refusal);
    }
    return errors.list;
  },
  // Starting or finishing a project phase, by its action or by PUT status_id, brings its invoice moments 2 and 3.
  afterWrite: async ({ db, tenantId, resolve }, event, record, old) => {
    if (event !== 'updated' || record.morphable_type !== 'projects' || old === null) return;
    const moments = momentsReached(old.status_id as number, record.status_id as number);
    if (moments.length === 0) return;
    for (const moment of moments) {
      await markLinesDue(db, tenantId, [record.id as number], moment);
      await applySubscriptionChanges(db, tenantId, { phaseIds: [record.id as number], projectIds: [] }, moment);
    }
    // Billed by the system, whoever reached the moment: the caller need not see invoices.
    await invoiceDueProjectLines({ db, tenantId, resolve }, [record.id as number]);
  },
  registerRoutes: registerProjectPhaseActionRoutes,
  // A new phase goes last, takes the company and contact of what it belongs to, and a project phase gets its conversation.
  beforeCreate: async ({ db, tenantId }, values) => {
    const created: Record<string, unknown> = { ...values };
    if (isBlank(created.order)) {
      const last = await anyDb(db)
        .selectFrom('project_phases')
        .select((eb) => eb.fn.max('order').as('order'))
        .where('tenant_id', '=', tenantId)
        .where('morphable_type', '=', created.morphable_type)
        .where('morphable_id', '=', created.morphable_id)
        .executeTakeFirst();
      created.order = last?.order === null || last?.order === undefined ? 0 : Number(last.order) + 1;
    }
    if (isBlank(created.company_id) || isBlank(created.client_id)) {
      const owner =
        created.morphable_type === 'projects'
          ? await firstRow(db, tenantId, 'projects', { id: created.morphable_id })
          : created.morphable_type === 'quotes'
            ? await quoteDeal(db, tenantId, created.morphable_id as number)
            : undefined;
      created.company_id ??= owner?.company_id ?? null;
      created.client_id ??= owner?.client_id ?? null;
    }
    if (created.morphable_type === 'projects') {
      const thread = await anyDb(db)
        .insertInto('message_threads')
        .values({ tenant_id: tenantId, status_id: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      created.message_thread_id = thread.id;
    }
    return created;
  },
};

async function quoteDeal(db: Parameters<typeof firstRow>[0], tenantId: number, quoteId: number) {
  const quote = await firstRow(db, tenantId, 'quotes', { id: quoteId });
  return quote?.deal_id ? firstRow(db, tenantId, 'deals', { id: quote.deal_id }) : undefined;
}
