import type { Selectable } from 'kysely';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/connection.ts';
import type { MailboxesTable } from '../db/schema.ts';
import { collectChanges, type ChangeCollector } from '../live/changes.ts';
import { publishChanges } from '../live/publish.ts';
import { storeAttachment } from '../messages/attachments.ts';
import { escapeHtml } from '../messages/mail-text.ts';
import { cleanFileName, extensionOf, INLINE_IMAGE_EXTENSIONS, isExecutable } from '../messages/send-rules.ts';
import { untyped } from '../query/execute.ts';
import { isBlankHtml, sanitizeMessageHtml } from '../resources/message-html.ts';
import { markThreadStatus, THREAD_STATUS } from '../resources/back-office/message-thread-status.ts';
import { createRecord, updateRecord, withoutUnassignable, type Actor } from '../resources/writer.ts';
import { autoReplyReason } from './auto-reply.ts';
import { checkMailAuth, mailAuthFailed, type DNSResolver, type MailAuthSummary } from './mail-auth.ts';
import { parseMail, type InboundAttachment, type InboundMail } from './parse.ts';
import { splitQuotedHtml, splitQuotedText } from './quoted.ts';
import { subjectReference, threadCandidates } from './threading.ts';

export type Mailbox = Selectable<MailboxesTable>;

/** What the listener knew of the delivery: MAIL FROM ('' for a bounce), the client's address and greeting. */
export interface Envelope {
  from?: string;
  ip?: string;
  helo?: string;
}

export type IngestOutcome = 'ticket' | 'reply' | 'duplicate' | 'ignored' | 'loop';

export interface IngestResult {
  outcome: IngestOutcome;
  ticketId: number | null;
  messageId: number | null;
  reason: string | null;
}

/** What taking in mail needs besides the service's own context. */
export interface MailInContext extends Pick<AppContext, 'db' | 'events' | 'resolve' | 'files'> {
  /** Mails one sender may send a tenant per window; over it they are recorded, not taken. */
  senderLimiter: RateLimiterAbstract;
  /** DNS for SPF, DKIM and DMARC; the system's resolver when absent. */
  resolver?: DNSResolver;
  /** This host's name in the Authentication-Results. */
  mta: string;
  log: (message: string, error?: unknown) => void;
}

/** The one ticket state a customer's reply moves a ticket to (ticket_statuses.internal_type). */
export const CUSTOMER_REPLIED = 5;

export const INGEST_TEXTS = {
  noSubject: '(geen onderwerp)',
  noText: '(geen tekst)',
  unknownLastName: '(onbekend)',
  leftOut: (name: string) => `Bijlage ${name} is niet opgeslagen: uitvoerbare bestanden worden niet aangenomen.`,
  throttled: (minutes: number) => `Te veel mails van deze afzender in korte tijd; probeer het over ${minutes} ${minutes === 1 ? 'minuut' : 'minuten'} opnieuw.`,
  loop: 'Eigen uitgaande mail kwam terug.',
} as const;

/**
 * A sender past its limit: the mail is not taken now, so the sending server (or the next IMAP round)
 * offers it again later. A loop slows down; a busy but real customer loses nothing.
 */
export class SenderThrottledError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(INGEST_TEXTS.throttled(Math.max(1, Math.ceil(retryAfterSeconds / 60))));
  }
}

/**
 * Takes one received mail into the mailbox's tenant: a reply becomes a message on its thread, a
 * new mail a new ticket; automatic mail and mail loops are recorded but never become tickets, and
 * a sender past its limit is asked to come back later (SenderThrottledError). The same mail (mailbox and Message-ID) is taken once, however often it
 * arrives: SMTP now and IMAP later both come here.
 */
export async function ingestMail(context: MailInContext, mailbox: Mailbox, raw: Buffer, envelope: Envelope): Promise<IngestResult> {
  const { db } = context;
  const mail = await parseMail(raw);
  const known = await db
    .selectFrom('inbound_mails')
    .select(['ticket_id', 'stored_message_id'])
    .where('mailbox_id', '=', mailbox.id)
    .where('message_id', '=', mail.messageId)
    .executeTakeFirst();
  if (known) return { outcome: 'duplicate', ticketId: known.ticket_id, messageId: known.stored_message_id, reason: null };

  const sender = mail.fromAddress ?? (envelope.from || null);
  const record = async (outcome: IngestOutcome, reason: string): Promise<IngestResult> => {
    await db
      .insertInto('inbound_mails')
      .values({ tenant_id: mailbox.tenant_id, mailbox_id: mailbox.id, message_id: mail.messageId, sender, subject: mail.subject.slice(0, 1000), outcome, reason })
      .onConflict((conflict) => conflict.columns(['mailbox_id', 'message_id']).doNothing())
      .execute();
    return { outcome, ticketId: null, messageId: null, reason };
  };

  const auto = autoReplyReason({ headers: mail.headers, from: mail.fromAddress, envelopeFrom: envelope.from ?? null });
  if (auto) return record('ignored', auto);
  if (await isOwnMail(db, mailbox.tenant_id, mail.messageId)) return record('loop', INGEST_TEXTS.loop);
  await spendSenderBudget(context.senderLimiter, `${mailbox.tenant_id}:${sender ?? ''}`);

  const auth = await checkMailAuth(raw, { ip: envelope.ip, helo: envelope.helo, sender: envelope.from, mta: context.mta, resolver: context.resolver });
  const collector: ChangeCollector = { changes: [] };
  const result = await collectChanges(collector, () => db.transaction().execute((trx) => take({ ...context, db: trx }, mailbox, mail, sender, auth)));
  if (result.outcome === 'duplicate' || result.messageId === null) return result;

  // After the commit, as a request does: the open ticket updates, its operator is notified.
  try {
    const tenant = await db.selectFrom('tenants').select(['id', 'subdomain']).where('id', '=', mailbox.tenant_id).executeTakeFirstOrThrow();
    if (result.ticketId !== null) {
      await collectChanges(collector, () =>
        context.events.publish({
          tenant: tenant.subdomain,
          channel: `${tenant.subdomain}.ticket.${result.ticketId}`,
          name: 'NewTicketMessage',
          payload: { message_id: result.messageId, actor_id: null, ticket_id: result.ticketId },
        }),
      );
    }
    await publishChanges(context, tenant, null, collector.changes);
  } catch (error) {
    context.log('Publishing a received mail failed', error);
  }
  return result;
}

/** The mail is one this service sent: it came back (a forward rule, a misrouted copy). */
async function isOwnMail(db: Db, tenantId: number, messageId: string): Promise<boolean> {
  const own = await db
    .selectFrom('messages')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('email_message_id', '=', messageId)
    .where('is_from_client', '=', false)
    .executeTakeFirst();
  return own !== undefined;
}

async function spendSenderBudget(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await limiter.consume(key.toLowerCase());
  } catch (error) {
    if (error instanceof RateLimiterRes) throw new SenderThrottledError(error.msBeforeNext / 1000);
    throw error;
  }
}

interface Thread {
  morphableType: string;
  morphableId: number;
}

/** The thread a reply belongs to: by its In-Reply-To and References, else by a ticket reference in its subject. */
async function findThread(db: Db, tenantId: number, mail: InboundMail): Promise<Thread | null> {
  const candidates = threadCandidates(mail.inReplyTo, mail.references);
  if (candidates.length > 0) {
    const rows = await db
      .selectFrom('messages')
      .select(['email_message_id', 'morphable_type', 'morphable_id'])
      .where('tenant_id', '=', tenantId)
      .where('email_message_id', 'in', candidates)
      .execute();
    for (const candidate of candidates) {
      const row = rows.find((found) => found.email_message_id === candidate);
      if (!row) continue;
      if (row.morphable_type !== 'tickets' || (await liveTicket(db, tenantId, row.morphable_id))) return { morphableType: row.morphable_type, morphableId: row.morphable_id };
    }
  }
  const reference = subjectReference(mail.subject);
  if (!reference) return null;
  const ticket = await db.selectFrom('tickets').select('id').where('tenant_id', '=', tenantId).where('reference', '=', reference).where('deleted_at', 'is', null).executeTakeFirst();
  return ticket ? { morphableType: 'tickets', morphableId: ticket.id } : null;
}

const liveTicket = async (db: Db, tenantId: number, id: number) =>
  (await db.selectFrom('tickets').select('id').where('tenant_id', '=', tenantId).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst()) !== undefined;

/** The contact person with this address, and their first company. */
async function contactOf(db: Db, tenantId: number, address: string | null): Promise<{ clientId: number; companyId: number | null } | null> {
  if (!address) return null;
  const contact = await untyped(db)
    .selectFrom('users')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('is_operator', '=', 0)
    .where('archived_at', 'is', null)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', address.toLowerCase()))
    .orderBy('id')
    .executeTakeFirst();
  if (!contact) return null;
  const link = await db.selectFrom('company_user').select('company_id').where('user_id', '=', contact.id as number).orderBy('company_id').executeTakeFirst();
  return { clientId: contact.id as number, companyId: link?.company_id ?? null };
}

/** The company whose e-mail domains (companies.email_domains, a list) hold the sender's domain. */
async function companyByDomain(db: Db, tenantId: number, address: string | null): Promise<number | null> {
  const domain = address?.split('@')[1]?.toLowerCase();
  if (!domain) return null;
  const companies = await db
    .selectFrom('companies')
    .select(['id', 'email_domains'])
    .where('tenant_id', '=', tenantId)
    .where('archived_at', 'is', null)
    .where('email_domains', 'is not', null)
    .orderBy('id')
    .execute();
  const owner = companies.find((company) => (company.email_domains ?? '').split(/[,;\s]+/).some((entry) => entry.replace(/^@/, '').toLowerCase() === domain));
  return owner?.id ?? null;
}

/** A new contact for an unknown sender, named after their display name or else their address. */
async function newContact(actor: Actor, mailbox: Mailbox, address: string, name: string | null): Promise<{ clientId: number; companyId: number | null }> {
  const words = (name ?? '').replace(/["']/g, '').trim().split(/\s+/).filter(Boolean);
  const firstName = (words[0] ?? address.split('@')[0]).slice(0, 191);
  const lastName = (words.slice(1).join(' ') || INGEST_TEXTS.unknownLastName).slice(0, 191);
  const companyId = mailbox.unknown_sender_company_id;
  const created = await createRecord(actor, actor.resolve('clients'), {
    first_name: firstName,
    last_name: lastName,
    email: address,
    ...(companyId === null ? {} : { relationships: { companies: [companyId] } }),
  });
  return { clientId: created.id as number, companyId };
}

/** Who a new ticket is for: the contact with the sender's address, else the company of its domain, else a new contact or nobody. */
async function senderParty(actor: Actor, mailbox: Mailbox, mail: InboundMail, sender: string | null): Promise<{ clientId: number | null; companyId: number | null }> {
  const contact = await contactOf(actor.db, mailbox.tenant_id, sender);
  if (contact) return contact;
  const companyId = await companyByDomain(actor.db, mailbox.tenant_id, sender);
  if (companyId !== null) return { clientId: null, companyId };
  if (mailbox.create_contacts && sender) return newContact(actor, mailbox, sender, mail.fromName);
  return { clientId: null, companyId: null };
}

const textToHtml = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');

/** The reply and the quoted history below it, as HTML not yet sanitized. */
function bodyParts(mail: InboundMail): { reply: string; quoted: string | null } {
  if (mail.html !== null) return splitQuotedHtml(mail.html);
  const split = splitQuotedText(mail.text);
  return { reply: textToHtml(split.reply), quoted: split.quoted === null ? null : textToHtml(split.quoted) };
}

const IMAGE_TYPES: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/bmp': 'bmp' };

function fileNameOf(attachment: InboundAttachment, index: number): string {
  if (attachment.filename.trim() !== '') return cleanFileName(attachment.filename);
  const extension = IMAGE_TYPES[attachment.contentType.toLowerCase()] ?? 'bin';
  return `bijlage-${index + 1}.${extension}`;
}

/** Records the mail as taken, then its ticket or thread message with files, in the caller's transaction. */
async function take(context: MailInContext, mailbox: Mailbox, mail: InboundMail, sender: string | null, auth: MailAuthSummary | null): Promise<IngestResult> {
  const { db, resolve } = context;
  const tenantId = mailbox.tenant_id;
  const actor: Actor = { db, tenantId, resolve };
  const taken = await db
    .insertInto('inbound_mails')
    .values({ tenant_id: tenantId, mailbox_id: mailbox.id, message_id: mail.messageId, sender, subject: mail.subject.slice(0, 1000), outcome: 'taking' })
    .onConflict((conflict) => conflict.columns(['mailbox_id', 'message_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!taken) return { outcome: 'duplicate', ticketId: null, messageId: null, reason: null };

  const thread = await findThread(db, tenantId, mail);
  let target: Thread;
  let clientId: number | null;
  if (thread) {
    target = thread;
    clientId = (await contactOf(db, tenantId, sender))?.clientId ?? null;
  } else {
    const party = await senderParty(actor, mailbox, mail, sender);
    clientId = party.clientId;
    // A default operator who is no longer active leaves the new ticket unassigned.
    const ticket = await createRecord(actor, resolve('tickets'), await withoutUnassignable(db, tenantId, resolve, resolve('tickets'), {
      description: (mail.subject || INGEST_TEXTS.noSubject).slice(0, 255),
      ...(mailbox.default_status_id === null ? {} : { status_id: mailbox.default_status_id }),
      ...(mailbox.default_priority_id === null ? {} : { priority_id: mailbox.default_priority_id }),
      ...(mailbox.default_operator_id === null ? {} : { operator_id: mailbox.default_operator_id }),
      ...(party.companyId === null ? {} : { company_id: party.companyId }),
      ...(party.clientId === null ? {} : { client_id: party.clientId }),
      ...(mailbox.default_category_id === null ? {} : { relationships: { categories: [mailbox.default_category_id] } }),
    }));
    target = { morphableType: 'tickets', morphableId: ticket.id as number };
    await db.updateTable('tickets').set({ original_email_from: sender }).where('id', '=', target.morphableId).execute();
  }

  const message = await db
    .insertInto('messages')
    .values({
      tenant_id: tenantId,
      message: '',
      actor_id: clientId,
      morphable_type: target.morphableType,
      morphable_id: target.morphableId,
      is_from_client: true,
      send_to_client: false,
      visible_to_client: true,
      is_pinned: false,
      is_sent: false,
      to: mailbox.address,
      cc: mail.cc.length > 0 ? mail.cc.join(', ').slice(0, 1000) : null,
      original_email_from: sender,
      original_email_from_name: mail.fromName,
      email_message_id: mail.messageId,
      email_in_reply_to: mail.inReplyTo,
      email_references: mail.references,
      mail_auth: auth === null ? null : JSON.stringify(auth),
      mail_auth_failed: auth === null ? false : mailAuthFailed(auth),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  let { reply, quoted } = bodyParts(mail);
  const leftOut: string[] = [];
  const owner = { tenantId, userId: clientId, morphableType: 'messages', morphableId: message.id };
  for (const [index, attachment] of mail.attachments.entries()) {
    const name = fileNameOf(attachment, index);
    if (isExecutable(name)) {
      leftOut.push(name);
      continue;
    }
    const reference = attachment.cid ? `cid:${attachment.cid}` : null;
    const inline = reference !== null && (INLINE_IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(name)) && `${reply}${quoted ?? ''}`.includes(reference);
    const stored = await storeAttachment(db, context.files, owner, { name, size: attachment.content.length, content: attachment.content }, { isEmbedded: inline, isPublic: inline });
    // Shown where the mail placed it, by the public address an uploaded image in the text has.
    if (inline) {
      reply = reply.replaceAll(reference, stored.url);
      quoted = quoted?.replaceAll(reference, stored.url) ?? null;
    }
  }
  let html = sanitizeMessageHtml(reply);
  if (isBlankHtml(html) && leftOut.length === 0) html = `<p>${INGEST_TEXTS.noText}</p>`;
  html += leftOut.map((name) => `<p><em>${escapeHtml(INGEST_TEXTS.leftOut(name))}</em></p>`).join('');
  const quotedHtml = quoted === null ? null : sanitizeMessageHtml(quoted);
  await db
    .updateTable('messages')
    .set({ message: html, quoted_html: quotedHtml === null || isBlankHtml(quotedHtml) ? null : quotedHtml })
    .where('id', '=', message.id)
    .execute();

  if (thread && target.morphableType === 'tickets') await markCustomerReplied(actor, target.morphableId);
  // A deal's or phase's conversation: the customer spoke last.
  if (target.morphableType === 'message-threads') await markThreadStatus(db, tenantId, target.morphableId, THREAD_STATUS.customerReplied);
  else await untyped(db).updateTable('tickets').set({ updated_at: new Date() }).where('id', '=', target.morphableId).where('tenant_id', '=', tenantId).execute();

  const ticketId = target.morphableType === 'tickets' ? target.morphableId : null;
  const outcome: IngestOutcome = thread ? 'reply' : 'ticket';
  await db.updateTable('inbound_mails').set({ outcome, ticket_id: ticketId, stored_message_id: message.id }).where('id', '=', taken.id).execute();
  return { outcome, ticketId, messageId: message.id, reason: null };
}

/** A customer's reply puts the ticket in the tenant's 'customer replied' status, when it has one. */
export async function markCustomerReplied(actor: Actor, ticketId: number): Promise<void> {
  const status = await actor.db
    .selectFrom('ticket_statuses')
    .select('id')
    .where('tenant_id', '=', actor.tenantId)
    .where('internal_type', '=', CUSTOMER_REPLIED)
    .orderBy('order')
    .orderBy('id')
    .executeTakeFirst();
  if (!status) return;
  const ticket = await actor.db.selectFrom('tickets').select('status_id').where('id', '=', ticketId).executeTakeFirstOrThrow();
  if (ticket.status_id !== status.id) await updateRecord(actor, actor.resolve('tickets'), ticketId, { status_id: status.id });
}
