// The web client under a slow network and a slow CPU (issue 18): what each screen downloads and how
// long an operator waits. Runs the product (REST + BFF + built web app) in this process on PGlite in
// a fresh data folder and drives Debian's chromium through the DevTools protocol: 4x CPU throttling
// and a 'Fast 3G'-like network (150 ms latency, 1.6 Mbit/s down, 750 kbit/s up). Needs `npm run build`
// (`npm run bench:web` does both). Waits on what the operator sees, never on file names, so it
// measures the same with one bundle or with a chunk per route.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext, type CDPSession, type Locator, type Page } from '@playwright/test';
import { createApi } from '../api/src/index.ts';
import { createBff } from '../bff/src/index.ts';

const RUNS = Number(process.env.RUNS ?? 5);
const PASSWORD = 'Balie-demo-2026!';
const CPU_SLOWDOWN = 4;
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const TARGETS = { loginUsable: 1_500, firstTicketRow: 2_500 };

const dataDir = mkdtempSync(join(tmpdir(), 'balie-bench-web-'));
const api = await createApi({ dataDir, demoPassword: PASSWORD, ticketScheduler: false, exportJob: false });
await api.app.listen({ port: 0, host: '127.0.0.1' });
const apiUrl = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
const bff = createBff({ apiUrl, live: api.events, webDist: resolve('web/dist') });
await new Promise<void>((done) => bff.server.listen(0, '127.0.0.1', done));
const webUrl = `http://localhost:${(bff.server.address() as AddressInfo).port}`;

/** Bytes over the wire as chromium counts them (encodedDataLength: headers plus the body as sent). */
interface Transfer {
  all: number;
  scriptAndStyle: number;
}

/** Counts what the page downloads through its CDP session, and tells when the network has gone quiet. */
class Wire {
  private types = new Map<string, string>();
  private pending = new Set<string>();
  private lastActivity = Date.now();
  private counted: Transfer = { all: 0, scriptAndStyle: 0 };

  constructor(cdp: CDPSession) {
    cdp.on('Network.requestWillBeSent', (event) => {
      this.pending.add(event.requestId);
      this.lastActivity = Date.now();
    });
    cdp.on('Network.responseReceived', (event) => this.types.set(event.requestId, event.type));
    cdp.on('Network.loadingFinished', (event) => {
      this.pending.delete(event.requestId);
      this.lastActivity = Date.now();
      this.counted.all += event.encodedDataLength;
      const type = this.types.get(event.requestId);
      if (type === 'Script' || type === 'Stylesheet') this.counted.scriptAndStyle += event.encodedDataLength;
    });
    cdp.on('Network.loadingFailed', (event) => {
      this.pending.delete(event.requestId);
      this.lastActivity = Date.now();
    });
  }

  reset() {
    this.counted = { all: 0, scriptAndStyle: 0 };
  }

  /** What came in since the last reset, once nothing has been in flight for a second (polls and sockets aside). */
  async settled(): Promise<Transfer> {
    const until = Date.now() + 15_000;
    while (Date.now() < until && (this.pending.size > 0 || Date.now() - this.lastActivity < 1_000)) {
      await new Promise((done) => setTimeout(done, 100));
    }
    return { ...this.counted };
  }
}

async function throttled(context: BrowserContext): Promise<{ page: Page; wire: Wire }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { page, wire: new Wire(cdp) };
}

/**
 * In the page, from the start of the navigation: the first frame in which both login fields are
 * visible and enabled, so the browser is free to take a key press. The driver's own checks come
 * later on a slowed CPU (its script is compiled in the page first), so they are reported beside it.
 * A string, not a function: the TypeScript loader would wrap a function's inner functions in a helper
 * the page lacks.
 */
const recordLoginUsable = `{
  const usable = (id) => {
    const field = document.getElementById(id);
    return field instanceof HTMLInputElement && !field.disabled && field.checkVisibility();
  };
  const observer = new MutationObserver(() => {
    if (!usable('login-email') || !usable('login-password')) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      window.loginUsableAt = Math.round(performance.now());
    });
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
}`;

/** Milliseconds from `start` until `locator` is visible (and enabled, for fields). */
async function shown(locator: Locator, start: number, enabled = false): Promise<number> {
  await locator.waitFor({ state: 'visible', timeout: 60_000 });
  if (enabled) {
    await locator.page().waitForFunction((element) => element instanceof HTMLInputElement && !element.disabled, await locator.elementHandle(), { timeout: 60_000 });
  }
  return Date.now() - start;
}

const ticketRow = (page: Page) => page.getByTestId('ticket-row').first();
const ticketEditor = (page: Page) => page.getByTestId('message-composer').locator('[contenteditable="true"]');
const cockpit = (page: Page) => page.locator('[data-testid="dashboard-board"], [data-testid="cockpit-setup"], [data-testid="cockpit-empty"]').first();

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

interface Run {
  loginUsable: number;
  loginSeen: number;
  firstTicketRow: number;
  openTicket: number;
  bytes: Record<'login' | 'cockpit' | 'ticket list' | 'ticket', Transfer>;
}

/** One operator's morning on an empty cache: the login, the ticket list, a ticket; then each screen loaded cold. */
async function run(): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const { page, wire } = await throttled(context);

  await page.addInitScript({ content: recordLoginUsable });
  let start = Date.now();
  await page.goto(`${webUrl}/login?redirect=${encodeURIComponent('/tickets')}`, { waitUntil: 'commit' });
  const email = page.getByLabel('E-mailadres');
  const password = page.getByLabel('Wachtwoord', { exact: true });
  const loginSeen = Math.max(await shown(email, start, true), await shown(password, start, true));
  const loginUsable = await page.waitForFunction(() => (window as { loginUsableAt?: number }).loginUsableAt).then((handle) => handle.jsonValue() as Promise<number>);
  const login = await wire.settled();

  await email.fill('admin@demo.nl');
  await password.fill(PASSWORD);
  wire.reset();
  start = Date.now();
  await page.getByRole('button', { name: 'Inloggen' }).click();
  const firstTicketRow = await shown(ticketRow(page), start);
  await wire.settled();

  wire.reset();
  start = Date.now();
  await ticketRow(page).getByRole('link').first().click();
  const openTicket = await shown(ticketEditor(page), start);
  await wire.settled();
  const ticketPath = new URL(page.url()).pathname;
  const signedIn = await context.storageState();
  await context.close();

  // Each screen opened straight from its address by a signed-in operator, on an empty cache.
  const cold = async (path: string, ready: (page: Page) => Locator): Promise<Transfer> => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, storageState: signedIn });
    const { page, wire } = await throttled(context);
    await page.goto(`${webUrl}${path}`, { waitUntil: 'commit' });
    await ready(page).waitFor({ state: 'visible', timeout: 60_000 });
    const transfer = await wire.settled();
    await context.close();
    return transfer;
  };
  return {
    loginUsable,
    loginSeen,
    firstTicketRow,
    openTicket,
    bytes: {
      login,
      cockpit: await cold('/cockpit', cockpit),
      'ticket list': await cold('/tickets', ticketRow),
      ticket: await cold(ticketPath, ticketEditor),
    },
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

try {
  const runs: Run[] = [];
  for (let index = 0; index < RUNS; index++) {
    const result = await run();
    runs.push(result);
    console.log(`run ${index + 1}: login usable ${result.loginUsable} ms (the driver sees it at ${result.loginSeen} ms), first ticket row ${result.firstTicketRow} ms, ticket open ${result.openTicket} ms`);
  }
  console.log(`\nMedian of ${RUNS} runs, CPU ${CPU_SLOWDOWN}x slower, ${NETWORK.latency} ms latency, 1.6 Mbit/s down, 750 kbit/s up:`);
  const timing = (name: string, values: number[], target?: number) => {
    const value = median(values);
    console.log(`  ${name}: ${value} ms${target ? ` (target ${target} ms: ${value <= target ? 'met' : 'missed'})` : ''}`);
  };
  timing('login form usable', runs.map((r) => r.loginUsable), TARGETS.loginUsable);
  timing('login form seen by the test driver', runs.map((r) => r.loginSeen));
  timing('login submitted until first ticket row', runs.map((r) => r.firstTicketRow), TARGETS.firstTicketRow);
  timing('ticket row clicked until its editor shows', runs.map((r) => r.openTicket));
  console.log('Bytes over the wire per screen, loaded cold (JS+CSS / all responses):');
  for (const route of ['login', 'cockpit', 'ticket list', 'ticket'] as const) {
    console.log(`  ${route}: ${kb(median(runs.map((r) => r.bytes[route].scriptAndStyle)))} / ${kb(median(runs.map((r) => r.bytes[route].all)))}`);
  }
} finally {
  await browser.close();
  await bff.close();
  await api.close();
  rmSync(dataDir, { recursive: true, force: true });
}
