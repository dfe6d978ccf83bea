import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackOffice, type BackOffice } from './back-office-support.ts';

/** How a child relation is counted in the database: rows of `table` pointing here through `key`. */
interface Children {
  table: string;
  key: string;
  /** Morph type when the children point here through morphable_type/morphable_id. */
  morph?: string;
  /** Only rows that exist for the child resource (tickets leave out templates and deleted ones). */
  where?: Record<string, unknown>;
}

interface ListSpec {
  route: string;
  table: string;
  defaultOrder: Array<[string, 'asc' | 'desc']>;
  /** Filtered on with '=' and a value taken from the database. */
  filter: string;
  /** Sorted both ways; computed fields are checked against the values the list shows. */
  sort: string;
  computedSort?: boolean;
  belongsTo: Record<string, string>;
  children: Record<string, Children>;
  appends: string[];
  /** Visible to the small tenant acme (whose cloud module is off). */
  inAcme?: boolean;
}

const SPECS: ListSpec[] = [
  {
    route: 'assets', table: 'assets', defaultOrder: [['name', 'asc']], filter: 'company_id', sort: 'tracking_number',
    belongsTo: { company: 'company_id', client: 'client_id', operator: 'operator_id', status: 'status_id', location: 'location_id', actor: 'actor_id' },
    children: { categories: { table: 'asset_asset_category', key: 'asset_id' }, tickets: { table: 'tickets', key: 'asset_id', where: { is_template: false, deleted_at: null } } },
    appends: ['_label', 'is_rmm', 'warranty_expired'],
  },
  {
    route: 'asset-categories', table: 'asset_categories', defaultOrder: [['name', 'asc']], filter: 'name', sort: 'created_at',
    belongsTo: {}, children: { assets: { table: 'asset_asset_category', key: 'asset_category_id' } }, appends: ['_label'],
  },
  {
    route: 'asset-statuses', table: 'asset_statuses', defaultOrder: [['order', 'asc']], filter: 'internal_type', sort: 'name',
    belongsTo: {}, children: { assets: { table: 'assets', key: 'status_id' } }, appends: ['_label', 'internal_type_label'],
  },
  {
    route: 'contracts', table: 'contracts', defaultOrder: [['name', 'asc']], filter: 'period', sort: 'start_date',
    belongsTo: { client: 'client_id', operator: 'operator_id', upgrade_prepaid_card: 'upgrade_prepaid_card_id', service: 'service_id', invoice_company: 'invoice_to' },
    children: {
      contract_periods: { table: 'contract_periods', key: 'contract_id' },
      companies: { table: 'contract_company', key: 'contract_id' },
      activities: { table: 'contract_activity', key: 'contract_id' },
      ticket_types: { table: 'contract_ticket_type', key: 'contract_id' },
      invoices: { table: 'invoices', key: 'contract_id' },
    },
    appends: ['_label', 'period_label', 'is_prepaid'],
  },
  {
    route: 'contract-periods', table: 'contract_periods', defaultOrder: [['period_start', 'desc']], filter: 'contract_id',
    sort: 'minutes_remaining', computedSort: true, belongsTo: { contract: 'contract_id' }, children: {}, appends: ['_label'],
  },
  {
    route: 'prepaid-cards', table: 'prepaid_cards', defaultOrder: [['name', 'asc']], filter: 'hours', sort: 'price',
    belongsTo: {}, children: {}, appends: ['_label'],
  },
  {
    route: 'deals', table: 'deals', defaultOrder: [['updated_at', 'desc']], filter: 'stage_id', sort: 'description',
    belongsTo: { company: 'company_id', client: 'client_id', operator: 'operator_id', stage: 'stage_id', ticket: 'ticket_id', message_thread: 'message_thread_id' },
    children: { quotes: { table: 'quotes', key: 'deal_id' }, tasks: { table: 'tasks', key: 'morphable_id', morph: 'deals' } },
    appends: ['_label', 'status_label', 'status_color'],
  },
  {
    route: 'deal-stages', table: 'deal_stages', defaultOrder: [['order', 'asc']], filter: 'internal_type', sort: 'name',
    belongsTo: {}, children: { deals: { table: 'deals', key: 'stage_id' } }, appends: ['_label', 'internal_type_label', 'internal_type_color'],
  },
  {
    route: 'message-threads', table: 'message_threads', defaultOrder: [['updated_at', 'desc']], filter: 'status_id', sort: 'created_at',
    belongsTo: {},
    children: { deals: { table: 'deals', key: 'message_thread_id' }, project_phases: { table: 'project_phases', key: 'message_thread_id' } },
    appends: ['_label', 'status_label', 'status_color'],
  },
  {
    route: 'quotes', table: 'quotes', defaultOrder: [['name', 'asc']], filter: 'status_id', sort: 'reference',
    belongsTo: { deal: 'deal_id', operator: 'operator_id' },
    children: { project_phases: { table: 'project_phases', key: 'morphable_id', morph: 'quotes' }, projects: { table: 'projects', key: 'quote_id' } },
    appends: ['_label', 'status_label', 'status_color', 'can_accept', 'can_send'],
  },
  {
    route: 'quote-templates', table: 'quote_templates', defaultOrder: [['name', 'asc']], filter: 'name', sort: 'total_excl', computedSort: true,
    belongsTo: {}, children: { project_phases: { table: 'project_phases', key: 'morphable_id', morph: 'quote-templates' } }, appends: ['_label'],
  },
  {
    route: 'projects', table: 'projects', defaultOrder: [['created_at', 'desc']], filter: 'company_id', sort: 'name',
    belongsTo: { company: 'company_id', client: 'client_id', quote: 'quote_id' },
    children: { project_phases: { table: 'project_phases', key: 'morphable_id', morph: 'projects' }, invoices: { table: 'invoices', key: 'project_id' } },
    appends: ['_label'],
  },
  {
    route: 'project-phases', table: 'project_phases', defaultOrder: [['order', 'asc']], filter: 'morphable_type', sort: 'name',
    belongsTo: { company: 'company_id', client: 'client_id', operator: 'operator_id', message_thread: 'message_thread_id', source_phase: 'project_phase_id' },
    children: {
      project_lines: { table: 'project_lines', key: 'project_phase_id' },
      tasks: { table: 'tasks', key: 'morphable_id', morph: 'project-phases' },
      subscription_changes: { table: 'subscription_changes', key: 'morphable_id', morph: 'project-phases' },
    },
    appends: ['_label', 'status_label', 'status_color', 'action_label'],
  },
  {
    route: 'project-lines', table: 'project_lines', defaultOrder: [['order', 'asc']], filter: 'invoice_type', sort: 'total_excl', computedSort: true,
    belongsTo: { project_phase: 'project_phase_id', invoice: 'invoice_id' }, children: {},
    appends: ['_label', 'invoice_type_label', 'invoice_moment_label', 'quantity_unit', 'is_invoiceable', 'is_time_registerable'],
  },
  {
    route: 'subscriptions', table: 'subscriptions', defaultOrder: [['description', 'asc']], filter: 'company_id', sort: 'mrr', computedSort: true,
    belongsTo: { company: 'company_id' },
    children: { lines: { table: 'subscription_lines', key: 'subscription_id' }, changes: { table: 'subscription_changes', key: 'subscription_id' } },
    appends: ['_label', 'period_label', 'invoice_setting_on_change_label', 'is_terminated'],
  },
  {
    route: 'subscription-lines', table: 'subscription_lines', defaultOrder: [['order', 'asc']], filter: 'subscription_id', sort: 'total',
    computedSort: true, belongsTo: { subscription: 'subscription_id' },
    children: { licenses: { table: 'cloud_distribution_subscription_relations', key: 'morphable_id', morph: 'subscription-lines' } },
    appends: ['_label'],
  },
  {
    route: 'subscription-changes', table: 'subscription_changes', defaultOrder: [['created_at', 'desc']], filter: 'change_moment', sort: 'total',
    computedSort: true, belongsTo: { subscription: 'subscription_id' }, children: {}, appends: ['_label', 'change_moment_label', 'period_label'],
  },
  {
    route: 'invoices', table: 'invoices', defaultOrder: [['updated_at', 'desc']], filter: 'company_id', sort: 'total_incl', computedSort: true,
    belongsTo: { company: 'company_id', invoice_company: 'invoice_to', project: 'project_id', contract: 'contract_id' },
    children: { invoice_lines: { table: 'invoice_lines', key: 'invoice_id' } },
    appends: ['_label', 'is_exported', 'exported_label'],
  },
  {
    route: 'invoice-lines', table: 'invoice_lines', defaultOrder: [['order', 'asc']], filter: 'invoice_id', sort: 'total', computedSort: true,
    belongsTo: { invoice: 'invoice_id', ticket: 'ticket_id' }, children: {}, appends: ['_label', 'export_warning'],
  },
  {
    route: 'imports', table: 'imports', defaultOrder: [['created_at', 'desc']], filter: 'definition_id', sort: 'original_filename',
    belongsTo: { definition: 'definition_id', user: 'user_id' }, children: {}, appends: ['_label', 'model_label'],
  },
  {
    route: 'import-definitions', table: 'import_definitions', defaultOrder: [['name', 'asc']], filter: 'model', sort: 'created_at',
    belongsTo: {}, children: { imports: { table: 'imports', key: 'definition_id' } }, appends: ['_label', 'model_label'],
  },
  {
    route: 'cloud-distributors', table: 'cloud_distributors', defaultOrder: [['name', 'asc']], filter: 'key', sort: 'last_synced_at',
    belongsTo: {}, children: { cloud_distribution_companies: { table: 'cloud_distribution_companies', key: 'cloud_distributor_id' } },
    appends: ['_label'], inAcme: false,
  },
  {
    route: 'cloud-distribution-subscriptions', table: 'cloud_distribution_subscriptions', defaultOrder: [['name', 'asc']], filter: 'status',
    sort: 'quantity_difference', computedSort: true, belongsTo: { cloud_distribution_company: 'cloud_distribution_company_id' },
    children: { relations: { table: 'cloud_distribution_subscription_relations', key: 'cloud_distribution_subscription_id' } },
    appends: ['_label', 'status_label', 'status_color', 'period_type_label'], inAcme: false,
  },
  {
    route: 'cloud-distribution-subscription-relations', table: 'cloud_distribution_subscription_relations', defaultOrder: [['created_at', 'desc']],
    filter: 'update_quantity', sort: 'morphable_id', belongsTo: { cloud_distribution_subscription: 'cloud_distribution_subscription_id' },
    children: {}, appends: [], inAcme: false,
  },
];

let office: BackOffice;

beforeAll(async () => {
  office = await startBackOffice({ tenants: { acme: { mod_invoicing: true, mod_cloud_distribution: false } } });
});

afterAll(async () => {
  await office?.close();
});

/** The ids the database puts first for this order, with id as the tie-breaker in the last direction (as the API does). */
async function databaseOrder(spec: ListSpec, order: Array<[string, 'asc' | 'desc']>, limit: number, where: Record<string, unknown> = {}): Promise<number[]> {
  let query = office.db.selectFrom(spec.table).select('id').where('tenant_id', '=', office.demoId);
  for (const [column, value] of Object.entries(where)) query = query.where(column, value === null ? 'is' : '=', value);
  // PostgreSQL's own placement of nulls: last going up, first going down.
  for (const [column, direction] of order) {
    query = query.orderBy(sql.ref(column), (builder) => (direction === 'asc' ? builder.asc().nullsLast() : builder.desc().nullsFirst()));
  }
  const rows = await query.orderBy('id', order.at(-1)![1]).limit(limit).execute();
  return rows.map((row: { id: number }) => row.id);
}

async function childCount(children: Children, id: number): Promise<number> {
  let query = office.db.selectFrom(children.table).select(sql<number>`count(*)::int`.as('n')).where(children.key, '=', id);
  if (children.morph) query = query.where('morphable_type', '=', children.morph);
  for (const [column, value] of Object.entries(children.where ?? {})) query = query.where(column, value === null ? 'is' : '=', value);
  return (await query.executeTakeFirstOrThrow()).n;
}

describe.each(SPECS)('$route', (spec) => {
  it('lists 15 a page in the default order, with the total of the tenant', async () => {
    const page = await office.list(spec.route);
    const total = await office.count(spec.table);
    expect(total).toBeGreaterThan(0);
    expect(page).toMatchObject({ current_page: 1, per_page: 15, total, last_page: Math.max(1, Math.ceil(total / 15)), from: 1 });
    expect(page.data).toHaveLength(Math.min(15, total));
    expect(page.data.map((row) => row.id)).toEqual(await databaseOrder(spec, spec.defaultOrder, 15));
  });

  it('filters with where', async () => {
    const sample = await office.db.selectFrom(spec.table).select(spec.filter).where('tenant_id', '=', office.demoId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    const raw = sample[spec.filter];
    const value = raw instanceof Date ? raw.toISOString().slice(0, 10) : typeof raw === 'string' && /^\d+\.\d+$/.test(raw) ? Number(raw) : raw;
    const builder = value === null ? { whereNull: [spec.filter], paginate: 100 } : { where: [[spec.filter, '=', value]], paginate: 100 };
    const page = await office.list(spec.route, builder);
    expect(page.total).toBe(await office.count(spec.table, { [spec.filter]: raw }));
    expect(page.total).toBeGreaterThan(0);
    expect(page.data.every((row) => row[spec.filter] === value)).toBe(true);
  });

  it.each(['asc', 'desc'] as const)('sorts with orderBy %s', async (direction) => {
    const page = await office.list(spec.route, { orderBy: [[spec.sort, direction]], paginate: 100 });
    if (!spec.computedSort) {
      expect(page.data.map((row) => row.id)).toEqual(await databaseOrder(spec, [[spec.sort, direction]], 100));
      return;
    }
    // A computed column: the order must follow the values the API reports for every row of the tenant.
    const sign = direction === 'asc' ? 1 : -1;
    const expected = (await office.all(spec.route))
      .sort((a, b) => sign * (a[spec.sort] - b[spec.sort] || a.id - b.id))
      .slice(0, 100)
      .map((row) => row.id);
    expect(page.data.map((row) => row.id)).toEqual(expected);
  });

  it('embeds its belongs-to relations with `with`', async () => {
    const relations = Object.keys(spec.belongsTo);
    if (relations.length === 0) return;
    const rows = await office.all(spec.route, { with: relations });
    for (const [relation, key] of Object.entries(spec.belongsTo)) {
      const linked = rows.filter((row) => row[key] !== null);
      expect(linked.length, `${spec.route}.${relation}`).toBeGreaterThan(0);
      for (const row of rows) expect(row[relation]?.id ?? null, `${spec.route}.${relation}`).toBe(row[key]);
    }
  });

  it('counts its children with withCount', async () => {
    const relations = Object.keys(spec.children);
    if (relations.length === 0) return;
    const page = await office.list(spec.route, { withCount: relations, paginate: 30 });
    for (const [relation, children] of Object.entries(spec.children)) {
      const counts = page.data.map((row) => row[`${relation}_count`]);
      const expected = await Promise.all(page.data.map((row) => childCount(children, row.id)));
      expect(counts, `${spec.route}.${relation}`).toEqual(expected);
    }
  });

  it('finds one record with its relations loaded and counted', async () => {
    const children = Object.keys(spec.children);
    // The record with the most children, so the loaded lists are not trivially empty.
    const [first] = children;
    let id = (await office.list(spec.route)).data[0].id as number;
    if (first) {
      const rows = await office.all(spec.route, { withCount: [first] });
      id = rows.reduce((best, row) => (row[`${first}_count`] > best[`${first}_count`] ? row : best)).id;
    }
    const load = [...Object.keys(spec.belongsTo), ...children].join(',');
    const found = await office.get(`/${spec.route}/${id}?load=${load}&loadCount=${children.join(',')}&append=${spec.appends.join(',')}`);
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    const record = found.body.data;
    expect(record.id).toBe(id);
    for (const [relation, key] of Object.entries(spec.belongsTo)) expect(record[relation]?.id ?? null).toBe(record[key]);
    for (const [relation, counted] of Object.entries(spec.children)) {
      const expected = await childCount(counted, id);
      expect(record[relation], `${spec.route}.${relation}`).toHaveLength(expected);
      expect(record[`${relation}_count`]).toBe(expected);
    }
    for (const name of spec.appends) expect(Object.hasOwn(record, name), name).toBe(true);
    if (spec.appends.includes('_label')) expect(typeof record._label).toBe('string');
  });

  it("is not visible to another tenant", async () => {
    const id = (await office.list(spec.route)).data[0].id;
    const answer = await office.get(`/${spec.route}/${id}`, 'acme');
    expect(answer.status).toBe(404);
    if (spec.inAcme === false) {
      expect(answer.body).toEqual({ message: 'Module niet actief.' });
      return;
    }
    expect(answer.body).toEqual({ message: 'Niet gevonden.' });
    const own = await office.all(spec.route, {}, 'acme');
    expect(own.length).toBe(await office.count(spec.table, {}, 'acme'));
    expect(own.map((row) => row.id)).not.toContain(id);
  });
});
