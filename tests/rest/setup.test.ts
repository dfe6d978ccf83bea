import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type RunningApi } from '../support/api.ts';

let server: RunningApi;
let db: Kysely<any>;

beforeAll(async () => {
  server = await startApi({ seed: false });
  db = server.api.db as unknown as Kysely<any>;
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const SETUP = { name: 'Acme IT', subdomain: 'acme', first_name: 'Anna', last_name: 'Jansen', email: 'beheer@acme.nl', password: 'Acme-start-2026!' };

describe('first-run setup of an empty installation', () => {
  it('says setup is needed while no tenant exists, and refuses everything else', async () => {
    expect(await server.get('/system/status')).toEqual({ status: 200, body: { setup_completed: false, trial_ends_in: null, tenant: null } });
    expect((await server.post('/auth/login', { body: { username: 'a@b.nl', password: 'x' } })).status).toBe(404);
  });

  it('refuses an incomplete form with Dutch field messages', async () => {
    const refused = await server.post('/system/setup', { body: { ...SETUP, subdomain: 'Acme IT', email: 'geen-adres', password: 'kort' } });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['email', 'password', 'subdomain']);
    expect(refused.body.errors.email).toEqual(['E-mailadres is geen geldig e-mailadres.']);
  });

  it('creates the tenant with its catalogues and signs the administrator in; afterwards it answers 409', async () => {
    const done = await server.post('/system/setup', { body: SETUP });
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    expect(done.body.tenant).toEqual({ subdomain: 'acme', name: 'Acme IT' });
    expect(done.body.user.email).toBe('beheer@acme.nl');
    expect(done.body.user.roles).toEqual(['admin']);

    // A bare host reaches the only tenant, with the token of the setup.
    const me = await server.get('/auth/me', { token: done.body.access_token });
    expect(me.status).toBe(200);
    expect(me.body.tenant).toEqual({ subdomain: 'acme', name: 'Acme IT' });
    expect((await server.get('/system/status')).body).toMatchObject({ setup_completed: true, tenant: 'acme' });
    const statuses = await server.get('/ticket-statuses', { token: done.body.access_token });
    expect(statuses.body.data.length).toBeGreaterThan(0);
    const tenant = await db.selectFrom('tenants').select('id').where('subdomain', '=', 'acme').executeTakeFirstOrThrow();
    const counts = await Promise.all(
      ['priorities', 'roles', 'configs', 'mailboxes', 'ticket_sources', 'ticket_types', 'activities', 'companies', 'tickets'].map(async (table) => {
        const row = await db.selectFrom(table).select(db.fn.countAll<number>().as('count')).where('tenant_id', '=', tenant.id).executeTakeFirstOrThrow();
        return [table, Number(row.count) > 0];
      }),
    );
    expect(Object.fromEntries(counts)).toEqual({
      priorities: true,
      roles: true,
      configs: true,
      mailboxes: true,
      ticket_sources: true,
      ticket_types: true,
      activities: true,
      companies: false,
      tickets: false,
    });
    await server.login('beheer@acme.nl', { password: SETUP.password });

    const again = await server.post('/system/setup', { body: { ...SETUP, subdomain: 'ander' } });
    expect(again).toEqual({ status: 409, body: { message: 'Deze installatie is al ingericht.' } });
  });
});
