// A wall display left open while tickets keep changing: does the page keep up, and does its memory
// stay flat? Runs the product (REST + BFF + built web app) in this process on PGlite, opens the
// wall display in Debian's chromium and reads the page's JavaScript heap and DOM size over CDP.
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { createApi } from '../api/src/index.ts';
import { createBff } from '../bff/src/index.ts';

const CHANGES = Number(process.env.CHANGES ?? 300);
const GAP_MS = Number(process.env.GAP_MS ?? 200);
/** Short tokens, so the display refreshes its token and reconnects its socket during the run. */
const TOKEN_TTL_SECONDS = Number(process.env.TOKEN_TTL_SECONDS ?? 60);
const PASSWORD = 'Balie-demo-2026!';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

process.env.TOKEN_TTL_SECONDS = String(TOKEN_TTL_SECONDS);
const api = await createApi({ demoPassword: PASSWORD, ticketScheduler: false, exportJob: false });
await api.app.listen({ port: 0, host: '127.0.0.1' });
const apiUrl = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
const bff = createBff({ apiUrl, live: api.events, webDist: resolve('web/dist') });
await new Promise<void>((done) => bff.server.listen(0, '127.0.0.1', done));
const webUrl = `http://localhost:${(bff.server.address() as AddressInfo).port}`;

async function rest(method: string, path: string, token?: string, body?: unknown): Promise<any> {
  const response = await fetch(apiUrl + path, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

const signIn = () => rest('POST', '/auth/login?operator=true', undefined, { username: 'admin@demo.nl', password: PASSWORD });
let login = await signIn();
let signedInAt = Date.now();
/** The writer's own token runs out as fast as the display's: sign in again halfway. */
async function writer(): Promise<string> {
  if (Date.now() - signedInAt > (TOKEN_TTL_SECONDS * 1000) / 2) {
    login = await signIn();
    signedInAt = Date.now();
  }
  return login.access_token as string;
}
const setup = await rest('POST', '/cockpit/setup', await writer());
const dashboardId = setup.dashboard.id as number;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
let renewals = 0;
let sockets = 0;
page.on('request', (request) => {
  if (request.url().endsWith('/graphql') && request.postData()?.includes('refreshToken')) renewals++;
});
page.on('websocket', () => sockets++);
await page.goto(`${webUrl}/login?redirect=${encodeURIComponent(`/cockpit/wall/${dashboardId}`)}`);
await page.getByLabel('E-mailadres').fill('bram@demo.nl');
await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
await page.getByRole('button', { name: 'Inloggen' }).click();
await page.waitForURL(`**/cockpit/wall/${dashboardId}`);
await page.getByText('Live').waitFor();
await sleep(2_000);

const cdp = await page.context().newCDPSession(page);
await cdp.send('HeapProfiler.enable');
async function measure() {
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  const dom = (await cdp.send('Memory.getDOMCounters')) as { nodes: number; jsEventListeners: number };
  return { heap: heap.usedSize, nodes: dom.nodes, listeners: dom.jsEventListeners };
}

// The first count widget on the wall: 'Niet toegewezen zonder categorie', open tickets with neither
// an operator nor a category. New tickets raise it, assigning them lowers it again.
const shown = async () => Number(await page.getByTestId('widget-count').first().textContent());
/** Waits up to 3 s for the display to show `expected`; the time it took, or null when it did not. */
async function shows(expected: number): Promise<number | null> {
  const from = Date.now();
  while (Date.now() - from < 3_000) {
    if ((await shown()) === expected) return Date.now() - from;
    await sleep(50);
  }
  return null;
}
const before = await measure();
const started = Date.now();
const initial = await shown();
const open: number[] = [];
const waits: number[] = [];
let missed = 0;
for (let change = 0; change < CHANGES; change++) {
  if (change % 3 !== 2 || open.length === 0) {
    const ticket = await rest('POST', '/tickets', await writer(), { description: `Wandweergave ${change}` });
    open.push(ticket.data.id);
  } else {
    await rest('PUT', `/tickets/${open.shift()}`, await writer(), { operator_id: login.user.id });
  }
  if (change % 25 === 24) {
    const waited = await shows(initial + open.length);
    if (waited === null) missed++;
    else waits.push(waited);
  }
  await sleep(GAP_MS);
}
await sleep(3_000);
const after = await measure();
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
const live = await page.getByText('Live').isVisible();

console.log(`Wall display, ${CHANGES} ticket changes over ${minutes} min (tokens of ${TOKEN_TTL_SECONDS} s):`);
console.log(`  token renewals: ${renewals}; sockets opened: ${sockets}`);
console.log(`  still live at the end: ${live ? 'yes' : 'no'}; count checks: ${waits.length} right within 3 s (slowest ${Math.max(0, ...waits)} ms), ${missed} not`);
console.log(`  JS heap after GC: ${mb(before.heap)} → ${mb(after.heap)}`);
console.log(`  DOM nodes: ${before.nodes} → ${after.nodes}; JS event listeners: ${before.listeners} → ${after.listeners}`);

await browser.close();
await bff.close();
await api.close();
process.exit(0);
