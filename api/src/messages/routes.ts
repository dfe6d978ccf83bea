import multipart from '@fastify/multipart';
import { sql } from 'kysely';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accessFor, authOf } from '../auth/guard.ts';
import { contactMessageErrors } from '../auth/contact-input.ts';
import { markCustomerReplied } from '../mail/ingest.ts';
import { bodyFields } from '../body.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/connection.ts';
import { HttpError, invalidField, notFound, unprocessable } from '../errors.ts';
import { findRecord, recordExists, untyped } from '../query/execute.ts';
import { actorFor, routeId, type IdParams } from '../resources/actions.ts';
import { inlineImageIds, isBlankHtml, sanitizeMessageHtml } from '../resources/message-html.ts';
import { isMorphType, messages, MORPH_TARGETS, parseMorphableId, type MorphType } from '../resources/messages.ts';
import { TOO_MUCH_TIME } from '../resources/core/durations.ts';
import { DESCRIPTION_MAX, startOfWork } from '../resources/core/time-rules.ts';
import { inputTexts } from '../resources/input.ts';
import { createRecord, updateRecord, type Actor } from '../resources/writer.ts';
import { storeAttachment, registerAttachmentRoutes, type StoredAttachment } from './attachments.ts';
import { deliverMessage, sendClosingNotification } from './deliver.ts';
import { markThreadStatus, THREAD_STATUS } from '../resources/back-office/message-thread-status.ts';
import { markFirstResponse } from '../resources/core/sla-due.ts';
import { idList, MULTIPART_LIMITS, readBody, registerUploadCleanup } from './multipart.ts';
import {
  exceedsAttachmentLimit,
  parseAction,
  parseMinutes,
  recipientErrors,
  recipientList,
  requiredFieldErrors,
  requiredFieldsOf,
  SEND_TEXTS,
  timeEntryErrors,
  withoutDuplicateNames,
  type MessageAction,
} from './send-rules.ts';

const EMPTY_MESSAGE = 'Het bericht is leeg.';
const UNKNOWN_TICKET = 'Het ticket bestaat niet.';
/** What a message cannot be written on: the ticket or the conversation (of a deal or project phase). */
const UNKNOWN_TARGET: Record<MorphType, string> = { tickets: UNKNOWN_TICKET, 'message-threads': 'Het gesprek bestaat niet.' };
const THREAD_TEXTS = {
  noClosing: 'Een gesprek kan niet worden gesloten; verstuur zonder de status te wijzigen.',
  noTime: 'Tijd schrijven kan alleen op een ticket.',
} as const;
/** Message types a client may set: a message copied onto a ticket made from it (core §7). */
const WRITABLE_TYPES = ['reply-from-message'];

async function hasEarlierMessage(db: Db, tenantId: number, ticketId: number, messageId: number): Promise<boolean> {
  const row = await db
    .selectFrom('messages')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('morphable_type', '=', 'tickets')
    .where('morphable_id', '=', ticketId)
    .where('id', '<>', messageId)
    .executeTakeFirst();
  return row !== undefined;
}

/** A tenant setting as stored (configs.ts); null when absent. */
export async function configOf(db: Db, tenantId: number, name: string): Promise<string | null> {
  const row = await db.selectFrom('configs').select('value').where('tenant_id', '=', tenantId).where('name', '=', name).executeTakeFirst();
  return row?.value ?? null;
}

/**
 * POST /messages (JSON or multipart, core §7): a note, or a message sent as e-mail with one of
 * the send variants; POST /messages/{id}/resend; PUT /messages/{id} pins and unpins; and the
 * attachment routes.
 */
export function registerMessageRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, events, resolve } = context;
  registerAttachmentRoutes(app, context);

  app.register(async (scope) => {
    await scope.register(multipart, { limits: MULTIPART_LIMITS });
    registerUploadCleanup(scope);
    scope.post('/messages', { config: { permission: 'messages.store' } }, async (request, reply) => {
      const auth = authOf(request);
      const tenant = request.tenant;
      const { fields: body, files } = await readBody(request, context.filesDir);
      const input = validateMessage(body, context);
      // A contact person's message is always the customer's own, visible to them; never a note or an e-mail.
      const fromContact = auth.user.is_operator === 0;
      if (fromContact) Object.assign(input.errors, contactMessageErrors(body));
      if (input.action.kind === 'send' && input.action.variant === 'close_no_notification' && (await configOf(db, tenant.id, 'notifications.client_ticket_closed')) !== '1') {
        input.errors.action ??= [SEND_TEXTS.noNotificationOff];
      }
      if (Object.keys(input.errors).length > 0) throw unprocessable(input.errors);
      const { action, morphType, morphId, html } = input;

      const target = resolve(MORPH_TARGETS[morphType]);
      const access = accessFor(request, resolve);
      const base = actorFor(request, context);
      const closing = action.kind === 'send' && action.variant !== 'no_change';

      const { id, moved } = await db.transaction().execute(async (trx) => {
        // Only a ticket or thread the caller may see can get a message from them.
        if (!(await recordExists(trx, access, target, morphId, resolve))) throw invalidField('morphable_id', UNKNOWN_TARGET[morphType]);
        const actor: Actor = { ...base, db: trx };
        const closedStatusId = closing ? await checkClosable(trx, tenant.id, morphId) : null;

        // Chosen files and images in the text; a name already taken is skipped (core §5).
        const chosen = await chosenAttachments(trx, tenant.id, morphType, morphId, [...input.attachmentIds, ...inlineImageIds(html)]);
        const kept = withoutDuplicateNames([...chosen.map((row) => ({ ...row, upload: null })), ...files.map((file) => ({ name: file.name, size: file.size, upload: file }))]);
        if (exceedsAttachmentLimit(kept)) throw unprocessable({ attachment_ids: [SEND_TEXTS.tooLarge] });

        const now = new Date();
        const inserted = await trx
          .insertInto('messages')
          .values({
            tenant_id: tenant.id,
            message: html,
            actor_id: auth.user.id,
            morphable_type: morphType,
            morphable_id: morphId,
            is_from_client: fromContact,
            send_to_client: action.kind === 'send',
            visible_to_client: fromContact || action.kind === 'send',
            is_pinned: false,
            is_sent: false,
            type: input.type,
            to: input.to.length > 0 ? input.to.join(', ') : null,
            cc: input.cc.length > 0 ? input.cc.join(', ') : null,
            bcc: input.bcc.length > 0 ? input.bcc.join(', ') : null,
            reply_to: action.kind === 'send' ? (context.mailer?.from ?? null) : null,
            time_spent: input.timeSpent > 0 ? input.timeSpent : null,
            activity_id: input.timeSpent > 0 ? input.activityId : null,
            description: input.timeSpent > 0 ? input.description : null,
            executed_at: input.timeSpent > 0 ? startOfWork(now, input.timeSpent) : null,
            data: closing ? JSON.stringify({ variant: action.kind === 'send' ? action.variant : null }) : null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const messageId = inserted.id;
        if (!fromContact && action.kind === 'send' && morphType === 'tickets') await markFirstResponse(trx, tenant.id, morphId, now);

        const keptIds = kept.flatMap((entry) => ('id' in entry && entry.upload === null ? [entry.id as number] : []));
        for (const row of chosen.filter((candidate) => keptIds.includes(candidate.id))) {
          // Files uploaded for this ticket or thread move onto the message; one of an earlier message is shared.
          if (row.morphable_type === morphType) {
            await untyped(trx).updateTable('attachments').set({ morphable_type: 'messages', morphable_id: messageId, updated_at: now }).where('id', '=', row.id).execute();
          } else {
            await untyped(trx)
              .insertInto('attachments')
              .values({
                tenant_id: tenant.id, name: row.name, size: row.size, extension: row.extension, url: row.url, morphable_type: 'messages', morphable_id: messageId,
                is_embedded: row.is_embedded, is_public: row.is_public, file_path: row.file_path, access_key: row.access_key, uploaded_by: auth.user.id,
              })
              .execute();
          }
        }
        for (const entry of kept) {
          if (!entry.upload) continue;
          await storeAttachment(trx, context.files, { tenantId: tenant.id, userId: auth.user.id, morphableType: 'messages', morphableId: messageId }, entry.upload, {
            isEmbedded: false,
            isPublic: false,
          });
        }

        if (input.timeSpent > 0) {
          await createRecord(actor, resolve('time-registrations'), {
            description: input.description,
            time_spent: input.timeSpent,
            executed_at: startOfWork(now, input.timeSpent).toISOString(),
            activity_id: input.activityId,
            morphable_type: morphType,
            morphable_id: morphId,
          });
        }
        if (closedStatusId !== null) await updateRecord(actor, resolve('tickets'), morphId, { status_id: closedStatusId });
        // An answer from the portal counts as the customer's reply, as one by e-mail does (the system moves the status, not
        // the contact); the message that opens a new ticket is no reply.
        if (fromContact && morphType === 'tickets' && (await hasEarlierMessage(trx, tenant.id, morphId, messageId))) {
          await markCustomerReplied({ db: trx, tenantId: tenant.id, resolve }, morphId);
        }
        // A new message moves its parent up in "last updated".
        await untyped(trx).updateTable(target.table).set({ updated_at: sql`now()` }).where('id', '=', morphId).where('tenant_id', '=', tenant.id).execute();
        return { id: messageId, moved: keptIds.length };
      });

      // Published only after the commit, so a listener that fetches the message finds it.
      try {
        if (morphType === 'tickets') await events.publish({
          tenant: tenant.subdomain,
          channel: `${tenant.subdomain}.ticket.${morphId}`,
          name: 'NewTicketMessage',
          payload: { message_id: id, actor_id: auth.user.id, ticket_id: morphId },
        });
      } catch (error) {
        request.log.error(error, 'Publishing NewTicketMessage failed');
      }

      let isSent = false;
      let sendError: string | null = null;
      if (action.kind === 'send') {
        const outcome = await deliverMessage(context, tenant.id, id);
        isSent = outcome.sent;
        sendError = outcome.error;
        if (isSent && morphType === 'message-threads') await markThreadStatus(db, tenant.id, morphId, THREAD_STATUS.operatorReplied);
        if (action.variant === 'close' && (await configOf(db, tenant.id, 'notifications.client_ticket_closed')) === '1') {
          await sendClosingNotification(context, tenant.id, morphId).catch((error: unknown) => request.log.error(error, 'Closing notification failed'));
        }
      }

      const data = await findRecord(db, access, messages, resolve, id, { include: [{ relation: 'actor', nested: [] }, { relation: 'attachments', nested: [] }], append: [] });
      reply.code(201);
      return {
        id,
        is_sent: isSent,
        attachments: moved,
        ...(action.kind === 'send' ? { message: isSent ? SEND_TEXTS.sent : SEND_TEXTS.notSent, error: sendError } : {}),
        data,
      };
    });
  });

  app.post('/messages/:id/resend', { config: { permission: 'messages.store' } }, async (request) => {
    const id = routeId(request as FastifyRequest<IdParams>);
    const access = accessFor(request, resolve);
    const found = await findRecord(db, access, messages, resolve, id, { include: [], append: [] });
    if (!found) throw notFound();
    if (!found.send_to_client || !found.to) throw unprocessable({ id: [SEND_TEXTS.notAMail] });
    if (found.is_sent) throw unprocessable({ id: [SEND_TEXTS.alreadySent] });
    if (!context.mailer) throw unprocessable({ action: [SEND_TEXTS.noSmtp] });
    const outcome = await deliverMessage(context, request.tenant.id, id);
    if (!outcome.sent) throw new HttpError(422, { message: `${SEND_TEXTS.notSent} ${outcome.error ?? ''}`.trim(), errors: { id: [outcome.error ?? SEND_TEXTS.notSent] } });
    if (found.morphable_type === 'message-threads') await markThreadStatus(db, request.tenant.id, Number(found.morphable_id), THREAD_STATUS.operatorReplied);
    const data = await findRecord(db, access, messages, resolve, id, { include: [{ relation: 'actor', nested: [] }, { relation: 'attachments', nested: [] }], append: [] });
    return { message: SEND_TEXTS.sent, is_sent: true, data };
  });

  // Pinning is the one change a stored message takes.
  app.put('/messages/:id', { config: { permission: 'messages.update' } }, async (request) => {
    const id = routeId(request as FastifyRequest<IdParams>);
    const body = bodyFields(request.body);
    const unknown = Object.keys(body).filter((name) => name !== 'is_pinned');
    if (unknown.length > 0) throw unprocessable({ [unknown[0]]: [`Het veld ${unknown[0]} kan niet gewijzigd worden.`] });
    if (typeof body.is_pinned !== 'boolean') throw unprocessable({ is_pinned: ['Vastzetten moet waar of onwaar zijn.'] });
    const access = accessFor(request, resolve);
    if (!(await recordExists(db, access, messages, id, resolve))) throw notFound();
    await db.updateTable('messages').set({ is_pinned: body.is_pinned, updated_at: new Date() }).where('id', '=', id).where('tenant_id', '=', request.tenant.id).execute();
    const data = await findRecord(db, access, messages, resolve, id, { include: [{ relation: 'actor', nested: [] }], append: [] });
    return { message: 'Item bijgewerkt.', data };
  });
}

interface ValidatedMessage {
  errors: Record<string, string[]>;
  action: MessageAction;
  morphType: MorphType;
  morphId: number;
  html: string;
  type: string | null;
  to: string[];
  cc: string[];
  bcc: string[];
  timeSpent: number;
  activityId: number | null;
  description: string;
  attachmentIds: number[];
}

/** Every rule that needs no database: action, object, text, recipients, time entry (core §5). */
function validateMessage(body: Record<string, unknown>, context: AppContext): ValidatedMessage {
  const errors: Record<string, string[]> = {};
  const morphType = body.morphable_type;
  if (!isMorphType(morphType)) errors.morphable_type = ['Onbekend type object.'];
  const morphId = parseMorphableId(body.morphable_id);
  if (morphId === null) errors.morphable_id = [isMorphType(morphType) ? UNKNOWN_TARGET[morphType] : UNKNOWN_TICKET];
  const action = parseAction(body.action);
  if (!action) errors.action = [SEND_TEXTS.unknownAction];
  else if (action.kind === 'send' && !context.mailer) errors.action = [SEND_TEXTS.noSmtp];
  else if (action.kind === 'send' && action.variant !== 'no_change' && morphType === 'message-threads') errors.action = [THREAD_TEXTS.noClosing];
  const html = typeof body.message === 'string' ? sanitizeMessageHtml(body.message) : '';
  if (isBlankHtml(html)) errors.message = [EMPTY_MESSAGE];
  const type = body.type === undefined || body.type === null || body.type === '' ? null : body.type;
  if (type !== null && (action?.kind !== 'note' || typeof type !== 'string' || !WRITABLE_TYPES.includes(type))) errors.type = ['Onbekend berichttype.'];

  const to = recipientList(body.to);
  const cc = recipientList(body.cc);
  const bcc = recipientList(body.bcc);
  if (action?.kind === 'send') Object.assign(errors, recipientErrors({ to, cc, bcc }));

  const timeSpent = parseMinutes(body.time_spent);
  // The time becomes a registration: more than a day is refused with the registration's own text.
  if (timeSpent === null) errors.time_spent = [parseMinutes(body.time_spent, Infinity) !== null ? TOO_MUCH_TIME : SEND_TEXTS.invalidTime];
  const activityId = body.activity_id === undefined || body.activity_id === null || body.activity_id === '' ? null : parseMorphableId(body.activity_id);
  if (activityId === null && body.activity_id !== undefined && body.activity_id !== null && body.activity_id !== '') errors.activity_id = ['Een gekozen item bestaat niet.'];
  const description = typeof body.description === 'string' ? body.description.trim() : '';
  if (description.length > DESCRIPTION_MAX) errors.description = [inputTexts.maxText('Beschrijving', DESCRIPTION_MAX)];
  Object.assign(errors, timeEntryErrors({ time_spent: timeSpent ?? 0, activity_id: activityId, description }));
  if ((timeSpent ?? 0) > 0 && morphType === 'message-threads') errors.time_spent = [THREAD_TEXTS.noTime];

  const attachmentIds = idList(body.attachment_ids);
  if (attachmentIds === null) errors.attachment_ids = [SEND_TEXTS.unknownAttachment];

  return {
    errors,
    action: action ?? { kind: 'note' },
    morphType: morphType as MorphType,
    morphId: morphId ?? 0,
    html,
    type: type as string | null,
    to,
    cc,
    bcc,
    timeSpent: timeSpent ?? 0,
    activityId,
    description,
    attachmentIds: attachmentIds ?? [],
  };
}

/**
 * Closing via send: every task done, the required fields of ticketing.ticket_fields_config filled
 * (core §4, §5). Answers the status to close with.
 */
async function checkClosable(db: Db, tenantId: number, ticketId: number): Promise<number> {
  const tasks = await untyped(db)
    .selectFrom('tasks')
    .select([sql<number>`count(*)::int`.as('total'), sql<number>`count(executed_at)::int`.as('done')])
    .where('tenant_id', '=', tenantId)
    .where('morphable_type', '=', 'tickets')
    .where('morphable_id', '=', ticketId)
    .executeTakeFirstOrThrow();
  if (tasks.done < tasks.total) throw unprocessable({ action: [SEND_TEXTS.tasksOpen(tasks.done, tasks.total)] });

  const required = requiredFieldsOf(parseJson(await configOf(db, tenantId, 'ticketing.ticket_fields_config')));
  if (required.length > 0) {
    const values = await ticketValues(db, tenantId, ticketId, required.map((entry) => entry.field));
    const errors = requiredFieldErrors(required, values);
    if (Object.keys(errors).length > 0) throw unprocessable(errors);
  }

  const closed = await db
    .selectFrom('ticket_statuses')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('internal_type', '=', 2)
    .orderBy('order')
    .orderBy('id')
    .executeTakeFirst();
  if (!closed) throw unprocessable({ action: [SEND_TEXTS.noClosedStatus] });
  return closed.id;
}

function parseJson(text: string | null): unknown {
  try {
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

/** Lists through the ticket's pivots; the rest from its own columns, else from its custom values. */
const TICKET_LISTS: Record<string, { pivot: string; key: string }> = {
  categories: { pivot: 'category_ticket', key: 'category_id' },
  category_ids: { pivot: 'category_ticket', key: 'category_id' },
  followers: { pivot: 'ticket_followers', key: 'user_id' },
};

async function ticketValues(db: Db, tenantId: number, ticketId: number, names: string[]): Promise<Record<string, unknown>> {
  const ticket = await untyped(db).selectFrom('tickets').selectAll().where('id', '=', ticketId).where('tenant_id', '=', tenantId).executeTakeFirstOrThrow();
  const values: Record<string, unknown> = {};
  for (const name of names) {
    const list = TICKET_LISTS[name];
    if (list) {
      values[name] = await untyped(db).selectFrom(list.pivot).select(list.key).where('ticket_id', '=', ticketId).execute();
    } else if (name in ticket && name !== 'tenant_id') {
      values[name] = ticket[name];
    } else {
      const custom = await db
        .selectFrom('custom_values')
        .select('value')
        .where('tenant_id', '=', tenantId)
        .where('morphable_type', '=', 'tickets')
        .where('morphable_id', '=', ticketId)
        .where('custom_field', '=', name)
        .executeTakeFirst();
      values[name] = custom?.value ?? null;
    }
  }
  return values;
}

type ChosenAttachment = StoredAttachment & { morphable_type: string; url: string; is_public: boolean; access_key: string | null };

/** The chosen attachments: uploaded for this ticket or thread, or on one of its messages; any other id is refused. */
async function chosenAttachments(db: Db, tenantId: number, morphType: MorphType, morphId: number, ids: number[]): Promise<ChosenAttachment[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = (await untyped(db)
    .selectFrom('attachments')
    .select(['id', 'name', 'size', 'extension', 'url', 'file_path', 'is_embedded', 'is_public', 'access_key', 'morphable_type'])
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', unique)
    .where((eb) =>
      eb.or([
        eb.and([eb('morphable_type', '=', morphType), eb('morphable_id', '=', morphId)]),
        eb.and([
          eb('morphable_type', '=', 'messages'),
          eb('morphable_id', 'in', eb.selectFrom('messages').select('id').where('tenant_id', '=', tenantId).where('morphable_type', '=', morphType).where('morphable_id', '=', morphId)),
        ]),
      ]),
    )
    .execute()) as ChosenAttachment[];
  if (rows.length !== unique.length) throw unprocessable({ attachment_ids: [SEND_TEXTS.unknownAttachment] });
  // In the order chosen, so the first of two files with one name is the one kept.
  return unique.map((id) => rows.find((row) => row.id === id)!);
}
