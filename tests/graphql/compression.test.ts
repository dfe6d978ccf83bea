import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../web/precompress.ts';
import { login, startStack, type Stack } from '../support/stack.ts';

// Compressed GraphQL answers, and the web app's static files as the build leaves them (issue 18).
let stack: Stack;
let dist: string;
let token: string;

const INDEX = `<!doctype html><html><head><title>Balie</title></head><body><div id="root"></div>${'<!-- ruimte -->'.repeat(100)}</body></html>`;
const SCRIPT = `console.log(${JSON.stringify('Balie '.repeat(500))});`;

beforeAll(async () => {
  // A small stand-in for web/dist, compressed by the same step as the real build.
  dist = mkdtempSync(join(tmpdir(), 'balie-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  expect(precompress(dist).sort()).toEqual(['assets/index-Ab12Cd34.js', 'index.html']);
  stack = await startStack({}, { webDist: dist });
  token = await login(stack.bffUrl);
});

afterAll(async () => {
  await stack?.close();
  rmSync(dist, { recursive: true, force: true });
});

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request without the client's own decompression, to see the bytes as sent. */
function raw(path: string, headers: Record<string, string>, body?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${stack.bffUrl}${path}`, { method: body ? 'POST' : 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

function askGraphql(query: string, acceptEncoding: string): Promise<Raw> {
  return raw('/graphql', { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'accept-encoding': acceptEncoding }, JSON.stringify({ query }));
}

const LARGE = '{ tickets(first: 25) { edges { node { id databaseId reference description createdAt } } } }';
const SMALL = '{ viewer { user { id } } }';

describe('GraphQL answers', () => {
  it('compresses a large answer with brotli or gzip, as the client accepts, to the same JSON', async () => {
    const plain = await askGraphql(LARGE, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const json = JSON.parse(plain.body.toString('utf8'));
    expect(json.errors).toBeUndefined();
    expect(json.data.tickets.edges.length).toBeGreaterThan(5);
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await askGraphql(LARGE, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(json);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);

    const gzip = await askGraphql(LARGE, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString('utf8'))).toEqual(json);
  });

  it('leaves a subscription over SSE uncompressed, so each event arrives as sent', async () => {
    const headers = await new Promise<Record<string, string | string[] | undefined>>((resolve, reject) => {
      const body = JSON.stringify({ query: 'subscription { recordChanged(type: "tickets") { type } }' });
      const req = request(`${stack.bffUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'accept-encoding': 'gzip, br', authorization: `Bearer ${token}` },
      });
      req.on('response', (res) => {
        resolve(res.headers);
        req.destroy();
      });
      req.on('error', (error) => (req.destroyed ? undefined : reject(error)));
      req.end(body);
    });
    expect(headers['content-type']).toContain('text/event-stream');
    // Yoga marks its event streams 'none', which keeps proxies from compressing them too.
    expect([undefined, 'none']).toContain(headers['content-encoding']);
  });

  it('leaves a small answer uncompressed', async () => {
    const small = await askGraphql(SMALL, 'gzip, deflate, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8')).data.viewer.user.id).toBeTruthy();
  });
});

describe('static files', () => {
  it('sends hashed assets precompressed by Accept-Encoding, cached for a year', async () => {
    const plain = await raw('/assets/index-Ab12Cd34.js', {});
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body.toString('utf8')).toBe(SCRIPT);

    const br = await raw('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(SCRIPT);

    const gzip = await raw('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(SCRIPT);
  });

  it('has index.html, also as the fallback of a client route, checked on every load', async () => {
    for (const path of ['/', '/index.html', '/tickets/123', '/onbekend/adres']) {
      const page = await raw(path, { 'accept-encoding': 'br' });
      expect(page.status, path).toBe(200);
      expect(page.headers['cache-control'], path).toBe('no-cache');
      expect(page.headers['content-encoding'], path).toBe('br');
      expect(brotliDecompressSync(page.body).toString('utf8'), path).toBe(INDEX);
    }
    const small = await raw('/favicon.svg', { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for a missing asset rather than index.html', async () => {
    const missing = await raw('/assets/index-weg.js', { 'accept-encoding': 'br' });
    expect(missing.status).toBe(404);
  });
});
