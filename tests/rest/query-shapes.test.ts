import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExecutedQuery } from '../../api/src/db/connection.ts';
import { addListVolume } from '../support/list-volume.ts';
import { listQuery, startApi, type Paginated, type RunningApi } from '../support/api.ts';

/**
 * The plans of the SQL the lists really issue (captured from the service, not copied), on enough rows
 * that a wrong plan shows: no sequential scan of the big tables, no page skipping more than half the
 * rows. Runs on PGlite and, in the PostgreSQL stage of scripts/test.sh, on a PostgreSQL server.
 */
const VOLUME = 100_000;
const BIG_TABLES = ['tickets', 'messages', 'time_registrations', 'activity_log'];
/** What the web client's ticket list asks for. */
const TICKET_LIST = { orderBy: [['updated_at', 'desc']], with: ['company', 'client', 'operator', 'status', 'priority'], paginate: 15 };

let server: RunningApi;
let token: string;
const issued: ExecutedQuery[] = [];

beforeAll(async () => {
  // Filling takes single statements past the service's statement limit on a busy machine, and about
  // two minutes in all on two shared cores: the hook may take five. No embedded vacuum pass: this
  // file explains every statement it sees, and a pass would change plans midway.
  server = await startApi({ onQuery: (query) => issued.push(query), statementTimeoutMs: 0, embeddedVacuumSeconds: 0 });
  token = await server.login('admin@demo.nl');
  await addListVolume(server.api.db, 'demo', VOLUME);
}, 300_000);

afterAll(async () => {
  await server?.close();
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function seqScans(node: PlanNode, tables = BIG_TABLES): string[] {
  const own = node['Node Type'] === 'Seq Scan' && node['Relation Name'] && tables.includes(node['Relation Name']) ? [node['Relation Name']] : [];
  return [...own, ...(node.Plans ?? []).flatMap((child) => seqScans(child, tables))];
}

async function plan(query: ExecutedQuery): Promise<PlanNode> {
  const { rows } = await server.api.db.executeQuery<{ 'QUERY PLAN': unknown }>(CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]));
  const json = rows[0]['QUERY PLAN'];
  return (typeof json === 'string' ? JSON.parse(json) : json)[0].Plan;
}

const touches = (query: ExecutedQuery, tables: string[]) => tables.some((table) => query.sql.includes(`"${table}"`) || query.sql.includes(` ${table} `));
const isCount = (query: ExecutedQuery) => query.sql.startsWith('select count(*)::int as "total"');

/** The statements one request issues on the big tables (the session lookup and the builder's cost check aside). */
async function statementsOf(request: () => Promise<unknown>, tables = BIG_TABLES): Promise<ExecutedQuery[]> {
  issued.length = 0;
  await request();
  return issued.filter((query) => touches(query, tables) && !query.sql.includes('"tokens"') && !query.sql.startsWith('explain'));
}

/**
 * No sequential scan of a big table and no offset past half the total. `everyRow`: the list is
 * unfiltered, so its total counts every row whatever the plan (the count cache keeps it between
 * writes); its count is exempt from the scan rule, its page is not.
 */
async function expectGoodShapes(statements: ExecutedQuery[], total: number, everyRow = false, tables = BIG_TABLES): Promise<void> {
  expect(statements.length).toBeGreaterThan(0);
  for (const statement of statements) {
    if (!(everyRow && isCount(statement))) expect(seqScans(await plan(statement), tables), statement.sql).toEqual([]);
    for (const [, position] of statement.sql.matchAll(/offset \$(\d+)/g)) {
      expect(Number(statement.parameters[Number(position) - 1]), statement.sql).toBeLessThanOrEqual(total / 2);
    }
  }
}

async function list(path: string, builder: unknown, page = 1): Promise<Paginated> {
  const answer = await server.get<Paginated>(`/${path}${listQuery(builder, { page })}`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

describe('ticket list', () => {
  it('reads the first, a deep, the middle and the last page through indexes, never skipping more than half', async () => {
    const first = await list('tickets', TICKET_LIST);
    expect(first.total).toBeGreaterThanOrEqual(VOLUME);
    for (const page of [1, 1000, Math.ceil(first.last_page / 2), first.last_page - 1, first.last_page]) {
      let answer: Paginated | undefined;
      const statements = await statementsOf(async () => (answer = await list('tickets', TICKET_LIST, page)));
      expect(answer!.data.length).toBeGreaterThan(0);
      await expectGoodShapes(statements, first.total, true);
    }
  });

  it('gives the same rows in the same order from the back as from the front', async () => {
    const builder = { ...TICKET_LIST, paginate: 100 };
    const total = (await list('tickets', builder)).total;
    const lastPage = Math.ceil(total / 100);
    // The same page read backwards (as now) and read forwards with the opposite order turned around.
    const backwards = await list('tickets', builder, lastPage - 1);
    const opposite = { ...builder, orderBy: [['updated_at', 'asc'], ['id', 'asc']] };
    const remainder = total % 100 || 100;
    const front = [...(await list('tickets', opposite, 1)).data, ...(await list('tickets', opposite, 2)).data].slice(remainder, remainder + 100).reverse();
    expect(backwards.data.map((ticket) => ticket.id)).toEqual(front.map((ticket) => ticket.id));
    expect(backwards.from).toBe((lastPage - 2) * 100 + 1);
  });

  it('filters by status, operator, company, contact, asset and category through indexes', async () => {
    const sample = (await list('tickets', { ...TICKET_LIST, paginate: 1 })).data[0];
    const filters = [
      { where: [['status_id', '=', sample.status_id]] },
      { where: [['operator_id', '=', sample.operator_id]] },
      { where: [['company_id', '=', sample.company_id]] },
      { where: [['client_id', '=', sample.client_id]] },
      { where: [['asset_id', '=', 1]] },
      { whereHas: [['categories', { where: [['id', '=', 1]] }]] },
      { whereHas: [['status', { where: [['internal_type', '=', 2]] }]] },
    ];
    for (const filter of filters) {
      let answer: Paginated | undefined;
      const statements = await statementsOf(async () => (answer = await list('tickets', { ...TICKET_LIST, ...filter })));
      await expectGoodShapes(statements, answer!.total);
      if (answer!.last_page > 2) await expectGoodShapes(await statementsOf(() => list('tickets', { ...TICKET_LIST, ...filter }, answer!.last_page)), answer!.total);
    }
  });
});

describe('counts and other lists', () => {
  it('counts ten cockpit filters through indexes', async () => {
    const sample = (await list('tickets', { ...TICKET_LIST, paginate: 1 })).data[0];
    const builders = [
      ...[1, 2, 3, 4].map((status) => ({ where: [['status_id', '=', status]] })),
      { where: [['operator_id', '=', sample.operator_id]] },
      { whereNull: ['operator_id'] },
      { where: [['company_id', '=', sample.company_id]] },
      { whereHas: [['status', { where: [['internal_type', '=', 1]] }]] },
      { where: [['status_id', '=', sample.status_id], ['operator_id', '=', sample.operator_id]] },
      { whereIn: [['status_id', [1, 2]]] },
    ].map((builder, id) => ({ id, builder }));
    const statements = await statementsOf(async () => {
      const answer = await server.post('/presets-result-count/tickets', { token, body: { builders } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body).toHaveLength(10);
    });
    expect(statements.filter(isCount).length).toBeGreaterThanOrEqual(1);
    await expectGoodShapes(statements, VOLUME);
  });

  it('counts tickets with and without a category from their counter, and by operator from an index alone', async () => {
    const sample = (await list('tickets', { ...TICKET_LIST, paginate: 1 })).data[0];
    // Four tickets in five have a category, as on a real service desk.
    const db = server.api.db;
    await sql`insert into category_ticket (category_id, ticket_id)
      select (select min(id) from categories where tenant_id = t.tenant_id), t.id from tickets t
      where t.id % 5 <> 0 and not exists (select 1 from category_ticket p where p.ticket_id = t.id)`.execute(db);
    await sql`analyze tickets`.execute(db);
    const builders = [{ whereDoesntHave: ['categories'] }, { whereHas: ['categories'] }].map((builder, id) => ({ id, builder }));
    let counts: Array<{ id: number; count: number }> = [];
    const statements = await statementsOf(async () => {
      const answer = await server.post('/presets-result-count/tickets', { token, body: { builders } });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      counts = answer.body;
    });
    // The counter stands in for the pivot: no look at category_ticket at all, and the same totals.
    expect(statements.filter((statement) => statement.sql.includes('category_ticket'))).toEqual([]);
    const { rows } = await sql<{ without: number; with: number }>`select
        count(*) filter (where not exists (select 1 from category_ticket p where p.ticket_id = t.id))::int as without,
        count(*) filter (where exists (select 1 from category_ticket p where p.ticket_id = t.id))::int as with
      from tickets t join tenants on tenants.id = t.tenant_id
      where tenants.subdomain = 'demo' and t.is_template = false and t.deleted_at is null`.execute(db);
    expect(counts.map((count) => count.count)).toEqual([rows[0].without, rows[0].with]);
    const byOperator = await statementsOf(() => server.post('/presets-result-count/tickets', { token, body: { builders: [{ id: 0, builder: { where: [['operator_id', '=', sample.operator_id]] } }] } }));
    await expectGoodShapes(byOperator, VOLUME);
  });

  it('totals the activity log from its kept counts, without reading every entry', async () => {
    const statements = await statementsOf(() => list('activity-log', {}), ['activity_log']);
    await expectGoodShapes(statements, VOLUME, false, ['activity_log']);
    expect(statements.some((statement) => statement.sql.includes('"row_counts"'))).toBe(true);
  });

  it('reads the activity log through its own index, the last page as cheaply as the first', async () => {
    const log = await list('activity-log', {});
    // Only activity_log itself: the entries' visibility (ownership via the subject) may still hash
    // a whole subject table such as messages; that check is not part of this list's indexes.
    await expectGoodShapes(await statementsOf(() => list('activity-log', {}, log.last_page)), log.total, true, ['activity_log']);
  });

  it('reads a ticket’s messages, time and tasks through indexes', async () => {
    const ticket = (await list('tickets', { ...TICKET_LIST, paginate: 1 })).data[0];
    for (const [path, table] of [['messages', 'messages'], ['time-registrations', 'time_registrations'], ['tasks', 'tasks']]) {
      const builder = { where: [['morphable_type', '=', 'tickets'], ['morphable_id', '=', ticket.id]] };
      const statements = await statementsOf(() => list(path, builder), [table]);
      await expectGoodShapes(statements, VOLUME, false, [table]);
    }
  });
});
