import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { ApiOptions } from '../../api/src/index.ts';
import { listQuery, pgliteTemplate, startApi, type RunningApi } from '../support/api.ts';

// Three nested whereHas with an ilike that matches nothing: minutes of work without planner statistics.
const SLOW = { whereHas: [['company', { whereHas: [['tickets', { whereHas: [['messages', { where: [['message', 'ilike', '%geen-enkel-bericht%']] }]] }]] }]] };

const folders: string[] = [];
const running: RunningApi[] = [];
const costLimit = process.env.BUILDER_COST_LIMIT;

afterEach(async () => {
  for (const server of running.splice(0)) await server.close();
  if (costLimit === undefined) delete process.env.BUILDER_COST_LIMIT;
  else process.env.BUILDER_COST_LIMIT = costLimit;
});

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/**
 * An API whose statements can be stopped: on PostgreSQL every database is; the embedded database
 * frees its connection by reopening its data folder, so it gets one.
 */
async function limitedApi(options: ApiOptions): Promise<RunningApi> {
  let server: RunningApi;
  if (process.env.REST_DATABASE === 'postgres') {
    server = await startApi(options);
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), 'balie-limits-'));
    folders.push(dataDir);
    server = await startApi({ ...options, dataDir, loadDataDir: await pgliteTemplate() });
  }
  running.push(server);
  return server;
}

/** The planner as on a database nobody analyzed: the state in which the query above ran for minutes. */
async function forgetStatistics(server: RunningApi): Promise<void> {
  await sql`delete from pg_statistic`.execute(server.api.db);
  await sql`update pg_class set reltuples = -1, relpages = 0 where relnamespace = 'public'::regnamespace`.execute(server.api.db);
}

describe('the builder cost check', () => {
  it('refuses a list whose nested filters the planner estimates above the limit, naming both figures', async () => {
    process.env.BUILDER_COST_LIMIT = '20';
    const server = await startApi();
    running.push(server);
    const token = await server.login('admin@demo.nl');

    const refused = await server.get(`/tickets${listQuery(SLOW)}`, { token });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/^Deze zoekopdracht is te zwaar \(geschatte kosten \d+, maximum 20\)/);
    expect(refused.body.errors.builder[0]).toContain('maximum 20');

    // Lists without relation filters are never held up by the check.
    const plain = await server.get(`/tickets${listQuery({ paginate: 5 })}`, { token });
    expect(plain.status).toBe(200);
    expect(plain.body.data).toHaveLength(5);
  });

  it('lets the same filters through with statistics and the default limit, answering quickly', async () => {
    const server = await startApi();
    running.push(server);
    const token = await server.login('admin@demo.nl');
    const answer = await server.get(`/tickets${listQuery(SLOW)}`, { token });
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(0);
  });
});

describe('the statement time limit', () => {
  it('answers 503 in Dutch, frees the connection for another user and keeps what was stored', async () => {
    process.env.BUILDER_COST_LIMIT = '0';
    const server = await limitedApi({ statementTimeoutMs: 1500, requestDeadlineMs: 60_000 });
    const admin = await server.login('admin@demo.nl');
    const bram = await server.login('bram@demo.nl');
    const stored = await server.post('/companies', { token: admin, body: { name: 'Opgeslagen voor de time-out BV' } });
    expect(stored.status).toBe(201);
    await forgetStatistics(server);

    const started = Date.now();
    const slow = server.get(`/tickets${listQuery(SLOW)}`, { token: admin }).then((answer) => ({ answer, ms: Date.now() - started }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const meanwhile = await server.get(`/tickets${listQuery({ paginate: 5 })}`, { token: bram });
    const { answer, ms } = await slow;

    expect(answer.status).toBe(503);
    expect(answer.body.message).toBe('Dit verzoek duurde te lang en is afgebroken. Probeer het opnieuw of maak de zoekopdracht kleiner.');
    expect(ms).toBeLessThan(15_000);
    expect(meanwhile.status).toBe(200);
    expect(meanwhile.body.data).toHaveLength(5);

    const again = await server.get(`/companies/${stored.body.data.id}`, { token: bram });
    expect(again.status).toBe(200);
    expect(again.body.data.name).toBe('Opgeslagen voor de time-out BV');
  });

  it('gives every request a deadline, even while its statement may still run', async () => {
    process.env.BUILDER_COST_LIMIT = '0';
    const server = await limitedApi({ statementTimeoutMs: 20_000, requestDeadlineMs: 8000 });
    const admin = await server.login('admin@demo.nl');
    await forgetStatistics(server);

    const started = Date.now();
    const answer = await server.get(`/tickets${listQuery(SLOW)}`, { token: admin });
    expect(answer.status).toBe(503);
    expect(answer.body.message).toContain('duurde te lang');
    // Well before the statement limit: the request's own deadline answered.
    expect(Date.now() - started).toBeLessThan(18_000);
  });
});
