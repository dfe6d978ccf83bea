import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/connection.ts';
import { notFound } from '../../errors.ts';
import { recordExists } from '../../query/execute.ts';
import { accessFor, routeId, type IdParams } from '../actions.ts';
import { THREAD_STATUS } from './message-thread-status.ts';
import { anyDb } from './shared.ts';

/**
 * The deal's conversation, made on first use when the deal has none (a thread removed, a deal from
 * an import). The row lock keeps two first messages from making two threads.
 */
export async function dealThreadId(db: Db, tenantId: number, dealId: number): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const deal = await anyDb(trx)
      .selectFrom('deals')
      .select('message_thread_id')
      .where('id', '=', dealId)
      .where('tenant_id', '=', tenantId)
      .forUpdate()
      .executeTakeFirst();
    if (!deal) return null;
    if (deal.message_thread_id !== null) return Number(deal.message_thread_id);
    const thread = await anyDb(trx)
      .insertInto('message_threads')
      .values({ tenant_id: tenantId, status_id: THREAD_STATUS.new })
      .returning('id')
      .executeTakeFirstOrThrow();
    await anyDb(trx).updateTable('deals').set({ message_thread_id: thread.id }).where('id', '=', dealId).execute();
    return Number(thread.id);
  });
}

/** POST /deals/{id}/message-thread: the deal's conversation to write in, made when it has none. */
export function registerDealThreadRoute(app: FastifyInstance, context: AppContext): void {
  app.post('/deals/:id/message-thread', { config: { permission: 'messages.store' } }, async (request) => {
    const id = routeId(request as FastifyRequest<IdParams>);
    const access = accessFor(request, context.resolve);
    if (!(await recordExists(context.db, access, context.resolve('deals'), id, context.resolve))) throw notFound();
    const threadId = await dealThreadId(context.db, request.tenant.id, id);
    if (threadId === null) throw notFound();
    return { message_thread_id: threadId };
  });
}
