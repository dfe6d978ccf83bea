import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { HttpError } from '../../errors.ts';
import { anyDb } from './shared.ts';

/**
 * Serialises a tenant's invoice exports, so numbers go out in order and none twice. A lease on the
 * tenant's sequence row works across processes on PostgreSQL and on PGlite alike, and unlike a
 * transaction it is not held open across the accounting package's HTTP call (PGlite has one
 * connection: an open transaction there would block every request). Within a process callers
 * queue up first, so they do not poll each other.
 */

/** Longer than any package call may take; a process that died holding it frees it when it runs out. */
const LEASE_SECONDS = 300;
const POLL_MS = 100;
/** How long an export waits for another process's export of the same tenant. */
const WAIT_MS = 60_000;

export const EXPORT_LOCK_TEXTS = {
  busy: 'Er loopt al een export van facturen; probeer het zo opnieuw.',
  leaseLost: 'De export duurde te lang en is niet opgeslagen; probeer het opnieuw.',
} as const;

const queues = new Map<number, Promise<unknown>>();

async function takeLease(db: Db, tenantId: number, holder: string): Promise<void> {
  const raw = anyDb(db);
  await raw.insertInto('invoice_number_sequences').values({ tenant_id: tenantId }).onConflict((conflict) => conflict.column('tenant_id').doNothing()).execute();
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const taken = await raw
      .updateTable('invoice_number_sequences')
      .set({ locked_by: holder, locked_until: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
      .where('tenant_id', '=', tenantId)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', sql`now()`)]))
      .returning('tenant_id')
      .executeTakeFirst();
    if (taken) return;
    if (Date.now() > deadline) throw new HttpError(503, { message: EXPORT_LOCK_TEXTS.busy });
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function releaseLease(db: Db, tenantId: number, holder: string): Promise<void> {
  await anyDb(db)
    .updateTable('invoice_number_sequences')
    .set({ locked_by: null, locked_until: null })
    .where('tenant_id', '=', tenantId)
    .where('locked_by', '=', holder)
    .execute();
}

/** Runs `work` holding the tenant's export lease; `work` gets the holder id to check it still holds it when it stores. */
export async function withInvoiceExportLock<T>(db: Db, tenantId: number, work: (holder: string) => Promise<T>): Promise<T> {
  const before = queues.get(tenantId) ?? Promise.resolve();
  const run = before.catch(() => undefined).then(async () => {
    const holder = randomUUID();
    await takeLease(db, tenantId, holder);
    try {
      return await work(holder);
    } finally {
      await releaseLease(db, tenantId, holder);
    }
  });
  queues.set(tenantId, run);
  try {
    return await run;
  } finally {
    if (queues.get(tenantId) === run) queues.delete(tenantId);
  }
}

/** Inside the storing transaction: the sequence row locked, still ours, with the last number issued. */
export async function heldSequence(trx: Db, tenantId: number, holder: string): Promise<{ lastNumber: number | null }> {
  const row = await anyDb(trx)
    .selectFrom('invoice_number_sequences')
    .select(['last_number', 'locked_by'])
    .where('tenant_id', '=', tenantId)
    .forUpdate()
    .executeTakeFirst();
  if (!row || row.locked_by !== holder) throw new HttpError(503, { message: EXPORT_LOCK_TEXTS.leaseLost });
  return { lastNumber: row.last_number === null ? null : Number(row.last_number) };
}
