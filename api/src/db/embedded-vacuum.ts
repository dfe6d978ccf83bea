import { sql } from 'kysely';
import type { Db } from './connection.ts';
import type { PGliteThread } from './pglite-thread.ts';

/** A table's activity since its last vacuum and analyze, as pg_stat_user_tables reports it. */
export interface TableActivity {
  table: string;
  live: number;
  dead: number;
  insertedSinceVacuum: number;
  modifiedSinceAnalyze: number;
}

export type Upkeep = 'vacuum' | 'analyze';

/**
 * PostgreSQL's own autovacuum thresholds (base plus scale factor of the live rows): dead rows are
 * removed before they bloat the table, inserted rows get their visibility map set so index-only
 * scans stay index-only, and the planner's statistics follow the changes.
 */
export function upkeepDue(activity: TableActivity): Upkeep | null {
  if (activity.dead > 50 + 0.2 * activity.live || activity.insertedSinceVacuum > 1000 + 0.2 * activity.live) return 'vacuum';
  if (activity.modifiedSinceAnalyze > 50 + 0.1 * activity.live) return 'analyze';
  return null;
}

/** One pass over the tables; returns what it did, per table. */
export async function embeddedVacuumPass(db: Db, thread: PGliteThread): Promise<Array<{ table: string; upkeep: Upkeep }>> {
  // The embedded server reports its statistics lazily: without this the last changes are not counted yet.
  await sql`select pg_stat_force_next_flush()`.execute(db);
  const { rows } = await sql<TableActivity>`
    select relname as "table", n_live_tup::float8 as live, n_dead_tup::float8 as dead,
      n_ins_since_vacuum::float8 as "insertedSinceVacuum", n_mod_since_analyze::float8 as "modifiedSinceAnalyze"
    from pg_stat_user_tables where schemaname = 'public' order by relname`.execute(db);
  const done: Array<{ table: string; upkeep: Upkeep }> = [];
  for (const activity of rows) {
    const upkeep = upkeepDue(activity);
    if (!upkeep) continue;
    const table = sql.table(activity.table);
    // A vacuum after a large import may take longer than one request's statement limit.
    await thread.withoutTimeLimit(() => (upkeep === 'vacuum' ? sql`vacuum (analyze) ${table}` : sql`analyze ${table}`).execute(db));
    done.push({ table: activity.table, upkeep });
  }
  return done;
}

export interface EmbeddedVacuum {
  close(): Promise<void>;
}

/**
 * The embedded database has no autovacuum: without this, every rewritten row (a ticket whose
 * conversation grew, a status change) stays behind as a dead row and lists and counts slow down
 * as the data ages. A server's own autovacuum does this for PostgreSQL.
 */
export function startEmbeddedVacuum(db: Db, thread: PGliteThread, intervalMs: number, log: (message: string, error: unknown) => void): EmbeddedVacuum {
  let running: Promise<unknown> | null = null;
  let closed = false;
  const timer = setInterval(() => {
    // A pass still busy (a large table) is not queued behind.
    if (closed || running) return;
    running = embeddedVacuumPass(db, thread)
      .catch((error) => log('Embedded vacuum failed', error))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    async close() {
      closed = true;
      clearInterval(timer);
      await running;
    },
  };
}
