import { recordExists } from '../../query/execute.ts';
import type { ResourceContext } from '../declaration.ts';
import { untyped } from './common.ts';

/**
 * Whether `type`/`id` names a record of this tenant the caller may see. The type is a resource name
 * ('tickets', 'project-lines'); a type whose resource is not part of this service names nothing.
 */
export async function morphTargetExists(
  { db, tenantId, resolve }: ResourceContext,
  type: unknown,
  id: unknown,
  /** Further resources a type may name (ticket templates share the type 'tickets'). */
  alike: Record<string, string[]> = {},
): Promise<boolean> {
  if (typeof type !== 'string' || typeof id !== 'number' || !Number.isInteger(id)) return false;
  for (const name of [type, ...(alike[type] ?? [])]) {
    let declaration;
    try {
      declaration = resolve(name);
    } catch {
      continue;
    }
    if (await recordExists(db, { tenantId, resolve }, declaration, id, resolve)) return true;
  }
  return false;
}

/** Archived tickets take no new time or articles; the spec's texts say what to do instead. */
export async function ticketArchived({ db, tenantId }: ResourceContext, ticketId: unknown): Promise<boolean> {
  if (typeof ticketId !== 'number') return false;
  const row = await db
    .selectFrom('tickets')
    .select('archived_at')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', ticketId)
    .executeTakeFirst();
  return row?.archived_at != null;
}

/** Lines on an invoice that went to the accounting package are final. */
export async function invoiceExported({ db, tenantId }: ResourceContext, invoiceId: unknown): Promise<boolean> {
  if (typeof invoiceId !== 'number') return false;
  const row = await untyped(db)
    .selectFrom('invoices')
    .select('exported_at')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', invoiceId)
    .executeTakeFirst();
  return row?.exported_at != null;
}
