import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startApi, type RunningApi } from '../support/api.ts';

let server: RunningApi;
let db: Kysely<any>;

beforeAll(async () => {
  server = await startApi();
  db = server.api.db as unknown as Kysely<any>;
});

afterAll(async () => {
  await server?.close();
});

/** Logs in as a browser would, with its own User-Agent. */
async function loginFrom(email: string, userAgent: string, password = DEMO_PASSWORD): Promise<string> {
  const answer = await server.post('/auth/login?operator=true', { body: { username: email, password }, headers: { 'user-agent': userAgent } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.access_token;
}

const signedIn = async (token: string) => (await server.get('/auth/me', { token })).status === 200;

describe('own sessions', () => {
  it('lists the active ones with where they came from, marking the current one', async () => {
    const laptop = await loginFrom('lotte@demo.nl', 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0');
    const phone = await loginFrom('lotte@demo.nl', 'Mozilla/5.0 (iPhone) Safari/605.1');
    const gone = await loginFrom('lotte@demo.nl', 'Oude browser');
    await server.post('/auth/logout', { token: gone });
    const sessions = await server.get('/auth/sessions', { token: laptop });
    expect(sessions.status).toBe(200);
    const agents = sessions.body.data.map((s: any) => s.user_agent);
    expect(agents).toContain('Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0');
    expect(agents).toContain('Mozilla/5.0 (iPhone) Safari/605.1');
    expect(agents).not.toContain('Oude browser');
    const current = sessions.body.data.filter((s: any) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0', ip: '127.0.0.1' });
    expect(current[0].last_used_at).not.toBeNull();
    // Only the user's own.
    const bram = await server.login('bram@demo.nl');
    expect((await server.get('/auth/sessions', { token: bram })).body.data.map((s: any) => s.user_agent)).not.toContain('Mozilla/5.0 (iPhone) Safari/605.1');
    expect(await signedIn(phone)).toBe(true);
  });

  it('ends another of the own sessions at once, and never one of someone else', async () => {
    const laptop = await loginFrom('sanne@demo.nl', 'Laptop');
    const phone = await loginFrom('sanne@demo.nl', 'Telefoon');
    const bram = await server.login('bram@demo.nl');
    const phoneSession = (await server.get('/auth/sessions', { token: laptop })).body.data.find((s: any) => s.user_agent === 'Telefoon');
    expect((await server.del(`/auth/sessions/${phoneSession.id}`, { token: bram })).status).toBe(404);
    expect(await signedIn(phone)).toBe(true);
    const ended = await server.del(`/auth/sessions/${phoneSession.id}`, { token: laptop });
    expect(ended).toEqual({ status: 200, body: { message: 'Sessie afgemeld.' } });
    expect(await signedIn(phone)).toBe(false);
    expect((await server.post('/auth/refresh', { token: phone })).status).toBe(401);
    expect((await server.del(`/auth/sessions/${phoneSession.id}`, { token: laptop })).status).toBe(404);
    expect(await signedIn(laptop)).toBe(true);
  });

  it('refuses a token after logout', async () => {
    const token = await server.login('mehmet@demo.nl');
    expect(await signedIn(token)).toBe(true);
    expect((await server.post('/auth/logout', { token })).status).toBe(200);
    expect((await server.get('/auth/me', { token })).status).toBe(401);
    expect((await server.get('/tickets', { token })).status).toBe(401);
    expect((await server.post('/auth/refresh', { token })).status).toBe(401);
  });

  it('stays the same session through a refresh', async () => {
    const first = await loginFrom('eigen@demo.nl', 'Werkplek');
    const before = (await server.get('/auth/sessions', { token: first })).body.data.find((s: any) => s.current);
    const refreshed = await server.post('/auth/refresh', { token: first });
    expect(refreshed.status).toBe(200);
    const token = refreshed.body.access_token;
    expect(await signedIn(first)).toBe(false);
    const after = (await server.get('/auth/sessions', { token })).body.data.find((s: any) => s.current);
    expect(after).toMatchObject({ id: before.id, user_agent: 'Werkplek', created_at: before.created_at });
  });

  it('notes when a session was last used, at most once a minute', async () => {
    const token = await loginFrom('bedrijf@demo.nl', 'Kantoor');
    const id = (await server.get('/auth/sessions', { token })).body.data.find((s: any) => s.current).id;
    await db.updateTable('tokens').set({ last_used_at: new Date(Date.now() - 5 * 60_000) }).where('id', '=', id).execute();
    await server.get('/auth/me', { token });
    const touched = await db.selectFrom('tokens').select('last_used_at').where('id', '=', id).executeTakeFirstOrThrow();
    expect(Date.now() - touched.last_used_at.getTime()).toBeLessThan(60_000);
    // Within the minute the row is left alone.
    const recent = new Date(Date.now() - 20_000);
    await db.updateTable('tokens').set({ last_used_at: recent }).where('id', '=', id).execute();
    await server.get('/auth/me', { token });
    expect((await db.selectFrom('tokens').select('last_used_at').where('id', '=', id).executeTakeFirstOrThrow()).last_used_at.getTime()).toBe(recent.getTime());
  });
});

describe('changing the own password', () => {
  it('checks the current password and the rules, in Dutch', async () => {
    const token = await server.login('lezer@demo.nl');
    const empty = await server.put('/auth/password', { token, body: {} });
    expect(empty.body.errors).toEqual({ current_password: ['Huidig wachtwoord is verplicht.'], password: ['Nieuw wachtwoord is verplicht.'] });
    const weak = await server.put('/auth/password', { token, body: { current_password: DEMO_PASSWORD, password: 'kort', password_confirmation: 'kort' } });
    expect(weak.body.errors).toEqual({
      password: ['Het wachtwoord moet 8 tot 32 tekens lang zijn en minstens één hoofdletter, één kleine letter, één cijfer en één symbool bevatten.'],
    });
    const mismatch = await server.put('/auth/password', { token, body: { current_password: DEMO_PASSWORD, password: 'Nieuw-wachtwoord-1!', password_confirmation: 'Anders-1!' } });
    expect(mismatch.body.errors).toEqual({ password_confirmation: ['De wachtwoorden komen niet overeen.'] });
    const wrong = await server.put('/auth/password', { token, body: { current_password: 'Verkeerd-1!', password: 'Nieuw-wachtwoord-1!', password_confirmation: 'Nieuw-wachtwoord-1!' } });
    expect(wrong).toEqual({ status: 422, body: { message: 'Het huidige wachtwoord is onjuist.', errors: { current_password: ['Het huidige wachtwoord is onjuist.'] } } });
    expect(await signedIn(token)).toBe(true);
  });

  it('ends the other sessions and keeps the current one', async () => {
    const current = await server.login('lezer@demo.nl');
    const elsewhere = await server.login('lezer@demo.nl');
    const changed = await server.put('/auth/password', {
      token: current,
      body: { current_password: DEMO_PASSWORD, password: 'Nieuw-wachtwoord-1!', password_confirmation: 'Nieuw-wachtwoord-1!' },
    });
    expect(changed).toEqual({ status: 200, body: { message: 'Je wachtwoord is gewijzigd.' } });
    expect(await signedIn(current)).toBe(true);
    expect(await signedIn(elsewhere)).toBe(false);
    expect((await server.post('/auth/login?operator=true', { body: { username: 'lezer@demo.nl', password: DEMO_PASSWORD } })).status).toBe(422);
    expect(await server.login('lezer@demo.nl', { password: 'Nieuw-wachtwoord-1!' })).toMatch(/^[\w-]{43}$/);
  });
});

describe('the own profile', () => {
  it('changes name, initials and language, and nothing that grants access', async () => {
    const token = await server.login('bram@demo.nl');
    const saved = await server.put('/auth/me/profile', { token, body: { first_name: 'Bram', prefix: 'van', last_name: 'Jansen', acronym: 'bj', language: 'en' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.user).toMatchObject({ first_name: 'Bram', prefix: 'van', last_name: 'Jansen', acronym: 'BJ', language: 'en' });
    expect((await server.get('/auth/me', { token })).body.user).toMatchObject({ full_name: 'Bram van Jansen', language: 'en' });

    for (const field of ['is_operator', 'is_active', 'operator_roles', 'email', 'password']) {
      const refused = await server.put('/auth/me/profile', { token, body: { [field]: field === 'is_active' ? true : 2 } });
      expect(refused.status).toBe(422);
      expect(refused.body.errors[field]).toEqual([`Onbekend veld: ${field}.`]);
    }
    const invalid = await server.put('/auth/me/profile', { token, body: { first_name: ' ', acronym: 'ABC', language: 'de' } });
    expect(invalid.body.errors).toEqual({
      first_name: ['Voornaam is verplicht.'],
      acronym: ['Afkorting mag maximaal 2 tekens bevatten.'],
      language: ['Taal moet nl of en zijn.'],
    });
  });

  it('works for a contact person too', async () => {
    const token = await server.login('klant@demo.nl', { contact: true });
    const saved = await server.put('/auth/me/profile', { token, body: { first_name: 'Karin', language: 'en' } });
    expect(saved.status).toBe(200);
    const settings = await server.get('/auth/notification-settings', { token });
    expect(settings.body).toEqual({ types: [], channels: [], data: [] });
  });
});

describe('notification settings', () => {
  it('decide whether a notification of that type reaches the user in the app', async () => {
    const bram = await server.login('bram@demo.nl');
    const admin = await server.login('admin@demo.nl');
    const bramId = (await server.get('/auth/me', { token: bram })).body.user.id;
    const sanneId = (await db.selectFrom('users').select('id').where('email', '=', 'sanne@demo.nl').executeTakeFirstOrThrow()).id;
    const initial = await server.get('/auth/notification-settings', { token: bram });
    expect(initial.body.types.map((t: any) => t.id)).toEqual(['assigned', 'new-message', 'mentioned', 'sla-warning', 'sla-expired']);
    expect(initial.body.channels).toEqual([{ id: 'database', name: 'In Balie' }]);
    expect(initial.body.data.every((s: any) => s.enabled)).toBe(true);
    // The reference lists of /auth/me name them too.
    expect((await server.get('/auth/me', { token: bram })).body.lists.notificationTypes).toHaveLength(5);

    const off = await server.put('/auth/notification-settings', { token: bram, body: { settings: [{ notification_type: 'assigned', channel: 'database', enabled: false }] } });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body.data.find((s: any) => s.notification_type === 'assigned').enabled).toBe(false);

    const ticket = await db.selectFrom('tickets').select('id').where('tenant_id', '=', 1).where('deleted_at', 'is', null).orderBy('id').executeTakeFirstOrThrow();
    await server.put(`/tickets/${ticket.id}`, { token: admin, body: { operator_id: sanneId } });
    const count = async () => Number((await db.selectFrom('notifications').select(db.fn.countAll().as('n')).where('user_id', '=', bramId).where('type', '=', 'assigned').executeTakeFirstOrThrow()).n);
    const before = await count();
    expect((await server.put(`/tickets/${ticket.id}`, { token: admin, body: { operator_id: bramId } })).status).toBe(200);
    expect(await count()).toBe(before);

    await server.put('/auth/notification-settings', { token: bram, body: { settings: [{ notification_type: 'assigned', channel: 'database', enabled: true }] } });
    await server.put(`/tickets/${ticket.id}`, { token: admin, body: { operator_id: sanneId } });
    expect((await server.put(`/tickets/${ticket.id}`, { token: admin, body: { operator_id: bramId } })).status).toBe(200);
    expect(await count()).toBe(before + 1);
  });

  it('refuses unknown types and channels', async () => {
    const token = await server.login('bram@demo.nl');
    const type = await server.put('/auth/notification-settings', { token, body: { settings: [{ notification_type: 'x', channel: 'database', enabled: false }] } });
    expect(type.body.errors).toEqual({ 'settings.0.notification_type': ['Onbekend meldingstype.'] });
    const channel = await server.put('/auth/notification-settings', { token, body: { settings: [{ notification_type: 'assigned', channel: 'sms', enabled: false }] } });
    expect(channel.body.errors).toEqual({ 'settings.0.channel': ['Onbekend kanaal.'] });
  });
});
