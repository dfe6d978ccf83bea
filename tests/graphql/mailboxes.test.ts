import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, login, startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let admin: string;

beforeAll(async () => {
  stack = await startStack();
  admin = await login(stack.bffUrl);
});
afterAll(() => stack?.close());

const MAILBOX = 'id databaseId name address protocol isActive imapHost imapPort imapSecure imapUsername hasPassword imapFolder lastError label';

async function storedPassword(id: number): Promise<string | null> {
  const row = await stack.api.db.selectFrom('mailboxes').select('imap_password').where('id', '=', id).executeTakeFirstOrThrow();
  return row.imap_password;
}

describe('mailboxes', () => {
  it("lists the tenant's seeded support mailbox", async () => {
    const answer = await graphql(stack.bffUrl, `{ mailboxes(first: 50) { totalCount edges { node { ${MAILBOX} } } } }`, {}, admin);
    expect(answer.errors).toBeUndefined();
    const addresses = answer.data.mailboxes.edges.map((edge: any) => edge.node.address);
    expect(addresses).toContain('support@demo.nl');
    const support = answer.data.mailboxes.edges.find((edge: any) => edge.node.address === 'support@demo.nl').node;
    expect(support).toMatchObject({ protocol: 'smtp', isActive: true, hasPassword: false });
  });

  it('creates and updates an IMAP mailbox; the password is written, never read back', async () => {
    const created = await graphql(
      stack.bffUrl,
      `mutation($input: CreateMailboxInput!) { createMailbox(input: $input) { mailbox { ${MAILBOX} } userErrors { field message } } }`,
      {
        input: {
          name: 'Facturen',
          address: 'Facturen@Demo.nl',
          protocol: 'imap',
          imapHost: 'imap.demo.nl',
          imapPort: 993,
          imapUsername: 'facturen',
          password: 'geheim-1',
        },
      },
      admin,
    );
    expect(created.errors).toBeUndefined();
    expect(created.data.createMailbox.userErrors).toEqual([]);
    const mailbox = created.data.createMailbox.mailbox;
    expect(mailbox).toMatchObject({ name: 'Facturen', address: 'facturen@demo.nl', protocol: 'imap', imapHost: 'imap.demo.nl', imapPort: 993, imapSecure: true, imapFolder: 'INBOX', hasPassword: true });
    expect(JSON.stringify(mailbox)).not.toContain('geheim-1');
    expect(await storedPassword(mailbox.databaseId)).toBe('geheim-1');

    const asked = await graphql(stack.bffUrl, `query($id: ID!) { mailbox(id: $id) { password } }`, { id: mailbox.id }, admin);
    expect(asked.errors?.[0].message).toMatch(/password/);

    const renamed = await graphql(
      stack.bffUrl,
      `mutation($input: UpdateMailboxInput!) { updateMailbox(input: $input) { mailbox { ${MAILBOX} } userErrors { field message } } }`,
      { input: { id: mailbox.id, name: 'Facturen en offertes', imapFolder: 'Binnen' } },
      admin,
    );
    expect(renamed.data.updateMailbox.userErrors).toEqual([]);
    expect(renamed.data.updateMailbox.mailbox).toMatchObject({ name: 'Facturen en offertes', imapFolder: 'Binnen', hasPassword: true });
    expect(await storedPassword(mailbox.databaseId)).toBe('geheim-1');

    const newPassword = await graphql(
      stack.bffUrl,
      `mutation($input: UpdateMailboxInput!) { updateMailbox(input: $input) { mailbox { hasPassword } userErrors { field message } } }`,
      { input: { id: mailbox.id, password: 'geheim-2' } },
      admin,
    );
    expect(newPassword.data.updateMailbox).toEqual({ mailbox: { hasPassword: true }, userErrors: [] });
    expect(await storedPassword(mailbox.databaseId)).toBe('geheim-2');
  });

  it('reports a missing IMAP server per field, in Dutch', async () => {
    const answer = await graphql(
      stack.bffUrl,
      `mutation($input: CreateMailboxInput!) { createMailbox(input: $input) { mailbox { id } userErrors { field message } } }`,
      { input: { name: 'Zonder server', address: 'zonder@demo.nl', protocol: 'imap', imapUsername: 'iemand' } },
      admin,
    );
    expect(answer.data.createMailbox.mailbox).toBeNull();
    expect(answer.data.createMailbox.userErrors).toContainEqual({ field: 'imapHost', message: 'IMAP-server is verplicht voor een IMAP-postvak.' });
  });

  it('refuses an operator who is not an administrator', async () => {
    const operator = await login(stack.bffUrl, { username: 'bram@demo.nl', password: 'Balie-demo-2026!' });
    const listed = await graphql(stack.bffUrl, '{ mailboxes(first: 5) { totalCount } }', {}, operator);
    expect(listed.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', permission: 'mailboxes.index' });
    const created = await graphql(
      stack.bffUrl,
      `mutation($input: CreateMailboxInput!) { createMailbox(input: $input) { mailbox { id } userErrors { message } } }`,
      { input: { name: 'Mag niet', address: 'magniet@demo.nl' } },
      operator,
    );
    expect(created.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', permission: 'mailboxes.store' });
    const count = await stack.api.db.selectFrom('mailboxes').select((eb) => eb.fn.countAll().as('n')).where('address', '=', 'magniet@demo.nl').executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });
});

describe('mail fields of a ticket message', () => {
  it('gives an operator the folded history, the failed check and its details', async () => {
    const ticket = await stack.api.db.selectFrom('tickets').select(['id', 'tenant_id']).orderBy('id').executeTakeFirstOrThrow();
    const mailAuth = { spf: { result: 'fail' }, dkim: { result: 'pass' }, dmarc: { result: 'fail' } };
    const inserted = await stack.api.db
      .insertInto('messages')
      .values({
        tenant_id: ticket.tenant_id,
        message: '<p>Nog steeds geen beeld.</p>',
        morphable_type: 'tickets',
        morphable_id: ticket.id,
        is_from_client: true,
        send_to_client: false,
        visible_to_client: true,
        is_pinned: false,
        is_sent: true,
        original_email_from: 'karin@voorbeeld.nl',
        quoted_html: '<blockquote><p>Eerder bericht</p></blockquote>',
        mail_auth: JSON.stringify(mailAuth),
        mail_auth_failed: true,
        created_at: new Date(Date.now() + 60_000),
        updated_at: new Date(),
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const answer = await graphql(
      stack.bffUrl,
      `query($id: ID!) { ticket(id: $id) { messages(first: 1) { edges { node { databaseId quotedHtml mailAuthFailed mailAuth } } } } }`,
      { id: String(ticket.id) },
      admin,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data.ticket.messages.edges[0].node).toEqual({
      databaseId: inserted.id,
      quotedHtml: '<blockquote><p>Eerder bericht</p></blockquote>',
      mailAuthFailed: true,
      mailAuth,
    });
  });
});
