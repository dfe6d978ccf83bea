// Graceful shutdown of the real processes on the embedded default: a running request finishes, a
// new connection is refused, subscribers get 1012 (reconnect), and each process exits 0 within 10 s.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, seedDataDir } from '../support/processes.ts';
import { connectionRefused, heldRequest } from '../support/slow-request.ts';

interface Running {
  child: ChildProcess;
  url: string;
  output: string;
  /** Resolves with the exit code and the moment of exit. */
  exited: Promise<{ code: number | null; at: number }>;
}

let dataDir: string;
let rest: Running;
let bff: Running;

function run(entry: string, env: Record<string, string>, port: number): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, ...env, HOST: '127.0.0.1', EMBEDDED_VACUUM_SECONDS: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const running: Running = {
    child,
    url: `http://127.0.0.1:${port}`,
    output: '',
    exited: new Promise((resolve) => child.once('exit', (code) => resolve({ code, at: Date.now() }))),
  };
  child.stdout!.on('data', (chunk: Buffer) => (running.output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (running.output += chunk.toString()));
  return running;
}

async function untilReady(service: Running): Promise<void> {
  const started = Date.now();
  for (;;) {
    const status = await fetch(`${service.url}/ready`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    if (service.child.exitCode !== null) throw new Error(`exited early:\n${service.output}`);
    if (Date.now() - started > 110_000) throw new Error(`not ready:\n${service.output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function untilRefused(url: string): Promise<void> {
  await expect.poll(() => connectionRefused(url), { timeout: 5000, interval: 50 }).toBe(true);
}

const json = async (url: string) => {
  const response = await fetch(url);
  return { status: response.status, body: await response.json() };
};

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'balie-shutdown-'));
  await seedDataDir(dataDir);
  const [port, apiPort] = [await freePort(), await freePort()];
  const secret = randomBytes(16).toString('hex');
  rest = run('api/src/main.ts', { API_PORT: String(apiPort), DATA_DIR: dataDir, LIVE_STREAM_SECRET: secret }, apiPort);
  bff = run('bff/src/main.ts', { PORT: String(port), API_URL: `http://127.0.0.1:${apiPort}`, LIVE_STREAM_SECRET: secret, WEB_DIST: join(dataDir, 'geen-web') }, port);
  await untilReady(rest);
  await untilReady(bff);
}, 120_000);

afterAll(() => {
  for (const service of [bff, rest]) if (service && service.child.exitCode === null) service.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('health of the processes', () => {
  it('answer /health and /ready with 200 on the embedded default', async () => {
    expect(await json(`${rest.url}/health`)).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await json(`${rest.url}/ready`)).toEqual({ status: 200, body: { status: 'gereed', checks: { database: 'ok', bestanden: 'ok' } } });
    expect(await json(`${bff.url}/health`)).toEqual({ status: 200, body: { status: 'ok' } });
    expect(await json(`${bff.url}/ready`)).toEqual({ status: 200, body: { status: 'gereed', checks: { 'rest-service': 'ok' } } });
  });
});

describe('graceful shutdown on SIGTERM', () => {
  it('the BFF finishes a running request, refuses new connections, closes subscriptions with 1012 and exits 0 within 10 s', async () => {
    const login = await fetch(`${rest.url}/auth/login?operator=true`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin@demo.nl', password: 'Balie-demo-2026!' }),
    });
    const token = ((await login.json()) as { access_token: string }).access_token;
    const closes: Array<{ code: number; reason: string }> = [];
    let connected!: () => void;
    const isConnected = new Promise<void>((resolve) => (connected = resolve));
    const client: Client = createClient({
      url: `${bff.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
      on: {
        connected: () => connected(),
        closed: (event) => closes.push({ code: (event as CloseEvent).code, reason: (event as CloseEvent).reason }),
      },
    });
    client.subscribe({ query: 'subscription { recordChanged(type: "companies") { databaseId kind } }' }, { next: () => undefined, error: () => undefined, complete: () => undefined });
    await isConnected;

    const running = await heldRequest(bff.url, 'POST', '/graphql', {
      body: { query: 'mutation { login(input: { username: "admin@demo.nl", password: "Balie-demo-2026!" }) { accessToken } }' },
      keepAlive: true,
    });
    // Open before the signal, asked during the drain.
    const ready = await heldRequest(bff.url, 'GET', '/ready');
    const signalled = Date.now();
    bff.child.kill('SIGTERM');

    await untilRefused(bff.url);
    await expect.poll(() => closes).toEqual([{ code: 1012, reason: 'Dienst wordt herstart' }]);
    expect(await ready.finish()).toMatchObject({ status: 503, body: { status: 'niet gereed', checks: { 'rest-service': 'ok', proces: 'wordt afgesloten' } } });
    // A keep-alive connection: its answer ends because the draining server closes it.
    const answer = await running.finish();
    expect(answer.status).toBe(200);
    expect(answer.body.data.login.accessToken).toMatch(/.{20,}/);

    const { code, at } = await bff.exited;
    expect(code).toBe(0);
    expect(at - signalled).toBeLessThan(10_000);
    await client.dispose();
  }, 30_000);

  it('the REST service finishes a running request, refuses new connections and exits 0 within 10 s', async () => {
    const running = await heldRequest(rest.url, 'POST', '/auth/login?operator=true', { body: { username: 'admin@demo.nl', password: 'Balie-demo-2026!' }, keepAlive: true });
    const ready = await heldRequest(rest.url, 'GET', '/ready');
    const signalled = Date.now();
    rest.child.kill('SIGTERM');

    await untilRefused(rest.url);
    expect(await ready.finish()).toMatchObject({ status: 503, body: { status: 'niet gereed', checks: { proces: 'wordt afgesloten' } } });
    const answer = await running.finish();
    expect(answer.status).toBe(200);
    expect(answer.body.access_token).toEqual(expect.any(String));

    const { code, at } = await rest.exited;
    expect(code).toBe(0);
    expect(at - signalled).toBeLessThan(10_000);
    expect(rest.output).toContain('SIGTERM ontvangen');
  }, 30_000);
});
