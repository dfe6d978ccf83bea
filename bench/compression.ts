// What the login page makes the browser download, before and after issue 18's compression: the same
// build served once without its .br/.gz files (as the BFF served it until then) and once with them.
// Runs REST and two BFFs in this process on PGlite and loads /login in Debian's chromium; a
// second load in the same browser shows what the cache headers leave to fetch (both runs serve the
// new cache headers; only the files differ). Needs `npm run build`.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { createApi } from '../api/src/index.ts';
import { createBff } from '../bff/src/index.ts';

const dist = resolve('web/dist');
const plainDist = mkdtempSync(join(tmpdir(), 'balie-plain-dist-'));
cpSync(dist, plainDist, { recursive: true, filter: (source) => !/\.(br|gz)$/.test(source) });

const api = await createApi({ demoPassword: 'Balie-demo-2026!', ticketScheduler: false, exportJob: false });
await api.app.listen({ port: 0, host: '127.0.0.1' });
const apiUrl = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;

async function serve(webDist: string) {
  const bff = createBff({ apiUrl, live: api.events, webDist });
  await new Promise<void>((done) => bff.server.listen(0, '127.0.0.1', done));
  return { bff, url: `http://localhost:${(bff.server.address() as AddressInfo).port}` };
}

interface Transfer {
  requests: number;
  /** Bytes over the wire: bodies as sent (compressed or not) plus response headers. */
  all: number;
  scriptAndStyle: number;
  /** The same files uncompressed. */
  scriptAndStyleDecoded: number;
}

async function loadLogin(page: Page, url: string): Promise<Transfer> {
  const responses: Promise<{ type: string; wire: number; body: number; decoded: number }>[] = [];
  page.on('requestfinished', (request) => {
    responses.push(
      (async () => {
        const sizes = await request.sizes();
        const response = await request.response();
        const decoded = response && request.resourceType() !== 'fetch' ? (await response.body().catch(() => Buffer.alloc(0))).length : 0;
        // A file from the browser's cache reports -1: nothing went over the wire.
        const body = Math.max(0, sizes.responseBodySize);
        const headers = Math.max(0, sizes.responseHeadersSize);
        return { type: request.resourceType(), wire: body + headers, body, decoded };
      })(),
    );
  });
  await page.goto(`${url}/login`, { waitUntil: 'networkidle' });
  await page.getByLabel('E-mailadres').waitFor();
  page.removeAllListeners('requestfinished');
  const done = await Promise.all(responses);
  const assets = done.filter((entry) => entry.type === 'script' || entry.type === 'stylesheet');
  return {
    requests: done.length,
    all: done.reduce((sum, entry) => sum + entry.wire, 0),
    scriptAndStyle: assets.reduce((sum, entry) => sum + entry.body, 0),
    scriptAndStyleDecoded: assets.reduce((sum, entry) => sum + entry.decoded, 0),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
try {
  for (const [name, webDist] of [
    ['before: no precompressed files', plainDist],
    ['after: brotli and gzip files', dist],
  ] as const) {
    const { bff, url } = await serve(webDist);
    const context = await browser.newContext();
    const page = await context.newPage();
    const first = await loadLogin(page, url);
    const again = await loadLogin(page, url);
    console.log(
      `${name}: first load ${first.requests} requests, ${kb(first.all)} in all, JS+CSS ${kb(first.scriptAndStyle)} (${kb(first.scriptAndStyleDecoded)} uncompressed); ` +
        `second load ${again.requests} requests, ${kb(again.all)} in all, JS+CSS ${kb(again.scriptAndStyle)}`,
    );
    await context.close();
    await bff.close();
  }
} finally {
  await browser.close();
  await api.close();
  rmSync(plainDist, { recursive: true, force: true });
}
