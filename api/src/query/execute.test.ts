import {
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/connection.ts';
import { listRecords } from './execute.ts';
import { companies as companiesFixture, messages, resolveFixture as resolve, tickets } from './fixtures.ts';
import { parseListQuery } from './parse.ts';

type Row = Record<string, unknown>;

/** Answers queries from canned rows by table, and remembers every statement it was given. */
class RecordingDriver implements Driver {
  readonly statements: string[] = [];

  constructor(private readonly answer: (query: CompiledQuery) => Row[]) {}

  async init() {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return {
      executeQuery: async <R>(query: CompiledQuery): Promise<QueryResult<R>> => {
        this.statements.push(query.sql);
        return { rows: this.answer(query) as R[] };
      },
      streamQuery: () => {
        throw new Error('not used');
      },
    };
  }
  async beginTransaction() {}
  async commitTransaction() {}
  async rollbackTransaction() {}
  async releaseConnection() {}
  async destroy() {}
}

const TENANT = 999;

/** Where the fake database's writes stand; a test moves it to stand for a write. */
let writePosition = '0/100';

/** Fake rows per table: the ids asked for, or a page of 15 tickets / 6 companies / 12 messages. */
function cannedRows(query: CompiledQuery): Row[] {
  if (query.sql.includes('pg_current_wal_insert_lsn()')) return [{ position: writePosition }];
  if (query.sql.includes('count(*)::int as "total"')) return [{ total: 40 }];
  const ids = query.parameters.filter((value): value is number => typeof value === 'number' && value !== TENANT && value < 10_000);
  if (query.sql.startsWith('select "t"."id" as "id", "t"."reference"')) {
    if (query.sql.includes('"t"."id" in (')) return ids.map((id) => ({ id, reference: `T-${id}`, company_id: 1, operator_id: null, is_template: false }));
    if (query.sql.includes('"t"."company_id" in (')) {
      return ids.flatMap((companyId) => [1, 2].map((n) => ({ id: companyId * 100 + n, reference: `T-${companyId}-${n}`, company_id: companyId, __parent: companyId })));
    }
    return Array.from({ length: 15 }, (_, index) => ({
      id: 100 + index,
      reference: `T-2026-${index}`,
      company_id: (index % 3) + 1,
      operator_id: index % 2 === 0 ? 20 : null,
      price: '12.50',
      due_on: '2026-11-30',
      is_template: false,
      updated_at: new Date('2026-11-01T10:00:00Z'),
      messages_count: '3',
    }));
  }
  if (query.sql.includes('from "companies"')) {
    if (query.sql.includes('"t"."id" in (')) return ids.map((id) => ({ id, name: `Bedrijf ${id}`, country_id: 1 }));
    return Array.from({ length: 6 }, (_, index) => ({ id: index + 1, name: `Bedrijf ${index + 1}`, country_id: index % 2 === 0 ? 1 : null }));
  }
  if (query.sql.includes('from "countries"')) return ids.map((id) => ({ id, name: 'Nederland' }));
  if (query.sql.includes('from "users"')) {
    // Two contacts per company through the pivot.
    return ids.flatMap((companyId) => [1, 2].map((n) => ({ id: companyId * 10 + n, first_name: 'Jan', last_name: `Nummer ${n}`, full_name: `Jan Nummer ${n}`, __parent: companyId })));
  }
  if (query.sql.includes('from "messages"')) {
    if (query.sql.includes('"t"."morphable_id" in (')) {
      return ids.map((ticketId) => ({ id: ticketId * 10, message: '<p>Hoi</p>', morphable_type: 'tickets', morphable_id: ticketId, __parent: ticketId }));
    }
    return Array.from({ length: 12 }, (_, index) => ({
      id: index + 1,
      message: '<p>Hoi</p>',
      morphable_type: index % 3 === 0 ? 'companies' : 'tickets',
      morphable_id: index % 3 === 0 ? 2 : 200 + index,
    }));
  }
  throw new Error(`unexpected query ${query.sql}`);
}

function recordingDb() {
  const driver = new RecordingDriver(cannedRows);
  const db = new Kysely({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => driver,
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  }) as unknown as Db;
  return { db, driver };
}

describe('listRecords', () => {
  it('loads each relation with one query for the whole page, nested ones too', async () => {
    const { db, driver } = recordingDb();
    const query = parseListQuery(tickets, resolve, { builder: JSON.stringify({ with: ['company.country', 'messages'], withCount: ['messages'], append: ['_label'] }) });

    const page = await listRecords(db, TENANT, tickets, resolve, query);

    // write position, count, page, company, country, messages: 6 whatever the page size.
    expect(driver.statements).toHaveLength(6);
    expect(page).toMatchObject({ total: 40, per_page: 15, last_page: 3, from: 1, to: 15 });
    for (const ticket of page.data) {
      expect((ticket.company as Row).id).toBe(ticket.company_id);
      expect(((ticket.company as Row).country as Row | null)?.id ?? null).toBe((ticket.company as Row).country_id === 1 ? 1 : null);
      expect((ticket.messages as Row[]).map((message) => message.morphable_id)).toEqual([ticket.id]);
      // Counts are numbers, the parent marker never leaks.
      expect(ticket.messages_count).toBe(3);
      expect(ticket._label).toBe(`#${ticket.reference}`);
      expect(ticket).not.toHaveProperty('__parent');
      expect((ticket.messages as Row[])[0]).not.toHaveProperty('__parent');
    }
    // Money and dates on the wire: numbers and YYYY-MM-DD.
    expect(page.data[0]).toMatchObject({ price: 12.5, due_on: '2026-11-30' });
    // Related rows are asked for by their distinct ids, within the tenant.
    const companies = driver.statements.find((statement) => statement.includes('from "companies"'))!;
    expect(companies).toContain('"t"."tenant_id" = $1');
    expect(companies).toContain('"t"."id" in ($2, $3, $4)');
  });

  it('loads has-many and belongs-to-many relations per page, grouped by parent', async () => {
    const { db, driver } = recordingDb();
    const query = parseListQuery(companiesFixture, resolve, { builder: JSON.stringify({ with: ['tickets', 'contacts'] }) });
    const page = await listRecords(db, TENANT, companiesFixture, resolve, query);
    expect(driver.statements).toHaveLength(5);
    const pivot = driver.statements.find((statement) => statement.includes('from "users"'))!;
    expect(pivot).toContain('inner join "company_user" as "pivot" on "pivot"."user_id" = "t"."id"');
    expect(pivot).toContain('"pivot"."company_id" in (');
    for (const company of page.data) {
      expect((company.tickets as Row[]).every((ticket) => ticket.company_id === company.id)).toBe(true);
      expect((company.contacts as Row[]).map((contact) => contact.id)).toEqual([(company.id as number) * 10 + 1, (company.id as number) * 10 + 2]);
    }
  });

  it('loads a polymorphic relation with one query per target type', async () => {
    const { db, driver } = recordingDb();
    const query = parseListQuery(messages, resolve, { builder: JSON.stringify({ with: ['morphable'] }) });
    const page = await listRecords(db, TENANT, messages, resolve, query);
    expect(driver.statements).toHaveLength(5);
    for (const message of page.data) {
      const parent = message.morphable as Row;
      expect(parent.id).toBe(message.morphable_id);
      expect(Object.hasOwn(parent, message.morphable_type === 'tickets' ? 'reference' : 'country_id')).toBe(true);
    }
  });

  it('counts a list again only after a write moved the database on, and keeps each count apart', async () => {
    const { db, driver } = recordingDb();
    const counts = () => driver.statements.filter((statement) => statement.includes('count(*)::int as "total"')).length;
    const list = (builder: unknown) => listRecords(db, TENANT, companiesFixture, resolve, parseListQuery(companiesFixture, resolve, { builder: JSON.stringify(builder) }));
    await list({});
    await list({});
    expect(counts()).toBe(1);
    await list({ where: [['name', '=', 'Acme']] });
    expect(counts()).toBe(2);
    writePosition = '0/200';
    const after = await list({});
    expect(counts()).toBe(3);
    expect(after.total).toBe(40);
    // Another database handle (another database, a transaction) never shares them.
    const other = recordingDb();
    await listRecords(other.db, TENANT, companiesFixture, resolve, parseListQuery(companiesFixture, resolve, {}));
    expect(other.driver.statements.filter((statement) => statement.includes('count(*)::int as "total"'))).toHaveLength(1);
  });
});
