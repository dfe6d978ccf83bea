import { sql } from 'kysely';
import { notFound } from '../errors.ts';
import { recordExists } from '../query/execute.ts';
import { field, type ResourceDeclaration } from './declaration.ts';

/** A message body without its tags, as its vector indexed it. */
export const messageText = (alias: string) => sql<string>`regexp_replace(${sql.ref(`${alias}.message`)}, '<[^>]*>', ' ', 'g')`;

/** morphable_type values and the resource each one points at. */
export const MORPH_TARGETS = { tickets: 'tickets', 'message-threads': 'message-threads' } as const;
export type MorphType = keyof typeof MORPH_TARGETS;
export const isMorphType = (value: unknown): value is MorphType => typeof value === 'string' && Object.hasOwn(MORPH_TARGETS, value);

const messageFields = {
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
  original_email_from_name: field.string(),
  reply_to: field.string(),
  time_spent: field.integer(),
  activity_id: field.integer(),
  description: field.string(),
  executed_at: field.timestamp(),
  data: field.json(),
  send_error: field.string(),
  email_message_id: field.string(),
  email_in_reply_to: field.string(),
  email_references: field.text(),
  // Set when the message came in by e-mail (mail in): the folded history below the reply and the sender checks.
  quoted_html: field.text(),
  mail_auth: field.json(),
  mail_auth_failed: field.boolean(),
  created_at: field.timestamp(),
  updated_at: field.timestamp(),
};

/** How a mail's sender checks came out (SPF, DKIM, DMARC): for operators judging a message, not for the customer. */
const OPERATOR_ONLY_FIELDS = ['mail_auth'];

export const messages: ResourceDeclaration = {
  name: 'messages',
  route: 'messages',
  table: 'messages',
  // Writing goes through the routes of messages/routes.ts (multipart, sending), not the generic ones.
  permissions: { index: 'messages.index', show: 'messages.show', write: 'messages.store', pin: 'messages.update' },
  fields: messageFields,
  // Words in the body through its stored vector (migration 0027): Dutch stems and prefixes, read by its GIN index.
  searchable: [],
  fullText: { vector: 'search_vector', snippetField: 'message', snippetText: messageText, related: [] },
  relations: {
    actor: { kind: 'belongsTo', target: 'users', foreignKey: 'actor_id' },
    activity: { kind: 'belongsTo', target: 'activities', foreignKey: 'activity_id' },
    morphable: { kind: 'morphTo', typeField: 'morphable_type', idField: 'morphable_id', targets: MORPH_TARGETS },
    attachments: { kind: 'morphMany', target: 'attachments', typeField: 'morphable_type', idField: 'morphable_id', morphType: 'messages' },
  },
  defaultOrder: [['created_at', 'desc']],
  perPage: 10,
  // Visible with the ticket or thread; contact persons only see what was meant for them.
  ownership: { via: 'morphable', contact: (eb, alias) => eb(`${alias}.visible_to_client`, '=', true) },
  contactView: { fields: Object.keys(messageFields).filter((name) => !OPERATOR_ONLY_FIELDS.includes(name)) },
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
  // The messages of a ticket or thread exist only while it exists for this tenant and caller.
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

export function parseMorphableId(value: unknown): number | null {
  const number = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number > 0 && number <= 2147483647 ? number : null;
}
