import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, seedDataDir } from '../support/processes.ts';

let supervisor: ChildProcess;
let output = '';
let dataDir: string;
let port: number;
let apiPort: number;

async function until<T>(what: string, check: () => Promise<T | undefined> | T | undefined, timeoutMs = 120_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`waited ${timeoutMs} ms for ${what}; output:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const pidsOf = (name: string) => [...output.matchAll(new RegExp(`${name} gestart \\(pid (\\d+)\\)`, 'g'))].map((match) => Number(match[1]));

async function restStatus(): Promise<number> {
  try {
    return (await fetch(`http://127.0.0.1:${apiPort}/system/status`)).status;
  } catch {
    return 0;
  }
}

async function bffTypename(): Promise<number> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/graphql?query=%7B__typename%7D`)).status;
  } catch {
    return 0;
  }
}

async function restToken(): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${apiPort}/auth/login?operator=true`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin@demo.nl', password: 'Balie-demo-2026!' }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

/**
 * Subscribes to new companies through the BFF, then creates companies through REST (again, while
 * none arrives: the BFF may still be reconnecting to a restarted REST service) until one is heard.
 */
async function companyHeardLive(name: string): Promise<string> {
  const token = await restToken();
  const client = createClient({ url: `ws://127.0.0.1:${port}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` } });
  const heard: string[] = [];
  const stop = client.subscribe<{ recordChanged: { databaseId: string; kind: string } }>(
    { query: 'subscription { recordChanged(type: "companies") { databaseId kind } }' },
    { next: ({ data }) => data && heard.push(String(data.recordChanged.databaseId)), error: () => undefined, complete: () => undefined },
  );
  try {
    return await until(
      `a live event of ${name}`,
      async () => {
        const created = await fetch(`http://127.0.0.1:${apiPort}/companies`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ name }),
        });
        const id = String(((await created.json()) as { data: { id: number } }).data.id);
        await new Promise((resolve) => setTimeout(resolve, 500));
        return heard.includes(id) ? id : undefined;
      },
      30_000,
    );
  } finally {
    stop();
    await client.dispose();
  }
}

beforeAll(async () => {
  // A seeded data folder, so the start is a restart and not a first seed.
  dataDir = mkdtempSync(join(tmpdir(), 'balie-start-'));
  await seedDataDir(dataDir);
  [port, apiPort] = [await freePort(), await freePort()];
  supervisor = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: { ...process.env, PORT: String(port), API_PORT: String(apiPort), DATA_DIR: dataDir, HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  supervisor.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  supervisor.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await until('the banner', () => (output.includes('Demo-login: admin@demo.nl') ? true : undefined), 150_000);
}, 180_000);

afterAll(async () => {
  if (supervisor && supervisor.exitCode === null) {
    const exited = new Promise((resolve) => supervisor.once('exit', resolve));
    supervisor.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe('the start script', () => {
  it('runs REST and BFF as two processes and prints the address and the demo login', () => {
    expect(pidsOf('REST-service')).toHaveLength(1);
    expect(pidsOf('BFF')).toHaveLength(1);
    expect(pidsOf('REST-service')[0]).not.toBe(pidsOf('BFF')[0]);
    expect(output).toContain(`Balie draait op http://localhost:${port}`);
  });

  it('carries live events from the REST process to subscribers of the BFF', async () => {
    expect(await companyHeardLive('Live over de stroom BV')).toMatch(/^\d+$/);
  }, 60_000);

  it('starts a killed BFF again while the REST service keeps answering', async () => {
    const [bff] = pidsOf('BFF');
    process.kill(bff, 'SIGKILL');
    await until('the BFF to go', async () => ((await bffTypename()) === 0 ? true : undefined), 10_000);
    expect(await restStatus()).toBe(200);
    await until('a new BFF', () => (pidsOf('BFF').length === 2 ? true : undefined));
    expect(output).toMatch(/BFF is gestopt \(signaal SIGKILL\)/);
    await until('the new BFF to answer', async () => ((await bffTypename()) === 200 ? true : undefined));
  }, 150_000);

  it('starts a killed REST service again while the BFF keeps answering, and the BFF reaches it again', async () => {
    const [rest] = pidsOf('REST-service');
    process.kill(rest, 'SIGKILL');
    await until('the REST service to go', async () => ((await restStatus()) === 0 ? true : undefined), 10_000);
    expect(await bffTypename()).toBe(200);
    await until('a new REST service', () => (pidsOf('REST-service').length === 2 ? true : undefined));
    expect(output).toMatch(/REST-service is gestopt \(signaal SIGKILL\)/);
    await until('the new REST service to answer', async () => ((await restStatus()) === 200 ? true : undefined));

    const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation { login(input: { username: "admin@demo.nl", password: "Balie-demo-2026!" }) { accessToken } }' }),
    });
    const answer = (await response.json()) as { data?: { login?: { accessToken?: string } } };
    expect(answer.data?.login?.accessToken).toMatch(/.{20,}/);
    // The BFF listens to the new REST process's events too.
    expect(await companyHeardLive('Live na de herstart BV')).toMatch(/^\d+$/);
  }, 150_000);

  it('stops on SIGTERM: the BFF and the REST service drain and exit, the supervisor exits 0 within 10 s', async () => {
    const children = [pidsOf('BFF').at(-1)!, pidsOf('REST-service').at(-1)!];
    const exited = new Promise<number | null>((resolve) => supervisor.once('exit', (code) => resolve(code)));
    const signalled = Date.now();
    supervisor.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(10_000);
    expect(output).toContain('BFF: SIGTERM ontvangen');
    expect(output).toContain('REST-service: SIGTERM ontvangen');
    for (const pid of children) expect(() => process.kill(pid, 0)).toThrow();
  }, 30_000);
});
