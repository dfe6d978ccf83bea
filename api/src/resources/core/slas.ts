import { unprocessable } from '../../errors.ts';
import { field, type FieldErrors, type ResourceContext, type ResourceDeclaration } from '../declaration.ts';
import { belongsTo, permissionsFor, resulting, touches, untyped } from './common.ts';
import type { SlaLinks } from './sla-choice.ts';
import { recomputeSlaTickets, slaLinksOf } from './sla-due.ts';
import { completeTerms, parsePriorityTerms, TIME_UNITS } from './sla-terms.ts';

export const OPENING_HOURS_REQUIRED = 'Openingstijden veld is verplicht!';
export const COMPANIES_REQUIRED = 'Bedrijven zijn verplicht!';

// An SLA's companies and types before an update, per write: its pivots are synced before afterWrite runs.
const linksBefore = new WeakMap<ResourceContext, SlaLinks>();

/** Response and resolve times agreed with companies, counted within opening hours. */
export const slas: ResourceDeclaration = {
  name: 'slas',
  route: 'slas',
  table: 'slas',
  permissions: permissionsFor('slas', 'store', 'update', 'destroy'),
  label: { singular: 'SLA', plural: "SLA's" },
  fields: {
    id: field.integer(),
    name: field.string({ input: { label: 'Naam', required: true, max: 255 } }),
    client_id: field.integer({ input: { label: 'Contactpersoon', exists: 'clients' } }),
    operator_id: field.integer({ input: { label: 'Behandelaar', exists: 'operators' } }),
    opening_hour_contract_id: field.integer({ input: { label: 'Openingstijden', exists: 'business-hour-contracts' } }),
    created_at: field.timestamp(),
    updated_at: field.timestamp(),
  },
  searchable: ['name'],
  relations: {
    client: belongsTo('clients', 'client_id'),
    operator: belongsTo('operators', 'operator_id'),
    opening_hour_contract: belongsTo('business-hour-contracts', 'opening_hour_contract_id'),
    companies: { kind: 'belongsToMany', target: 'companies', pivot: 'company_sla', localKey: 'sla_id', relatedKey: 'company_id', sync: true },
    ticket_types: { kind: 'belongsToMany', target: 'ticket-types', pivot: 'sla_ticket_type', localKey: 'sla_id', relatedKey: 'ticket_type_id', sync: true },
    priorities: { kind: 'hasMany', target: 'sla-priorities', foreignKey: 'sla_id' },
    tickets: { kind: 'hasMany', target: 'tickets', foreignKey: 'sla_id' },
  },
  defaultOrder: [['name', 'asc']],
  perPage: 15,
  appends: { _label: (row) => row.name },
  // The priority table on create: rows sent here, default times for every other priority.
  writeOnly: { priorities: { type: 'json', input: { label: 'Prioriteiten' } } },
  ownership: {
    company: (eb, alias, companyIds) =>
      eb.exists(
        eb
          .selectFrom('company_sla as owner_sla')
          .select('owner_sla.sla_id')
          .whereRef('owner_sla.sla_id', '=', `${alias}.id`)
          .where('owner_sla.company_id', 'in', companyIds.length > 0 ? companyIds : [0]),
      ),
  },
  // The spec's own text, rather than the generic one for a required field.
  validate: async (context, input, existing) => {
    const errors: FieldErrors = {};
    if (touches(input, existing, 'opening_hour_contract_id') && resulting(input, existing, 'opening_hour_contract_id') === null) {
      errors.opening_hour_contract_id = [OPENING_HOURS_REQUIRED];
    }
    if (input.priorities !== undefined && input.priorities !== null) {
      if (existing !== null) errors.priorities = [PRIORITIES_ON_CREATE];
      else Object.assign(errors, parsePriorityTerms(input.priorities, new Set(await priorityIds(context))).errors);
    }
    return errors;
  },
  beforeUpdate: async (context, changes, existing) => {
    linksBefore.set(context, await slaLinksOf(context.db, existing.id as number));
    return changes;
  },
  // Companies arrive as relationships.companies, synced after the row is written; checked then, inside the same transaction.
  afterWrite: async (context, event, record, _old, sent) => {
    if (event === 'deleted') return;
    const { db, tenantId } = context;
    const linked = await untyped(db).selectFrom('company_sla').select('company_id').where('sla_id', '=', record.id).executeTakeFirst();
    if (!linked) throw unprocessable({ companies: [COMPANIES_REQUIRED] });
    if (event === 'created') {
      const ids = await priorityIds(context);
      const terms = completeTerms(parsePriorityTerms(sent?.values.priorities ?? [], new Set(ids)).terms, ids);
      if (terms.length > 0) await untyped(db).insertInto('sla_priorities').values(terms.map((row) => ({ ...row, tenant_id: tenantId, sla_id: record.id }))).execute();
    }
    await recomputeSlaTickets(db, tenantId, record.id as number, event === 'created' ? null : (linksBefore.get(context) ?? null));
  },
};

export const PRIORITIES_ON_CREATE = 'Tijden van een bestaande SLA wijzig je per prioriteit.';

async function priorityIds({ db, tenantId }: ResourceContext): Promise<number[]> {
  return (await db.selectFrom('priorities').select('id').where('tenant_id', '=', tenantId).orderBy('id').execute()).map((row) => row.id);
}

/** First-response and resolve time of one priority within an SLA. */
export const slaPriorities: ResourceDeclaration = {
  name: 'sla-priorities',
  route: 'sla-priorities',
  table: 'sla_priorities',
  // Part of the SLA: who may change the SLA may change its times.
  permissions: { index: 'slas.index', show: 'slas.show', store: 'slas.update', update: 'slas.update', destroy: 'slas.update' },
  label: { singular: 'SLA-prioriteit', plural: 'SLA-prioriteiten' },
  fields: {
    id: field.integer(),
    sla_id: field.integer({ input: { label: 'SLA', required: true, exists: 'slas', createOnly: true } }),
    priority_id: field.integer({ input: { label: 'Prioriteit', required: true, exists: 'priorities', createOnly: true } }),
    first_response_within: field.integer({ input: { label: 'Eerste reactie binnen', required: true, min: 1, max: 100_000 } }),
    first_response_within_unit: field.string({ input: { label: 'Eenheid eerste reactie', in: TIME_UNITS, default: 'uur' } }),
    resolve_within: field.integer({ input: { label: 'Oplossen binnen', required: true, min: 1, max: 100_000 } }),
    resolve_within_unit: field.string({ input: { label: 'Eenheid oplossen', in: TIME_UNITS, default: 'uur' } }),
    created_at: field.timestamp(),
    updated_at: field.timestamp(),
  },
  searchable: [],
  relations: {
    sla: belongsTo('slas', 'sla_id'),
    priority: belongsTo('priorities', 'priority_id'),
  },
  defaultOrder: [['sla_id', 'asc'], ['priority_id', 'asc']],
  perPage: 15,
  validate: async (context, input, existing) => {
    const errors: FieldErrors = {};
    if (existing === null && input.sla_id != null && input.priority_id != null) {
      const taken = await untyped(context.db)
        .selectFrom('sla_priorities')
        .select('id')
        .where('tenant_id', '=', context.tenantId)
        .where('sla_id', '=', input.sla_id)
        .where('priority_id', '=', input.priority_id)
        .executeTakeFirst();
      if (taken) errors.priority_id = ['Deze prioriteit heeft al tijden in deze SLA.'];
    }
    return errors;
  },
  afterWrite: async ({ db, tenantId }, _event, record) => {
    await recomputeSlaTickets(db, tenantId, record.sla_id as number);
  },
};
