import type { ResourceContext, Row } from '../declaration.ts';
import { untyped } from './common.ts';

/**
 * Whether another row of the tenant already holds this value in `column`; checked before writing so
 * the client gets a Dutch 422 instead of a unique-index failure.
 */
export async function takenByOther(
  { db, tenantId }: ResourceContext,
  table: string,
  column: string,
  value: unknown,
  existing: Row | null,
): Promise<boolean> {
  let query = untyped(db)
    .selectFrom(table)
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where(column, '=', value);
  if (existing) query = query.where('id', '!=', existing.id);
  return (await query.executeTakeFirst()) !== undefined;
}
