import { sql } from 'kysely';
import { embeddedThread, type Db } from './connection.ts';
import { migrate, underSchemaLock } from './migrate.ts';
import { seedTenant, tenantExists } from './seed.ts';

export const DEMO_TENANT = 'demo';
export const DEFAULT_DEMO_PASSWORD = 'Balie-demo-2026!';

export interface PreparedDatabase {
  /** Names of the migrations applied now. */
  migrated: string[];
  /** Whether the demo tenant was seeded now. */
  seeded: boolean;
}

/**
 * Brings a database up to date: pending migrations, then the demo tenant when `seed` asks for it and
 * it is missing. Run at every start of the REST service, and once on its own by the `migrate` role
 * before replicas start; the schema lock makes concurrent runs take turns.
 */
export async function prepareDatabase(db: Db, options: { seed: boolean; password: string }): Promise<PreparedDatabase> {
  const thread = embeddedThread(db);
  // Schema changes and statistics over a filled database may take minutes; requests wait for them anyway.
  const unlimited = <T,>(work: () => Promise<T>) => (thread ? thread.withoutTimeLimit(work) : work());
  return unlimited(async () => {
    const prepared = await underSchemaLock(db, async (trx) => {
      const migrated = await migrate(trx);
      if (!options.seed || (await tenantExists(trx, DEMO_TENANT))) return { migrated, seeded: false };
      await seedTenant(trx, { subdomain: DEMO_TENANT, name: 'Balie Demo', size: 'demo', password: options.password });
      return { migrated, seeded: true };
    });
    // Without planner statistics nested filters get plans that run for minutes (and the builder's
    // cost check sees wrong figures). A server's autovacuum comes only later to tables the seed just
    // filled. The embedded database has none: once running, its own vacuum pass keeps the statistics,
    // which it stores with its data, so only a new schema needs them gathered at start.
    if (prepared.seeded || (thread && prepared.migrated.length > 0)) await sql`analyze`.execute(db);
    return prepared;
  });
}
