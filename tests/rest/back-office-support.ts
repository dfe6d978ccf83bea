import { sql, type Kysely } from 'kysely';
import { expect } from 'vitest';
import { listQuery, startApi, type Answer, type Paginated, type RunningApi } from '../support/api.ts';

/** The back-office REST tests: one API per file, the demo tenant with the cloud module on and small tenants beside it. */
export interface BackOffice {
  server: RunningApi;
  /** Untyped access to the database, as a second opinion on what the API answers. */
  db: Kysely<any>;
  demoId: number;
  tokens: Record<string, string>;
  tenantIds: Record<string, number>;
  list(route: string, builder?: unknown, params?: Record<string, string | number>, as?: string): Promise<Paginated>;
  /** Every row of a list, page by page. */
  all(route: string, builder?: Record<string, unknown>, as?: string): Promise<Array<Record<string, any>>>;
  get(path: string, as?: string): Promise<Answer>;
  call(method: string, path: string, body?: unknown, as?: string): Promise<Answer>;
  count(table: string, where?: Record<string, unknown>, tenant?: string): Promise<number>;
  close(): Promise<void>;
}

export interface BackOfficeOptions {
  /** Small tenants to seed, with their module switches (set before their first request, as tenants are cached). */
  tenants?: Record<string, Record<string, boolean>>;
}

async function setModules(db: Kysely<any>, subdomain: string, modules: Record<string, boolean>): Promise<void> {
  await sql`update tenants set modules = modules || ${JSON.stringify(modules)}::jsonb where subdomain = ${subdomain}`.execute(db);
}

export async function startBackOffice(options: BackOfficeOptions = {}): Promise<BackOffice> {
  const server = await startApi();
  const db = server.api.db as unknown as Kysely<any>;
  await setModules(db, 'demo', { mod_invoicing: true, mod_cloud_distribution: true });
  const tokens: Record<string, string> = { demo: await server.login('admin@demo.nl') };
  for (const [subdomain, modules] of Object.entries(options.tenants ?? {})) {
    await server.api.seedTenant(subdomain, `${subdomain} IT`, 'small');
    await setModules(db, subdomain, modules);
    tokens[subdomain] = await server.login(`admin@${subdomain}.nl`, { tenant: subdomain });
  }
  const tenants = await db.selectFrom('tenants').select(['id', 'subdomain']).execute();
  const tenantIds = Object.fromEntries(tenants.map((tenant) => [tenant.subdomain, tenant.id]));
  const tenantOf = (as: string) => (as === 'demo' ? undefined : as);

  const call = (method: string, path: string, body?: unknown, as = 'demo') =>
    server.call(method, path, { token: tokens[as], tenant: tenantOf(as), body });
  const list = async (route: string, builder?: unknown, params: Record<string, string | number> = {}, as = 'demo') => {
    const answer = await server.get<Paginated>(`/${route}${listQuery(builder, params)}`, { token: tokens[as], tenant: tenantOf(as) });
    expect(answer.status, `${route}: ${JSON.stringify(answer.body)}`).toBe(200);
    return answer.body;
  };
  return {
    server,
    db,
    demoId: tenantIds.demo,
    tokens,
    tenantIds,
    list,
    async all(route, builder = {}, as = 'demo') {
      const rows: Array<Record<string, any>> = [];
      for (let page = 1; ; page++) {
        const answer = await list(route, { ...builder, paginate: 100 }, { page }, as);
        rows.push(...answer.data);
        if (page >= answer.last_page) return rows;
      }
    },
    get: (path, as = 'demo') => call('GET', path, undefined, as),
    call,
    async count(table, where = {}, tenant = 'demo') {
      let query = db.selectFrom(table).select(sql<number>`count(*)::int`.as('n')).where('tenant_id', '=', tenantIds[tenant]);
      for (const [column, value] of Object.entries(where)) query = query.where(column, value === null ? 'is' : '=', value);
      return (await query.executeTakeFirstOrThrow()).n;
    },
    close: () => server.close(),
  };
}

/** Whole cents of a money or quantity value with at most two decimals. */
const hundredths = (value: number) => Math.round(value * 100);

/** Divides and rounds half away from zero, as PostgreSQL rounds numeric. */
const roundDivide = (value: number, by: number) => Math.sign(value) * Math.round(Math.abs(value) / by);

/** A line's amount excl. VAT in cents: quantity × price, rounded to cents. */
export const amountCents = (line: { quantity: number; price: number }) => roundDivide(hundredths(line.quantity) * hundredths(line.price), 100);

/** A line's amount excl. VAT in euros. */
export const amount = (line: { quantity: number; price: number }) => amountCents(line) / 100;

/** Sum of line amounts in euros, added up in cents so no float error creeps in. */
export const total = (lines: Array<{ quantity: number; price: number }>) => lines.reduce((sum, line) => sum + amountCents(line), 0) / 100;

/** VAT of an invoice: every line's rounded amount times its rate, rounded once over the invoice. */
export const vat = (lines: Array<{ quantity: number; price: number; vat_percentage: number }>) =>
  roundDivide(lines.reduce((sum, line) => sum + amountCents(line) * hundredths(line.vat_percentage), 0), 10000) / 100;

export interface RoundTrip {
  route: string;
  /** Resource name in the activity log. */
  name?: string;
  create: Record<string, unknown>;
  update: Record<string, unknown>;
  archivable?: boolean;
}

/** The fields of `expected` as the API shows them. */
function expectFields(record: Record<string, unknown>, expected: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(expected)) {
    if (key === 'relationships') continue;
    expect(record[key], key).toEqual(value);
  }
}

/**
 * Create, read, change, (archive and restore,) delete one record through the generic routes, and
 * check that every step is in the activity log. Returns nothing: the record is gone afterwards.
 */
export async function roundTrip(office: BackOffice, trip: RoundTrip): Promise<void> {
  const created = await office.call('POST', `/${trip.route}`, trip.create);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.data.id as number;
  expectFields(created.body.data, trip.create);
  expectFields((await office.get(`/${trip.route}/${id}`)).body.data, trip.create);

  const updated = await office.call('PUT', `/${trip.route}/${id}`, trip.update);
  expect(updated.status, JSON.stringify(updated.body)).toBe(200);
  expectFields(updated.body.data, { ...trip.create, ...trip.update });
  expect(Date.parse(updated.body.data.updated_at)).toBeGreaterThanOrEqual(Date.parse(created.body.data.updated_at));

  const events = ['created', 'updated'];
  if (trip.archivable) {
    const archived = await office.call('POST', `/${trip.route}/${id}/archive`);
    expect(archived.status, JSON.stringify(archived.body)).toBe(200);
    expect(archived.body.data.archived_at).not.toBeNull();
    const restored = await office.call('PUT', `/${trip.route}/${id}`, { archived_at: null });
    expect(restored.body.data.archived_at).toBeNull();
    await office.call('POST', `/${trip.route}/${id}/archive`);
    const back = await office.call('POST', `/${trip.route}/${id}/restore`);
    expect(back.status).toBe(200);
    expect(back.body.data.archived_at).toBeNull();
    events.push('archived', 'restored', 'archived', 'restored');
  }

  const deleted = await office.call('DELETE', `/${trip.route}/${id}`);
  expect(deleted, JSON.stringify(deleted.body)).toEqual({ status: 200, body: { message: 'Item verwijderd.' } });
  expect((await office.get(`/${trip.route}/${id}`)).status).toBe(404);
  events.push('deleted');

  const logged = await office.db
    .selectFrom('activity_log')
    .select('event')
    .where('tenant_id', '=', office.demoId)
    .where('subject_type', '=', trip.name ?? trip.route)
    .where('subject_id', '=', id)
    .orderBy('id')
    .execute();
  expect(logged.map((row: { event: string }) => row.event)).toEqual(events);
}

/** A 422 whose errors are exactly these. */
export async function refused(
  office: BackOffice,
  method: string,
  path: string,
  body: unknown,
  errors: Record<string, string[]>,
): Promise<void> {
  const answer = await office.call(method, path, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(422);
  expect(answer.body.errors).toEqual(errors);
  expect(answer.body.message).toBe(Object.values(errors)[0][0]);
}
