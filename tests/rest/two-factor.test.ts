import type { Kysely } from 'kysely';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startApi, type RunningApi } from '../support/api.ts';

let server: RunningApi;
let db: Kysely<any>;
/** The administrator's one session: with 2FA on, each login needs a fresh code. */
let admin: string;

beforeAll(async () => {
  server = await startApi({ limits: { loginFailuresPerAccount: 4 } });
  db = server.api.db as unknown as Kysely<any>;
  admin = await server.login('admin@demo.nl');
});

afterAll(async () => {
  await server?.close();
});

const loginAnswer = (username: string, extra: Record<string, unknown> = {}, password = DEMO_PASSWORD) =>
  server.post('/auth/login?operator=true', { body: { username, password, ...extra } });

/** A code of the step `offset` steps from now: each step works once, so tests move on. */
const code = (secret: string, offset = 0) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });

/** A six-digit code that is none of the codes accepted around now. */
const wrongCode = (secret: string) => {
  const valid = [-2, -1, 0, 1, 2].map((offset) => code(secret, offset));
  return ['000000', '111111', '222222'].find((candidate) => !valid.includes(candidate))!;
};

const idOf = async (email: string) => (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id as number;

/** Enrols the user of the token; answers the secret and the recovery codes. */
async function enrol(token: string): Promise<{ secret: string; codes: string[] }> {
  const setup = await server.post('/auth/2fa/setup', { token });
  expect(setup.status, JSON.stringify(setup.body)).toBe(200);
  const confirm = await server.post('/auth/2fa/confirm', { token, body: { otp: code(setup.body.secret) } });
  expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
  return { secret: setup.body.secret, codes: confirm.body.recovery_codes };
}

describe('enrolling in two-factor login', () => {
  it('shows a secret and QR code, activates only with a right code, and answers ten recovery codes once', async () => {
    const token = await server.login('sanne@demo.nl');
    const setup = await server.post('/auth/2fa/setup', { token });
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(setup.body.otpauth_url).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(setup.body.otpauth_url).toContain(encodeURIComponent('sanne@demo.nl'));
    expect(setup.body.qr_code).toMatch(/^data:image\/png;base64,/);

    // Nothing active yet: the password alone still logs in.
    expect((await loginAnswer('sanne@demo.nl')).status).toBe(200);
    const stored = await db.selectFrom('users').select(['two_factor_secret', 'activated_2fa_at']).where('email', '=', 'sanne@demo.nl').executeTakeFirstOrThrow();
    expect(stored.activated_2fa_at).toBeNull();
    // The secret is not in the database as plain text.
    expect(stored.two_factor_secret).not.toContain(setup.body.secret);

    const wrong = await server.post('/auth/2fa/confirm', { token, body: { otp: wrongCode(setup.body.secret) } });
    expect(wrong).toEqual({ status: 422, body: { message: 'Deze code is onjuist of al gebruikt.', errors: { otp: ['Deze code is onjuist of al gebruikt.'] } } });
    const missing = await server.post('/auth/2fa/confirm', { token, body: {} });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.otp).toEqual(['Vul de code uit je authenticator-app of een herstelcode in.']);

    const confirm = await server.post('/auth/2fa/confirm', { token, body: { otp: code(setup.body.secret) } });
    expect(confirm.status).toBe(200);
    expect(confirm.body.recovery_codes).toHaveLength(10);
    expect(new Date(confirm.body.activated_2fa_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const hashes = await db.selectFrom('two_factor_recovery_codes').select('code_hash').where('user_id', '=', await idOf('sanne@demo.nl')).execute();
    expect(hashes).toHaveLength(10);
    expect(hashes.map((row) => row.code_hash)).not.toContain(confirm.body.recovery_codes[0]);

    // Once active, a second setup is refused; the state shows it, with the codes left.
    expect((await server.post('/auth/2fa/setup', { token })).body.errors).toEqual({ otp: ['Tweestapsverificatie is al actief.'] });
    expect((await server.get('/auth/2fa', { token })).body).toMatchObject({ recovery_codes_left: 10, required: false });
    expect((await server.get('/auth/me', { token })).body.user.activated_2fa_at).not.toBeNull();

    // The operators list shows when it was switched on.
    const list = await server.get('/operators?per_page=100', { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.data.find((operator: any) => operator.email === 'sanne@demo.nl').activated_2fa_at).not.toBeNull();
    expect(list.body.data.find((operator: any) => operator.email === 'mehmet@demo.nl').activated_2fa_at).toBeNull();
  });
});

describe('logging in with two-factor login on', () => {
  let secret: string;
  let codes: string[];

  beforeAll(async () => {
    ({ secret, codes } = await enrol(await server.login('bram@demo.nl')));
  });

  it('asks for the code after a right password, and refuses a wrong one', async () => {
    const without = await loginAnswer('bram@demo.nl');
    expect(without).toEqual({
      status: 422,
      body: {
        message: 'Vul de code uit je authenticator-app of een herstelcode in.',
        errors: { otp: ['Vul de code uit je authenticator-app of een herstelcode in.'] },
        two_factor: true,
      },
    });
    const wrong = await loginAnswer('bram@demo.nl', { otp: wrongCode(secret) });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ two_factor: true, errors: { otp: ['Deze code is onjuist of al gebruikt.'] } });
    // A wrong password says nothing about the second factor.
    const badPassword = await loginAnswer('bram@demo.nl', {}, 'Verkeerd-1!');
    expect(badPassword.body.two_factor).toBeUndefined();
  });

  it('logs in with the current code, and that code works only once', async () => {
    const otp = code(secret, 1);
    const answer = await loginAnswer('bram@demo.nl', { otp });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.access_token).toMatch(/^[\w-]{43}$/);
    expect((await loginAnswer('bram@demo.nl', { otp })).status).toBe(422);
  });

  it('logs in with a recovery code, once', async () => {
    const recovery = codes[3];
    const first = await loginAnswer('bram@demo.nl', { otp: recovery.toLowerCase() });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await loginAnswer('bram@demo.nl', { otp: recovery });
    expect(again.status).toBe(422);
    expect(again.body.errors.otp).toEqual(['Deze code is onjuist of al gebruikt.']);
    expect((await server.get('/auth/2fa', { token: first.body.access_token })).body.recovery_codes_left).toBe(9);
  });

  it('counts wrong codes as failed logins', async () => {
    ({ secret } = await enrol(await server.login('lotte@demo.nl')));
    for (let attempt = 0; attempt < 4; attempt++) expect((await loginAnswer('lotte@demo.nl', { otp: 'AAAAA-AAAAA' })).status).toBe(422);
    const locked = await loginAnswer('lotte@demo.nl', { otp: code(secret, 1) });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/^Te veel mislukte inlogpogingen/);
  });
});

async function requireTwoFactor(admin: string, value: '0' | '1') {
  const config = await db.selectFrom('configs').select('id').where('name', '=', 'security.require_2fa').where('tenant_id', '=', 1).executeTakeFirstOrThrow();
  const answer = await server.put(`/configs/${config.id}`, { token: admin, body: { value } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
}

describe('a tenant that requires two-factor login', () => {
  it('can only be switched on by an administrator who uses it', async () => {
    const config = await db.selectFrom('configs').select('id').where('name', '=', 'security.require_2fa').where('tenant_id', '=', 1).executeTakeFirstOrThrow();
    const refused = await server.put(`/configs/${config.id}`, { token: admin, body: { value: '1' } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ value: ['Stel eerst zelf tweestapsverificatie in voordat je deze voor iedereen verplicht.'] });
    const { secret } = await enrol(admin);
    // The enrolled administrator keeps this session; a new login would need a code.
    expect((await server.post('/auth/login?operator=true', { body: { username: 'admin@demo.nl', password: DEMO_PASSWORD } })).body.two_factor).toBe(true);
    expect(secret).toMatch(/^[A-Z2-7]+$/);
  });

  it('lets an operator without it reach only enrolment until enrolled', async () => {
    await requireTwoFactor(admin, '1');
    try {
      const token = await server.login('mehmet@demo.nl');
      const blocked = await server.get('/tickets', { token });
      expect(blocked).toEqual({
        status: 403,
        body: { message: 'Je organisatie vereist tweestapsverificatie. Stel deze eerst in op je profiel.', two_factor_required: true },
      });
      expect((await server.get('/companies', { token })).status).toBe(403);
      const me = await server.get('/auth/me', { token });
      expect(me.status).toBe(200);
      expect(me.body.user.two_factor_required).toBe(true);
      expect((await server.get('/auth/sessions', { token })).status).toBe(200);

      await enrol(token);
      expect((await server.get('/tickets', { token })).status).toBe(200);
      expect((await server.get('/auth/me', { token })).body.user.two_factor_required).toBe(false);
      // Contact persons are not operators: the requirement is not theirs.
      const contact = await server.login('klant@demo.nl', { contact: true });
      expect((await server.get('/tickets', { token: contact })).status).toBe(200);
    } finally {
      await requireTwoFactor(admin, '0');
    }
  });
});

describe('switching two-factor login off', () => {
  it('needs the own password, and is refused while the tenant requires it', async () => {
    const login = await server.login('eigen@demo.nl');
    const { secret } = await enrol(login);
    const token = (await loginAnswer('eigen@demo.nl', { otp: code(secret, 1) })).body.access_token;
    expect((await server.post('/auth/2fa/disable', { token, body: {} })).body.errors).toEqual({ password: ['Wachtwoord is verplicht.'] });
    expect((await server.post('/auth/2fa/disable', { token, body: { password: 'Verkeerd-1!' } })).body.errors).toEqual({ password: ['Het wachtwoord is onjuist.'] });

    await requireTwoFactor(admin, '1');
    const refused = await server.post('/auth/2fa/disable', { token, body: { password: DEMO_PASSWORD } });
    expect(refused.body.errors).toEqual({ password: ['Je organisatie vereist tweestapsverificatie; je kunt deze niet uitzetten.'] });
    await requireTwoFactor(admin, '0');

    const disabled = await server.post('/auth/2fa/disable', { token, body: { password: DEMO_PASSWORD } });
    expect(disabled.status, JSON.stringify(disabled.body)).toBe(200);
    expect((await loginAnswer('eigen@demo.nl')).status).toBe(200);
  });
});

describe("an administrator resetting someone's second factor", () => {
  it('switches it off, ends their sessions and logs it; others may not', async () => {
    const token = await server.login('bedrijf@demo.nl');
    const { secret } = await enrol(token);
    const other = (await loginAnswer('bedrijf@demo.nl', { otp: code(secret, 1) })).body.access_token;
    const id = await idOf('bedrijf@demo.nl');

    const readOnly = await server.login('lezer@demo.nl');
    expect((await server.post(`/operators/${id}/reset-2fa`, { token: readOnly })).status).toBe(403);

    expect((await server.post('/operators/999999/reset-2fa', { token: admin })).status).toBe(404);
    const reset = await server.post(`/operators/${id}/reset-2fa`, { token: admin });
    expect(reset).toEqual({ status: 200, body: { message: 'Tweestapsverificatie van deze gebruiker is gereset.' } });
    expect((await server.get('/auth/me', { token: other })).status).toBe(401);
    expect((await server.get('/auth/me', { token })).status).toBe(401);
    expect((await loginAnswer('bedrijf@demo.nl')).status).toBe(200);
    const log = await db.selectFrom('activity_log').selectAll().where('subject_type', '=', 'operators').where('subject_id', '=', id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(log).toMatchObject({ event: 'updated', causer_id: await idOf('admin@demo.nl') });
    expect(log.properties.attributes).toEqual({ activated_2fa_at: null });
  });
});
