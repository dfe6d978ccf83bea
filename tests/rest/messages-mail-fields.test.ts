import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listQuery, startApi, type RunningApi } from '../support/api.ts';

/**
 * A customer's reply that came in by e-mail carries its folded history and the sender checks.
 * Operators read all of it; the customer sees the history but not how the checks came out.
 */

let server: RunningApi;
let admin: string;
let contact: string;
let messageId: number;

const MAIL_AUTH = { spf: { result: 'fail', domain: 'voorbeeld.nl' }, dkim: { result: 'none' }, dmarc: { result: 'fail', policy: 'reject' } };
const QUOTED = '<blockquote><p>Op maandag schreef de servicedesk: hoe gaat het met de printer?</p></blockquote>';

beforeAll(async () => {
  server = await startApi();
  admin = await server.login('admin@demo.nl');
  contact = await server.login('klant@demo.nl', { contact: true });
  const tickets = await server.get(`/tickets${listQuery({ paginate: 1 })}`, { token: contact });
  expect(tickets.status, JSON.stringify(tickets.body)).toBe(200);
  const ticket = tickets.body.data[0] as { id: number };
  const tenant = await server.api.db.selectFrom('tickets').select('tenant_id').where('id', '=', ticket.id).executeTakeFirstOrThrow();
  const inserted = await server.api.db
    .insertInto('messages')
    .values({
      tenant_id: tenant.tenant_id,
      message: '<p>De printer doet het weer niet.</p>',
      actor_id: null,
      morphable_type: 'tickets',
      morphable_id: ticket.id,
      is_from_client: true,
      send_to_client: false,
      visible_to_client: true,
      is_pinned: false,
      is_sent: true,
      original_email_from: 'karin@voorbeeld.nl',
      quoted_html: QUOTED,
      mail_auth: JSON.stringify(MAIL_AUTH),
      mail_auth_failed: true,
      created_at: new Date(),
      updated_at: new Date(),
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  messageId = inserted.id;
});

afterAll(async () => {
  await server?.close();
});

describe('mail fields of a message', () => {
  it('shows an operator the quoted history, the failed check and its details', async () => {
    const { status, body } = await server.get(`/messages/${messageId}`, { token: admin });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data).toMatchObject({ quoted_html: QUOTED, mail_auth_failed: true, mail_auth: MAIL_AUTH });
  });

  it('shows the customer the history and the warning, never the check details', async () => {
    const { status, body } = await server.get(`/messages/${messageId}`, { token: contact });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data).toMatchObject({ id: messageId, quoted_html: QUOTED, mail_auth_failed: true });
    expect(body.data).not.toHaveProperty('mail_auth');
  });

  it("keeps the check details out of a contact's list and refuses filtering on them", async () => {
    const list = await server.get(`/messages${listQuery({ where: [['id', '=', messageId]] })}`, { token: contact });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).not.toHaveProperty('mail_auth');
    const filtered = await server.get(`/messages${listQuery({ where: [['mail_auth', '=', 'x']] })}`, { token: contact });
    expect(filtered.status).toBe(422);
  });
});
