import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';
import { graphql, login, startStack, type Stack } from '../support/stack.ts';

// Password links, invitations and the first-run setup over the BFF, against the real REST service.
const PUBLIC_URL = 'https://balie.example.nl';
const ERRORS = 'userErrors { field message }';
const SIGNED_IN = `accessToken isOperator twoFactor message ${ERRORS}`;

let stack: Stack;
let smtp: TestSmtp;
let token: string;
let db: Kysely<any>;

const run = (query: string, input: Record<string, unknown>, caller: string | undefined = token) => graphql(stack.bffUrl, query, { input }, caller);
const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString('base64url');

async function linkIn(count: number): Promise<string> {
  const mail = (await smtp.waitFor(count, 20_000))[count - 1];
  return new RegExp(`${PUBLIC_URL}/password-reset/([A-Za-z0-9_-]{43})`).exec(mail.mail.text ?? '')![1];
}

beforeAll(async () => {
  smtp = await startSmtp();
  stack = await startStack({ smtpUrl: smtp.url, publicUrl: PUBLIC_URL });
  token = await login(stack.bffUrl);
  db = stack.api.db as unknown as Kysely<any>;
}, 180_000);

afterAll(async () => {
  await stack?.close();
  await smtp?.close();
});

describe('password reset over GraphQL', () => {
  it('requests a link, shows it and sets the password once, signing the contact in', async () => {
    const before = smtp.received.length;
    const requested = await run(`mutation($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { message ${ERRORS} } }`, { email: 'klant@demo.nl' }, undefined);
    expect(requested.data.requestPasswordReset).toEqual({ message: 'Er is een e-mail gestuurd met instructies.', userErrors: [] });
    const link = await linkIn(before + 1);

    const shown = await graphql(stack.bffUrl, 'query($token: String!) { passwordLink(token: $token) { email kind isOperator } }', { token: link });
    expect(shown.data.passwordLink).toEqual({ email: 'klant@demo.nl', kind: 'RESET', isOperator: false });

    const mutation = `mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { ${SIGNED_IN} } }`;
    const weak = await run(mutation, { token: link, password: 'kort', passwordConfirmation: 'kort' }, undefined);
    expect(weak.data.resetPassword.accessToken).toBeNull();
    expect(weak.data.resetPassword.userErrors[0].field).toBe('password');
    const mismatch = await run(mutation, { token: link, password: 'Nieuw-Wachtwoord-7', passwordConfirmation: 'Nieuw-Wachtwoord-8' }, undefined);
    expect(mismatch.data.resetPassword.userErrors).toEqual([{ field: 'passwordConfirmation', message: 'De wachtwoorden komen niet overeen.' }]);

    const done = await run(mutation, { token: link, password: 'Nieuw-Wachtwoord-7', passwordConfirmation: 'Nieuw-Wachtwoord-7' }, undefined);
    expect(done.data.resetPassword).toMatchObject({ isOperator: false, twoFactor: false, message: 'Je wachtwoord is ingesteld.', userErrors: [] });
    expect(done.data.resetPassword.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const again = await run(mutation, { token: link, password: 'Nieuw-Wachtwoord-9', passwordConfirmation: 'Nieuw-Wachtwoord-9' }, undefined);
    expect(again.data.resetPassword.userErrors).toEqual([{ field: 'token', message: 'Deze link is ongeldig, al gebruikt of verlopen. Vraag een nieuwe link aan.' }]);
    const gone = await graphql(stack.bffUrl, 'query($token: String!) { passwordLink(token: $token) { email } }', { token: link });
    expect(gone.data.passwordLink).toBeNull();
  });
});

describe('invitations over GraphQL', () => {
  it('re-invites an operator and invites a contact; an archived contact is a userError', async () => {
    const bram = await db.selectFrom('users').select('id').where('email', '=', 'bram@demo.nl').executeTakeFirstOrThrow();
    let count = smtp.received.length;
    const operator = await run(`mutation($input: InvitePersonInput!) { inviteOperator(input: $input) { message ${ERRORS} } }`, { id: globalId('Operator', bram.id) });
    expect(operator.data.inviteOperator).toEqual({ message: 'Uitnodiging verstuurd!', userErrors: [] });
    await linkIn(++count);

    const contact = await db
      .selectFrom('users')
      .select('id')
      .where('is_operator', '=', 0)
      .where('email', 'is not', null)
      .where('password_hash', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const invite = `mutation($input: InvitePersonInput!) { inviteClient(input: $input) { message ${ERRORS} } }`;
    expect((await run(invite, { id: globalId('Client', contact.id) })).data.inviteClient).toEqual({ message: 'Uitnodiging verstuurd!', userErrors: [] });
    const link = await linkIn(++count);
    const shown = await graphql(stack.bffUrl, 'query($token: String!) { passwordLink(token: $token) { kind isOperator } }', { token: link });
    expect(shown.data.passwordLink).toEqual({ kind: 'INVITE', isOperator: false });

    await db.updateTable('users').set({ archived_at: new Date() }).where('id', '=', contact.id).execute();
    const refused = await run(invite, { id: globalId('Client', contact.id) });
    expect(refused.data.inviteClient).toEqual({ message: null, userErrors: [{ field: 'id', message: 'Een gearchiveerde contactpersoon kan niet uitgenodigd worden.' }] });

    const reader = await login(stack.bffUrl, { username: 'lezer@demo.nl', password: 'Balie-demo-2026!' });
    const forbidden = await run(invite, { id: globalId('Client', contact.id) }, reader);
    expect(forbidden.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('first-run setup over GraphQL', () => {
  let empty: Stack;
  beforeAll(async () => {
    empty = await startStack({ seed: false });
  }, 180_000);
  afterAll(async () => {
    await empty?.close();
  });

  it('reports the empty installation, sets it up once and signs the administrator in', async () => {
    const status = await graphql(empty.bffUrl, '{ systemStatus { setupCompleted tenant } }');
    expect(status.data.systemStatus).toEqual({ setupCompleted: false, tenant: null });
    const mutation = `mutation($input: SetupSystemInput!) { setupSystem(input: $input) { ${SIGNED_IN} tenant } }`;
    const input = { name: 'Acme IT', subdomain: 'acme', firstName: 'Anna', lastName: 'Jansen', email: 'beheer@acme.nl', password: 'Acme-start-2026!' };
    const refused = await graphql(empty.bffUrl, mutation, { input: { ...input, firstName: '' } });
    expect(refused.data.setupSystem.userErrors).toEqual([{ field: 'firstName', message: 'Voornaam is verplicht.' }]);
    const done = await graphql(empty.bffUrl, mutation, { input });
    expect(done.data.setupSystem).toMatchObject({ isOperator: true, tenant: 'acme', userErrors: [] });
    const viewer = await graphql(empty.bffUrl, '{ viewer { user { email } permissions } }', {}, done.data.setupSystem.accessToken);
    expect(viewer.data.viewer.user.email).toBe('beheer@acme.nl');
    expect(viewer.data.viewer.permissions).toContain('operators.store');
    const again = await graphql(empty.bffUrl, mutation, { input: { ...input, subdomain: 'ander' } });
    expect(again.data.setupSystem.userErrors).toEqual([{ field: null, message: 'Deze installatie is al ingericht.' }]);
    expect((await graphql(empty.bffUrl, '{ systemStatus { setupCompleted tenant } }')).data.systemStatus).toEqual({ setupCompleted: true, tenant: 'acme' });
  });
});
