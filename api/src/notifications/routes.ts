import { sql } from 'kysely';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authOf } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import { notFound } from '../errors.ts';
import { noteChanges } from '../live/changes.ts';
import { untyped } from '../query/execute.ts';
import { routeId } from '../resources/actions.ts';

export const notificationTexts = {
  allRead: 'Alle notificaties zijn gelezen.',
} as const;

const PERMISSION = 'notifications.index';

/** Spec core §7: a user marks their own notifications read, one by one (toggle) or all at once. */
export function registerNotificationRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  app.post('/notifications/mark-all-read', { config: { permission: PERMISSION } }, async (request) => {
    const rows = (await untyped(db)
      .updateTable('notifications')
      .set({ read_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
      .where('tenant_id', '=', request.tenant.id)
      .where('user_id', '=', authOf(request).user.id)
      .where('read_at', 'is', null)
      .returning('id')
      .execute()) as Array<{ id: number }>;
    noteChanges(rows.map((row) => ({ type: 'notifications', id: row.id, kind: 'updated' })));
    return { message: notificationTexts.allRead, count: rows.length };
  });

  app.post('/notifications/:id/toggle-read', { config: { permission: PERMISSION } }, async (request) => {
    const id = routeId(request as FastifyRequest<{ Params: { id: string } }>);
    const row = (await untyped(db)
      .updateTable('notifications')
      .set({ read_at: sql<Date | null>`case when read_at is null then now() else null end`, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .where('tenant_id', '=', request.tenant.id)
      .where('user_id', '=', authOf(request).user.id)
      .returning('read_at')
      .executeTakeFirst()) as { read_at: Date | string | null } | undefined;
    if (!row) throw notFound();
    noteChanges([{ type: 'notifications', id, kind: 'updated' }]);
    return { read_at: row.read_at === null ? null : new Date(row.read_at).toISOString() };
  });
}
