import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import { sql } from 'kysely';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accessFor, authOf } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/connection.ts';
import { HttpError, notFound, unprocessable } from '../errors.ts';
import { attachmentHeader } from '../exports/columns.ts';
import { messageIdDomain, referencesAfter } from '../mail/threading.ts';
import { storeAttachment } from '../messages/attachments.ts';
import { fromAddress, previousMail } from '../messages/deliver.ts';
import type { OutgoingAttachment } from '../messages/mailer.ts';
import { idList, MULTIPART_LIMITS, readBody, registerUploadCleanup } from '../messages/multipart.ts';
import { exceedsAttachmentLimit, SEND_TEXTS } from '../messages/send-rules.ts';
import { findRecord, untyped } from '../query/execute.ts';
import { routeId, type IdParams } from '../resources/actions.ts';
import { QUOTE_ACCEPTED } from '../resources/back-office/enums.ts';
import { createQuoteLink, quoteLinkPath } from '../resources/back-office/quote-links.ts';
import { isBlankHtml, sanitizeMessageHtml } from '../resources/message-html.ts';
import { loadQuoteDocument, type QuoteDocument } from './quote-data.ts';
import { quoteDefinition } from './quote-pdf.ts';
import { publicBase, quoteMessage, quoteSubject, withQuoteLink } from './quote-mail.ts';
import { renderPdf } from './pdf.ts';

const QUOTE_DECLINED = 4;
/** The deal's conversation: 3 Behandelaar gereageerd. */
const THREAD_OPERATOR_REPLIED = 3;

export const QUOTE_SEND_TEXTS = {
  sent: 'Offerte verstuurd!',
  noEmail: 'Offerte kan niet verzonden worden zonder email, zorg ervoor dat de offerte een contactpersoon met email gekoppeld heeft.',
  accepted: 'Deze offerte is al geaccepteerd en kan niet meer verzonden worden.',
  declined: 'Deze offerte is afgewezen en kan niet meer verzonden worden.',
  emptyMessage: 'Het bericht is leeg.',
  badAttachmentIds: 'Kies bestaande bestanden.',
  unknownAttachment: 'Een gekozen bestand hoort niet bij de berichten van deze deal.',
  noSmtp: 'Er is geen mailserver ingesteld; de offerte is niet verzonden.',
  refused: (reason: string) => `De mailserver weigerde de offerte: ${reason}. De offerte is niet verzonden.`,
} as const;

const pdfName = (quote: QuoteDocument) => `${quote.reference}.pdf`;

/** The quote as the caller may see it (the deal's company for company-bound roles), else 404. */
async function visibleQuote(request: FastifyRequest, context: AppContext): Promise<QuoteDocument> {
  const id = routeId(request as FastifyRequest<IdParams>);
  const visible = await findRecord(context.db, accessFor(request, context.resolve), context.resolve('quotes'), context.resolve, id, { include: [], append: [] });
  if (!visible) throw notFound();
  const quote = await loadQuoteDocument(context.db, request.tenant.id, id);
  if (!quote) throw notFound();
  return quote;
}

const messageSource = (quote: QuoteDocument) => ({
  reference: quote.reference,
  name: quote.name,
  clientFirstName: quote.client?.first_name ?? null,
  operatorName: quote.placeholders.operator_name ?? null,
  companyName: quote.tenant.name,
});

/** Files of earlier messages on the deal's thread, chosen again by id; every id must be one of them. */
async function threadAttachments(db: Db, tenantId: number, threadId: number | null, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = threadId
    ? await untyped(db)
        .selectFrom('attachments')
        .select(['id', 'name', 'size', 'file_path'])
        .where('tenant_id', '=', tenantId)
        .where('id', 'in', ids)
        .where('morphable_type', '=', 'messages')
        .where(
          'morphable_id',
          'in',
          untyped(db).selectFrom('messages').select('id').where('tenant_id', '=', tenantId).where('morphable_type', '=', 'message-threads').where('morphable_id', '=', threadId),
        )
        .execute()
    : [];
  if (rows.length !== new Set(ids).size) throw unprocessable({ attachment_ids: [QUOTE_SEND_TEXTS.unknownAttachment] });
  return rows as Array<{ id: number; name: string; size: number; file_path: string }>;
}

/** The deal's conversation, made on the spot for a deal that has none. */
async function dealThread(db: Db, tenantId: number, dealId: number): Promise<number> {
  const deal = await untyped(db).selectFrom('deals').select('message_thread_id').where('tenant_id', '=', tenantId).where('id', '=', dealId).executeTakeFirstOrThrow();
  if (deal.message_thread_id) return Number(deal.message_thread_id);
  const thread = await untyped(db).insertInto('message_threads').values({ tenant_id: tenantId, status_id: 1 }).returning('id').executeTakeFirstOrThrow();
  await untyped(db).updateTable('deals').set({ message_thread_id: thread.id }).where('id', '=', dealId).execute();
  return Number(thread.id);
}

/**
 * GET quotes/{id}/download (the PDF), GET quotes/{id}/message (the text to send it with) and
 * POST quotes/{id}/send (multipart message, attachment_ids and file[n]): the quote mailed to the
 * deal's contact with its PDF and a link to the public quote page, kept on the deal's thread.
 */
export function registerQuoteDocumentRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  app.get('/quotes/:id/download', { config: { permission: 'quotes.download' } }, async (request, reply) => {
    const quote = await visibleQuote(request, context);
    const pdf = await renderPdf(quoteDefinition(quote));
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', attachmentHeader(pdfName(quote)))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  app.get('/quotes/:id/message', { config: { permission: 'quotes.show' } }, async (request) => {
    const quote = await visibleQuote(request, context);
    return { data: { message: quoteMessage(messageSource(quote)), subject: quoteSubject(quote.reference, quote.name), to: quote.client?.email ?? null } };
  });

  app.register(async (scope) => {
    await scope.register(multipart, { limits: MULTIPART_LIMITS });
    registerUploadCleanup(scope);
    scope.post('/quotes/:id/send', { config: { permission: 'quotes.update' } }, async (request) => {
      const quote = await visibleQuote(request, context);
      const tenantId = request.tenant.id;
      const { fields, files } = await readBody(request, context.filesDir);

      if (quote.statusId === QUOTE_ACCEPTED) throw unprocessable({ status_id: [QUOTE_SEND_TEXTS.accepted] });
      if (quote.statusId === QUOTE_DECLINED) throw unprocessable({ status_id: [QUOTE_SEND_TEXTS.declined] });
      const to = quote.client?.email?.trim();
      if (!to || quote.dealId === null) throw unprocessable({ client_id: [QUOTE_SEND_TEXTS.noEmail] });
      const html = typeof fields.message === 'string' ? sanitizeMessageHtml(fields.message) : '';
      if (isBlankHtml(html)) throw unprocessable({ message: [QUOTE_SEND_TEXTS.emptyMessage] });
      const attachmentIds = idList(fields.attachment_ids);
      if (attachmentIds === null) throw unprocessable({ attachment_ids: [QUOTE_SEND_TEXTS.badAttachmentIds] });
      const mailer = context.mailer;
      if (!mailer) throw new HttpError(503, { message: QUOTE_SEND_TEXTS.noSmtp });

      const threadId = await dealThread(db, tenantId, quote.dealId);
      const chosen = await threadAttachments(db, tenantId, threadId, attachmentIds);
      const pdf = await renderPdf(quoteDefinition(quote));
      const sizes = [{ size: pdf.length }, ...chosen, ...files];
      if (exceedsAttachmentLimit(sizes)) throw unprocessable({ file: [SEND_TEXTS.tooLarge] });
      const again: OutgoingAttachment[] = [];
      for (const row of chosen) {
        const content = await context.files.read(row.file_path).catch(() => null);
        if (content) again.push({ filename: row.name, content });
      }
      const uploaded = await Promise.all(files.map(async (file) => ({ filename: file.name, content: await readFile(file.path) })));
      const attachments: OutgoingAttachment[] = [{ filename: pdfName(quote), content: pdf }, ...again, ...uploaded];

      const token = await createQuoteLink(db, tenantId, quote.id);
      const message = withQuoteLink(html, `${publicBase(context.publicUrl, request.protocol, request.host)}${quoteLinkPath(token)}`);
      // id 0: every earlier mail on the thread counts, as the new message has no row yet.
      const previous = await previousMail(db, tenantId, { id: 0, morphable_type: 'message-threads', morphable_id: threadId });
      const references = referencesAfter(previous ? { messageId: previous.email_message_id, references: previous.email_references } : null);
      const mailId = `<${randomUUID()}@${messageIdDomain(mailer.from)}>`;
      try {
        await mailer.send({
          from: await fromAddress(context, tenantId),
          to: [to],
          cc: [],
          bcc: [],
          replyTo: mailer.from,
          subject: quoteSubject(quote.reference, quote.name),
          html: message,
          attachments,
          messageId: mailId,
          inReplyTo: previous?.email_message_id ?? undefined,
          references,
        });
      } catch (error) {
        // A link that went out in no mail must not open the quote.
        await untyped(db).updateTable('quote_links').set({ expires_at: sql`now()` }).where('quote_id', '=', quote.id).where('used_at', 'is', null).execute();
        const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
        throw new HttpError(502, { message: QUOTE_SEND_TEXTS.refused(reason), errors: { message: [QUOTE_SEND_TEXTS.refused(reason)] } });
      }

      const userId = authOf(request).user.id;
      const messageId = await db.transaction().execute(async (trx) => {
        const inserted = await untyped(trx)
          .insertInto('messages')
          .values({
            tenant_id: tenantId,
            message,
            actor_id: userId,
            morphable_type: 'message-threads',
            morphable_id: threadId,
            is_from_client: false,
            send_to_client: true,
            visible_to_client: true,
            is_pinned: false,
            is_sent: true,
            to,
            reply_to: mailer.from,
            email_message_id: mailId,
            email_in_reply_to: previous?.email_message_id ?? null,
            email_references: references.length > 0 ? references.join(' ') : null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const owner = { tenantId, userId, morphableType: 'messages', morphableId: Number(inserted.id) };
        const flags = { isEmbedded: false, isPublic: false };
        await storeAttachment(trx, context.files, owner, { name: pdfName(quote), size: pdf.length, content: pdf }, flags);
        for (const file of again) await storeAttachment(trx, context.files, owner, { name: file.filename, size: file.content.length, content: file.content }, flags);
        for (const file of files) await storeAttachment(trx, context.files, owner, file, flags);
        await untyped(trx).updateTable('message_threads').set({ status_id: THREAD_OPERATOR_REPLIED, updated_at: sql`now()` }).where('id', '=', threadId).execute();
        await untyped(trx)
          .updateTable('quotes')
          .set({ status_id: 2, sent_at: sql`now()`, updated_at: sql`now()` })
          .where('tenant_id', '=', tenantId)
          .where('id', '=', quote.id)
          .execute();
        return Number(inserted.id);
      });
      const sent = await findRecord(db, accessFor(request, context.resolve), context.resolve('quotes'), context.resolve, quote.id, { include: [], append: [] });
      return { message: QUOTE_SEND_TEXTS.sent, message_id: messageId, data: sent };
    });
  });
}
