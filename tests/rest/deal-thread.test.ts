import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listQuery, startApi, type RunningApi } from '../support/api.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';

let server: RunningApi;
let smtp: TestSmtp;
let db: Kysely<any>;
let token: string;
let tenantId: number;
let inbound: nodemailer.Transporter;

/** No real DNS in tests: every sender check finds nothing. */
const noDns = async (domain: string, type: string) => {
  throw Object.assign(new Error(`query${type} ENOTFOUND ${domain}`), { code: 'ENOTFOUND' });
};

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startApi({ smtpUrl: smtp.url, mailFrom: 'support@balie-demo.nl', smtpInboundPort: 0, smtpInboundHost: '127.0.0.1', mailAuthResolver: noDns });
  db = server.api.db as unknown as Kysely<any>;
  token = await server.login('admin@demo.nl');
  tenantId = (await db.selectFrom('tenants').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow()).id;
  inbound = nodemailer.createTransport({ host: '127.0.0.1', port: server.api.smtpInbound!.port, secure: false, ignoreTLS: true });
});

afterAll(async () => {
  inbound?.close();
  await server?.close();
  await smtp?.close();
});

const unique = () => Math.random().toString(36).slice(2, 8);

/** A new deal for a contact with an e-mail address, and that contact. */
async function freshDeal() {
  const contact = await db
    .selectFrom('users')
    .innerJoin('company_user', 'company_user.user_id', 'users.id')
    .select(['users.id', 'users.email', 'company_user.company_id'])
    .where('users.tenant_id', '=', tenantId)
    .where('users.is_operator', '=', 0)
    .where('users.email', 'is not', null)
    .where('users.archived_at', 'is', null)
    .orderBy('users.id', 'desc')
    .executeTakeFirstOrThrow();
  const description = `Nieuwe werkplekken ${unique()}`;
  const created = await server.post('/deals', { token, body: { description, company_id: contact.company_id, client_id: contact.id } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const deal = created.body.data;
  expect(deal.message_thread_id).toEqual(expect.any(Number));
  return { id: deal.id as number, threadId: deal.message_thread_id as number, description, contact };
}

const threadMessages = (threadId: number, bearer = token) =>
  server.get(
    `/messages${listQuery({ where: [['morphable_type', '=', 'message-threads'], ['morphable_id', '=', threadId]], orderBy: [['id', 'asc']] })}`,
    { token: bearer },
  );

async function threadStatus(threadId: number): Promise<number> {
  const answer = await server.get(`/message-threads/${threadId}`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.status_id;
}

describe("a deal's conversation", () => {
  it('keeps a note internal, mails a message to the contact with the deal as subject, and marks the operator as last to speak', async () => {
    const deal = await freshDeal();
    expect(await threadStatus(deal.threadId)).toBe(1);

    const note = await server.post('/messages', { token, body: { morphable_type: 'message-threads', morphable_id: deal.threadId, action: 'note', message: '<p>Budget is krap.</p>' } });
    expect(note.status, JSON.stringify(note.body)).toBe(201);
    expect(note.body.data).toMatchObject({ morphable_type: 'message-threads', morphable_id: deal.threadId, send_to_client: false, visible_to_client: false });
    expect(await threadStatus(deal.threadId)).toBe(1);

    const before = smtp.received.length;
    const sent = await server.post('/messages', {
      token,
      body: { morphable_type: 'message-threads', morphable_id: deal.threadId, action: 'send_no_change', to: [deal.contact.email], message: '<p>Hierbij ons voorstel.</p>' },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body).toMatchObject({ is_sent: true, message: 'Bericht verzonden!' });
    const [received] = (await smtp.waitFor(before + 1)).slice(before);
    expect(received.rcptTo).toEqual([deal.contact.email]);
    expect(received.mail.subject).toBe(deal.description);
    expect(received.mail.html).toContain('Hierbij ons voorstel.');
    expect(await threadStatus(deal.threadId)).toBe(3);

    const listed = await threadMessages(deal.threadId);
    expect(listed.status, JSON.stringify(listed.body)).toBe(200);
    expect(listed.body.data.map((message: { id: number }) => message.id)).toEqual([note.body.id, sent.body.id]);
    const dealRow = await server.get(`/deals/${deal.id}`, { token });
    expect(dealRow.body.data.message_thread_messages_count).toBe(2);
  });

  it("takes the customer's mailed reply onto the thread and marks the customer as last to speak", async () => {
    const deal = await freshDeal();
    const before = smtp.received.length;
    const sent = await server.post('/messages', {
      token,
      body: { morphable_type: 'message-threads', morphable_id: deal.threadId, action: 'send', to: [deal.contact.email], message: '<p>Wat vindt u ervan?</p>' },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const [outgoing] = (await smtp.waitFor(before + 1)).slice(before);
    expect(outgoing.mail.messageId).toEqual(expect.stringMatching(/^<.+@.+>$/));

    const replyId = `<antwoord-${unique()}@klant.nl>`;
    await inbound.sendMail({
      to: 'support@demo.nl',
      from: deal.contact.email,
      subject: `Re: ${deal.description}`,
      text: 'Akkoord, graag de offerte.',
      messageId: replyId,
      inReplyTo: outgoing.mail.messageId,
      references: [outgoing.mail.messageId!],
    });
    const row = await db.selectFrom('inbound_mails').selectAll().where('message_id', '=', replyId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ outcome: 'reply', ticket_id: null });

    const listed = await threadMessages(deal.threadId);
    const reply = listed.body.data.at(-1);
    expect(reply).toMatchObject({ id: row.stored_message_id, is_from_client: true, actor_id: deal.contact.id, morphable_type: 'message-threads', morphable_id: deal.threadId });
    expect(reply.message).toContain('Akkoord, graag de offerte.');
    expect(await threadStatus(deal.threadId)).toBe(2);
  });

  it('refuses what only a ticket takes: closing by sending, and time', async () => {
    const deal = await freshDeal();
    const closing = await server.post('/messages', {
      token,
      body: { morphable_type: 'message-threads', morphable_id: deal.threadId, action: 'send_close', to: [deal.contact.email], message: '<p>Klaar</p>' },
    });
    expect(closing.status).toBe(422);
    expect(closing.body.errors.action).toEqual(['Een gesprek kan niet worden gesloten; verstuur zonder de status te wijzigen.']);
    const timed = await server.post('/messages', { token, body: { morphable_type: 'message-threads', morphable_id: deal.threadId, action: 'note', message: '<p>Gebeld</p>', time_spent: 15 } });
    expect(timed.status).toBe(422);
    expect(timed.body.errors.time_spent).toEqual(['Tijd schrijven kan alleen op een ticket.']);
    const unknown = await server.post('/messages', { token, body: { morphable_type: 'message-threads', morphable_id: 999999, action: 'note', message: '<p>Hoi</p>' } });
    expect(unknown).toEqual({ status: 422, body: { message: 'Het gesprek bestaat niet.', errors: { morphable_id: ['Het gesprek bestaat niet.'] } } });
  });

  it('makes the conversation on first use for a deal without one', async () => {
    const deal = await freshDeal();
    await db.updateTable('deals').set({ message_thread_id: null }).where('id', '=', deal.id).execute();
    const first = await server.post(`/deals/${deal.id}/message-thread`, { token });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.message_thread_id).toEqual(expect.any(Number));
    expect(first.body.message_thread_id).not.toBe(deal.threadId);
    const again = await server.post(`/deals/${deal.id}/message-thread`, { token });
    expect(again.body.message_thread_id).toBe(first.body.message_thread_id);
    expect((await server.post('/deals/999999/message-thread', { token })).status).toBe(404);
  });

  it('stays closed to contact persons and to roles without deals.show', async () => {
    const deal = await freshDeal();
    const sent = await server.post('/messages', { token, body: { morphable_type: 'message-threads', morphable_id: deal.threadId, action: 'send', to: [deal.contact.email], message: '<p>Voor de klant</p>' } });
    expect(sent.status).toBe(201);

    const contact = await server.login('klant@demo.nl', { contact: true });
    // As for a ticket out of sight: the list answers, empty.
    expect(await threadMessages(deal.threadId, contact)).toMatchObject({ status: 200, body: { data: [], total: 0 } });
    expect((await server.get(`/messages/${sent.body.id}`, { token: contact })).status).toBe(404);
    const written = await server.post('/messages', { token: contact, body: { morphable_type: 'message-threads', morphable_id: deal.threadId, message: '<p>Hoi</p>' } });
    expect(written.status).toBe(422);

    const reader = await server.login('lezer@demo.nl');
    expect((await threadMessages(deal.threadId, reader)).body.total).toBe(1);
    const role = await db.selectFrom('roles').select('id').where('tenant_id', '=', tenantId).where('name', '=', 'read_only').executeTakeFirstOrThrow();
    const permission = await db.selectFrom('permissions').select('id').where('name', '=', 'deals.show').executeTakeFirstOrThrow();
    await db.deleteFrom('role_permission').where('role_id', '=', role.id).where('permission_id', '=', permission.id).execute();
    try {
      expect(await threadMessages(deal.threadId, reader)).toMatchObject({ status: 200, body: { data: [], total: 0 } });
      expect((await server.get(`/messages/${sent.body.id}`, { token: reader })).status).toBe(404);
      const tickets = await server.get(`/messages${listQuery({ where: [['morphable_type', '=', 'tickets']], paginate: 1 })}`, { token: reader });
      expect(tickets.status).toBe(200);
      expect(tickets.body.total).toBeGreaterThan(0);
    } finally {
      await db.insertInto('role_permission').values({ role_id: role.id, permission_id: permission.id }).execute();
    }
  });
});
