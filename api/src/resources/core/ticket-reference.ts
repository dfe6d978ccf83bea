import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { TIME_ZONE } from './common.ts';

/** "T-2026-00042": the year of creation and a number counting up per tenant within that year. */
export function formatReference(year: number, number: number): string {
  return `T-${year}-${String(number).padStart(5, '0')}`;
}

export function referenceYear(at: Date): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone: TIME_ZONE, year: 'numeric' }).format(at));
}

/** Any fixed number; with the tenant id it serializes reference numbering per tenant. */
const REFERENCE_LOCK = 7_310_226;

/**
 * The next free reference of the tenant. Deleted tickets keep theirs, so they count too. The lock
 * lasts until the creating transaction ends, so two tickets created at once never get the same one.
 */
export async function nextReference(db: Db, tenantId: number, at: Date): Promise<string> {
  const year = referenceYear(at);
  const prefix = `T-${year}-`;
  await sql`select pg_advisory_xact_lock(${REFERENCE_LOCK}, ${tenantId})`.execute(db);
  const { rows } = await sql<{ last: number }>`
    select coalesce(max(split_part(reference, '-', 3)::int), 0) as last
    from tickets
    where tenant_id = ${tenantId} and reference ~ ${`^${prefix}[0-9]{1,9}$`}
  `.execute(db);
  return formatReference(year, Number(rows[0].last) + 1);
}
