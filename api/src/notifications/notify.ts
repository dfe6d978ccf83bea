import type { Db } from '../db/connection.ts';
import { accessOfUser, restrictionOf } from '../auth/permissions.ts';
import { recordExists, untyped } from '../query/execute.ts';
import type { Resolve } from '../resources/declaration.ts';
import type { RecordChange } from '../live/changes.ts';
import {
  deliverable,
  excerpt,
  mentionedByName,
  mentionedUserIds,
  newlyAssignedOperator,
  notificationIntent,
  type NotificationIntent,
  type TicketFacts,
} from './rules.ts';
import { withoutMuted } from './settings.ts';

interface UserFacts {
  id: number;
  name: string;
  isOperator: boolean;
  active: boolean;
}

async function usersById(db: Db, tenantId: number, ids: number[]): Promise<Map<number, UserFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'prefix', 'last_name', 'is_operator', 'is_active', 'archived_at'])
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: [row.first_name, row.prefix, row.last_name].filter(Boolean).join(' '),
        isOperator: row.is_operator > 0,
        active: row.is_active && row.archived_at === null,
      },
    ]),
  );
}

async function ticketsById(db: Db, tenantId: number, ids: number[]): Promise<Map<number, TicketFacts & { operatorId: number | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('tickets')
    .select(['id', 'reference', 'description', 'operator_id'])
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', [...new Set(ids)])
    .where('deleted_at', 'is', null)
    .execute();
  return new Map(rows.map((row) => [row.id, { id: row.id, reference: row.reference, description: row.description, operatorId: row.operator_id }]));
}

/** Whether the user's roles let them open the ticket (an only_own_tickets operator mentioned elsewhere does not). */
async function canSeeTicket(db: Db, resolve: Resolve, tenantId: number, userId: number, ticketId: number): Promise<boolean> {
  const access = await accessOfUser(db, userId);
  if (!access.permissions.includes('tickets.show')) return false;
  const viewer = { userId, restriction: restrictionOf(1, access.roles), companyIds: access.companyIds, permissions: new Set(access.permissions) };
  return recordExists(db, { tenantId, viewer, resolve }, resolve('tickets'), ticketId, resolve);
}

/** The tenant's active operators by name, for mentions typed as text. */
async function operatorNames(db: Db, tenantId: number): Promise<Array<{ id: number; fullName: string }>> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'prefix', 'last_name'])
    .where('tenant_id', '=', tenantId)
    .where('is_operator', '>', 0)
    .where('is_active', '=', true)
    .where('archived_at', 'is', null)
    .execute();
  return rows.map((row) => ({ id: row.id, fullName: [row.first_name, row.prefix, row.last_name].filter(Boolean).join(' ') }));
}

/**
 * The notifications a request's committed changes call for (spec core §3 Notification):
 * a ticket handed to an operator by someone else, a customer's message on an operator's ticket,
 * an operator mentioned in a message or note.
 */
export async function notificationsFor(
  db: Db,
  resolve: Resolve,
  tenantId: number,
  actorId: number | null,
  changes: RecordChange[],
): Promise<NotificationIntent[]> {
  const assignments = changes.flatMap((change) => {
    const operatorId = newlyAssignedOperator(change, actorId);
    return operatorId === null ? [] : [{ ticketId: change.id, operatorId }];
  });
  const messageIds = changes.filter((change) => change.type === 'messages' && change.kind === 'created').map((change) => change.id);
  const messages =
    messageIds.length === 0
      ? []
      : await db
          .selectFrom('messages')
          .select(['id', 'message', 'actor_id', 'morphable_type', 'morphable_id', 'is_from_client'])
          .where('tenant_id', '=', tenantId)
          .where('id', 'in', messageIds)
          .where('morphable_type', '=', 'tickets')
          .execute();
  if (assignments.length === 0 && messages.length === 0) return [];

  const operators = messages.some((message) => (message.message ?? '').includes('@')) ? await operatorNames(db, tenantId) : [];
  const mentions = new Map(
    messages.map((message) => [message.id, [...new Set([...mentionedUserIds(message.message ?? ''), ...mentionedByName(message.message ?? '', operators)])]]),
  );
  const tickets = await ticketsById(db, tenantId, [...assignments.map((a) => a.ticketId), ...messages.map((m) => m.morphable_id)]);
  const users = await usersById(db, tenantId, [
    ...(actorId === null ? [] : [actorId]),
    ...assignments.map((a) => a.operatorId),
    ...messages.flatMap((m) => [...(m.actor_id === null ? [] : [m.actor_id]), ...mentions.get(m.id)!]),
    ...[...tickets.values()].flatMap((t) => (t.operatorId === null ? [] : [t.operatorId])),
  ]);
  const actorOf = (id: number | null) => ({ id, name: id === null ? null : (users.get(id)?.name ?? null) });
  const reachable = (userId: number) => users.get(userId)?.isOperator === true && users.get(userId)?.active === true;

  const intents: NotificationIntent[] = [];
  for (const { ticketId, operatorId } of assignments) {
    const ticket = tickets.get(ticketId);
    if (!ticket || !reachable(operatorId)) continue;
    intents.push(notificationIntent('assigned', operatorId, actorOf(actorId), ticket, ticket.description ?? ''));
  }
  for (const message of messages) {
    const ticket = tickets.get(message.morphable_id);
    if (!ticket) continue;
    const author = message.actor_id === null ? undefined : users.get(message.actor_id);
    const text = excerpt(message.message ?? '');
    const fromCustomer = message.is_from_client || (author !== undefined && !author.isOperator);
    if (fromCustomer && ticket.operatorId !== null && reachable(ticket.operatorId)) {
      intents.push(notificationIntent('new-message', ticket.operatorId, actorOf(message.actor_id), ticket, text));
    }
    if (!author?.isOperator) continue;
    for (const userId of mentions.get(message.id)!) {
      if (userId === author.id || !reachable(userId)) continue;
      if (!(await canSeeTicket(db, resolve, tenantId, userId, ticket.id))) continue;
      intents.push(notificationIntent('mentioned', userId, actorOf(author.id), ticket, text));
    }
  }
  return withoutMuted(db, deliverable(intents));
}

/** Stores the notifications; answers their ids with their users. */
export async function storeNotifications(db: Db, tenantId: number, intents: NotificationIntent[]): Promise<Array<{ id: number; user_id: number }>> {
  if (intents.length === 0) return [];
  return (await untyped(db)
    .insertInto('notifications')
    .values(
      intents.map((intent) => ({
        tenant_id: tenantId,
        user_id: intent.userId,
        type: intent.type,
        title: intent.title,
        data: JSON.stringify(intent.data),
        actor_id: intent.actorId,
        object_type: intent.objectType,
        object_id: intent.objectId,
      })),
    )
    .returning(['id', 'user_id'])
    .execute()) as Array<{ id: number; user_id: number }>;
}
