// The product at the size of a real service desk: 500,000 tickets on PostgreSQL, 100,000 on PGlite,
// measured over HTTP the way the web client asks for them.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { embeddedThread, openDatabase, type Db } from '../api/src/db/connection.ts';
import { embeddedVacuumPass } from '../api/src/db/embedded-vacuum.ts';
import { createApi } from '../api/src/index.ts';
import { graphql, login, startStack, type Stack } from '../tests/support/stack.ts';
import { COMMON_WORD, fillScaleData, LONG_TICKET_REFERENCE, RARE_WORD } from '../tests/support/scale-data.ts';
import listQuery from '../web/src/__generated__/TicketListRefetchQuery.graphql.ts';
import recordQuery from '../web/src/__generated__/TicketRecordQuery.graphql.ts';
import activityQuery from '../web/src/__generated__/ActivityLogListRefetchQuery.graphql.ts';

const SERVER = process.env.BENCH_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432';
const DATABASE = process.env.SCALE_DATABASE ?? 'balie_scale';
const TICKETS = Number(process.env.SCALE_TICKETS ?? 500_000);
const PGLITE_TICKETS = Number(process.env.SCALE_PGLITE_TICKETS ?? Math.round(TICKETS / 5));
const ROUNDS = Number(process.env.ROUNDS ?? 30);
const WARMUP = 3;
/** The web client's ticket list: its own query, its default page size and order. */
const LIST_TEXT = (listQuery as unknown as { params: { text: string } }).params.text;
const RECORD_TEXT = (recordQuery as unknown as { params: { text: string } }).params.text;
const ACTIVITY_TEXT = (activityQuery as unknown as { params: { text: string } }).params.text;
const DEFAULT_ORDER = [{ field: 'updatedAt', direction: 'DESC' }];
const RELEVANCE_ORDER = [{ field: 'relevance', direction: 'DESC' }];
const PAGE_SIZE = 15;

const seconds = (since: number) => (performance.now() - since) / 1000;

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: `${SERVER}/postgres` });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Migrates and seeds the demo tenant, then adds the scale data to it; returns the load time in s. */
async function fill(db: Db, tickets: number): Promise<{ seconds: number; counts: unknown }> {
  const start = performance.now();
  const counts = await fillScaleData(db, { subdomain: 'demo', tickets });
  // After a load, as the running product would: a server's autovacuum, or the embedded database's own
  // vacuum pass (the conversation triggers rewrote every ticket row while messages were added).
  const thread = embeddedThread(db);
  if (thread) await embeddedVacuumPass(db, thread);
  else await sql`vacuum analyze`.execute(db);
  return { seconds: seconds(start), counts };
}

/** balie_scale filled with TICKETS tickets: reused when its comment says so, else made again. */
async function postgresDatabase(): Promise<string> {
  const url = `${SERVER}/${DATABASE}`;
  const marker = `balie scale: ${TICKETS} tickets`;
  const existing = await admin((client) =>
    client.query<{ comment: string | null }>('select shobj_description(oid, $2) as comment from pg_database where datname = $1', [DATABASE, 'pg_database']),
  );
  if (existing.rows[0]?.comment === marker) {
    console.log(`PostgreSQL: reusing ${DATABASE} (${TICKETS} tickets)`);
    return url;
  }
  await admin(async (client) => {
    await client.query(`drop database if exists ${DATABASE} with (force)`);
    await client.query(`create database ${DATABASE}`);
  });
  const seeding = performance.now();
  const api = await createApi({ databaseUrl: url, exportJob: false, ticketScheduler: false });
  await api.close();
  const seeded = seconds(seeding);
  const db = await openDatabase({ databaseUrl: url, statementTimeoutMs: 0 });
  try {
    const loaded = await fill(db, TICKETS);
    console.log(`PostgreSQL: migrated and seeded in ${seeded.toFixed(1)} s, scale data loaded in ${loaded.seconds.toFixed(1)} s`, loaded.counts);
  } finally {
    await db.destroy();
  }
  await admin((client) => client.query(`comment on database ${DATABASE} is '${marker}'`));
  return url;
}

interface Figure {
  name: string;
  p50: number;
  p95: number;
}

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** `prepare` runs before each request, outside the timing. */
async function measure(name: string, run: () => Promise<void>, prepare?: () => Promise<void>): Promise<Figure> {
  for (let i = 0; i < WARMUP; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    await prepare?.();
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  const figure = { name, p50: percentile(samples, 50), p95: percentile(samples, 95) };
  // Each figure as it is measured, so a run that stops halfway still shows what it reached.
  console.log(`${name}: p50 ${figure.p50.toFixed(1)}, p95 ${figure.p95.toFixed(1)} ms (load ${loadavg().map((load) => load.toFixed(1)).join(' ')})`);
  return figure;
}

/** Every measurement, against one running stack. */
async function measureStack(stack: Stack, tickets: number): Promise<Figure[]> {
  const token = await login(stack.bffUrl);
  const gql = async (text: string, variables: Record<string, unknown>) => {
    const answer = await graphql(stack.bffUrl, text, variables, token);
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return answer.data;
  };
  /** The REST request the BFF makes for these list variables, to call REST the same way. */
  const restListUrl = async (variables: Record<string, unknown>) => {
    const before = stack.restRequests.length;
    await gql(LIST_TEXT, variables);
    const call = stack.restRequests.slice(before).find((line) => line.startsWith('GET /tickets?'));
    if (!call) throw new Error('the BFF made no ticket list call');
    return new URL(call.slice('GET '.length), stack.apiUrl);
  };
  const rest = async (url: URL, check?: (body: any) => void) => {
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = await response.json();
    if (response.status !== 200) throw new Error(`REST ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
    check?.(body);
  };
  const atPage = (url: URL, page: number) => {
    const copy = new URL(url);
    copy.searchParams.set('page', String(page));
    return copy;
  };

  const listUrl = await restListUrl({ first: PAGE_SIZE, page: 1, orderBy: DEFAULT_ORDER });
  const first = (await (await fetch(listUrl, { headers: { authorization: `Bearer ${token}` } })).json()) as { total: number };
  const lastPage = Math.ceil(first.total / PAGE_SIZE);
  const rows = (body: any) => {
    if (!Array.isArray(body.data) || body.data.length === 0) throw new Error('an empty page');
  };

  const figures: Figure[] = [];
  // Totals are kept until the database is written to; a write before each request shows the cost of counting again.
  const db = stack.api.db;
  const write = async () => {
    await sql`update tickets set updated_at = updated_at where id = (select min(id) from tickets)`.execute(db);
  };
  figures.push(await measure('REST list page 1', () => rest(listUrl, rows)));
  figures.push(await measure('REST list page 1, after a write', () => rest(listUrl, rows), write));
  figures.push(await measure(`REST list page ${Math.min(1000, lastPage)}`, () => rest(atPage(listUrl, Math.min(1000, lastPage)), rows)));
  figures.push(await measure(`REST list last page (${lastPage})`, () => rest(atPage(listUrl, lastPage), rows)));
  for (const size of [25, 100]) {
    figures.push(
      await measure(`GraphQL list of ${size}`, async () => {
        const data = await gql(LIST_TEXT, { first: size, page: 1, orderBy: DEFAULT_ORDER });
        if (data.list.edges.length !== size) throw new Error('short page');
      }),
    );
  }
  // The cockpit's counts: ten quick filters' builders in one presetCounts call.
  const me = (await gql('{ viewer { user { databaseId } } }', {})).viewer.user.databaseId;
  const presets = [
    [{ field: 'operatorId', value: me }],
    [{ field: 'operatorId', operator: 'IS_NULL' }],
    [{ field: 'status.internalType', value: 1 }],
    [{ field: 'status.internalType', value: 4 }],
    [{ field: 'status.internalType', value: 5 }],
    [{ field: 'status.internalType', operator: 'IN', value: [1, 4, 5] }, { field: 'operatorId', value: me }],
    [{ field: 'priority.order', operator: 'GTE', value: 3 }],
    [{ field: 'companyId', operator: 'IS_NULL' }],
    [{ field: 'updatedAt', operator: 'GTE', value: new Date(Date.now() - 86_400_000).toISOString() }],
    [{ field: 'categories.id', operator: 'IS_NULL' }],
  ].map((filter, index) => ({ presetId: String(index), filter }));
  const countText = 'query($presets: [PresetCountInput!]!) { presetCounts(type: "tickets", presets: $presets) { presetId count } }';
  figures.push(
    await measure('ten cockpit counts', async () => {
      const data = await gql(countText, { presets });
      if (data.presetCounts.length !== 10) throw new Error('missing counts');
    }),
  );
  figures.push(
    await measure(
      'ten cockpit counts, after a write',
      async () => {
        const data = await gql(countText, { presets });
        if (data.presetCounts.length !== 10) throw new Error('missing counts');
      },
      write,
    ),
  );

  // The activity log as the web client opens it: its first page with the total of every entry.
  const activityPage = async () => {
    const data = await gql(ACTIVITY_TEXT, { first: PAGE_SIZE, page: 1, orderBy: [{ field: 'createdAt', direction: 'DESC' }] });
    if (data.list.edges.length !== PAGE_SIZE || !(data.list.totalCount > 0)) throw new Error('no activity page');
  };
  figures.push(await measure('activity log page 1 with its total', activityPage));
  figures.push(await measure('activity log page 1 with its total, after a write', activityPage, write));

  const middle = await sql<{ reference: string }>`select reference from tickets where reference like ${`%-S${String(Math.round(tickets / 2)).padStart(6, '0')}`}`.execute(db);
  for (const [label, term] of [
    ['rare word', RARE_WORD],
    ['common word', COMMON_WORD],
    ['ticket reference', middle.rows[0].reference],
  ]) {
    // While searching, the web client lists the best matches first.
    const url = await restListUrl({ first: PAGE_SIZE, page: 1, orderBy: RELEVANCE_ORDER, search: term });
    let hits = 0;
    figures.push(await measure(`search: ${label} (${term})`, () => rest(url, (body) => (hits = body.total))));
    figures[figures.length - 1].name += `, ${hits} found`;
  }

  const long = await gql(LIST_TEXT, { first: 1, filter: [{ field: 'reference', value: LONG_TICKET_REFERENCE }] });
  const ticketId = long.list.edges[0].node.id;
  figures.push(
    await measure('ticket with 200 messages', async () => {
      const data = await gql(RECORD_TEXT, { id: ticketId });
      if (!data.record) throw new Error('no ticket');
    }),
  );
  return figures;
}

function table(title: string, figures: Figure[]) {
  console.log(`\n${title}`);
  console.log('| measurement | p50 ms | p95 ms |');
  console.log('|---|---|---|');
  for (const figure of figures) console.log(`| ${figure.name} | ${figure.p50.toFixed(1)} | ${figure.p95.toFixed(1)} |`);
}

const apiOptions = { exportJob: false, ticketScheduler: false, statementTimeoutMs: 60_000 };

if (process.env.SCALE_SKIP_POSTGRES !== '1') {
  const databaseUrl = await postgresDatabase();
  const started = performance.now();
  const stack = await startStack({ ...apiOptions, databaseUrl });
  const startup = seconds(started);
  try {
    table(`PostgreSQL, ${TICKETS} tickets (+ the demo's 600), started in ${startup.toFixed(1)} s`, await measureStack(stack, TICKETS));
  } finally {
    await stack.close();
  }
}

if (process.env.SCALE_SKIP_PGLITE !== '1') {
  const dataDir = mkdtempSync(join(tmpdir(), 'balie-scale-'));
  try {
    // Filling is no measurement: without the statement limit, as on PostgreSQL.
    const filling = await startStack({ ...apiOptions, statementTimeoutMs: 0, dataDir });
    const loaded = await fill(filling.api.db, PGLITE_TICKETS);
    console.log(`\nPGlite: scale data loaded in ${loaded.seconds.toFixed(1)} s`, loaded.counts);
    await filling.close();
    const started = performance.now();
    const stack = await startStack({ ...apiOptions, dataDir });
    const startup = seconds(started);
    try {
      const figures = await measureStack(stack, PGLITE_TICKETS);
      const rss = process.memoryUsage().rss / 2 ** 20;
      table(`PGlite, ${PGLITE_TICKETS} tickets (+ 600), started in ${startup.toFixed(1)} s, RSS after measuring ${rss.toFixed(0)} MB`, figures);
    } finally {
      await stack.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
