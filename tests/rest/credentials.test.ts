import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startApi, type RunningApi } from '../support/api.ts';
import { startSmtp, type ReceivedMail, type TestSmtp } from '../support/smtp.ts';

const PUBLIC_URL = 'https://balie.example.nl';
const MAIL_SENT = 'Er is een e-mail gestuurd met instructies.';
const INVALID_LINK = 'Deze link is ongeldig, al gebruikt of verlopen. Vraag een nieuwe link aan.';
const NEW_PASSWORD = 'Nieuw-Wachtwoord-7';

let server: RunningApi;
let smtp: TestSmtp;
let db: Kysely<any>;
let admin: string;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startApi({ smtpUrl: smtp.url, mailFrom: 'support@balie-demo.nl', publicUrl: PUBLIC_URL });
  db = server.api.db as unknown as Kysely<any>;
  admin = await server.login('admin@demo.nl');
}, 120_000);

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

/** The mail to this address that arrives as mail number `count`, and the token of its link. */
async function mailTo(address: string, count: number): Promise<{ mail: ReceivedMail; token: string }> {
  const received = await smtp.waitFor(count, 20_000);
  const mail = received[count - 1];
  expect(mail.rcptTo).toEqual([address]);
  const match = new RegExp(`${PUBLIC_URL}/password-reset/([A-Za-z0-9_-]{43})`).exec(mail.mail.text ?? '');
  expect(match, mail.mail.text).not.toBeNull();
  return { mail, token: match![1] };
}

const reset = (token: string, password = NEW_PASSWORD, confirmation = password) =>
  server.post('/auth/password/reset', { body: { token, password, password_confirmation: confirmation } });

describe('operator invitation', () => {
  it('mails a new operator a link that sets a password once and signs in', async () => {
    const before = smtp.received.length;
    const created = await server.post('/operators', {
      token: admin,
      body: { first_name: 'Iris', last_name: 'Nieuw', email: 'iris@demo.nl', is_operator: 1, confirm_licence: true },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.has_login).toBe(false);
    const { mail, token } = await mailTo('iris@demo.nl', before + 1);
    expect(mail.mail.subject).toBe('Uitnodiging voor Balie Demo in Balie');
    expect(mail.mail.text).toContain('nodigt je uit om als behandelaar te werken');
    expect(mail.mail.text).toContain('7 dagen geldig');

    const shown = await server.get(`/auth/password/${token}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toEqual({ email: 'iris@demo.nl', kind: 'invite', is_operator: true });

    const weak = await reset(token, 'kort');
    expect(weak.status).toBe(422);
    expect(weak.body.errors.password[0]).toMatch(/^Het wachtwoord moet 8 tot 32 tekens/);
    const mismatch = await reset(token, NEW_PASSWORD, 'Iets-Anders-8');
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors.password_confirmation).toEqual(['De wachtwoorden komen niet overeen.']);

    const done = await reset(token);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.user.email).toBe('iris@demo.nl');
    const me = await server.get('/auth/me', { token: done.body.access_token });
    expect(me.status).toBe(200);

    const again = await reset(token, 'Ander-Wachtwoord-9');
    expect(again.status).toBe(422);
    expect(again.body.errors.token).toEqual([INVALID_LINK]);
    expect((await server.get(`/auth/password/${token}`)).status).toBe(404);

    await server.login('iris@demo.nl', { password: NEW_PASSWORD });
    const shownAfter = await server.get(`/operators/${created.body.data.id}`, { token: admin });
    expect(shownAfter.body.data.has_login).toBe(true);
  });

  it('resends the invitation, which ends the earlier link', async () => {
    const before = smtp.received.length;
    const created = await server.post('/operators', { token: admin, body: { first_name: 'Joep', last_name: 'Later', email: 'joep@demo.nl', is_operator: 1, confirm_licence: true } });
    expect(created.status).toBe(201);
    const first = await mailTo('joep@demo.nl', before + 1);
    const count = smtp.received.length;
    const resent = await server.post(`/operators/${created.body.data.id}/invite`, { token: admin });
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);
    expect(resent.body.message).toBe('Uitnodiging verstuurd!');
    const second = await mailTo('joep@demo.nl', count + 1);
    expect((await server.get(`/auth/password/${first.token}`)).status).toBe(404);
    expect((await server.get(`/auth/password/${second.token}`)).status).toBe(200);
  });

  it('refuses a resend without operators.update', async () => {
    const reader = await server.login('lezer@demo.nl');
    const bram = await db.selectFrom('users').select('id').where('email', '=', 'bram@demo.nl').executeTakeFirstOrThrow();
    expect((await server.post(`/operators/${bram.id}/invite`, { token: reader })).status).toBe(403);
  });
});

describe('password reset', () => {
  it('answers an unknown address as a known one and mails only the known one', async () => {
    const before = smtp.received.length;
    const unknown = await server.post('/auth/password/email', { body: { email: 'niemand@demo.nl' } });
    expect(unknown).toEqual({ status: 200, body: { message: MAIL_SENT } });
    const known = await server.post('/auth/password/email', { body: { email: 'Sanne@Demo.nl' } });
    expect(known).toEqual({ status: 200, body: { message: MAIL_SENT } });
    const { mail } = await mailTo('sanne@demo.nl', before + 1);
    expect(mail.mail.subject).toBe('Nieuw wachtwoord voor Balie Demo');
    expect(mail.mail.text).toContain('60 minuten geldig');
    expect(smtp.received.length).toBe(before + 1);
  });

  it('sets a new password for a contact once, ends the old sessions and signs in', async () => {
    const oldSession = await server.login('klant@demo.nl', { contact: true });
    const before = smtp.received.length;
    await server.post('/auth/password/email', { body: { email: 'klant@demo.nl' } });
    const { token } = await mailTo('klant@demo.nl', before + 1);
    const done = await reset(token);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.user.is_operator).toBe(0);
    expect((await server.get('/auth/me', { token: oldSession })).status).toBe(401);
    expect((await server.get('/auth/me', { token: done.body.access_token })).status).toBe(200);
    expect((await reset(token, 'Nog-Een-Keer-5')).status).toBe(422);
    await server.login('klant@demo.nl', { contact: true, password: NEW_PASSWORD });
    const refused = await server.post('/auth/login', { body: { username: 'klant@demo.nl', password: DEMO_PASSWORD } });
    expect(refused.status).toBe(422);
  });

  it('ends a link once it expires and when a newer one is asked for', async () => {
    let count = smtp.received.length;
    await server.post('/auth/password/email', { body: { email: 'mehmet@demo.nl' } });
    const first = await mailTo('mehmet@demo.nl', ++count);
    await server.post('/auth/password/email', { body: { email: 'mehmet@demo.nl' } });
    const second = await mailTo('mehmet@demo.nl', ++count);
    expect((await server.get(`/auth/password/${first.token}`)).status).toBe(404);
    expect((await server.get(`/auth/password/${second.token}`)).status).toBe(200);
    await db.updateTable('password_links').set({ expires_at: new Date(Date.now() - 1000) }).where('used_at', 'is', null).execute();
    const expired = await server.get(`/auth/password/${second.token}`);
    expect(expired).toEqual({ status: 404, body: { message: INVALID_LINK } });
    expect((await reset(second.token)).status).toBe(422);
  });

  it('sends nothing to archived or inactive people', async () => {
    const people = await db.selectFrom('users').select(['id', 'email']).where('email', 'in', ['lotte@demo.nl', 'eigen@demo.nl']).execute();
    const lotte = people.find((person) => person.email === 'lotte@demo.nl')!;
    const eigen = people.find((person) => person.email === 'eigen@demo.nl')!;
    await db.updateTable('users').set({ archived_at: new Date() }).where('id', '=', lotte.id).execute();
    await db.updateTable('users').set({ is_active: false }).where('id', '=', eigen.id).execute();
    try {
      const before = smtp.received.length;
      for (const email of ['lotte@demo.nl', 'eigen@demo.nl']) {
        expect(await server.post('/auth/password/email', { body: { email } })).toEqual({ status: 200, body: { message: MAIL_SENT } });
      }
      // A known address afterwards: its mail is the next one to arrive.
      await server.post('/auth/password/email', { body: { email: 'bedrijf@demo.nl' } });
      await mailTo('bedrijf@demo.nl', before + 1);
    } finally {
      await db.updateTable('users').set({ archived_at: null, is_active: true }).where('id', 'in', [lotte.id, eigen.id]).execute();
    }
  });

  it('throttles requests per e-mail address', async () => {
    for (let i = 0; i < 5; i++) expect((await server.post('/auth/password/email', { body: { email: 'vaak@demo.nl' } })).status).toBe(200);
    const throttled = await server.post('/auth/password/email', { body: { email: 'VAAK@demo.nl' } });
    expect(throttled.status).toBe(429);
    expect(throttled.body.message).toMatch(/^Te veel aanvragen voor een nieuw wachtwoord\. Probeer het over \d+ minuten? opnieuw\.$/);
  });
});

describe('contact invitation', () => {
  it('mails a contact the portal invitation, in English for language en, and shows has_login', async () => {
    const created = await server.post('/clients', {
      token: admin,
      body: { first_name: 'Emma', last_name: 'Brown', email: 'emma@example.com', language: 'en' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id;
    expect(created.body.data.has_login).toBe(false);
    const before = smtp.received.length;
    const invited = await server.post(`/clients/${id}/invite`, { token: admin });
    expect(invited).toEqual({ status: 200, body: { message: 'Uitnodiging verstuurd!' } });
    const { mail, token } = await mailTo('emma@example.com', before + 1);
    expect(mail.mail.subject).toBe('Your access to the customer portal of Balie Demo');
    const shown = await server.get(`/auth/password/${token}`);
    expect(shown.body.data).toEqual({ email: 'emma@example.com', kind: 'invite', is_operator: false });
    expect((await reset(token)).status).toBe(200);
    expect((await server.get(`/clients/${id}`, { token: admin })).body.data.has_login).toBe(true);
  });

  it('refuses archived contacts and contacts without e-mail', async () => {
    const archived = await server.post('/clients', { token: admin, body: { first_name: 'Oud', last_name: 'Klant', email: 'oud@example.com' } });
    await server.post(`/clients/${archived.body.data.id}/archive`, { token: admin });
    const refused = await server.post(`/clients/${archived.body.data.id}/invite`, { token: admin });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('Een gearchiveerde contactpersoon kan niet uitgenodigd worden.');
    const noMail = await server.post('/clients', { token: admin, body: { first_name: 'Geen', last_name: 'Mail' } });
    const refusedNoMail = await server.post(`/clients/${noMail.body.data.id}/invite`, { token: admin });
    expect(refusedNoMail.status).toBe(422);
    expect(refusedNoMail.body.errors.email).toEqual(['Deze contactpersoon heeft geen e-mailadres; vul dat eerst in.']);
    const reader = await server.login('lezer@demo.nl');
    expect((await server.post(`/clients/${noMail.body.data.id}/invite`, { token: reader })).status).toBe(403);
  });
});

describe('throttling per client address', () => {
  let small: RunningApi;
  beforeAll(async () => {
    small = await startApi({ smtpUrl: smtp.url, limits: { loginFailuresPerAddress: 3, keyPrefix: 'reset-address-test' } });
  }, 120_000);
  afterAll(async () => {
    await small?.close();
  });

  it('answers 429 once one address asked for too many reset mails', async () => {
    for (const email of ['a@x.nl', 'b@x.nl', 'c@x.nl']) expect((await small.post('/auth/password/email', { body: { email } })).status).toBe(200);
    const throttled = await small.post('/auth/password/email', { body: { email: 'd@x.nl' } });
    expect(throttled.status).toBe(429);
    expect(throttled.body.message).toMatch(/^Te veel aanvragen/);
  });
});
