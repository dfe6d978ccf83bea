// One client floods Balie with expensive requests while a second client reads its ticket list:
// does the second client's p95 stay within twice its unloaded p95? Runs `npm start`'s topology
// (supervisor, REST and BFF processes, PGlite on its own thread) on a copy of the demo database.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, seedDataDir } from '../tests/support/processes.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 200);
const FLOOD_WORKERS = Number(process.env.FLOOD_WORKERS ?? 8);
const PASSWORD = 'Balie-demo-2026!';

const LIST = `{ tickets(first: 25) { totalCount edges { node { id reference description updatedAt
  company { name } operator { fullName } status { name } priority { label } } } } }`;

/** What an integrator gone wrong sends: refused at once, or as costly as the limits allow. */
const FLOOD_GRAPHQL = [
  // 15 levels: refused before execution.
  `query($id: ID!) { ticket(id: $id) { ${'company { tickets(first: 50) { edges { node { '.repeat(15)}id${' } } } }'.repeat(15)} } }`,
  // 200 aliases: refused before execution.
  `{ ${Array.from({ length: 200 }, (_, index) => `a${index}: tickets(first: 100) { totalCount }`).join(' ')} }`,
  // Just under the cost maximum: 100 tickets with 100 messages each.
  `{ tickets(first: 100) { edges { node { id description messages(first: 100) { edges { node { id html } } } } } } }`,
];
/** REST lists with nested filters, straight at the REST service. */
const FLOOD_REST = [
  { whereHas: [['company', { whereHas: [['tickets', { whereHas: [['messages', { where: [['message', 'ilike', '%geen-enkel-bericht%']] }]] }]] }]], paginate: 100 },
  { with: ['company', 'operator', 'messages'], withCount: ['messages'], paginate: 100 },
];

const dataDir = mkdtempSync(join(tmpdir(), 'balie-flood-'));
await seedDataDir(dataDir);
const [port, apiPort] = [await freePort(), await freePort()];
const supervisor = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
  env: { ...process.env, PORT: String(port), API_PORT: String(apiPort), DATA_DIR: dataDir, HOST: '127.0.0.1' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((resolve) => {
  let output = '';
  supervisor.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (output.includes('Demo-login')) resolve();
  });
});

const bff = `http://127.0.0.1:${port}/graphql`;
const rest = `http://127.0.0.1:${apiPort}`;

/**
 * The two clients come from different addresses, as behind a load balancer on this machine: the
 * BFF and the REST service believe X-Forwarded-For from loopback. Otherwise the flood would spend
 * the bystander's address budget too.
 */
const READER_ADDRESS = '192.0.2.10';
const FLOODER_ADDRESS = '192.0.2.66';

async function graphql(query: string, token: string, address: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(bff, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'x-forwarded-for': address },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: Array<{ extensions?: { code?: string } }> } };
}

async function login(username: string, address: string): Promise<string> {
  const response = await fetch(`${rest}/auth/login?operator=true`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

const reader = await login('bram@demo.nl', READER_ADDRESS);
const flooder = await login('admin@demo.nl', FLOODER_ADDRESS);
const ticketId = (await graphql('{ tickets(first: 1) { edges { node { id } } } }', flooder, FLOODER_ADDRESS)).body.data.tickets.edges[0].node.id;

async function readList(): Promise<number> {
  const started = performance.now();
  const { body } = await graphql(LIST, reader, READER_ADDRESS);
  if (!body.data?.tickets) throw new Error(`ticket list failed: ${JSON.stringify(body.errors)}`);
  return performance.now() - started;
}

const p = (values: number[], quantile: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * quantile))];

async function measure(): Promise<number[]> {
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round++) samples.push(await readList());
  return samples;
}

for (let round = 0; round < 20; round++) await readList();
const unloaded = await measure();

const outcomes = new Map<string, number>();
const count = (outcome: string) => outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
let flooding = true;
const flood = Array.from({ length: FLOOD_WORKERS }, async (_, worker) => {
  for (let sent = worker; flooding; sent++) {
    if (sent % 2 === 0) {
      const { status, body } = await graphql(FLOOD_GRAPHQL[sent % FLOOD_GRAPHQL.length], flooder, FLOODER_ADDRESS, { id: ticketId });
      count(`GraphQL ${status} ${body.errors?.[0]?.extensions?.code ?? 'ok'}`);
    } else {
      const builder = encodeURIComponent(JSON.stringify(FLOOD_REST[sent % FLOOD_REST.length]));
      const response = await fetch(`${rest}/tickets?builder=${builder}`, { headers: { authorization: `Bearer ${flooder}`, 'x-forwarded-for': FLOODER_ADDRESS } });
      await response.arrayBuffer();
      count(`REST ${response.status}`);
    }
  }
});
const loaded = await measure();
flooding = false;
await Promise.all(flood);

const unloadedP95 = p(unloaded, 0.95);
const loadedP95 = p(loaded, 0.95);
console.log(`rounds: ${ROUNDS} ticket lists of 25 per phase; flood: ${FLOOD_WORKERS} concurrent loops`);
console.log(`unloaded: p50 ${p(unloaded, 0.5).toFixed(1)} ms, p95 ${unloadedP95.toFixed(1)} ms`);
console.log(`flooded:  p50 ${p(loaded, 0.5).toFixed(1)} ms, p95 ${loadedP95.toFixed(1)} ms`);
console.log(`p95 ratio: ${(loadedP95 / unloadedP95).toFixed(2)} (target at most 2)`);
console.log('flood answers:', Object.fromEntries([...outcomes].sort()));

supervisor.kill('SIGTERM');
await new Promise((resolve) => supervisor.once('exit', resolve));
rmSync(dataDir, { recursive: true, force: true });
