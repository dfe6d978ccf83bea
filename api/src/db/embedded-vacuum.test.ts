import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { embeddedThread, openDatabase } from './connection.ts';
import { embeddedVacuumPass, upkeepDue, type TableActivity } from './embedded-vacuum.ts';

const quiet: TableActivity = { table: 'tickets', live: 100_000, dead: 0, insertedSinceVacuum: 0, modifiedSinceAnalyze: 0 };

describe('upkeepDue', () => {
  it('leaves a table alone below the autovacuum thresholds', () => {
    expect(upkeepDue(quiet)).toBeNull();
    expect(upkeepDue({ ...quiet, dead: 20_050, insertedSinceVacuum: 21_000, modifiedSinceAnalyze: 10_050 })).toBeNull();
  });

  it('vacuums once dead rows pass 50 plus a fifth of the live ones', () => {
    expect(upkeepDue({ ...quiet, dead: 20_051 })).toBe('vacuum');
    expect(upkeepDue({ ...quiet, live: 0, dead: 51 })).toBe('vacuum');
  });

  it('vacuums after many inserts, so index-only scans find the pages all-visible', () => {
    expect(upkeepDue({ ...quiet, insertedSinceVacuum: 21_001 })).toBe('vacuum');
  });

  it('only analyzes when rows changed in place without leaving many dead ones', () => {
    expect(upkeepDue({ ...quiet, modifiedSinceAnalyze: 10_051 })).toBe('analyze');
  });
});

describe('embeddedVacuumPass', () => {
  it('removes the dead rows of rewritten rows and brings the statistics up to date', async () => {
    const db = await openDatabase({ statementTimeoutMs: 15_000 });
    try {
      const thread = embeddedThread(db)!;
      await sql`create table notes (id integer primary key, body text)`.execute(db);
      await sql`insert into notes select n, 'een' from generate_series(1, 2000) as n`.execute(db);
      await sql`update notes set body = 'twee' where id <= 1500`.execute(db);

      expect(await embeddedVacuumPass(db, thread)).toEqual([{ table: 'notes', upkeep: 'vacuum' }]);
      const { rows } = await sql<{ dead: number; live: number }>`
        select n_dead_tup::int as dead, n_live_tup::int as live from pg_stat_user_tables where relname = 'notes'`.execute(db);
      expect(rows).toEqual([{ dead: 0, live: 2000 }]);
      expect(await embeddedVacuumPass(db, thread)).toEqual([]);
    } finally {
      await db.destroy();
    }
  }, 60_000);
});
