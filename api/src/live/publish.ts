import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/connection.ts';
import type { EventBus, LiveEvent } from '../events/bus.ts';
import { notificationsFor, storeNotifications } from '../notifications/notify.ts';
import { untyped } from '../query/execute.ts';
import type { ResourceDeclaration, Resolve, Row } from '../resources/declaration.ts';
import { collectChanges, type ChangeCollector, type RecordChange } from './changes.ts';

/** A record a changed record points at: [resource, id]. Subscribers filter on these ("tasks of ticket 5"). */
export type ParentRef = [string, number];

export const RECORD_CHANGED = 'RecordChanged';
export const NOTIFICATION_ADDED = 'NotificationAdded';

export const recordsChannel = (subdomain: string) => `${subdomain}.records`;
export const userChannel = (subdomain: string, userId: number) => `${subdomain}.user.${userId}`;

function declarationOf(resolve: Resolve, type: string): ResourceDeclaration | undefined {
  try {
    return resolve(type);
  } catch {
    return undefined;
  }
}

/** The belongs-to and morph-to targets of a row, read from its foreign-key columns. */
export function parentsOf(declaration: ResourceDeclaration, row: Row): ParentRef[] {
  const parents: ParentRef[] = [];
  for (const relation of Object.values(declaration.relations)) {
    if (relation.kind === 'belongsTo') {
      const id = row[relation.foreignKey];
      if (typeof id === 'number') parents.push([relation.target, id]);
    } else if (relation.kind === 'morphTo') {
      const type = row[relation.typeField];
      const id = row[relation.idField];
      const target = typeof type === 'string' && Object.hasOwn(relation.targets, type) ? relation.targets[type] : undefined;
      if (target && typeof id === 'number') parents.push([target, id]);
    }
  }
  return parents;
}

function parentColumns(declaration: ResourceDeclaration): string[] {
  return Object.values(declaration.relations).flatMap((relation) =>
    relation.kind === 'belongsTo' ? [relation.foreignKey] : relation.kind === 'morphTo' ? [relation.typeField, relation.idField] : [],
  );
}

/** Parents of every change: one query per resource, after the commit; a removed row's parents come from its last values. */
async function parentsByChange(db: Db, resolve: Resolve, tenantId: number, changes: RecordChange[]): Promise<Map<RecordChange, ParentRef[]>> {
  const result = new Map<RecordChange, ParentRef[]>();
  const byType = new Map<string, RecordChange[]>();
  for (const change of changes) byType.set(change.type, [...(byType.get(change.type) ?? []), change]);
  for (const [type, group] of byType) {
    const declaration = declarationOf(resolve, type);
    const columns = declaration ? [...new Set(parentColumns(declaration))] : [];
    if (!declaration || columns.length === 0) continue;
    const table = declaration.table;
    // A computed key (a time registration's company, through its ticket or project) is read as its expression.
    const selections = columns.map((column) => {
      const expression = declaration.fields[column]?.expression;
      return expression ? expression(table).as(column) : `${table}.${column}`;
    });
    let query = untyped(db)
      .selectFrom(table)
      .select([`${table}.id`, ...selections])
      .where(`${table}.id`, 'in', [...new Set(group.map((change) => change.id))]);
    if (!declaration.shared) query = query.where(`${table}.tenant_id`, '=', tenantId);
    const rows = new Map(((await query.execute()) as Row[]).map((row) => [row.id as number, row]));
    for (const change of group) {
      const row = rows.get(change.id) ?? change.old;
      if (row) result.set(change, parentsOf(declaration, row));
    }
  }
  return result;
}

export interface Publisher {
  db: Db;
  events: EventBus;
  resolve: Resolve;
}

/**
 * After a commit: notifications the changes call for are stored, then every change goes out as a
 * small RecordChanged event (type, id, kind, actor, parents) and every notification as
 * NotificationAdded on its user's channel. Failures are logged, never the request's.
 */
export async function publishChanges(
  publisher: Publisher,
  tenant: { id: number; subdomain: string },
  actorId: number | null,
  changes: RecordChange[],
): Promise<void> {
  if (changes.length === 0) return;
  const intents = await notificationsFor(publisher.db, publisher.resolve, tenant.id, actorId, changes);
  await publish(publisher, tenant, actorId, changes, await storeNotifications(publisher.db, tenant.id, intents));
}

/** Notifications stored outside a request (the scheduler's SLA escalations) go out like a request's. */
export async function publishNotifications(publisher: Publisher, tenant: { id: number; subdomain: string }, stored: Array<{ id: number; user_id: number }>): Promise<void> {
  if (stored.length > 0) await publish(publisher, tenant, null, [], stored);
}

async function publish(
  publisher: Publisher,
  tenant: { id: number; subdomain: string },
  actorId: number | null,
  changes: RecordChange[],
  stored: Array<{ id: number; user_id: number }>,
): Promise<void> {
  const { db, events, resolve } = publisher;
  const all: RecordChange[] = [...changes, ...stored.map((row) => ({ type: 'notifications', id: row.id, kind: 'created' as const }))];
  const parents = await parentsByChange(db, resolve, tenant.id, all);
  const out: LiveEvent[] = all.map((change) => ({
    tenant: tenant.subdomain,
    channel: recordsChannel(tenant.subdomain),
    name: RECORD_CHANGED,
    payload: { type: change.type, id: change.id, kind: change.kind, actor_id: actorId, parents: parents.get(change) ?? [] },
  }));
  for (const row of stored) {
    out.push({
      tenant: tenant.subdomain,
      channel: userChannel(tenant.subdomain, row.user_id),
      name: NOTIFICATION_ADDED,
      payload: { notification_id: row.id, user_id: row.user_id },
    });
  }
  await Promise.all(out.map((event) => events.publish(event)));
}

declare module 'fastify' {
  interface FastifyRequest {
    liveChanges: ChangeCollector | null;
  }
}

/**
 * Every request that writes collects its changes (the writer's and every activity-log entry),
 * and a successful one publishes them just before its answer leaves: after the commit, and
 * before the caller can act on the answer.
 */
export function registerLivePublishing(app: FastifyInstance, context: AppContext): void {
  app.decorateRequest('liveChanges', null);
  app.addHook('preHandler', (request, _reply, done) => {
    if (request.method === 'GET' || request.method === 'HEAD') return done();
    const collector: ChangeCollector = { changes: [] };
    request.liveChanges = collector;
    collectChanges(collector, done);
  });
  app.addHook('onSend', async (request: FastifyRequest, reply, payload) => {
    const collector = request.liveChanges;
    if (!collector || collector.changes.length === 0 || reply.statusCode >= 400) return payload;
    request.liveChanges = null;
    try {
      await publishChanges(context, request.tenant, request.auth?.user.id ?? null, collector.changes);
    } catch (error) {
      request.log.error(error, 'Publishing record changes failed');
    }
    return payload;
  });
}
