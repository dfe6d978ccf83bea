import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBff } from '../../bff/src/index.ts';
import { startApi, type RunningApi } from '../support/api.ts';

const JSON_CSP = "default-src 'none'; frame-ancestors 'none'";
const FILE_CSP = "default-src 'none'; sandbox";

let server: RunningApi;
let token: string;
let ticketId: number;

beforeAll(async () => {
  server = await startApi();
  token = await server.login('admin@demo.nl');
  ticketId = (await server.api.db.selectFrom('tickets').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
});

afterAll(async () => {
  await server?.close();
});

async function upload(baseUrl: string, path: string, bearer: string, name: string, content: string, fields: Record<string, string> = {}): Promise<any> {
  const form = new FormData();
  form.append('morphable_id', String(ticketId));
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([content]), name);
  const response = await fetch(baseUrl + path, { method: 'POST', body: form, headers: { authorization: `Bearer ${bearer}` } });
  expect(response.status).toBe(201);
  return response.json();
}

function expectFileHeaders(headers: Headers, name: string) {
  expect(headers.get('content-type')).toBe('application/octet-stream');
  expect(headers.get('content-disposition')).toMatch(new RegExp(`^attachment; filename="${name}"`));
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('content-security-policy')).toBe(FILE_CSP);
  expect(headers.get('referrer-policy')).toBe('no-referrer');
}

describe('security headers', () => {
  it('are on JSON answers, errors included', async () => {
    for (const [path, status] of [['/auth/me', 200], ['/bestaat-niet', 404], ['/tickets/abc', 404]] as const) {
      const response = await fetch(server.url + path, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status, path).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('content-security-policy')).toBe(JSON_CSP);
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
    const refused = await fetch(`${server.url}/auth/me`);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('content-security-policy')).toBe(JSON_CSP);
  });

  it('add HSTS when the request came over https through the trusted proxy', async () => {
    const response = await fetch(`${server.url}/auth/me`, { headers: { authorization: `Bearer ${token}`, 'x-forwarded-proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('serve an uploaded HTML or SVG file as a download that cannot run', async () => {
    for (const name of ['pagina.html', 'tekening.svg']) {
      const stored = await upload(server.url, '/attachments', token, name, '<script>alert(document.cookie)</script>', { is_public: '1' });
      const download = await fetch(`${server.url}/attachments/${stored.data.id}/download`, { headers: { authorization: `Bearer ${token}` } });
      expect(download.status).toBe(200);
      expectFileHeaders(download.headers, name);
      const published = await fetch(server.url + stored.url);
      expect(published.status).toBe(200);
      expectFileHeaders(published.headers, name);
    }
    expect((await fetch(`${server.url}/auth/me`, { headers: { authorization: `Bearer ${token}` } })).headers.get('set-cookie')).toBeNull();
  });
});

describe('files through the BFF', () => {
  let bff: ReturnType<typeof createBff>;
  let bffUrl: string;

  beforeAll(async () => {
    bff = createBff({ apiUrl: server.url, live: server.api.events });
    await new Promise<void>((done) => bff.server.listen(0, '127.0.0.1', done));
    bffUrl = `http://127.0.0.1:${(bff.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await bff?.close();
  });

  it('keep the headers that stop an uploaded page from running', async () => {
    const stored = await upload(bffUrl, '/uploads/attachments', token, 'pagina.html', '<script>alert(1)</script>');
    const download = await fetch(`${bffUrl}/attachments/${stored.data.id}/download`, { headers: { authorization: `Bearer ${token}` } });
    expect(download.status).toBe(200);
    expectFileHeaders(download.headers, 'pagina.html');
  });
});
