import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/connection.ts';
import { untyped } from '../query/execute.ts';
import { messageIdDomain, referencesAfter } from '../mail/threading.ts';
import { escapeHtml } from './mail-text.ts';
import type { OutgoingAttachment } from './mailer.ts';
import { recipientList } from './send-rules.ts';

export interface Delivery {
  sent: boolean;
  /** The mail server's answer when it refused the message. */
  error: string | null;
}

async function ticketOf(db: Db, tenantId: number, ticketId: number) {
  return untyped(db)
    .selectFrom('tickets')
    .leftJoin('users as client', 'client.id', 'tickets.client_id')
    .select(['tickets.id', 'tickets.reference', 'tickets.description', 'client.email as client_email'])
    .where('tickets.id', '=', ticketId)
    .where('tickets.tenant_id', '=', tenantId)
    .executeTakeFirst();
}

async function senderName(db: Db, tenantId: number): Promise<string | null> {
  const row = await db.selectFrom('configs').select('value').where('tenant_id', '=', tenantId).where('name', '=', 'app.company_name').executeTakeFirst();
  if (row?.value) return row.value;
  const tenant = await db.selectFrom('tenants').select('name').where('id', '=', tenantId).executeTakeFirst();
  return tenant?.name ?? null;
}

/** The configured sender, under the tenant's company name when the address has no name of its own. */
export async function fromAddress(context: Pick<AppContext, 'db' | 'mailer'>, tenantId: number): Promise<string> {
  const from = context.mailer!.from;
  if (from.includes('<')) return from;
  const name = await senderName(context.db, tenantId);
  return name ? `"${name.replace(/["\\]/g, '')}" <${from}>` : from;
}

/** The latest other message on the same object that carried a mail, which a new mail answers. */
export async function previousMail(db: Db, tenantId: number, message: { id: number; morphable_type: string; morphable_id: number }) {
  return db
    .selectFrom('messages')
    .select(['email_message_id', 'email_references'])
    .where('tenant_id', '=', tenantId)
    .where('morphable_type', '=', message.morphable_type)
    .where('morphable_id', '=', message.morphable_id)
    .where('id', '!=', message.id)
    .where('email_message_id', 'is not', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

const subjectOf = (ticket: { reference: unknown; description: unknown }) => `[#${ticket.reference}] ${ticket.description}`;

/** A conversation's mail is about its deal (the deal's description) or its project phase (the phase's name). */
async function threadSubject(db: Db, tenantId: number, threadId: number): Promise<string | null> {
  const deal = await untyped(db)
    .selectFrom('deals')
    .select('description')
    .where('tenant_id', '=', tenantId)
    .where('message_thread_id', '=', threadId)
    .orderBy('id')
    .executeTakeFirst();
  if (deal?.description) return String(deal.description);
  const phase = await untyped(db)
    .selectFrom('project_phases')
    .select('name')
    .where('tenant_id', '=', tenantId)
    .where('message_thread_id', '=', threadId)
    .orderBy('id')
    .executeTakeFirst();
  return phase?.name ? String(phase.name) : null;
}

/** The subject of a message's mail: its ticket's reference and description, its thread's subject, else a plain word. */
async function mailSubject(db: Db, tenantId: number, message: { morphable_type: string; morphable_id: number }): Promise<string> {
  if (message.morphable_type === 'tickets') {
    const ticket = await ticketOf(db, tenantId, message.morphable_id);
    if (ticket) return subjectOf(ticket);
  }
  if (message.morphable_type === 'message-threads') return (await threadSubject(db, tenantId, message.morphable_id)) ?? 'Bericht';
  return 'Bericht';
}

/**
 * Sends a stored message as e-mail with its recipients and files, and records the outcome:
 * is_sent true, or false with the server's answer in send_error (for a resend).
 */
export async function deliverMessage(context: AppContext, tenantId: number, messageId: number): Promise<Delivery> {
  const { db, mailer, files: store } = context;
  const message = await db.selectFrom('messages').selectAll().where('id', '=', messageId).where('tenant_id', '=', tenantId).executeTakeFirstOrThrow();
  const subject = await mailSubject(db, tenantId, message);
  const files = await untyped(db)
    .selectFrom('attachments')
    .select(['id', 'name', 'file_path', 'is_embedded', 'url'])
    .where('tenant_id', '=', tenantId)
    .where('morphable_type', '=', 'messages')
    .where('morphable_id', '=', messageId)
    .orderBy('id')
    .execute();

  let html = message.message;
  const attachments: OutgoingAttachment[] = [];
  for (const file of files) {
    const content = file.file_path ? await store.read(String(file.file_path)).catch(() => null) : null;
    if (!content) continue;
    const inline = html.includes(`src="${file.url}"`);
    const cid = inline ? `attachment-${file.id}@balie` : undefined;
    // Images in the text travel with the mail instead of pointing back at this server.
    if (cid) html = html.replaceAll(`src="${file.url}"`, `src="cid:${cid}"`);
    attachments.push({ filename: String(file.name), content, cid });
  }

  let outcome: Delivery;
  try {
    if (!mailer) throw new Error('Er is geen mailserver ingesteld.');
    // Kept before sending, so a reply to this mail finds its thread.
    const previous = await previousMail(db, tenantId, message);
    const references = referencesAfter(previous ? { messageId: previous.email_message_id, references: previous.email_references } : null);
    const mailId = `<${randomUUID()}@${messageIdDomain(mailer.from)}>`;
    const inReplyTo = previous?.email_message_id ?? undefined;
    await db
      .updateTable('messages')
      .set({ email_message_id: mailId, email_in_reply_to: inReplyTo ?? null, email_references: references.length > 0 ? references.join(' ') : null })
      .where('id', '=', messageId)
      .execute();
    await mailer.send({
      from: await fromAddress(context, tenantId),
      to: recipientList(message.to),
      cc: recipientList(message.cc),
      bcc: recipientList(message.bcc),
      replyTo: message.reply_to ?? undefined,
      subject,
      html,
      attachments,
      messageId: mailId,
      inReplyTo,
      references,
    });
    outcome = { sent: true, error: null };
  } catch (error) {
    outcome = { sent: false, error: (error instanceof Error ? error.message : String(error)).slice(0, 1000) };
  }
  await db
    .updateTable('messages')
    .set({ is_sent: outcome.sent, send_error: outcome.error, updated_at: new Date() })
    .where('id', '=', messageId)
    .execute();
  return outcome;
}

/** The short mail to the ticket's contact that their ticket was closed (notifications.client_ticket_closed). */
export async function sendClosingNotification(context: AppContext, tenantId: number, ticketId: number): Promise<void> {
  const ticket = await ticketOf(context.db, tenantId, ticketId);
  if (!context.mailer || !ticket?.client_email) return;
  await context.mailer.send({
    from: await fromAddress(context, tenantId),
    to: [String(ticket.client_email)],
    cc: [],
    bcc: [],
    replyTo: context.mailer.from,
    subject: `${subjectOf(ticket)} is gesloten`,
    html: `<p>Je ticket #${escapeHtml(String(ticket.reference))} (${escapeHtml(String(ticket.description))}) is gesloten. Reageer op deze e-mail als je nog vragen hebt.</p>`,
    attachments: [],
  });
}
