import { sql, type Transaction } from 'kysely';
import { permissionCatalogue, syncPermissions, syncRoles } from '../auth/permissions.ts';
import { syncConfigs } from '../resources/configs.ts';
import { declarations } from '../resources/registry.ts';
import type { Db } from './connection.ts';
import { migrations } from './migrations.ts';
import type { Database } from './schema.ts';

/** Any fixed number; every process that changes the schema or seeds takes this lock first. */
const SCHEMA_LOCK = 7_310_226_001;

/**
 * Runs `work` in one transaction holding the schema lock, so two processes starting at once
 * apply migrations and seeds one after the other instead of twice.
 */
export async function underSchemaLock<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SCHEMA_LOCK}::bigint)`.execute(trx);
    return work(trx);
  });
}

/** Applies the migrations not yet recorded, then brings permissions, standard roles and config keys of every tenant up to date. */
export async function migrate(trx: Transaction<Database>): Promise<string[]> {
  await sql`create table if not exists schema_migrations (
    name text primary key,
    applied_at timestamptz not null default now()
  )`.execute(trx);
  const applied = new Set((await trx.selectFrom('schema_migrations').select('name').execute()).map((row) => row.name));
  const pending = migrations.filter((migration) => !applied.has(migration.name));
  // A migration over a filled database (a new column on millions of messages) may take minutes.
  if (pending.length > 0) await sql`set local statement_timeout = 0`.execute(trx);
  for (const migration of pending) {
    for (const statement of migration.statements) await sql.raw(statement).execute(trx);
    await trx.insertInto('schema_migrations').values({ name: migration.name }).execute();
  }
  await syncPermissions(trx, permissionCatalogue(declarations));
  await syncRoles(trx);
  await syncConfigs(trx);
  return pending.map((migration) => migration.name);
}
