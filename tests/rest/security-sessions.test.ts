import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startApi, type RunningApi } from '../support/api.ts';

let server: RunningApi;

beforeAll(async () => {
  server = await startApi();
});

afterAll(async () => {
  await server?.close();
});

const signedIn = async (token: string) => (await server.get('/auth/me', { token })).status === 200;

describe('a password change', () => {
  it('by the user ends their other sessions and keeps the one they changed it in', async () => {
    const lotte = await server.login('lotte@demo.nl');
    const admin = await server.login('admin@demo.nl');
    const adminElsewhere = await server.login('admin@demo.nl');
    const adminId = (await server.get('/auth/me', { token: admin })).body.user.id;
    const changed = await server.put(`/operators/${adminId}`, { token: admin, body: { password: 'Nieuw-wachtwoord-1!' } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await signedIn(admin)).toBe(true);
    expect(await signedIn(adminElsewhere)).toBe(false);
    expect((await server.post('/auth/refresh', { token: adminElsewhere })).status).toBe(401);
    expect(await server.login('admin@demo.nl', { password: 'Nieuw-wachtwoord-1!' })).toMatch(/^[\w-]{43}$/);
    // Someone else's sessions are untouched by it.
    expect(await signedIn(lotte)).toBe(true);
  });

  it('by an administrator ends every session of that user', async () => {
    const admin = await server.login('admin@demo.nl', { password: 'Nieuw-wachtwoord-1!' });
    const bram = await server.login('bram@demo.nl');
    const bramId = (await server.get('/auth/me', { token: bram })).body.user.id;
    expect((await server.put(`/operators/${bramId}`, { token: admin, body: { password: 'Ander-wachtwoord-2!' } })).status).toBe(200);
    expect(await signedIn(bram)).toBe(false);
    expect(await signedIn(admin)).toBe(true);
    expect((await server.post('/auth/login?operator=true', { body: { username: 'bram@demo.nl', password: DEMO_PASSWORD } })).status).toBe(422);
  });

  it('leaves sessions alone when an operator is edited without a password', async () => {
    const admin = await server.login('admin@demo.nl', { password: 'Nieuw-wachtwoord-1!' });
    const sanne = await server.login('sanne@demo.nl');
    const sanneId = (await server.get('/auth/me', { token: sanne })).body.user.id;
    expect((await server.put(`/operators/${sanneId}`, { token: admin, body: { badge_text: 'Team A' } })).status).toBe(200);
    expect(await signedIn(sanne)).toBe(true);
  });
});

describe("a contact's password", () => {
  it('cannot be set by editing or creating the contact', async () => {
    const admin = await server.login('admin@demo.nl', { password: 'Nieuw-wachtwoord-1!' });
    const contact = (await server.get('/clients?per_page=1', { token: admin })).body.data[0];
    const edit = await server.put(`/clients/${contact.id}`, { token: admin, body: { password: 'Portaal-2026!' } });
    expect(edit).toEqual({ status: 422, body: { message: 'Onbekend veld: password.', errors: { password: ['Onbekend veld: password.'] } } });
    const create = await server.post('/clients', { token: admin, body: { first_name: 'Joke', last_name: 'Rijn', email: 'joke@rijn.nl', password: 'Portaal-2026!' } });
    expect(create.status).toBe(422);
    expect(create.body.errors).toEqual({ password: ['Onbekend veld: password.'] });
  });
});
