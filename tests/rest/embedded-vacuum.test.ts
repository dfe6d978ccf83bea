import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type RunningApi } from '../support/api.ts';

const onPostgres = process.env.REST_DATABASE === 'postgres';

let server: RunningApi;

beforeAll(async () => {
  server = await startApi({ embeddedVacuumSeconds: 1 });
});

afterAll(async () => {
  await server?.close();
});

const deadTickets = async () =>
  (
    await sql<{ dead: number }>`select n_dead_tup::int as dead from pg_stat_user_tables where relname = 'tickets'`.execute(server.api.db)
  ).rows[0].dead;

// A PostgreSQL server has its own autovacuum; only the embedded database needs the service's passes.
describe.skipIf(onPostgres)('the embedded database', () => {
  it('is vacuumed by the running service once rewritten rows pass the thresholds', async () => {
    await sql`update tickets set updated_at = updated_at`.execute(server.api.db);
    await sql`select pg_stat_force_next_flush()`.execute(server.api.db);
    expect(await deadTickets()).toBeGreaterThan(500);

    let dead = Infinity;
    for (let waited = 0; waited < 20_000 && dead > 0; waited += 250) {
      await new Promise((done) => setTimeout(done, 250));
      dead = await deadTickets();
    }
    expect(dead).toBe(0);
  }, 60_000);
});
