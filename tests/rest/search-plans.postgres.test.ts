import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listQueries } from '../../api/src/query/compile.ts';
import { parseListQuery } from '../../api/src/query/parse.ts';
import { resolve } from '../../api/src/resources/registry.ts';
import { startApi, type RunningApi } from '../support/api.ts';

// The planner's choices on a PostgreSQL server; this file runs only with REST_DATABASE=postgres
// (vitest.config.ts), the embedded database plans for itself.

let server: RunningApi;
let db: Kysely<any>;
let tenantId: number;

beforeAll(async () => {
  server = await startApi();
  db = server.api.db as unknown as Kysely<any>;
  tenantId = (await db.selectFrom('tenants').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow()).id;
});

afterAll(async () => {
  await server?.close();
});

describe('ticket search on PostgreSQL', () => {
  it('reads tickets and messages through their indexes, never by scanning them', { timeout: 120_000 }, async () => {
    const status = await db.selectFrom('ticket_statuses').select('id').where('tenant_id', '=', tenantId).orderBy('id').executeTakeFirstOrThrow();
    const words = sql`(array['printer','netwerk','factuur','laptop','wachtwoord','storing','scherm','mail'])`;
    // Bulk rows in one go: past the service's statement limit on a busy machine.
    await db.transaction().execute(async (trx) => {
      await sql`set local statement_timeout = 0`.execute(trx);
      // Spread over 400 companies, as a service desk's tickets are: all on one company, the planner
      // rightly expects a name that matches a company to bring thousands of tickets, and scans.
      await sql`insert into companies (tenant_id, name) select ${tenantId}, 'Klant ' || md5(i::text) from generate_series(1, 400) i`.execute(trx);
      await sql`insert into tickets (tenant_id, reference, description, status_id, company_id)
        select ${tenantId}, 'S-' || i, ${words}[1 + i % 8] || ' ' || md5(i::text), ${status.id}, c.id
        from generate_series(1, 40000) i
        join (select id, row_number() over (order by id) - 1 as n from companies where tenant_id = ${tenantId} and name like 'Klant %') c on c.n = i % 400`.execute(trx);
      await sql`insert into messages (tenant_id, message, morphable_type, morphable_id)
        select ${tenantId}, '<p>' || ${words}[1 + (t.id + n) % 8] || ' ' || md5((t.id * 10 + n)::text) || '</p>', 'tickets', t.id
        from tickets t, generate_series(1, 4) n where t.reference like 'S-%'`.execute(trx);
      await sql`insert into attachments (tenant_id, name, url, morphable_type, morphable_id)
        select ${tenantId}, md5(t.id::text) || '.pdf', '/x', 'tickets', t.id from tickets t where t.reference like 'S-%'`.execute(trx);
    });
    // Statistics from every row, not a sample: a sample of 40,000 tickets now and then made the
    // planner expect hundreds of matches for a reference and scan.
    await db.transaction().execute(async (trx) => {
      await sql`set local default_statistics_target = 10000`.execute(trx);
      await sql`analyze tickets, messages, attachments, companies, users`.execute(trx);
    });

    // A rare word and part of a reference; a word in an eighth of all rows is rightly read by a scan.
    for (const s of ['kwikstaart', 'S-1234']) {
      const queries = listQueries(db, resolve('tickets'), resolve, tenantId, parseListQuery(resolve('tickets'), resolve, { s }));
      for (const query of [queries.count, queries.page]) {
        const compiled = query.compile();
        const plan = (await db.executeQuery({ ...compiled, sql: `explain ${compiled.sql}` })).rows.map((row: any) => row['QUERY PLAN']).join('\n');
        // The big tables; a few thousand attachments of unique names the planner may still scan.
        expect(plan, `${s}\n${plan}`).not.toMatch(/Seq Scan on (tickets|messages)\b/);
        expect(plan).toMatch(/Bitmap Index Scan on tickets_conversation_vector/);
      }
    }
  });
});
