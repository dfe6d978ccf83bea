import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedThread } from '../../api/src/db/connection.ts';
import { DEMO_PASSWORD, startApi, type RunningApi } from '../support/api.ts';
import { logLines, sample } from '../support/log-lines.ts';

const log = logLines();
let server: RunningApi;

beforeAll(async () => {
  server = await startApi({ logger: { level: 'info', destination: log.destination }, slowQueryMs: 80 });
});

afterAll(async () => {
  await server?.close();
});

const metrics = async (headers: Record<string, string> = {}) => {
  const response = await fetch(`${server.url}/metrics`, { headers });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
};

describe('request logs', () => {
  it('logs a login with the caller’s request id, route and tenant, but not the password or token', async () => {
    const response = await fetch(`${server.url}/auth/login?operator=true`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'login-check-1' },
      body: JSON.stringify({ username: 'admin@demo.nl', password: DEMO_PASSWORD }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('login-check-1');
    const { access_token: token } = await response.json();
    await expect.poll(() => log.entries().find((entry) => entry.requestId === 'login-check-1')).toBeDefined();
    const line = log.entries().find((entry) => entry.requestId === 'login-check-1')!;
    expect(line).toMatchObject({ service: 'api', msg: 'request', method: 'POST', route: '/auth/login', status: 200, tenant: 'demo' });
    expect(line.durationMs).toBeGreaterThan(0);
    expect(log.text()).not.toContain(DEMO_PASSWORD);
    expect(log.text()).not.toContain(token);
  });

  it('logs the route pattern rather than the ids in a URL, and makes an id when the caller’s is unfit', async () => {
    const token = await server.login('admin@demo.nl');
    const { id } = await server.api.db.selectFrom('tickets').select('id').orderBy('id').executeTakeFirstOrThrow();
    const response = await fetch(`${server.url}/tickets/${id}`, { headers: { authorization: `Bearer ${token}`, 'x-request-id': 'bad id\twith tab' } });
    expect(response.status).toBe(200);
    const made = response.headers.get('x-request-id')!;
    expect(made).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => log.entries().find((entry) => entry.requestId === made)).toBeDefined();
    const line = log.entries().find((entry) => entry.requestId === made)!;
    expect(line.route).toMatch(/^\/tickets\/:\w+$/);
    expect(JSON.stringify(line)).not.toContain(`/tickets/${id}`);
  });

  it('logs a slow query with its duration and its SQL without the parameter values', async () => {
    await sql`select pg_sleep(${0.15}) as slept, ${'geheime-waarde'}::text as word`.execute(server.api.db);
    await expect.poll(() => log.entries().find((entry) => entry.msg === 'slow query' && entry.sql.includes('pg_sleep'))).toBeDefined();
    const line = log.entries().find((entry) => entry.msg === 'slow query' && entry.sql.includes('pg_sleep'))!;
    expect(line).toMatchObject({ level: 40, service: 'api', failed: false, sql: 'select pg_sleep($1) as slept, $2::text as word' });
    expect(line.durationMs).toBeGreaterThanOrEqual(80);
    expect(log.text()).not.toContain('geheime-waarde');
    expect(sample((await metrics()).text, 'db_slow_queries_total')).toBeGreaterThanOrEqual(1);
  });
});

describe('metrics', () => {
  it('counts requests per route and status, with the database and job queue gauges', async () => {
    const route = 'http_requests_total{method="GET",route="/version.json",status="200"}';
    const before = sample((await metrics()).text, route) ?? 0;
    for (let i = 0; i < 3; i++) expect((await fetch(`${server.url}/version.json`)).status).toBe(200);
    const { status, type, text } = await metrics();
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(sample(text, route)).toBe(before + 3);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/version.json"}')).toBe(before + 3);
    if (embeddedThread(server.api.db)) expect(sample(text, 'db_queries_in_flight')).toBeGreaterThanOrEqual(0);
    else {
      // REST_DATABASE=postgres: the pool has opened connections for the requests above.
      expect(sample(text, 'db_pool_connections_total')).toBeGreaterThan(0);
      expect(sample(text, 'db_pool_connections_idle')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'db_pool_waiting_clients')).toBe(0);
    }
    const queued = await sql<{ count: string }>`select count(*) as count from exports where exported_at is null and failed_at is null`.execute(server.api.db);
    expect(sample(text, 'export_jobs_queued')).toBe(Number(queued.rows[0]!.count));
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(text).not.toMatch(/route="\/tickets\/\d/);
  });

  it('refuses a caller from outside the installation’s network, in Dutch', async () => {
    // The test runs on loopback, a trusted proxy: its X-Forwarded-For is the caller's address.
    const refused = await metrics({ 'x-forwarded-for': '203.0.113.5' });
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.text).message).toMatch(/^Geen toegang tot de metrieken/);
    expect((await metrics({ 'x-forwarded-for': '10.0.0.8' })).status).toBe(200);
  });
});
