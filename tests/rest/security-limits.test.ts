import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type RunningApi } from '../support/api.ts';

const BUSY = /^Te veel verzoeken\. Probeer het over (1 seconde|\d+ seconden) opnieuw\.$/;

let server: RunningApi;

beforeAll(async () => {
  server = await startApi({ limits: { requestsPerMinutePerUser: 5, requestsPerMinutePerAddress: 40 } });
});

afterAll(async () => {
  await server?.close();
});

const get = (path: string, headers: Record<string, string>) => fetch(server.url + path, { headers });

describe('request rate limits', () => {
  it('refuse a user over their budget with 429 and Retry-After, and still serve another user', async () => {
    const address = { 'x-forwarded-for': '203.0.113.40' };
    const anna = await server.login('admin@demo.nl');
    const bram = await server.login('bram@demo.nl');
    for (let request = 1; request <= 5; request++) expect((await get('/auth/me', { authorization: `Bearer ${anna}`, ...address })).status).toBe(200);
    const refused = await get('/tickets', { authorization: `Bearer ${anna}`, ...address });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect((await refused.json()).message).toMatch(BUSY);
    // The same address with another user's token is served.
    expect((await get('/auth/me', { authorization: `Bearer ${bram}`, ...address })).status).toBe(200);
  });

  it('refuse an address over its budget, signed in or not, and still serve another address', async () => {
    const answers = [];
    for (let request = 1; request <= 41; request++) answers.push((await get('/system/status', { 'x-forwarded-for': '203.0.113.41' })).status);
    expect(answers.slice(0, 40).every((status) => status !== 429)).toBe(true);
    expect(answers[40]).toBe(429);
    const refused = await get('/auth/me', { 'x-forwarded-for': '203.0.113.41' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await get('/system/status', { 'x-forwarded-for': '203.0.113.42' })).status).not.toBe(429);
  });
});

describe('body limit', () => {
  it('refuses a JSON body over 1 MB with 413 and a Dutch message', async () => {
    const token = await server.login('sanne@demo.nl');
    const big = JSON.stringify({ relationships: { configs: { filter: 'x'.repeat(1024 * 1024) } } });
    const answer = await server.post('/auth/me', { token, body: big, headers: { 'x-forwarded-for': '203.0.113.43' } });
    expect(answer).toEqual({ status: 413, body: { message: 'Het verzoek is te groot (maximaal 1 MB).' } });
    // Just under the limit it is read (and then judged on its content).
    const fits = await server.post('/tickets', { token, body: JSON.stringify({ description: 'x'.repeat(1000 * 1000) }), headers: { 'x-forwarded-for': '203.0.113.43' } });
    expect(fits.status).not.toBe(413);
  });
});
