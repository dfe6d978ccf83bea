import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type RunningApi } from '../support/api.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';

const PER_SENDER = 3;
const MAX_BYTES = 200_000;

let server: RunningApi;
let smtp: TestSmtp;
let db: Kysely<any>;
let token: string;
let tenantId: number;
let inbound: nodemailer.Transporter;

/** A domain that allows one server only and asks to reject the rest: mail from it here is forged. */
const STRICT_DOMAIN = 'streng.example';
const DNS_RECORDS: Record<string, string[][]> = {
  [STRICT_DOMAIN]: [['v=spf1 ip4:192.0.2.1 -all']],
  [`_dmarc.${STRICT_DOMAIN}`]: [['v=DMARC1; p=reject']],
};

/** No real DNS: the strict domain's TXT records, and "no such domain" for every other question. */
const noDns = async (domain: string, type: string) => {
  if (type === 'TXT' && DNS_RECORDS[domain]) return DNS_RECORDS[domain];
  throw Object.assign(new Error(`query${type} ENOTFOUND ${domain}`), { code: 'ENOTFOUND' });
};

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startApi({
    smtpUrl: smtp.url,
    mailFrom: 'support@balie-demo.nl',
    smtpInboundPort: 0,
    smtpInboundHost: '127.0.0.1',
    inboundMailPerSender: PER_SENDER,
    inboundMailMaxBytes: MAX_BYTES,
    mailAuthResolver: noDns,
  });
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

function send(mail: Mail.Options) {
  return inbound.sendMail({ to: 'support@demo.nl', ...mail });
}

async function inboundRow(messageId: string) {
  return db.selectFrom('inbound_mails').selectAll().where('message_id', '=', messageId).executeTakeFirst();
}

async function ticketOf(messageId: string) {
  const row = await inboundRow(messageId);
  expect(row, `no inbound_mails row for ${messageId}`).toBeDefined();
  const answer = await server.get(`/tickets/${row!.ticket_id}?load=status,client,company`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

async function storedMessage(id: number) {
  const answer = await server.get(`/messages/${id}?load=attachments`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

let contactsTaken = 0;

/** A contact person with an e-mail address, another one each call: one sender stays under the per-sender limit. */
async function aContact() {
  return db
    .selectFrom('users')
    .innerJoin('company_user', 'company_user.user_id', 'users.id')
    .select(['users.id', 'users.email', 'company_user.company_id'])
    .where('users.tenant_id', '=', tenantId)
    .where('users.is_operator', '=', 0)
    .where('users.email', 'is not', null)
    .where('users.archived_at', 'is', null)
    .orderBy('users.id')
    .offset(contactsTaken++)
    .limit(1)
    .executeTakeFirstOrThrow();
}

describe('e-mail in over SMTP', () => {
  it('turns a new mail from a known contact into a ticket for that contact, with the mailbox defaults', async () => {
    const contact = await aContact();
    const messageId = `<nieuw-${unique()}@klant.nl>`;
    await send({ from: `"Klant" <${contact.email}>`, subject: 'Printer op de tweede verdieping', text: 'Hij print alleen lege pagina\'s.\n\nGroet,\nKlant', messageId });

    const ticket = await ticketOf(messageId);
    expect(ticket).toMatchObject({ description: 'Printer op de tweede verdieping', client_id: contact.id, company_id: contact.company_id, original_email_from: contact.email });
    expect(ticket.status.internal_type).toBe(1);
    const row = await inboundRow(messageId);
    expect(row).toMatchObject({ outcome: 'ticket', sender: contact.email });
    const message = await storedMessage(row!.stored_message_id);
    expect(message).toMatchObject({ is_from_client: true, actor_id: contact.id, morphable_id: ticket.id, email_message_id: messageId, mail_auth_failed: false });
    expect(message.message).toBe("<p>Hij print alleen lege pagina's.</p><p>Groet,<br />Klant</p>");
    expect(message.mail_auth).toMatchObject({ spf: expect.any(String), dmarc: expect.anything() });
  });

  it('marks a mail whose sender its domain does not allow (SPF and DMARC fail)', async () => {
    const messageId = `<vervalst-${unique()}@${STRICT_DOMAIN}>`;
    await send({ from: `Directeur <baas@${STRICT_DOMAIN}>`, subject: 'Betaal deze factuur vandaag', text: 'Graag vandaag nog overmaken.', messageId });
    const row = await inboundRow(messageId);
    expect(row).toMatchObject({ outcome: 'ticket' });
    const message = await storedMessage(row!.stored_message_id);
    expect(message).toMatchObject({ mail_auth_failed: true, mail_auth: { spf: 'fail', dmarc: 'fail' } });
  });

  it('makes an unknown sender a contact of the mailbox company', async () => {
    const company = await db.selectFrom('companies').select('id').where('tenant_id', '=', tenantId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    await db.updateTable('mailboxes').set({ unknown_sender_company_id: company.id, create_contacts: true }).where('address', '=', 'support@demo.nl').execute();
    const address = `nieuw-${unique()}@onbekend-bedrijf.nl`;
    const messageId = `<onbekend-${unique()}@onbekend-bedrijf.nl>`;
    await send({ from: `"Eva de Wit" <${address}>`, subject: 'Wachtwoord vergeten', text: 'Help', messageId });

    const ticket = await ticketOf(messageId);
    const contact = await server.get(`/clients/${ticket.client_id}?load=companies`, { token });
    expect(contact.body.data).toMatchObject({ first_name: 'Eva', last_name: 'de Wit', email: address });
    expect(contact.body.data.companies.map((c: any) => c.id)).toEqual([company.id]);
    expect(ticket.company_id).toBe(company.id);
  });

  it('threads a reply by In-Reply-To, cuts the quoted history off and marks the ticket "Reactie ontvangen"', async () => {
    const contact = await aContact();
    const first = `<eerste-${unique()}@klant.nl>`;
    await send({ from: contact.email!, subject: 'VPN valt weg', text: 'Elke middag.', messageId: first });
    const ticket = await ticketOf(first);
    const operator = await db.selectFrom('users').select('id').where('tenant_id', '=', tenantId).where('is_operator', '>', 0).where('is_active', '=', true).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect((await server.put(`/tickets/${ticket.id}`, { token, body: { operator_id: operator.id } })).status).toBe(200);
    const notificationsBefore = await db.selectFrom('notifications').select('id').where('user_id', '=', operator.id).execute();

    const reply = `<antwoord-${unique()}@klant.nl>`;
    await send({
      from: contact.email!,
      subject: 'Re: VPN valt weg',
      html: '<p>Vandaag ook weer.</p><div class="gmail_quote">On Tue, Mar 3, 2026 Klant wrote:<blockquote class="gmail_quote">Elke middag.</blockquote></div>',
      messageId: reply,
      inReplyTo: first,
      references: [first],
    });
    const row = await inboundRow(reply);
    expect(row).toMatchObject({ outcome: 'reply', ticket_id: ticket.id });
    const message = await storedMessage(row!.stored_message_id);
    expect(message).toMatchObject({ is_from_client: true, morphable_id: ticket.id, email_in_reply_to: first });
    expect(message.message).toBe('<p>Vandaag ook weer.</p>');
    expect(message.quoted_html).toContain('Elke middag.');
    const after = await server.get(`/tickets/${ticket.id}?load=status`, { token });
    expect(after.body.data.status).toMatchObject({ internal_type: 5, name: 'Reactie ontvangen' });
    const notifications = await db.selectFrom('notifications').select(['id', 'object_id']).where('user_id', '=', operator.id).execute();
    expect(notifications.length).toBe(notificationsBefore.length + 1);
    expect(notifications.some((n: any) => n.object_id === ticket.id)).toBe(true);
  });

  it('threads a reply by the [#reference] in its subject when headers are missing', async () => {
    const contact = await aContact();
    const first = `<eerste-${unique()}@klant.nl>`;
    await send({ from: contact.email!, subject: 'Scanner', text: 'Scant niet.', messageId: first });
    const ticket = await ticketOf(first);
    const reply = `<ref-${unique()}@klant.nl>`;
    await send({ from: contact.email!, subject: `Antw: [#${ticket.reference}] Scanner`, text: 'Nog steeds niet.', messageId: reply });
    expect(await inboundRow(reply)).toMatchObject({ outcome: 'reply', ticket_id: ticket.id });
  });

  it('stores attachments, shows an inline cid image inline, strips scripts and leaves executables out', async () => {
    const contact = await aContact();
    const messageId = `<bijlagen-${unique()}@klant.nl>`;
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4c10000000049454e44ae426082', 'hex');
    await send({
      from: contact.email!,
      subject: 'Foutmelding',
      html: '<p>Zie <b>schermafdruk</b>:</p><img src="cid:scherm@klant"><script>alert(1)</script><p onclick="x()">Groet</p>',
      messageId,
      attachments: [
        { filename: 'scherm.png', content: png, cid: 'scherm@klant' },
        { filename: 'logboek.txt', content: 'regel 1\nregel 2' },
        { filename: 'oplossing.exe', content: Buffer.from('MZ') },
      ],
    });
    const row = await inboundRow(messageId);
    const message = await storedMessage(row!.stored_message_id);
    const files = Object.fromEntries(message.attachments.map((file: any) => [file.name, file]));
    expect(Object.keys(files).sort()).toEqual(['logboek.txt', 'scherm.png']);
    expect(message.message).not.toContain('<script');
    expect(message.message).not.toContain('onclick');
    expect(message.message).toContain(`<img src="${files['scherm.png'].url}" />`);
    expect(files['scherm.png'].url).toMatch(/^\/attachments\/\d+\/public\/[0-9a-f]{32}$/);
    expect(message.message).toContain('Bijlage oplossing.exe is niet opgeslagen');
    const image = await fetch(server.url + files['scherm.png'].url);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(png);
    const log = await fetch(`${server.url}/attachments/${files['logboek.txt'].id}/download`, { headers: { authorization: `Bearer ${token}` } });
    expect(await log.text()).toBe('regel 1\nregel 2');
  });

  it('decodes character sets and encoded headers', async () => {
    const contact = await aContact();
    const messageId = `<latin-${unique()}@klant.nl>`;
    const raw = [
      `From: =?ISO-8859-1?Q?Jos=E9_M=FCller?= <${contact.email}>`,
      'To: support@demo.nl',
      'Subject: =?ISO-8859-1?Q?Caf=E9_printer_=E9=E9n?=',
      `Message-ID: ${messageId}`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=ISO-8859-1',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'Re=EBel probleem, na=EFef.',
      '',
    ].join('\r\n');
    await inbound.sendMail({ envelope: { from: contact.email!, to: ['support@demo.nl'] }, raw });
    const ticket = await ticketOf(messageId);
    expect(ticket.description).toBe('Café printer één');
    const message = await storedMessage((await inboundRow(messageId))!.stored_message_id);
    expect(message.message).toBe('<p>Reëel probleem, naïef.</p>');
    expect(message.original_email_from_name).toBe('José Müller');
  });

  it('records an auto-reply and a bounce without making a ticket', async () => {
    const before = await db.selectFrom('tickets').select('id').where('tenant_id', '=', tenantId).execute();
    const autoId = `<afwezig-${unique()}@klant.nl>`;
    await send({ from: 'jan@klant.nl', subject: 'Afwezig', text: 'Ik ben er maandag weer.', messageId: autoId, headers: { 'Auto-Submitted': 'auto-replied' } });
    const bounceId = `<bounce-${unique()}@mx.klant.nl>`;
    await send({ from: 'MAILER-DAEMON@mx.klant.nl', subject: 'Undelivered Mail', text: 'Kon niet afleveren', messageId: bounceId });
    expect(await inboundRow(autoId)).toMatchObject({ outcome: 'ignored', reason: 'Auto-Submitted: auto-replied', ticket_id: null });
    expect(await inboundRow(bounceId)).toMatchObject({ outcome: 'ignored', ticket_id: null });
    const after = await db.selectFrom('tickets').select('id').where('tenant_id', '=', tenantId).execute();
    expect(after.length).toBe(before.length);
  });

  it('asks a sender past the limit to come back later, so a loop cannot flood the desk and nothing is lost', async () => {
    const sender = `lus-${unique()}@klant.nl`;
    const ids = Array.from({ length: PER_SENDER }, (_, index) => `<lus-${index}-${unique()}@klant.nl>`);
    for (const id of ids) await send({ from: sender, subject: `Lus ${id}`, text: 'nogmaals', messageId: id });
    const overId = `<lus-over-${unique()}@klant.nl>`;
    await expect(send({ from: sender, subject: 'Lus te veel', text: 'nogmaals', messageId: overId })).rejects.toMatchObject({
      responseCode: 451,
      response: expect.stringContaining('Te veel mails van deze afzender'),
    });
    const rows = await db.selectFrom('inbound_mails').select(['message_id', 'outcome', 'ticket_id']).where('sender', '=', sender).execute();
    expect(ids.map((id) => rows.find((row: any) => row.message_id === id)?.outcome)).toEqual(Array(PER_SENDER).fill('ticket'));
    // Not recorded as taken: offered again once the window has passed, it becomes a ticket.
    expect(await inboundRow(overId)).toBeUndefined();
  });

  it('refuses an unknown recipient at RCPT and a mail over the size limit at DATA', async () => {
    await expect(inbound.sendMail({ from: 'jan@klant.nl', to: 'info@elders.nl', subject: 'x', text: 'x' })).rejects.toMatchObject({
      responseCode: 550,
      response: expect.stringContaining('Onbekende ontvanger'),
    });
    await expect(send({ from: 'jan@klant.nl', subject: 'groot', text: 'x'.repeat(MAX_BYTES + 10) })).rejects.toMatchObject({ responseCode: 552 });
  });

  it('takes the same Message-ID once', async () => {
    const contact = await aContact();
    const messageId = `<dubbel-${unique()}@klant.nl>`;
    await send({ from: contact.email!, subject: 'Dubbel', text: 'Eén keer graag', messageId });
    await send({ from: contact.email!, subject: 'Dubbel', text: 'Eén keer graag', messageId });
    const tickets = await db.selectFrom('tickets').select('id').where('tenant_id', '=', tenantId).where('description', '=', 'Dubbel').execute();
    expect(tickets).toHaveLength(1);
    const rows = await db.selectFrom('inbound_mails').select('id').where('message_id', '=', messageId).execute();
    expect(rows).toHaveLength(1);
  });
});

describe('outgoing mail threads', () => {
  it('carries Message-ID, In-Reply-To, References and [#ref], and the customer\'s reply lands on the ticket', async () => {
    const contact = await aContact();
    const first = `<vraag-${unique()}@klant.nl>`;
    await send({ from: contact.email!, subject: 'Laptop traag', text: 'Erg traag.', messageId: first });
    const ticket = await ticketOf(first);

    const before = smtp.received.length;
    const answer = await server.post('/messages', {
      token,
      body: { morphable_type: 'tickets', morphable_id: ticket.id, action: 'send_no_change', message: '<p>Herstart hem eens.</p>', to: contact.email },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const [{ mail }] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail.subject).toBe(`[#${ticket.reference}] Laptop traag`);
    expect(mail.messageId).toMatch(/^<[0-9a-f-]{36}@balie-demo\.nl>$/);
    expect(mail.inReplyTo).toBe(first);
    expect(mail.references).toBe(first);
    const sent = await storedMessage(answer.body.id);
    expect(sent.email_message_id).toBe(mail.messageId);

    const reply = `<reactie-${unique()}@klant.nl>`;
    await send({
      from: contact.email!,
      subject: `Re: ${mail.subject}`,
      text: `Helpt niet.\n\nOp 3 mrt 2026 schreef Balie <support@balie-demo.nl>:\n> Herstart hem eens.`,
      messageId: reply,
      inReplyTo: mail.messageId,
      references: [first, mail.messageId!],
    });
    expect(await inboundRow(reply)).toMatchObject({ outcome: 'reply', ticket_id: ticket.id });
    const message = await storedMessage((await inboundRow(reply))!.stored_message_id);
    expect(message.message).toBe('<p>Helpt niet.</p>');
    expect(message.quoted_html).toContain('Herstart hem eens.');
  });

  it('never takes its own outgoing mail back in', async () => {
    const sent = await db.selectFrom('messages').select('email_message_id').where('tenant_id', '=', tenantId).where('is_from_client', '=', false).where('email_message_id', 'is not', null).executeTakeFirstOrThrow();
    await send({ from: 'support@balie-demo.nl', subject: 'Teruggekaatst', text: 'kopie', messageId: sent.email_message_id });
    expect(await inboundRow(sent.email_message_id)).toMatchObject({ outcome: 'loop', ticket_id: null });
  });
});
