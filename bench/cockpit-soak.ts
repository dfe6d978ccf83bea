// Soak test of the live cockpit: many wall displays subscribed to count widgets on ONE BFF process,
// while tickets change through REST. Measures delivery latency, REST count calls and the BFF's memory.
import { fork, type ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { createApi } from '../api/src/index.ts';
import { createBff, type LiveEvent } from '../bff/src/index.ts';
import { recordHub } from '../bff/src/live/record-hub.ts';

const SUBSCRIBERS = Number(process.env.SUBSCRIBERS ?? 1000);
const CHANGES = Number(process.env.CHANGES ?? 100);
/** Between writes, so that each write is its own batch and deliveries can be told apart. */
const GAP_MS = Number(process.env.GAP_MS ?? 250);
const PASSWORD = 'Balie-demo-2026!';
const OPERATORS = ['admin@demo.nl', 'bram@demo.nl', 'sanne@demo.nl', 'mehmet@demo.nl', 'lotte@demo.nl'];

interface Stats {
  heapUsed: number;
  rss: number;
  gc: boolean;
  hub: { recordSubscribers: number; widgetSubscribers: number; widgetGroups: number };
}

/** The BFF process: hears the REST service's events over IPC (the role Redis plays between hosts). */
async function runBff(): Promise<void> {
  const handlers = new Set<(event: LiveEvent) => void>();
  const live = {
    subscribe(handler: (event: LiveEvent) => void) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
  };
  const bff = createBff({ apiUrl: process.env.API_URL!, live });
  await new Promise<void>((done) => bff.server.listen(0, '127.0.0.1', done));
  process.on('message', (message: { event?: LiveEvent; stats?: boolean; stop?: boolean }) => {
    if (message.event) for (const handler of handlers) handler(message.event);
    if (message.stats) {
      const gc = (globalThis as { gc?: () => void }).gc;
      gc?.();
      const memory = process.memoryUsage();
      process.send!({ stats: { heapUsed: memory.heapUsed, rss: memory.rss, gc: Boolean(gc), hub: recordHub(live).stats() } satisfies Stats });
    }
    if (message.stop) void bff.close().then(() => process.exit(0));
  });
  process.send!({ port: (bff.server.address() as AddressInfo).port });
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function ask<T>(child: ChildProcess, message: object, key: string): Promise<T> {
  return new Promise((resolve) => {
    const listener = (answer: Record<string, unknown>) => {
      if (!(key in answer)) return;
      child.off('message', listener);
      resolve(answer[key] as T);
    };
    child.on('message', listener);
    child.send(message);
  });
}

async function runBench(): Promise<void> {
  // A thousand subscribers as five operators are far above one person's request budget: the bench measures the BFF, not the limits.
  const api = await createApi({ demoPassword: PASSWORD, ticketScheduler: false, exportJob: false, limits: { requestsPerMinutePerUser: 0, requestsPerMinutePerAddress: 0 } });
  let countCalls = 0;
  api.app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/presets-result-count/')) countCalls++;
  });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const apiUrl = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  const rest = async (method: string, path: string, token?: string, body?: unknown) => {
    const response = await fetch(apiUrl + path, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const answer = (await response.json()) as any;
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
    return answer;
  };

  const child = fork(fileURLToPath(import.meta.url), [], { env: { ...process.env, SOAK_ROLE: 'bff', API_URL: apiUrl }, execArgv: ['--expose-gc', '--import', 'tsx'] });
  const port = await ask<number>(child, {}, 'port');
  api.events.subscribe((event) => child.send({ event }));
  const stats = () => ask<Stats>(child, { stats: true }, 'stats');

  const tokens = await Promise.all(OPERATORS.map(async (username) => (await rest('POST', '/auth/login?operator=true', undefined, { username, password: PASSWORD })).access_token as string));
  const setup = await rest('POST', '/cockpit/setup', tokens[0]);
  const counted = (setup.dashboardWidgets as any[]).filter((widget) => widget.widget_type === 'count');
  // 'Open tickets voor mij' as a count too: its 'me' gives each operator a count of their own.
  const open = (setup.dashboardWidgets as any[]).find((widget) => widget.table_preset.label === 'Open tickets voor mij');
  const mineAsCount = await rest('POST', '/cockpit-widgets', tokens[0], { dashboard_id: setup.dashboard.id, widget_type: 'count', table_preset_id: open.table_preset_id });
  const widgetIds = [...counted.map((widget) => widget.id), mineAsCount.data.id].map((id: number) => Buffer.from(`CockpitWidget:${id}`).toString('base64url'));
  const openStatus = Number(open.table_preset.filter_config.columnFilters.status[0]);
  const operatorIds = await Promise.all(tokens.map(async (token) => (await rest('GET', '/auth/me', token)).user.id as number));

  const before = await stats();
  const received: number[] = [];
  const clients: Client[] = [];
  const subscribeStart = performance.now();
  const callsBeforeSubscribing = countCalls;
  let ready = 0;
  let failed = 0;
  const refusals = new Map<string, number>();
  const refuse = (error: unknown) => {
    const text = Array.isArray(error) ? String((error[0] as { message?: string })?.message) : error instanceof Error ? error.message : String((error as { reason?: string })?.reason ?? (error as { code?: number })?.code ?? error);
    refusals.set(text, (refusals.get(text) ?? 0) + 1);
    failed++;
  };
  // Each subscriber is a wall display of one operator with two of the four count widgets.
  for (let index = 0; index < SUBSCRIBERS; index += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, SUBSCRIBERS - index) }, (_, offset) => {
        const n = index + offset;
        const client = createClient({ url: `ws://127.0.0.1:${port}/graphql`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${tokens[n % tokens.length]}` }, retryAttempts: 0 });
        clients.push(client);
        const widgets = [widgetIds[n % widgetIds.length], widgetIds[(n + 1) % widgetIds.length]];
        return new Promise<void>((resolve) => {
          client.subscribe(
            { query: 'subscription($ids: [ID!]!) { cockpitWidgetChanged(widgetIds: $ids) { count widget { id } } }', variables: { ids: widgets } },
            { next: () => received.push(performance.now()), error: (error) => (refuse(error), resolve()), complete: () => resolve() },
          );
          client.on('connected', () => resolve());
        });
      }),
    );
  }
  // Sockets are open; wait until the BFF holds every subscriber (two widgets each).
  for (let hub = (await stats()).hub; hub.widgetSubscribers < 2 * (SUBSCRIBERS - failed); hub = (await stats()).hub) {
    ready = hub.widgetSubscribers;
    await sleep(200);
  }
  const subscribeSeconds = (performance.now() - subscribeStart) / 1000;
  const subscribed = await stats();
  ready = subscribed.hub.widgetSubscribers;

  const callsBeforeChanges = countCalls;
  const answeredAt: number[] = [];
  const unassigned: number[] = [];
  for (let change = 0; change < CHANGES; change++) {
    if (change % 2 === 0 || unassigned.length === 0) {
      const made = await rest('POST', '/tickets', tokens[change % tokens.length], { description: `Storing ${change}`, status_id: openStatus });
      unassigned.push(made.data.id);
    } else {
      await rest('PUT', `/tickets/${unassigned.shift()}`, tokens[0], { operator_id: operatorIds[change % operatorIds.length] });
    }
    answeredAt.push(performance.now());
    await sleep(GAP_MS);
  }
  await sleep(1000);
  // Each delivery belongs to the last write answered before it arrived.
  const latencies = received
    .filter((at) => at >= answeredAt[0])
    .map((at) => {
      let write = answeredAt.length - 1;
      while (write > 0 && answeredAt[write] > at) write--;
      return at - answeredAt[write];
    })
    .sort((a, b) => a - b);
  const after = await stats();
  const callsDuringChanges = countCalls - callsBeforeChanges;

  await Promise.all(clients.map((client) => client.dispose()));
  for (let hub = (await stats()).hub; hub.widgetSubscribers > 0; hub = (await stats()).hub) await sleep(200);
  const closed = await stats();

  console.log(`subscribers: ${SUBSCRIBERS} requested, ${ready / 2} held by the BFF (${failed} refused), ${subscribed.hub.widgetGroups} shared count groups; subscribing took ${subscribeSeconds.toFixed(1)} s`);
  if (refusals.size > 0) console.log(`refusals: ${JSON.stringify(Object.fromEntries(refusals))}`);
  console.log(`ticket changes: ${CHANGES}, ${GAP_MS} ms apart`);
  console.log(`deliveries: ${latencies.length}`);
  console.log(`latency from the write's answer: median ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${latencies[latencies.length - 1].toFixed(1)} ms`);
  console.log(`REST count calls by the BFF: ${callsBeforeChanges - callsBeforeSubscribing} while subscribing, ${callsDuringChanges} during the changes`);
  console.log(`BFF memory (gc ${before.gc ? 'forced' : 'not exposed'}): heap ${mb(before.heapUsed)} / rss ${mb(before.rss)} before subscribing; ${mb(subscribed.heapUsed)} / ${mb(subscribed.rss)} subscribed; ${mb(after.heapUsed)} / ${mb(after.rss)} after the changes; ${mb(closed.heapUsed)} / ${mb(closed.rss)} after closing (hub: ${JSON.stringify(closed.hub)})`);

  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.send({ stop: true });
  await exited;
  await api.close();
}

if (process.env.SOAK_ROLE === 'bff') await runBff();
else await runBench();
