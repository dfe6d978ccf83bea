import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { accessFor, authOf } from '../auth/guard.ts';
import { bodyFields } from '../body.ts';
import type { AppContext } from '../context.ts';
import { invalidField, notFound, unprocessable } from '../errors.ts';
import type { AnyDb } from '../query/compile.ts';
import { findRecord, recordExists } from '../query/execute.ts';
import { field, type ResourceDeclaration } from './declaration.ts';
import { isBlankHtml, sanitizeMessageHtml } from './message-html.ts';

/** morphable_type values and the resource each one points at. */
const MORPH_TARGETS = { tickets: 'tickets' } as const;
type MorphType = keyof typeof MORPH_TARGETS;
const isMorphType = (value: unknown): value is MorphType => typeof value === 'string' && Object.hasOwn(MORPH_TARGETS, value);

const EMPTY_MESSAGE = 'Het bericht is leeg.';

export const messages: ResourceDeclaration = {
  name: 'messages',
  route: 'messages',
  table: 'messages',
  permissions: { index: 'messages.index', show: 'messages.show', store: 'messages.store' },
  fields: {
    id: field.integer(),
    message: field.text(),
    actor_id: field.integer(),
    morphable_type: field.string(),
    morphable_id: field.integer(),
    is_from_client: field.boolean(),
    send_to_client: field.boolean(),
    visible_to_client: field.boolean(),
    is_pinned: field.boolean(),
    is_sent: field.boolean(),
    type: field.string(),
    to: field.string(),
    cc: field.string(),
    bcc: field.string(),
    original_email_from: field.string(),
    created_at: field.timestamp(),
    updated_at: field.timestamp(),
  },
  searchable: ['message'],
  relations: {
    actor: { kind: 'belongsTo', target: 'users', foreignKey: 'actor_id' },
    morphable: { kind: 'morphTo', typeField: 'morphable_type', idField: 'morphable_id', targets: MORPH_TARGETS },
    attachments: { kind: 'morphMany', target: 'attachments', typeField: 'morphable_type', idField: 'morphable_id', morphType: 'messages' },
  },
  defaultOrder: [['created_at', 'desc']],
  perPage: 10,
  // Visible with the ticket; contact persons only see what was meant for them.
  ownership: { via: 'morphable', contact: (eb, alias) => eb(`${alias}.visible_to_client`, '=', true) },
  label: { singular: 'Bericht', plural: 'berichten' },
  // The kinds of the spec: a note stays internal, a message went to or came from a client.
  scopes: {
    whereIsNote: (eb, alias) =>
      eb.and([
        eb(`${alias}.is_from_client`, '=', false),
        eb(`${alias}.send_to_client`, '=', false),
        eb(`${alias}.type`, 'is', null),
      ]),
    whereIsMessage: (eb, alias) =>
      eb.and([
        eb.or([eb(`${alias}.is_from_client`, '=', true), eb(`${alias}.send_to_client`, '=', true)]),
        eb.or([eb(`${alias}.to`, 'is not', null), eb(`${alias}.original_email_from`, 'is not', null)]),
        eb(`${alias}.type`, 'is', null),
      ]),
    whereIsPinned: (eb, alias) => eb(`${alias}.is_pinned`, '=', true),
  },
  // The messages of a ticket exist only while the ticket exists for this tenant.
  beforeList: async ({ db, tenantId, resolve }, query) => {
    const equal = (name: string) =>
      query.conditions.find((condition) => condition.kind === 'compare' && condition.field === name && condition.op === '=');
    const id = equal('morphable_id');
    if (id?.kind !== 'compare') return;
    const type = equal('morphable_type');
    const morphType = type?.kind === 'compare' ? type.value : 'tickets';
    if (!isMorphType(morphType)) return;
    if (!(await recordExists(db, tenantId, resolve(MORPH_TARGETS[morphType]), Number(id.value)))) throw notFound();
  },
};

function parseMorphableId(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 && number <= 2147483647 ? number : null;
}

export function registerMessageRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, events, resolve } = context;

  app.post('/messages', { config: { permission: messages.permissions!.store } }, async (request, reply) => {
    const auth = authOf(request);
    const tenant = request.tenant;
    const body = bodyFields(request.body);
    const errors: Record<string, string[]> = {};

    const morphType = body.morphable_type;
    if (!isMorphType(morphType)) errors.morphable_type = ['Onbekend type object.'];
    const morphId = parseMorphableId(body.morphable_id);
    if (morphId === null) errors.morphable_id = ['Het ticket bestaat niet.'];
    const action = body.action ?? 'note';
    if (typeof action === 'string' && action.startsWith('send')) {
      errors.action = ['Berichten per e-mail versturen is nog niet mogelijk.'];
    } else if (action !== 'note') {
      errors.action = ['Onbekende actie.'];
    }
    const html = typeof body.message === 'string' ? sanitizeMessageHtml(body.message) : '';
    if (isBlankHtml(html)) errors.message = [EMPTY_MESSAGE];
    if (Object.keys(errors).length > 0) throw unprocessable(errors);

    const target = resolve(MORPH_TARGETS[morphType as MorphType]);
    // Only a ticket the caller may see can get a message from them.
    const access = accessFor(request, resolve);
    const id = await db.transaction().execute(async (trx) => {
      if (!(await recordExists(trx, access, target, morphId!, resolve))) {
        throw invalidField('morphable_id', 'Het ticket bestaat niet.');
      }
      // A new message moves its parent up in "last updated".
      await (trx as unknown as AnyDb)
        .updateTable(target.table)
        .set({ updated_at: sql`now()` })
        .where('id', '=', morphId)
        .where('tenant_id', '=', tenant.id)
        .execute();
      const inserted = await trx
        .insertInto('messages')
        .values({
          tenant_id: tenant.id,
          message: html,
          actor_id: auth.user.id,
          morphable_type: morphType as MorphType,
          morphable_id: morphId!,
          is_from_client: false,
          send_to_client: false,
          visible_to_client: false,
          is_pinned: false,
          is_sent: false,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return inserted.id;
    });

    // Published only after the commit, so a listener that fetches the message finds it.
    try {
      await events.publish({
        tenant: tenant.subdomain,
        channel: `${tenant.subdomain}.ticket.${morphId}`,
        name: 'NewTicketMessage',
        payload: { message_id: id, actor_id: auth.user.id, ticket_id: morphId },
      });
    } catch (error) {
      request.log.error(error, 'Publishing NewTicketMessage failed');
    }

    const data = await findRecord(db, access, messages, resolve, id, { include: [{ relation: 'actor', nested: [] }], append: [] });
    reply.code(201);
    return { id, is_sent: false, data };
  });
}
