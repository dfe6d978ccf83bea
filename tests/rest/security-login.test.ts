import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startApi, type Answer, type RunningApi } from '../support/api.ts';

const WRONG = 'Deze combinatie van e-mailadres en wachtwoord is onjuist.';
const LOCKED = /^Te veel mislukte inlogpogingen\. Probeer het over (1 minuut|\d+ minuten) opnieuw\.$/;

let server: RunningApi;

beforeAll(async () => {
  server = await startApi();
});

afterAll(async () => {
  await server?.close();
});

/** The tests run from 127.0.0.1, which the REST service trusts as a proxy: X-Forwarded-For gives each test an address of its own. */
const fromAddress = (address: string) => ({ 'x-forwarded-for': address });

async function tryLogin(target: RunningApi, username: string, password: string, address: string): Promise<Answer & { retryAfter: string | null }> {
  const response = await fetch(`${target.url}/auth/login?operator=true`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...fromAddress(address) },
    body: JSON.stringify({ username, password }),
  });
  return { status: response.status, body: await response.json(), retryAfter: response.headers.get('retry-after') };
}

function expectLocked(answer: Answer & { retryAfter: string | null }, maxSeconds: number) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(429);
  expect(answer.body.message).toMatch(LOCKED);
  expect(Number(answer.retryAfter)).toBeGreaterThan(0);
  expect(Number(answer.retryAfter)).toBeLessThanOrEqual(maxSeconds);
}

describe('login throttling per account', () => {
  it('answers the 11th wrong password with 429 and Retry-After, for an existing and an unknown account alike', async () => {
    for (const [username, address] of [['bram@demo.nl', '203.0.113.1'], ['niemand@demo.nl', '203.0.113.2']]) {
      for (let attempt = 1; attempt <= 10; attempt++) {
        const answer = await tryLogin(server, username, 'Fout-wachtwoord-1!', address);
        expect(answer.status, `${username} attempt ${attempt}`).toBe(422);
        expect(answer.body.message).toBe(WRONG);
      }
      const locked = await tryLogin(server, username, 'Fout-wachtwoord-1!', address);
      expectLocked(locked, 15 * 60);
      expect(locked.body.message).toBe('Te veel mislukte inlogpogingen. Probeer het over 15 minuten opnieuw.');
      // Locked means locked: the right password and another address do not get in either, and the username counts in any case.
      expectLocked(await tryLogin(server, username.toUpperCase(), DEMO_PASSWORD, '203.0.113.3'), 15 * 60);
    }
  });

  it('clears an account’s count on a successful login', async () => {
    for (let attempt = 1; attempt <= 9; attempt++) expect((await tryLogin(server, 'sanne@demo.nl', 'Fout-1!', '203.0.113.10')).status).toBe(422);
    expect((await tryLogin(server, 'sanne@demo.nl', DEMO_PASSWORD, '203.0.113.10')).status).toBe(200);
    for (let attempt = 1; attempt <= 10; attempt++) expect((await tryLogin(server, 'sanne@demo.nl', 'Fout-1!', '203.0.113.11')).status).toBe(422);
    expectLocked(await tryLogin(server, 'sanne@demo.nl', 'Fout-1!', '203.0.113.11'), 15 * 60);
  });

  it('lets the right password in again once the window has passed', async () => {
    const short = await startApi({ limits: { loginWindowSeconds: 5 } });
    try {
      const failures = await Promise.all(Array.from({ length: 10 }, () => tryLogin(short, 'mehmet@demo.nl', 'Fout-1!', '203.0.113.20')));
      expect(failures.map((answer) => answer.status)).toEqual(Array(10).fill(422));
      const locked = await tryLogin(short, 'mehmet@demo.nl', DEMO_PASSWORD, '203.0.113.20');
      expectLocked(locked, 5);
      expect(locked.body.message).toBe('Te veel mislukte inlogpogingen. Probeer het over 1 minuut opnieuw.');
      await new Promise((resolve) => setTimeout(resolve, Number(locked.retryAfter) * 1000 + 200));
      expect((await tryLogin(short, 'mehmet@demo.nl', DEMO_PASSWORD, '203.0.113.20')).status).toBe(200);
    } finally {
      await short.close();
    }
  });
});

describe('login throttling per address', () => {
  it('answers the 31st failure from one address with 429, across accounts', async () => {
    const address = '198.51.100.7';
    for (let attempt = 1; attempt <= 30; attempt++) {
      // Three failures per made-up account: no account reaches its own limit.
      expect((await tryLogin(server, `gast${Math.ceil(attempt / 3)}@demo.nl`, 'Fout-1!', address)).status).toBe(422);
    }
    expectLocked(await tryLogin(server, 'lotte@demo.nl', DEMO_PASSWORD, address), 15 * 60);
    // Another address is not affected.
    expect((await tryLogin(server, 'lotte@demo.nl', DEMO_PASSWORD, '198.51.100.8')).status).toBe(200);
  });

  it('counts unknown refresh tokens as failures of the address', async () => {
    const address = '198.51.100.9';
    const refresh = () =>
      fetch(`${server.url}/auth/refresh`, { method: 'POST', headers: { authorization: `Bearer ${randomBytes(32).toString('base64url')}`, ...fromAddress(address) } });
    for (let attempt = 1; attempt <= 30; attempt++) expect((await refresh()).status).toBe(401);
    const locked = await refresh();
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await locked.json()).message).toMatch(LOCKED);
  });

  it('believes X-Forwarded-For only from the proxies it trusts', async () => {
    const strict = await startApi({ trustProxy: false, limits: { loginFailuresPerAddress: 2 } });
    try {
      // Every request comes from 127.0.0.1 itself, whatever it claims.
      expect((await tryLogin(strict, 'gast@demo.nl', 'Fout-1!', '192.0.2.1')).status).toBe(422);
      expect((await tryLogin(strict, 'gast@demo.nl', 'Fout-1!', '192.0.2.2')).status).toBe(422);
      expectLocked(await tryLogin(strict, 'admin@demo.nl', DEMO_PASSWORD, '192.0.2.3'), 15 * 60);
    } finally {
      await strict.close();
    }
  });
});

describe('login throttling on Redis', () => {
  it('shares the counts between two REST processes', async () => {
    const options = { redisUrl: 'redis://127.0.0.1:6379', limits: { keyPrefix: `balie-test-${randomBytes(6).toString('hex')}` } };
    const [first, second] = await Promise.all([startApi(options), startApi(options)]);
    try {
      expect(first.url).not.toBe(second.url);
      for (let attempt = 1; attempt <= 10; attempt++) {
        const target = attempt % 2 === 0 ? first : second;
        expect((await tryLogin(target, 'bram@demo.nl', 'Fout-1!', '203.0.113.30')).status).toBe(422);
      }
      expectLocked(await tryLogin(first, 'bram@demo.nl', DEMO_PASSWORD, '203.0.113.31'), 15 * 60);
      expectLocked(await tryLogin(second, 'bram@demo.nl', DEMO_PASSWORD, '203.0.113.32'), 15 * 60);
      expect((await tryLogin(second, 'sanne@demo.nl', DEMO_PASSWORD, '203.0.113.32')).status).toBe(200);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
