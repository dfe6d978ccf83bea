import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN, graphql, login, startStack, type Stack } from '../support/stack.ts';

// Two-factor login, own sessions, password, profile and notification settings over the BFF, against the real REST service.
let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.close();
});

const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { accessToken twoFactor userErrors { field message } } }';
const code = (secret: string, offset = 0) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });

describe('two-factor login over GraphQL', () => {
  it('enrols, then asks for the code at login and accepts it', async () => {
    const credentials = { username: 'sanne@demo.nl', password: DEMO_LOGIN.password };
    const token = await login(stack.bffUrl, credentials);
    const setup = await graphql(
      stack.bffUrl,
      'mutation { startTwoFactorSetup(input: {}) { secret otpauthUrl qrCode userErrors { field message } } }',
      {},
      token,
    );
    expect(setup.errors).toBeUndefined();
    const { secret, otpauthUrl, qrCode } = setup.data.startTwoFactorSetup;
    expect(otpauthUrl).toContain(secret);
    expect(qrCode).toMatch(/^data:image\/png;base64,/);

    const confirm = 'mutation($input: ConfirmTwoFactorInput!) { confirmTwoFactor(input: $input) { recoveryCodes viewer { twoFactor { activatedAt recoveryCodesLeft required } } userErrors { field message } } }';
    const wrong = await graphql(stack.bffUrl, confirm, { input: { otp: [-2, -1, 0, 1, 2].map((offset) => code(secret, offset)).includes('000000') ? '111111' : '000000' } }, token);
    expect(wrong.data.confirmTwoFactor).toMatchObject({ recoveryCodes: null, userErrors: [{ field: 'otp', message: 'Deze code is onjuist of al gebruikt.' }] });
    const right = await graphql(stack.bffUrl, confirm, { input: { otp: code(secret) } }, token);
    expect(right.data.confirmTwoFactor.recoveryCodes).toHaveLength(10);
    expect(right.data.confirmTwoFactor.viewer.twoFactor).toMatchObject({ recoveryCodesLeft: 10, required: false });
    expect(right.data.confirmTwoFactor.viewer.twoFactor.activatedAt).not.toBeNull();

    const asked = await graphql(stack.bffUrl, LOGIN, { input: credentials });
    expect(asked.data.login).toEqual({
      accessToken: null,
      twoFactor: true,
      userErrors: [{ field: 'otp', message: 'Vul de code uit je authenticator-app of een herstelcode in.' }],
    });
    const done = await graphql(stack.bffUrl, LOGIN, { input: { ...credentials, otp: code(secret, 1) } });
    expect(done.data.login.twoFactor).toBe(false);
    expect(done.data.login.accessToken).toMatch(/^[\w-]{43}$/);
    const recovery = await graphql(stack.bffUrl, LOGIN, { input: { ...credentials, otp: right.data.confirmTwoFactor.recoveryCodes[0] } });
    expect(recovery.data.login.accessToken).toMatch(/^[\w-]{43}$/);

    // An administrator resets it; the operators list no longer shows it on.
    const admin = await login(stack.bffUrl);
    const operators = await graphql(stack.bffUrl, '{ operators(first: 50) { edges { node { id email activated2faAt } } } }', {}, admin);
    const sanne = operators.data.operators.edges.map((edge: any) => edge.node).find((node: any) => node.email === 'sanne@demo.nl');
    expect(sanne.activated2faAt).not.toBeNull();
    const reset = await graphql(
      stack.bffUrl,
      'mutation($input: ResetOperatorTwoFactorInput!) { resetOperatorTwoFactor(input: $input) { operator { activated2faAt } userErrors { field message } } }',
      { input: { id: sanne.id } },
      admin,
    );
    expect(reset.errors).toBeUndefined();
    expect(reset.data.resetOperatorTwoFactor.operator).toEqual({ activated2faAt: null });
    expect((await graphql(stack.bffUrl, LOGIN, { input: credentials })).data.login.twoFactor).toBe(false);
    // Others may not.
    const bram = await login(stack.bffUrl, { username: 'bram@demo.nl', password: DEMO_LOGIN.password });
    const refused = await graphql(stack.bffUrl, 'mutation($input: ResetOperatorTwoFactorInput!) { resetOperatorTwoFactor(input: $input) { userErrors { message } } }', { input: { id: sanne.id } }, bram);
    expect(refused.errors?.[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('own account over GraphQL', () => {
  it('lists and ends own sessions', async () => {
    const credentials = { username: 'lotte@demo.nl', password: DEMO_LOGIN.password };
    const here = await login(stack.bffUrl, credentials);
    const there = await login(stack.bffUrl, credentials);
    const sessions = await graphql(stack.bffUrl, '{ viewer { sessions { id current userAgent lastUsedAt } } }', {}, here);
    const list = sessions.data.viewer.sessions;
    expect(list.filter((session: any) => session.current)).toHaveLength(1);
    const other = list.find((session: any) => !session.current);
    const ended = await graphql(
      stack.bffUrl,
      'mutation($input: EndSessionInput!) { endSession(input: $input) { viewer { sessions { id } } userErrors { message } } }',
      { input: { id: other.id } },
      here,
    );
    expect(ended.data.endSession.viewer.sessions.map((session: any) => session.id)).not.toContain(other.id);
    const gone = await graphql(stack.bffUrl, '{ viewer { user { id } } }', {}, there);
    expect(gone.errors?.[0].extensions.code ?? (gone.data.viewer === null ? 'UNAUTHENTICATED' : 'signed in')).toBe('UNAUTHENTICATED');
  });

  it('changes the own password with userErrors on the input fields', async () => {
    const token = await login(stack.bffUrl, { username: 'mehmet@demo.nl', password: DEMO_LOGIN.password });
    const mutation = 'mutation($input: ChangePasswordInput!) { changePassword(input: $input) { ok userErrors { field message } } }';
    const wrong = await graphql(stack.bffUrl, mutation, { input: { currentPassword: 'Fout-1234!', password: 'Nieuw-wachtwoord-1!', passwordConfirmation: 'Nieuw-wachtwoord-1!' } }, token);
    expect(wrong.data.changePassword).toEqual({ ok: false, userErrors: [{ field: 'currentPassword', message: 'Het huidige wachtwoord is onjuist.' }] });
    const mismatch = await graphql(stack.bffUrl, mutation, { input: { currentPassword: DEMO_LOGIN.password, password: 'Nieuw-wachtwoord-1!', passwordConfirmation: 'x' } }, token);
    expect(mismatch.data.changePassword.userErrors).toEqual([{ field: 'passwordConfirmation', message: 'De wachtwoorden komen niet overeen.' }]);
    const done = await graphql(stack.bffUrl, mutation, { input: { currentPassword: DEMO_LOGIN.password, password: 'Nieuw-wachtwoord-1!', passwordConfirmation: 'Nieuw-wachtwoord-1!' } }, token);
    expect(done.data.changePassword).toEqual({ ok: true, userErrors: [] });
    await login(stack.bffUrl, { username: 'mehmet@demo.nl', password: 'Nieuw-wachtwoord-1!' });
  });

  it('updates the profile and the notification settings', async () => {
    const token = await login(stack.bffUrl, { username: 'bram@demo.nl', password: DEMO_LOGIN.password });
    const profile = await graphql(
      stack.bffUrl,
      'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { viewer { user { firstName acronym language } } userErrors { field message } } }',
      { input: { firstName: 'Bram', acronym: 'bj', language: 'en' } },
      token,
    );
    expect(profile.data.updateProfile).toEqual({ viewer: { user: { firstName: 'Bram', acronym: 'BJ', language: 'en' } }, userErrors: [] });
    const invalid = await graphql(stack.bffUrl, 'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { userErrors { field message } } }', { input: { lastName: '' } }, token);
    expect(invalid.data.updateProfile.userErrors).toEqual([{ field: 'lastName', message: 'Achternaam is verplicht.' }]);

    const saved = await graphql(
      stack.bffUrl,
      'mutation($input: SaveNotificationSettingsInput!) { saveNotificationSettings(input: $input) { viewer { notificationSettings { types { id name } channels { id } settings { notificationType channel enabled } } } userErrors { message } } }',
      { input: { settings: [{ notificationType: 'mentioned', channel: 'database', enabled: false }] } },
      token,
    );
    const settings = saved.data.saveNotificationSettings.viewer.notificationSettings;
    expect(settings.types.map((type: any) => type.id)).toEqual(['assigned', 'new-message', 'mentioned', 'sla-warning', 'sla-expired']);
    expect(settings.settings).toContainEqual({ notificationType: 'mentioned', channel: 'database', enabled: false });
    expect(settings.settings).toContainEqual({ notificationType: 'assigned', channel: 'database', enabled: true });
  });
});
