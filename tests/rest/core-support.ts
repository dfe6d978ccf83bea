import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { describe, expect, it } from 'vitest';
import { listQuery, startApi, type Answer, type Paginated, type RunningApi } from '../support/api.ts';

/** Shared setup and read checks of the ticket-domain REST tests (tests/rest/core-*.test.ts). */

export type AnySelect = SelectQueryBuilder<any, any, any>;
type Direction = 'asc' | 'desc';

export interface CoreWorld {
  server: RunningApi;
  db: Kysely<any>;
  /** admin@demo.nl */
  token: string;
  /** lezer@demo.nl: the read_only role. */
  readOnly: string;
  /** admin@acme.nl of the small tenant acme. */
  acme: string;
  demoId: number;
  acmeId: number;
  adminId: number;
  acmeAdminId: number;
}

/** One API per file: the demo tenant plus the small tenant acme, and their tokens. */
export async function startCoreWorld(): Promise<CoreWorld> {
  const server = await startApi();
  await server.api.seedTenant('acme', 'Acme IT', 'small');
  const db = server.api.db as unknown as Kysely<any>;
  const tenantId = async (subdomain: string) => (await db.selectFrom('tenants').select('id').where('subdomain', '=', subdomain).executeTakeFirstOrThrow()).id as number;
  const userId = async (email: string) => (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id as number;
  const [token, readOnly, acme] = await Promise.all([
    server.login('admin@demo.nl'),
    server.login('lezer@demo.nl'),
    server.login('admin@acme.nl', { tenant: 'acme' }),
  ]);
  return {
    server,
    db,
    token,
    readOnly,
    acme,
    demoId: await tenantId('demo'),
    acmeId: await tenantId('acme'),
    adminId: await userId('admin@demo.nl'),
    acmeAdminId: await userId('admin@acme.nl'),
  };
}

export interface Caller {
  token: string;
  tenant?: string;
}

/** GET a list and insist on 200. */
export async function list(world: CoreWorld, route: string, builder?: unknown, params: Record<string, string | number> = {}, caller?: Caller): Promise<Paginated> {
  const answer = await world.server.get<Paginated>(`/${route}${listQuery(builder, params)}`, caller ?? { token: world.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

export const send = (world: CoreWorld, method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, token = world.token): Promise<Answer> =>
  world.server.call(method, path, { token, body });

/** A 422 with exactly this Dutch text on this field. */
export function expectInvalid(answer: Answer, field: string, message: string): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(422);
  expect(answer.body.errors?.[field], JSON.stringify(answer.body)).toContain(message);
}

export function expectStatus(answer: Answer, status: number): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
}

/** One relation to embed, and the field holding the id of a belongs-to relation's record. */
export type Embed = string | [relation: string, foreignKey: string];

export interface ReadCase {
  /** Narrows the rows the embedding check reads, to rows whose relations this seed fills. */
  embedWhere?: unknown[];
  route: string;
  table: string;
  /** The resource's base scope as the database sees it, for the tenant given (personal rows: the user). */
  scope?: (query: AnySelect, world: CoreWorld, tenant: 'demo' | 'acme') => AnySelect;
  perPage: number;
  /** Columns of the default order. */
  defaultOrder: Array<[string, Direction]>;
  /** A column filtered with '=' on the value of a seeded row. */
  filter: string;
  /** A plain column sorted both ways. */
  sort: string;
  embed: Embed[];
  /** At least this many demo rows, so the list shows real data. */
  minimum: number;
  /** Whether acme has rows of its own. */
  acmeRows?: boolean;
}

function rows(world: CoreWorld, spec: ReadCase, tenant: 'demo' | 'acme'): AnySelect {
  const query = world.db.selectFrom(spec.table).where('tenant_id', '=', tenant === 'demo' ? world.demoId : world.acmeId);
  return spec.scope ? spec.scope(query, world, tenant) : query;
}

/** Ids in the order the API must give them: the order terms, then id in the last term's direction. */
async function orderedIds(world: CoreWorld, spec: ReadCase, order: Array<[string, Direction]>, limit: number, where?: (query: AnySelect) => AnySelect): Promise<number[]> {
  let query = rows(world, spec, 'demo').select('id');
  if (where) query = where(query);
  for (const [column, direction] of order) query = query.orderBy(sql.ref(column), direction);
  query = query.orderBy('id', order.at(-1)?.[1] ?? 'asc');
  return (await query.limit(limit).execute()).map((row: { id: number }) => row.id);
}

async function countOf(world: CoreWorld, spec: ReadCase, tenant: 'demo' | 'acme', where?: (query: AnySelect) => AnySelect): Promise<number> {
  let query = rows(world, spec, tenant).select(sql<number>`count(*)::int`.as('n'));
  if (where) query = where(query);
  return ((await query.executeTakeFirstOrThrow()) as { n: number }).n;
}

const relationName = (embed: Embed) => (typeof embed === 'string' ? embed : embed[0]);

function checkEmbedded(records: Array<Record<string, any>>, embeds: Embed[]): void {
  for (const embed of embeds) {
    const name = relationName(embed);
    for (const record of records) {
      expect(record, `${name} embedded`).toHaveProperty(name);
      // A related row outside its resource's scope (a deleted ticket) embeds as null.
      if (typeof embed !== 'string' && record[name]) expect(record[name].id).toBe(record[embed[1]]);
      if (typeof embed !== 'string' && record[embed[1]] === null) expect(record[name]).toBeNull();
    }
    // Seeds fill every relation somewhere, so an embedding that always comes back empty is a fault.
    const filled = records.some((record) => (Array.isArray(record[name]) ? record[name].length > 0 : record[name] !== null));
    expect(filled, `${name} filled on some row`).toBe(true);
  }
}

/** List, filter, sort, embed, find and tenant isolation of one resource, checked against the database. */
export function describeReads(getWorld: () => CoreWorld, spec: ReadCase): void {
  describe(`${spec.route}: reading`, () => {
    it(`lists ${spec.perPage} per page in the default order, with the total of the database`, async () => {
      const world = getWorld();
      const page = await list(world, spec.route);
      const total = await countOf(world, spec, 'demo');
      expect(total).toBeGreaterThanOrEqual(spec.minimum);
      expect(page).toMatchObject({ current_page: 1, per_page: spec.perPage, total, last_page: Math.max(1, Math.ceil(total / spec.perPage)) });
      expect(page.data.map((record) => record.id)).toEqual(await orderedIds(world, spec, spec.defaultOrder, spec.perPage));
    });

    it(`filters on ${spec.filter}`, async () => {
      const world = getWorld();
      const sample = (await rows(world, spec, 'demo').select(spec.filter).where(spec.filter, 'is not', null).orderBy('id').executeTakeFirstOrThrow())[spec.filter];
      const value = sample instanceof Date ? sample.toISOString() : sample;
      const page = await list(world, spec.route, { where: [[spec.filter, '=', value]], paginate: 100 });
      expect(page.total).toBe(await countOf(world, spec, 'demo', (query) => query.where(spec.filter, '=', sample)));
      expect(page.total).toBeGreaterThan(0);
      for (const record of page.data) expect(record[spec.filter]).toEqual(value);
    });

    it.each(['asc', 'desc'] as const)(`sorts on ${spec.sort} %s`, async (direction) => {
      const world = getWorld();
      const page = await list(world, spec.route, { orderBy: [[spec.sort, direction]], paginate: 25 });
      expect(page.data.map((record) => record.id)).toEqual(await orderedIds(world, spec, [[spec.sort, direction]], 25));
    });

    it(`embeds ${spec.embed.map(relationName).join(', ')} and finds one record with them loaded`, async () => {
      const world = getWorld();
      const with_ = spec.embed.map(relationName);
      const page = await list(world, spec.route, { with: with_, paginate: 100, ...(spec.embedWhere ? { where: spec.embedWhere } : {}) });
      checkEmbedded(page.data, spec.embed);
      const id = page.data[0].id;
      const found = await world.server.get(`/${spec.route}/${id}?load=${with_.join(',')}`, { token: world.token });
      expectStatus(found, 200);
      expect(found.body.data.id).toBe(id);
      for (const name of with_) expect(found.body.data).toHaveProperty(name);
      expect(found.body.data).toEqual(page.data[0]);
    });

    it('keeps each tenant to its own rows', async () => {
      const world = getWorld();
      const acme = { token: world.acme, tenant: 'acme' };
      const demoIds = (await rows(world, spec, 'demo').select('id').execute()).map((row: { id: number }) => row.id);
      const own = await list(world, spec.route, { paginate: 100 }, {}, acme);
      expect(own.total).toBe(await countOf(world, spec, 'acme'));
      if (spec.acmeRows !== false) expect(own.total).toBeGreaterThan(0);
      expect(own.data.some((record) => demoIds.includes(record.id))).toBe(false);
      expectStatus(await world.server.get(`/${spec.route}/${demoIds[0]}`, acme), 404);
    });
  });
}

/** Each resource's own base scopes, as plain SQL conditions. */
export const scopes = {
  tickets: (query: AnySelect) => query.where('is_template', '=', false).where('deleted_at', 'is', null),
  templates: (query: AnySelect) => query.where('is_template', '=', true).where('deleted_at', 'is', null),
  /** Shared rows (user_id null) and the caller's own. */
  personal: (query: AnySelect, world: CoreWorld, tenant: 'demo' | 'acme') =>
    query.where((eb: any) => eb.or([eb('user_id', 'is', null), eb('user_id', '=', tenant === 'demo' ? world.adminId : world.acmeAdminId)])),
};
