// Two REST services and two BFFs as real processes behind HAProxy, on PostgreSQL and Redis: a REST
// service whose /ready fails is taken out by the balancer's active check and put back once ready;
// then one of each is killed while reads, writes and live subscriptions run through the balancer.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { createClient, type Client } from 'graphql-ws';
import { Redis } from 'ioredis';
import pg from 'pg';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresDatabase } from '../support/api.ts';
import { serverStates, startHaproxy, type ServerState } from '../support/load-balancer.ts';
import { freePort } from '../support/processes.ts';
import { DEMO_LOGIN, graphql, login } from '../support/stack.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const RUN = randomBytes(4).toString('hex');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Service {
  name: string;
  port: number;
  child: ChildProcess;
  output: string;
  /** When the process was seen gone. */
  exitedAt?: number;
}

const services: Service[] = [];
let balancer: ChildProcess;
let dir: string;
/** REST 2's files folder: a link to the shared one, or a plain file while its /ready must fail. */
let rest2Files: string;
let sharedFiles: string;
let database: { url: string; drop: () => Promise<void> };
let front: string;
let token: string;
let ticketId: string;
let ticketDatabaseId: number;

function start(name: string, script: string, port: number, env: Record<string, string>): Service {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', REDIS_URL, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const service: Service = { name, port, child, output: '' };
  child.stdout!.on('data', (chunk: Buffer) => (service.output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (service.output += chunk.toString()));
  child.once('exit', () => (service.exitedAt = performance.now()));
  services.push(service);
  return service;
}

async function until<T>(what: string, check: () => Promise<T | undefined> | T | undefined, timeoutMs = 60_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) {
      const logs = services.map((service) => `--- ${service.name}\n${service.output.slice(-2000)}`).join('\n');
      throw new Error(`waited ${timeoutMs} ms for ${what}\n${logs}`);
    }
    await sleep(100);
  }
}

async function status(url: string, init?: RequestInit): Promise<number> {
  try {
    return (await fetch(url, init)).status;
  } catch {
    return 0;
  }
}

const answering = (url: string, init?: RequestInit) => until(`${init?.method ?? 'GET'} ${url}`, async () => ((await status(url, init)) === 200 ? true : undefined));

beforeAll(async () => {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    await probe.ping();
  } catch (error) {
    throw new Error(`Redis is not reachable at ${REDIS_URL} (${(error as Error).message}); the failover test needs it.`);
  } finally {
    probe.disconnect();
  }
  dir = mkdtempSync(join(tmpdir(), 'balie-failover-'));
  sharedFiles = join(dir, 'files', 'files');
  mkdirSync(sharedFiles, { recursive: true });
  rest2Files = join(dir, 'rest-2-files');
  symlinkSync(sharedFiles, rest2Files);
  database = await postgresDatabase();
  const [frontPort, restPort, api1, api2, bff1, bff2] = await Promise.all(Array.from({ length: 6 }, freePort));
  const restEnv = {
    DATABASE_URL: database.url,
    DATA_DIR: join(dir, 'files'),
    // Counters of this run only; the load is one user, far above a person's rate.
    RATE_LIMIT_PREFIX: `balie-failover-${RUN}`,
    RATE_LIMIT_PER_USER: '0',
    RATE_LIMIT_PER_ADDRESS: '0',
  };
  // The first one alone, so that two processes do not check the migrations at the same moment.
  const firstApi = start('REST 1', 'api/src/main.ts', api1, { ...restEnv, API_PORT: String(api1) });
  await answering(`http://127.0.0.1:${firstApi.port}/system/status`);
  const apiUrl = `http://127.0.0.1:${restPort}`;
  const started = [
    start('REST 2', 'api/src/main.ts', api2, { ...restEnv, API_PORT: String(api2), FILES_DIR: rest2Files }),
    start('BFF 1', 'bff/src/main.ts', bff1, { PORT: String(bff1), API_URL: apiUrl }),
    start('BFF 2', 'bff/src/main.ts', bff2, { PORT: String(bff2), API_URL: apiUrl }),
  ];
  balancer = startHaproxy(dir, { front: frontPort, rest: restPort, bffs: [bff1, bff2], apis: [api1, api2] });
  await Promise.all(
    started.map((service) => answering(service.name.startsWith('REST') ? `http://127.0.0.1:${service.port}/system/status` : `http://127.0.0.1:${service.port}/graphql?query=%7B__typename%7D`)),
  );
  front = `http://127.0.0.1:${frontPort}`;
  await answering(`${front}/graphql?query=%7B__typename%7D`);
  // Writes go to backends of their own, whose checks put their servers in apart from the reads'.
  const write = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) };
  await answering(`${front}/graphql`, write);
  await answering(`${apiUrl}/auth/login?operator=true`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_LOGIN) });
  token = await login(front);
  const list = await graphql(front, '{ tickets(first: 1) { edges { node { id databaseId } } } }', {}, token);
  ticketId = list.data.tickets.edges[0].node.id;
  ticketDatabaseId = list.data.tickets.edges[0].node.databaseId;
}, 150_000);

afterAll(async () => {
  for (const subscriber of subscribers) await subscriber.client.dispose();
  const stopping = [...services.map((service) => service.child), balancer].filter((child) => child && child.exitCode === null && child.signalCode === null);
  await Promise.all(
    stopping.map(async (child) => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }),
  );
  await database?.drop();
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 60_000);

// ---- the load ----

const READ = `query FailoverRead { tickets(first: 10) { totalCount edges { node { id reference } } } }`;
const WRITE = `mutation FailoverWrite($input: AddTicketNoteInput!) { addTicketNote(input: $input) { message { id } userErrors { message } } }`;
const SUBSCRIBE = `subscription FailoverLive($ticketId: ID!) { ticketMessageAdded(ticketId: $ticketId) { message { html } } }`;

interface Request {
  kind: 'read' | 'write';
  startedAt: number;
  endedAt?: number;
  ok?: boolean;
  problem?: string;
  /** The write's unique text. */
  text?: string;
}

const requests: Request[] = [];
let loadRunning = true;

const textOf = (html: string) => html.match(/failover-[0-9a-f]+-\d+/)?.[0];

interface Answer {
  data?: Record<string, any>;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

/** What went wrong: the status, and each GraphQL error's code and message (else the start of the body). */
async function problemOf(response: Response): Promise<{ body: Answer; problem: string }> {
  const text = await response.text();
  let body: Answer = {};
  try {
    body = JSON.parse(text) as Answer;
  } catch {
    return { body, problem: `HTTP ${response.status} ${text.replace(/\s+/g, ' ').slice(0, 80)}` };
  }
  const errors = (body.errors ?? []).map((error) => `${error.extensions?.code}: ${error.message}`).join('; ');
  return { body, problem: `HTTP ${response.status} ${errors}` };
}

async function timed(request: Request, run: () => Promise<string | undefined>) {
  requests.push(request);
  try {
    request.problem = await run();
  } catch (error) {
    const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
    request.problem = `${(error as Error).message}${cause ? ` (${cause.code ?? cause.message})` : ''}`;
  }
  request.ok = request.problem === undefined;
  request.endedAt = performance.now();
}

/** A read sent as GET, as a client may for a query: the balancer may pass it to another BFF. */
async function readLoop() {
  const url = `${front}/graphql?${new URLSearchParams({ query: READ })}`;
  while (loadRunning) {
    await timed({ kind: 'read', startedAt: performance.now() }, async () => {
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      const { body, problem } = await problemOf(response);
      if (response.status !== 200 || body.errors || !(body.data?.tickets?.totalCount > 0)) return problem;
    });
    await sleep(20);
  }
}

let written = 0;
async function writeLoop() {
  while (loadRunning) {
    const text = `failover-${RUN}-${++written}`;
    await timed({ kind: 'write', startedAt: performance.now(), text }, async () => {
      const response = await fetch(`${front}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: WRITE, variables: { input: { ticketId, html: `<p>${text}</p>` } } }),
      });
      const { body, problem } = await problemOf(response);
      const payload = body.data?.addTicketNote;
      if (response.status !== 200 || body.errors || !payload?.message || payload.userErrors.length > 0) return payload?.userErrors.length ? `${problem} ${JSON.stringify(payload.userErrors)}` : problem;
    });
    await sleep(20);
  }
}

// ---- the live subscribers ----

interface Subscriber {
  client: Client;
  /** The BFF its current socket reached, as the balancer says. */
  upstream?: string;
  connectedAt: number[];
  closedAt: number[];
  /** Each message's text with the moment it arrived, in order. */
  received: Array<{ text: string; at: number }>;
}

const subscribers: Subscriber[] = [];

function subscriber(): Subscriber {
  const own: Subscriber = { client: undefined as unknown as Client, connectedAt: [], closedAt: [], received: [] };
  class Socket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols);
      this.on('upgrade', (response) => (own.upstream = String(response.headers['x-upstream'])));
    }
  }
  own.client = createClient({
    url: `${front.replace('http', 'ws')}/graphql`,
    webSocketImpl: Socket,
    connectionParams: { authorization: `Bearer ${token}` },
    // As the web client: keep trying, quickly at first.
    retryAttempts: Infinity,
    shouldRetry: () => true,
    retryWait: async (retries) => {
      await sleep(Math.min(100 * 2 ** retries, 2000));
    },
    on: {
      connected: () => own.connectedAt.push(performance.now()),
      closed: () => own.closedAt.push(performance.now()),
    },
  });
  own.client.subscribe<{ ticketMessageAdded: { message: { html: string } } }>(
    { query: SUBSCRIBE, variables: { ticketId } },
    {
      next: ({ data }) => {
        const text = data && textOf(data.ticketMessageAdded.message.html);
        if (text) own.received.push({ text, at: performance.now() });
      },
      error: () => undefined,
      complete: () => undefined,
    },
  );
  subscribers.push(own);
  return own;
}

/** Its last (re)connect: every note written after it must arrive. */
const connectedSince = (own: Subscriber) => own.connectedAt.at(-1)!;

/** Its first note after its last (re)connect. */
const heardAgainAt = (own: Subscriber) => own.received.find((message) => message.at > connectedSince(own))!.at;

const kills: Array<{ name: string; at: number; service: Service; inFlight: { reads: number; writes: number } }> = [];

function kill(service: Service) {
  const at = performance.now();
  const inFlight = requests.filter((request) => request.endedAt === undefined);
  kills.push({
    name: service.name,
    at,
    service,
    inFlight: { reads: inFlight.filter((request) => request.kind === 'read').length, writes: inFlight.filter((request) => request.kind === 'write').length },
  });
  service.child.kill('SIGKILL');
}

/** Whether a request was on its way when a killed process went: started before it was seen gone, answered after the kill. */
const caughtByKill = (request: Request) =>
  kills.some((killed) => request.startedAt < (killed.service.exitedAt ?? Infinity) && request.endedAt! > killed.at);

/** REST 2's two servers (the reads' and the writes' backend), as the balancer's admin socket says. */
async function rest2States(): Promise<ServerState[]> {
  const rest2 = services.find((service) => service.name === 'REST 2')!;
  return (await serverStates(dir)).filter((state) => state.backend.startsWith('api_') && state.address === `127.0.0.1:${rest2.port}`);
}

/** Reads and writes through the front, one at a time, for `ms`; the problems of those that failed. */
async function traffic(ms: number, label: string): Promise<string[]> {
  const problems: string[] = [];
  const end = performance.now() + ms;
  for (let n = 1; performance.now() < end; n++) {
    const read = await fetch(`${front}/graphql?${new URLSearchParams({ query: READ })}`, { headers: { authorization: `Bearer ${token}` } });
    const readAnswer = await problemOf(read);
    if (read.status !== 200 || readAnswer.body.errors) problems.push(`read: ${readAnswer.problem}`);
    const write = await fetch(`${front}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: WRITE, variables: { input: { ticketId, html: `<p>${label}-${RUN}-${n}</p>` } } }),
    });
    const writeAnswer = await problemOf(write);
    if (write.status !== 200 || writeAnswer.body.errors || !writeAnswer.body.data?.addTicketNote?.message) problems.push(`write: ${writeAnswer.problem}`);
  }
  return problems;
}

describe('failover behind HAProxy', () => {
  it("passes the caller's X-Request-Id through to the BFF, which answers with it", async () => {
    const id = `failover-${RUN}-id`;
    const response = await fetch(`${front}/graphql?query=%7B__typename%7D`, { headers: { 'x-request-id': id } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe(id);
  });

  it('takes a REST service out on its failing /ready, sends it nothing while it is out, and puts it back once ready', async () => {
    const rest2 = services.find((service) => service.name === 'REST 2')!;
    const allUp = async () => ((await serverStates(dir)).every((state) => state.status === 'UP' && state.checkStatus === 'L7OK') ? true : undefined);
    await until('every replica to pass its /ready check', allUp, 20_000);
    expect((await rest2States()).map((state) => state.backend).sort()).toEqual(['api_reads', 'api_writes']);

    // Its file store becomes a plain file: /ready answers 503, every other request still works.
    rmSync(rest2Files);
    writeFileSync(rest2Files, '');
    const unreadyAt = performance.now();
    const out = await until(
      'the balancer to take REST 2 out on its /ready',
      async () => {
        const states = await rest2States();
        return states.every((state) => state.status === 'DOWN') ? states : undefined;
      },
      10_000,
    );
    const takenOutMs = performance.now() - unreadyAt;
    // Out on the check's word: /ready answered 503 while the process lives and serves.
    expect(out.map((state) => [state.checkStatus, state.checkCode])).toEqual([
      ['L7STS', '503'],
      ['L7STS', '503'],
    ]);
    expect(await status(`http://127.0.0.1:${rest2.port}/ready`)).toBe(503);
    expect(await status(`http://127.0.0.1:${rest2.port}/health`)).toBe(200);

    // While it is out, reads and writes all go to REST 1.
    expect(await traffic(2000, 'uit')).toEqual([]);
    const whileOut = await rest2States();
    expect(whileOut.map((state) => state.sessions)).toEqual(out.map((state) => state.sessions));
    expect(whileOut.every((state) => state.status === 'DOWN')).toBe(true);

    rmSync(rest2Files);
    symlinkSync(sharedFiles, rest2Files);
    const readyAt = performance.now();
    await until(
      'the balancer to put REST 2 back',
      async () => ((await rest2States()).every((state) => state.status === 'UP' && state.checkStatus === 'L7OK') ? true : undefined),
      10_000,
    );
    const putBackMs = performance.now() - readyAt;
    expect(await traffic(2000, 'terug')).toEqual([]);
    const back = await rest2States();
    expect(back.map((state) => state.sessions > out.find((before) => before.backend === state.backend)!.sessions)).toEqual([true, true]);
    console.log(`Active check: REST 2 out ${Math.round(takenOutMs)} ms after its /ready failed, back ${Math.round(putBackMs)} ms after it was ready again`);
  }, 60_000);

  it('keeps serving reads, writes and subscriptions while one REST service and one BFF are killed', async () => {
    const [first, second] = [subscriber(), subscriber()];
    const loops = [readLoop(), readLoop(), writeLoop(), writeLoop()];
    // Both subscriptions listen once each has heard a note.
    await until('both subscribers to hear the load', () => (first.received.length > 0 && second.received.length > 0 ? true : undefined), 20_000);
    await sleep(1500);

    kill(services.find((service) => service.name === 'REST 1')!);
    await sleep(3000);

    // The BFF the first subscriber is on, so that at least that one must reconnect.
    const bff = services.find((service) => service.name.startsWith('BFF') && first.upstream === `127.0.0.1:${service.port}`);
    expect(bff, `the first subscriber's socket came through ${first.upstream}`).toBeDefined();
    kill(bff!);
    const bffKilledAt = performance.now();
    const heardAgain = () => connectedSince(first) > bffKilledAt && first.received.some((message) => message.at > connectedSince(first));
    await until('the first subscriber to reconnect and hear a note again', () => (heardAgain() ? true : undefined), 20_000);
    await sleep(3000);
    loadRunning = false;
    await Promise.all(loops);

    const succeeded = requests.filter((request) => request.kind === 'write' && request.ok);
    // Every acknowledged note published before its answer; it reaches the sockets within moments.
    const heardAll = () =>
      subscribers.every((own) => {
        const heard = new Set(own.received.map((message) => message.text));
        return succeeded.filter((request) => request.startedAt > connectedSince(own)).every((request) => heard.has(request.text!));
      });
    await until('the subscribers to hear every later note', () => (heardAll() ? true : undefined), 10_000).catch(() => undefined);

    const reads = requests.filter((request) => request.kind === 'read');
    const writes = requests.filter((request) => request.kind === 'write');
    const figures = {
      requests: requests.length,
      reads: reads.length,
      writes: writes.length,
      'failed reads': reads.filter((request) => !request.ok).length,
      'failed writes': writes.filter((request) => !request.ok).length,
      'failed writes, why': writes
        .filter((request) => !request.ok)
        .map((request) => request.problem!.slice(0, 120))
        .join(' | '),
      'in flight at the kills': kills.map((killed) => `${killed.name}: ${killed.inFlight.reads} reads, ${killed.inFlight.writes} writes`).join('; '),
      'subscribers that reconnected': subscribers.filter((own) => own.closedAt.length > 0).length,
      'reconnect (ms, kill to connected)': subscribers
        .filter((own) => own.closedAt.length > 0)
        .map((own) => Math.round(own.connectedAt.at(-1)! - bffKilledAt))
        .join(', '),
      'first note heard again (ms after the kill)': subscribers
        .filter((own) => own.closedAt.length > 0)
        .map((own) => Math.round(heardAgainAt(own) - bffKilledAt))
        .join(', '),
    };
    console.log(`Failover figures:\n${Object.entries(figures).map(([name, value]) => `  ${name}: ${value}`).join('\n')}`);
    expect(first.closedAt.length).toBeGreaterThan(0);
  }, 90_000);

  it('stores every acknowledged write exactly once', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const rows = await client
      .query<{ html: string }>("select message as html from messages where morphable_type = 'tickets' and morphable_id = $1 and message like $2", [ticketDatabaseId, `%failover-${RUN}-%`])
      .finally(() => client.end());
    const stored = new Map<string, number>();
    for (const { html } of rows.rows) stored.set(textOf(html)!, (stored.get(textOf(html)!) ?? 0) + 1);
    const succeeded = requests.filter((request) => request.kind === 'write' && request.ok);
    expect(succeeded.length).toBeGreaterThan(5);
    expect(succeeded.filter((request) => stored.get(request.text!) !== 1).map((request) => request.text)).toEqual([]);
    expect([...stored].filter(([, count]) => count > 1)).toEqual([]);
  });

  it('fails only the requests the balancer could not pass on: writes on their way when a process died', () => {
    expect(requests.filter((request) => request.kind === 'read').length).toBeGreaterThan(30);
    // The load went on after both kills.
    const lastKill = kills.at(-1)!.at;
    expect(requests.filter((request) => request.ok && request.startedAt > lastKill).map((request) => request.kind)).toEqual(expect.arrayContaining(['read', 'write']));
    expect(requests.filter((request) => request.kind === 'read' && !request.ok).map((request) => request.problem)).toEqual([]);
    const failedWrites = requests.filter((request) => request.kind === 'write' && !request.ok);
    expect(failedWrites.filter((request) => !caughtByKill(request)).map((request) => request.problem)).toEqual([]);
    // The BFF died with the write: the balancer's 502, or, when the write was not the first on its
    // kept-alive connection, HAProxy closes that connection without an answer so that a browser
    // retries. Or the BFF's word that REST went away.
    const unavailable = /^HTTP 502 |^fetch failed \(UND_ERR_SOCKET\)$|^HTTP 200 SERVICE_UNAVAILABLE: De server is even niet bereikbaar/;
    expect(failedWrites.filter((request) => !unavailable.test(request.problem!)).map((request) => request.problem)).toEqual([]);
  });

  it('delivers every message written after a subscriber (re)connected, once', () => {
    const succeeded = requests.filter((request) => request.kind === 'write' && request.ok);
    for (const own of subscribers) {
      const heard = own.received.map((message) => message.text);
      const missed = succeeded.filter((request) => request.startedAt > connectedSince(own) && !heard.includes(request.text!)).map((request) => request.text);
      expect(missed).toEqual([]);
      expect(heard.length).toBe(new Set(heard).size);
    }
  });
});
