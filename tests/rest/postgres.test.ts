import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../api/src/index.ts';
import { migrations } from '../../api/src/db/migrations.ts';
import { createApi, type Api } from '../../api/src/index.ts';
import { listQuery, startApi, type Paginated, type RunningApi } from '../support/api.ts';

const SERVER = 'postgres://postgres@127.0.0.1:5432';
const database = `balie_rest_${randomBytes(4).toString('hex')}`;
let admin: pg.Client;
let server: RunningApi | undefined;
let twin: Api | undefined;

beforeAll(async () => {
  admin = new pg.Client({ connectionString: `${SERVER}/postgres` });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${SERVER} (${(error as Error).message}). Start it (trust auth, user postgres) before running the REST suite.`,
    );
  }
  await admin.query(`create database ${database}`);
});

afterAll(async () => {
  await server?.close();
  await twin?.close();
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
});

describe('on a PostgreSQL server', () => {
  it('two processes starting at once migrate and seed exactly once', async () => {
    const databaseUrl = `${SERVER}/${database}`;
    [server, twin] = await Promise.all([startApi({ databaseUrl }), createApi({ databaseUrl })]);
    const tenants = await server.api.db.selectFrom('tenants').select('subdomain').execute();
    expect(tenants).toEqual([{ subdomain: 'demo' }]);
    const applied = await server.api.db.selectFrom('schema_migrations').select('name').orderBy('applied_at').orderBy('name').execute();
    expect(applied.map((row) => row.name).sort()).toEqual(migrations.map((migration) => migration.name).sort());
  });

  it('runs without JIT, and counts a list again after another process wrote', async () => {
    const running = server!;
    const token = await running.login('admin@demo.nl');
    const { jit } = (await sql<{ jit: string }>`show jit`.execute(running.api.db)).rows[0];
    expect(jit).toBe('off');
    const total = async () => (await running.get<Paginated>(`/tickets${listQuery({ paginate: 1 })}`, { token })).body.total;
    const before = await total();
    expect(await total()).toBe(before);
    // A write the first process never hears of: straight into the database through the other one.
    const tenant = await twin!.db.selectFrom('tenants').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow();
    const status = await twin!.db.selectFrom('ticket_statuses').select('id').where('tenant_id', '=', tenant.id).executeTakeFirstOrThrow();
    await twin!.db.insertInto('tickets').values({ tenant_id: tenant.id, reference: 'PG-COUNT-1', description: 'Geteld', status_id: status.id }).execute();
    expect(await total()).toBe(before + 1);
  });

  it('logs in, lists with the builder and adds a note', async () => {
    const running = server!;
    const token = await running.login('admin@demo.nl');
    const page = await running.get<Paginated>(
      `/tickets${listQuery({ where: [['description', 'ilike', '%vpn%']], with: ['company', 'client', 'status'], orderBy: [['created_at', 'asc']], paginate: 20 }, { s: 'verbinding' })}`,
      { token },
    );
    expect(page.status).toBe(200);
    expect(page.body.total).toBeGreaterThan(0);
    for (const ticket of page.body.data) {
      expect(ticket.description.toLowerCase()).toContain('vpn');
      expect(ticket.company.id).toBe(ticket.company_id);
      expect(ticket.status.id).toBe(ticket.status_id);
    }
    const created = page.body.data.map((ticket) => ticket.created_at);
    expect([...created].sort()).toEqual(created);

    const seen: LiveEvent[] = [];
    const unsubscribe = running.api.events.subscribe((event) => seen.push(event));
    const ticketId = page.body.data[0].id;
    const note = await running.post('/messages', {
      token,
      body: { morphable_type: 'tickets', morphable_id: ticketId, action: 'note', message: '<p>Op <em>PostgreSQL</em> opgeslagen.</p><script>x()</script>' },
    });
    unsubscribe();
    expect(note.status).toBe(201);
    expect(note.body.data.message).toBe('<p>Op <em>PostgreSQL</em> opgeslagen.</p>');
    // The new message on the ticket's channel, and the change for live lists.
    expect(new Set(seen.map((event) => event.channel))).toEqual(new Set([`demo.ticket.${ticketId}`, 'demo.records']));

    const messages = await running.get<Paginated>(
      `/messages${listQuery({ where: [['morphable_type', 'tickets'], ['morphable_id', ticketId]], with: ['actor'] })}`,
      { token },
    );
    expect(messages.body.data[0]).toMatchObject({ id: note.body.id, actor: { email: 'admin@demo.nl' } });
  });
});
