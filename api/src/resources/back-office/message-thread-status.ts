import type { Db } from '../../db/connection.ts';
import { anyDb } from './shared.ts';

/** MESSAGE_THREAD_STATUSES: who spoke last in a deal's or phase's conversation. */
export const THREAD_STATUS = { new: 1, customerReplied: 2, operatorReplied: 3 } as const;

/** Records who spoke last; the thread moves up in "last updated" with it. */
export async function markThreadStatus(db: Db, tenantId: number, threadId: number, statusId: number): Promise<void> {
  await anyDb(db)
    .updateTable('message_threads')
    .set({ status_id: statusId, updated_at: new Date() })
    .where('id', '=', threadId)
    .where('tenant_id', '=', tenantId)
    .execute();
}
