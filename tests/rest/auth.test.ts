import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type RunningApi } from '../support/api.ts';

let server: RunningApi;

beforeAll(async () => {
  server = await startApi();
});

afterAll(async () => {
  await server?.close();
});

const WRONG = 'Deze combinatie van e-mailadres en wachtwoord is onjuist.';

/** fetch cannot set Host, so subdomain routing is tried with node:http. */
function getWithHost(path: string, host: string): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const { port } = new URL(server.url);
    const outgoing = request({ host: '127.0.0.1', port, path, headers: { host } }, (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body: JSON.parse(text) }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

async function expireToken(token: string, column: 'expires_at' | 'refresh_until') {
  await server.api.db
    .updateTable('tokens')
    .set({ [column]: sql<Date>`now() - interval '1 minute'` })
    .where('token_hash', '=', createHash('sha256').update(token).digest('hex'))
    .execute();
}

describe('system status', () => {
  it('answers without a token', async () => {
    const answer = await server.get('/system/status');
    expect(answer).toEqual({ status: 200, body: { setup_completed: true, trial_ends_in: null, tenant: 'demo' } });
  });
});

describe('login', () => {
  it('gives a bearer token and the user', async () => {
    const answer = await server.post('/auth/login?operator=true', { body: { username: 'admin@demo.nl', password: 'Balie-demo-2026!' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(answer.body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.body.user).toMatchObject({
      email: 'admin@demo.nl',
      first_name: 'Anna',
      last_name: 'Vries',
      full_name: 'Anna de Vries',
      is_operator: 2,
      acronym: 'AV',
      modules: { mod_timer: true },
    });
    expect(answer.body.user.permissions_names).toEqual(expect.arrayContaining(['tickets.index', 'messages.store']));
  });

  it('takes the e-mail address case-insensitively', async () => {
    await expect(server.login('Admin@Demo.NL')).resolves.toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it.each([
    ['a wrong password', { username: 'admin@demo.nl', password: 'fout' }],
    ['an unknown address', { username: 'niemand@demo.nl', password: 'Balie-demo-2026!' }],
    ['an inactive operator', { username: 'kees@demo.nl', password: 'Balie-demo-2026!' }],
  ])('refuses %s with the same Dutch message', async (_case, body) => {
    const answer = await server.post('/auth/login?operator=true', { body });
    expect(answer).toEqual({ status: 422, body: { message: WRONG, errors: { username: [WRONG] } } });
  });

  it('does not log an operator in as a contact', async () => {
    const answer = await server.post('/auth/login', { body: { username: 'admin@demo.nl', password: 'Balie-demo-2026!' } });
    expect(answer.status).toBe(422);
  });

  it('names each missing field', async () => {
    const answer = await server.post('/auth/login?operator=true', { body: { username: ' ' } });
    expect(answer).toEqual({
      status: 422,
      body: {
        message: 'E-mailadres is verplicht.',
        errors: { username: ['E-mailadres is verplicht.'], password: ['Wachtwoord is verplicht.'] },
      },
    });
  });

  it('answers malformed JSON with 422, not 500', async () => {
    const answer = await server.post('/auth/login?operator=true', { body: '{"username": "admin@demo.nl",' });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('Het verzoek bevat geen geldige JSON.');
  });
});

describe('tokens', () => {
  it('are required', async () => {
    for (const path of ['/auth/me', '/tickets', '/tickets/1', '/messages']) {
      expect(await server.get(path)).toEqual({ status: 401, body: { message: 'Unauthenticated.' } });
    }
    expect((await server.get('/tickets', { token: 'x'.repeat(43) })).status).toBe(401);
    expect((await server.get('/tickets', { headers: { authorization: 'Bearer kort' } })).status).toBe(401);
  });

  it('give /auth/me with the user, tenant and reference lists', async () => {
    const token = await server.login('admin@demo.nl');
    const answer = await server.get('/auth/me', { token });
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({ email: 'admin@demo.nl', full_name: 'Anna de Vries', configs: {} });
    expect(answer.body.tenant).toEqual({ subdomain: 'demo', name: 'Balie Demo' });
    const { ticketStatuses, priorities, operators } = answer.body.lists;
    expect(ticketStatuses.map((status: any) => [status.name, status.internal_type])).toEqual([
      ['Open', 1],
      ['Gesloten', 2],
      ['Gearchiveerd', 3],
      ['Wacht op reactie', 4],
      ['Reactie ontvangen', 5],
      ['Ingepland', 6],
    ]);
    expect(priorities.map((priority: any) => `${priority.label}/${priority.style}`)).toEqual([
      'Laag/success',
      'Normaal/info',
      'Hoog/warning',
      'Kritiek/danger',
    ]);
    expect(operators.every((operator: any) => operator.is_operator > 0)).toBe(true);
    expect(operators.map((operator: any) => operator.email)).toContain('admin@demo.nl');
  });

  it('give /auth/me with only the lists ?lists= names, none for an empty value, and refuse an unknown one', async () => {
    const token = await server.login('admin@demo.nl');
    const all = (await server.get('/auth/me', { token })).body;
    expect(Object.keys(all.lists)).toHaveLength(41);
    const some = await server.get('/auth/me?lists=priorities,operators', { token });
    expect(some.status).toBe(200);
    expect(some.body.lists).toEqual({ priorities: all.lists.priorities, operators: all.lists.operators });
    expect(some.body.user).toEqual(all.user);
    expect((await server.get('/auth/me?lists=priorities&lists=ticketStatuses', { token })).body.lists).toEqual({
      priorities: all.lists.priorities,
      ticketStatuses: all.lists.ticketStatuses,
    });
    expect((await server.get('/auth/me?lists=', { token })).body.lists).toEqual({});
    const unknown = await server.get('/auth/me?lists=priorities,statussen,__proto__', { token });
    expect(unknown).toEqual({
      status: 422,
      body: { message: 'Onbekende lijst: statussen.', errors: { lists: ['Onbekende lijst: statussen.', 'Onbekende lijst: __proto__.'] } },
    });
  });

  it('refresh after expiry, and the old token is revoked', async () => {
    const token = await server.login('bram@demo.nl');
    await expireToken(token, 'expires_at');
    expect((await server.get('/auth/me', { token })).status).toBe(401);

    const refreshed = await server.post('/auth/refresh', { token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    const fresh = refreshed.body.access_token;
    expect(fresh).not.toBe(token);
    expect((await server.get('/auth/me', { token: fresh })).body.user.email).toBe('bram@demo.nl');

    expect(await server.post('/auth/refresh', { token })).toEqual({ status: 401, body: { message: 'Unauthenticated.' } });
  });

  it('cannot be refreshed after the refresh window', async () => {
    const token = await server.login('sanne@demo.nl');
    await expireToken(token, 'refresh_until');
    expect((await server.post('/auth/refresh', { token })).status).toBe(401);
    expect((await server.post('/auth/refresh')).status).toBe(401);
  });

  it('are revoked by logout', async () => {
    const token = await server.login('lotte@demo.nl');
    expect(await server.post('/auth/logout', { token })).toEqual({ status: 200, body: { message: 'Uitgelogd.' } });
    expect((await server.get('/auth/me', { token })).status).toBe(401);
    expect((await server.post('/auth/refresh', { token })).status).toBe(401);
  });
});

describe('tenancy by host and header', () => {
  it('reads the tenant from the subdomain, and refuses unknown tenants', async () => {
    expect(await getWithHost('/system/status', 'demo.localhost')).toMatchObject({ status: 200, body: { tenant: 'demo' } });
    expect(await getWithHost('/system/status', 'onbekend.localhost')).toEqual({
      status: 404,
      body: { message: 'Omgeving niet gevonden.' },
    });
    expect(await server.get('/system/status', { tenant: 'onbekend' })).toEqual({ status: 404, body: { message: 'Omgeving niet gevonden.' } });
    // The BFF passes on the browser's host this way.
    const forwarded = await server.get('/system/status', { headers: { 'x-forwarded-host': 'onbekend.localhost:4000' } });
    expect(forwarded.status).toBe(404);
  });

  it('answers unknown paths with the Dutch 404', async () => {
    expect(await server.get('/bestaat-niet')).toEqual({ status: 404, body: { message: 'Niet gevonden.' } });
  });
});
