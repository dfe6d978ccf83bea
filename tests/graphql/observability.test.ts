import type { AddressInfo } from 'node:net';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createBff, type Bff } from '../../bff/src/index.ts';
import { logLines, sample } from '../support/log-lines.ts';
import { DEMO_LOGIN, startStack, type Stack } from '../support/stack.ts';

const apiLog = logLines();
const bffLog = logLines();
let stack: Stack;
let guarded: Bff | undefined;

beforeAll(async () => {
  stack = await startStack({ logger: { level: 'info', destination: apiLog.destination } }, { logger: { level: 'info', destination: bffLog.destination } });
});

afterAll(async () => {
  await guarded?.close();
  await stack?.close();
});

async function post(query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await fetch(`${stack.bffUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { id: response.headers.get('x-request-id'), body: (await response.json()) as any };
}

const LOGIN = 'mutation Login($input: LoginInput!) { login(input: $input) { accessToken userErrors { message } } }';

const metrics = async (url = stack.bffUrl, headers: Record<string, string> = {}) => {
  const response = await fetch(`${url}/metrics`, { headers });
  return { status: response.status, text: await response.text() };
};

describe('request ids and logs', () => {
  it('carries the caller’s request id from the BFF to the REST service, and logs neither password nor token', async () => {
    const { id, body } = await post(LOGIN, { input: DEMO_LOGIN }, { 'x-request-id': 'trace-login-42' });
    const token = body.data.login.accessToken;
    expect(token).toBeTruthy();
    expect(id).toBe('trace-login-42');

    await expect.poll(() => bffLog.entries().find((entry) => entry.requestId === 'trace-login-42')).toMatchObject({
      service: 'bff', msg: 'request', method: 'POST', route: '/graphql', operation: 'Login', status: 200,
    });
    await expect.poll(() => apiLog.entries().filter((entry) => entry.requestId === 'trace-login-42').map((entry) => entry.route)).toContain('/auth/login');
    const upstream = apiLog.entries().find((entry) => entry.requestId === 'trace-login-42' && entry.route === '/auth/login')!;
    expect(upstream).toMatchObject({ service: 'api', status: 200, tenant: 'demo' });

    for (const log of [apiLog, bffLog]) {
      expect(log.text()).not.toContain(DEMO_LOGIN.password);
      expect(log.text()).not.toContain(token);
    }
  });

  it('makes a fresh id for a caller without a sane one, and uses it upstream too', async () => {
    const { id } = await post('query Status { systemStatus { setupCompleted } }', {}, { 'x-request-id': 'x'.repeat(129) });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => apiLog.entries().some((entry) => entry.requestId === id && entry.route === '/system/status')).toBe(true);
  });
});

describe('metrics', () => {
  it('counts GraphQL operations by name, HTTP requests and REST calls', async () => {
    const before = await metrics();
    expect(before.status).toBe(200);
    const series = 'graphql_operations_total{operation="Status",type="query",status="ok"}';
    const count = sample(before.text, series) ?? 0;
    const upstreamCount = sample(before.text, 'upstream_request_duration_seconds_count{method="GET",resource="system",status="200"}') ?? 0;
    await post('query Status { systemStatus { setupCompleted } }', {});
    await post('query Status { systemStatus { setupCompleted } }', {});
    const after = (await metrics()).text;
    expect(sample(after, series)).toBe(count + 2);
    expect(sample(after, 'graphql_operation_duration_seconds_count{operation="Status",type="query"}')).toBe(count + 2);
    expect(sample(after, 'upstream_request_duration_seconds_count{method="GET",resource="system",status="200"}')).toBe(upstreamCount + 2);
    expect(sample(after, 'http_requests_total{method="POST",route="/graphql",status="200"}')).toBeGreaterThanOrEqual(count + 2);
    expect(sample(after, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    // An operation answered with errors (no token for a signed-in query) counts as one.
    const failed = 'graphql_operations_total{operation="Tickets",type="query",status="error"}';
    const failedBefore = sample(after, failed) ?? 0;
    const refused = await post('query Tickets { tickets(first: 1) { totalCount } }', {});
    expect(refused.body.errors?.length).toBeGreaterThan(0);
    expect(sample((await metrics()).text, failed)).toBe(failedBefore + 1);
  });

  it('shows the live subscribers while a subscription runs', async () => {
    const { body } = await post(LOGIN, { input: DEMO_LOGIN });
    const client = createClient({ url: `${stack.bffUrl.replace('http', 'ws')}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${body.data.login.accessToken}` }, retryAttempts: 0 });
    try {
      const stop = client.subscribe(
        { query: 'subscription TicketsLive { recordChanged(type: "tickets") { id } }' },
        { next: () => undefined, error: () => undefined, complete: () => undefined },
      );
      await expect.poll(async () => sample((await metrics()).text, 'live_subscribers')).toBe(1);
      expect(sample((await metrics()).text, 'graphql_operations_total{operation="TicketsLive",type="subscription",status="ok"}')).toBe(1);
      stop();
      await expect.poll(async () => sample((await metrics()).text, 'live_subscribers')).toBe(0);
    } finally {
      await client.dispose();
    }
  });

  it('refuses callers outside the network, and wants the METRICS_TOKEN when one is set', async () => {
    const outside = await metrics(stack.bffUrl, { 'x-forwarded-for': '198.51.100.9' });
    expect(outside.status).toBe(403);
    expect(JSON.parse(outside.text).message).toMatch(/^Geen toegang tot de metrieken/);

    guarded = createBff({ apiUrl: stack.apiUrl, live: stack.live, metricsToken: 'scrape-me' });
    await new Promise<void>((done) => guarded!.server.listen(0, '127.0.0.1', done));
    const url = `http://127.0.0.1:${(guarded.server.address() as AddressInfo).port}`;
    expect((await metrics(url)).status).toBe(403);
    expect((await metrics(url, { authorization: 'Bearer wrong' })).status).toBe(403);
    const allowed = await metrics(url, { authorization: 'Bearer scrape-me' });
    expect(allowed.status).toBe(200);
    expect(allowed.text).toContain('# TYPE live_subscribers gauge');
  });
});
