import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { containsPattern, listQueries, mayBeSplit, pageWindow, scoped, SPLIT_MIN, splitsByRelevance, type Access, type AnyDb } from './compile.ts';
import { companies, contacts, messages, permissions, resolveFixture as resolve, tickets } from './fixtures.ts';
import { parseListQuery } from './parse.ts';
import type { ResourceDeclaration } from '../resources/declaration.ts';
import type { Viewer } from './types.ts';

// Compiles PostgreSQL without a connection.
const db: AnyDb = new Kysely({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

const TENANT = 7;

function compile(declaration = tickets, builder: unknown = {}, extra: { page?: string; s?: string } = {}, scope: number | Access = TENANT, total?: number) {
  const query = parseListQuery(declaration, resolve, { builder: JSON.stringify(builder), ...extra });
  const { count, page } = listQueries(db, declaration, resolve, scope, query, total);
  return { count: count.compile(), page: page.compile() };
}

const viewer = (restriction: Viewer['restriction'], companyIds: number[] = []): Access => ({
  tenantId: TENANT,
  viewer: { userId: 42, restriction, companyIds, permissions: new Set(['companies.index', 'contacts.index', 'tickets.index', 'messages.index']) },
  resolve,
});

describe('listQueries', () => {
  it('scopes to the tenant, the base scope and live rows, selects only declared fields, pages with parameters', () => {
    const { count, page } = compile(tickets, {}, { page: '3' });
    expect(count.sql).toBe(
      'select count(*)::int as "total" from "tickets" as "t" where "t"."tenant_id" = $1 and "t"."is_template" = $2 and "t"."deleted_at" is null',
    );
    expect(count.parameters).toEqual([TENANT, false]);
    expect(page.sql).toMatch(/^select "t"\."id" as "id", "t"\."reference" as "reference", .* from "tickets" as "t" where/);
    // Dates leave as text, so no driver shifts them by a time zone.
    expect(page.sql).toContain('"t"."due_on"::text as "due_on"');
    expect(page.sql).toMatch(/order by "t"\."updated_at" desc, "t"\."id" desc limit \$3 offset \$4$/);
    expect(page.parameters).toEqual([TENANT, false, 15, 30]);
  });

  it('binds every client value as a parameter', () => {
    const hostile = "x' or 1=1; drop table tickets; --";
    const { page } = compile(tickets, {
      where: [['description', 'like', hostile], ['status_id', '!=', 2]],
      whereIn: [['operator_id', [3, 4]]],
      whereBetween: [['created_at', ['2026-01-01', '2026-02-01']]],
      whereNull: ['company_id'],
    });
    expect(page.sql).not.toContain(hostile);
    expect(page.sql).toContain('"t"."description" like $3');
    expect(page.sql).toContain('"t"."status_id" <> $4');
    expect(page.sql).toContain('"t"."operator_id" in ($5, $6)');
    expect(page.sql).toContain('"t"."created_at" between $7 and $8');
    expect(page.sql).toContain('"t"."company_id" is null');
    expect(page.parameters.slice(2, 8)).toEqual([hostile, 2, 3, 4, '2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z']);
  });

  it('matches nothing for an empty whereIn instead of writing invalid SQL', () => {
    expect(compile(tickets, { whereIn: [['status_id', []]] }).count.sql).toMatch(/and false$/);
  });

  it('shows only the soft-deleted rows with onlyTrashed', () => {
    const { count } = compile(tickets, { onlyTrashed: true });
    expect(count.sql).toContain('"t"."deleted_at" is not null');
    expect(count.sql).not.toContain('"t"."deleted_at" is null');
  });

  it('searches every term in own columns and through belongs-to relations of the same tenant, with s and fullSearch alike', () => {
    const { count } = compile(tickets, {}, { s: 'printer 50%' });
    expect(count.sql).toContain('"t"."reference" ilike $3');
    expect(count.sql).toContain(
      'exists (select 1 as "found" from "companies" as "t_company" where "t_company"."id" = "t"."company_id" and "t_company"."tenant_id" = $4 and "t_company"."name" ilike $5)',
    );
    expect(count.parameters).toEqual([TENANT, false, '%printer%', TENANT, '%printer%', '%50\\%%', TENANT, '%50\\%%']);
    expect(compile(tickets, { fullSearch: 'printer 50%' }).count).toEqual(count);
  });

  it('sorts by the requested columns and keeps id last as a tie-breaker', () => {
    const { page } = compile(tickets, { orderBy: [['reference', 'asc'], ['created_at', 'desc']] });
    expect(page.sql).toMatch(/order by "t"\."reference" asc, "t"\."created_at" desc, "t"\."id" desc limit/);
    expect(compile(tickets, { orderBy: [['id', 'asc']] }).page.sql).toMatch(/order by "t"\."id" asc limit/);
  });

  it('compiles named scopes of the declaration', () => {
    expect(compile(tickets, { whereOpen: true }).count.sql).toContain('"t"."status_id" = $3');
  });

  it('compiles whereHas over a belongs-to relation with the related builder, in the related scope', () => {
    const { count } = compile(tickets, { whereHas: [['company', { where: [['name', 'like', '%bv%']] }]] });
    expect(count.sql).toContain(
      'exists (select 1 as "found" from "companies" as "t_company" where "t_company"."id" = "t"."company_id" and "t_company"."tenant_id" = $3 and "t_company"."name" like $4)',
    );
  });

  it('compiles whereHas over has-many, belongs-to-many and nested paths', () => {
    const hasMany = compile(companies, { whereHas: [['tickets', { whereIn: [['status_id', [1, 4]]] }]] }).count.sql;
    expect(hasMany).toContain('from "tickets" as "t_tickets" where "t_tickets"."company_id" = "t"."id" and "t_tickets"."tenant_id" = $2');
    expect(hasMany).toContain('"t_tickets"."deleted_at" is null and "t_tickets"."status_id" in ($4, $5)');
    const pivot = compile(companies, { whereHas: ['contacts'] }).count.sql;
    expect(pivot).toContain(
      'from "users" as "t_contacts" inner join "company_user" as "t_contacts_pivot" on "t_contacts_pivot"."user_id" = "t_contacts"."id" where "t_contacts_pivot"."company_id" = "t"."id"',
    );
    expect(pivot).toContain('"t_contacts"."is_operator" = $3');
    const nested = compile(tickets, { whereHas: [['company.country', { where: [['name', 'Nederland']] }]] }).count.sql;
    expect(nested).toContain('from "countries" as "t_company_country" where "t_company_country"."id" = "t_company"."country_id"');
  });

  it('reads a declared counter for whereHas, whereDoesntHave and withCount without conditions', () => {
    expect(compile(tickets, { whereHas: ['countries'] }).count.sql).toContain('and "t"."country_count" > 0');
    expect(compile(tickets, { whereDoesntHave: ['countries'] }).count.sql).toContain('and "t"."country_count" = 0');
    expect(compile(tickets, { withCount: ['countries'] }).page.sql).toContain('"t"."country_count" as "countries_count"');
    expect(compile(tickets, { whereHas: ['partners'] }, {}, viewer('none')).count.sql).toContain('"t"."partner_count" > 0');
  });

  it('counts the pivot rows instead when conditions or the viewer narrow the related rows', () => {
    const narrowed = compile(tickets, { whereDoesntHave: [['countries', { where: [['name', 'Nederland']] }]] }).count.sql;
    expect(narrowed).not.toContain('country_count');
    expect(narrowed).toContain('not exists (select 1 as "found" from "countries" as "t_countries" inner join "country_ticket"');
    const restricted = compile(tickets, { whereHas: ['partners'], withCount: ['partners'] }, {}, viewer('own_company', [3]));
    expect(restricted.count.sql).not.toContain('partner_count');
    expect(restricted.count.sql).toContain('"t_partners"."id" in ($');
    expect(restricted.page.sql).toContain('(select count(*) as "n" from "companies" as "t_partners"');
  });

  it('compiles whereHas over a polymorphic relation as one branch per target type', () => {
    const { count } = compile(messages, { whereHas: [['morphable', { where: [['id', '>', 5]] }]] });
    expect(count.sql).toContain('"t"."morphable_type" = $2');
    expect(count.sql).toContain('from "tickets" as "t_morphable"');
    expect(count.sql).toContain('from "companies" as "t_morphable"');
    expect(count.sql).toMatch(/exists \(.*\) or exists \(/);
  });

  it('compiles whereDoesntHave as not exists, in the related scope, with its builder and nested paths', () => {
    const pivot = compile(companies, { whereDoesntHave: ['contacts'] }).count.sql;
    expect(pivot).toContain(
      'not exists (select 1 as "found" from "users" as "t_contacts" inner join "company_user" as "t_contacts_pivot" on "t_contacts_pivot"."user_id" = "t_contacts"."id" where "t_contacts_pivot"."company_id" = "t"."id"',
    );
    const filtered = compile(tickets, { whereDoesntHave: [['company', { where: [['name', 'like', '%bv%']] }]] }).count.sql;
    expect(filtered).toContain(
      'not exists (select 1 as "found" from "companies" as "t_company" where "t_company"."id" = "t"."company_id" and "t_company"."tenant_id" = $3 and "t_company"."name" like $4)',
    );
    // Only the outermost relation is negated: no company that has a country.
    const nested = compile(tickets, { whereDoesntHave: ['company.country'] }).count.sql;
    expect(nested).toMatch(/not exists \(select 1 as "found" from "companies" as "t_company" .* and exists \(select 1 as "found" from "countries"/);
  });

  it('compiles whereDoesntHave over a polymorphic relation as no branch matching', () => {
    const { count } = compile(messages, { whereDoesntHave: ['morphable'] });
    expect(count.sql).toMatch(/not \(exists \(.*"tickets" as "t_morphable".*\) or exists \(.*"companies" as "t_morphable".*\)\)/);
  });

  it('selects withCount as {relation}_count subqueries in the page query itself', () => {
    const { page } = compile(tickets, { withCount: ['messages'] });
    expect(page.sql).toContain(
      '((select count(*) as "n" from "messages" as "t_messages" where "t_messages"."morphable_id" = "t"."id" and "t_messages"."morphable_type" = $1 and "t_messages"."tenant_id" = $2))::int as "messages_count" from "tickets"',
    );
  });

  it('leaves shared tables without a tenant condition', () => {
    expect(scoped(db, permissions, TENANT).select('t.id').compile().sql).toBe('select "t"."id" from "permissions" as "t"');
  });
});

describe('pageWindow', () => {
  it('reads pages up to the middle from the front', () => {
    expect(pageWindow(1, 15, 1000)).toEqual({ offset: 0, limit: 15, reversed: false });
    expect(pageWindow(33, 15, 1000)).toEqual({ offset: 480, limit: 15, reversed: false });
  });

  it('reads pages past the middle from the back, skipping total minus page end', () => {
    expect(pageWindow(34, 15, 1000)).toEqual({ offset: 490, limit: 15, reversed: true });
    expect(pageWindow(66, 15, 1000)).toEqual({ offset: 10, limit: 15, reversed: true });
    // The last page holds only the remaining 10 rows and skips none.
    expect(pageWindow(67, 15, 1000)).toEqual({ offset: 0, limit: 10, reversed: true });
    expect(pageWindow(20040, 15, 300594)).toEqual({ offset: 0, limit: 9, reversed: true });
  });

  it('never skips more than half the rows', () => {
    for (let page = 1; page <= 67; page++) expect(pageWindow(page, 15, 1000).offset).toBeLessThanOrEqual(500);
  });

  it('reads from the front without a total, and past the last page (nothing to read there)', () => {
    expect(pageWindow(5, 15)).toEqual({ offset: 60, limit: 15, reversed: false });
    expect(pageWindow(80, 15, 1000)).toEqual({ offset: 1185, limit: 15, reversed: false });
    expect(pageWindow(1, 15, 0)).toEqual({ offset: 0, limit: 15, reversed: false });
  });
});

describe('page shapes', () => {
  it('reads a deep page in reversed order on the same keys, with id as the unique last key', () => {
    const { page } = compile(companies, { orderBy: [['name', 'asc']] }, { page: '60' }, TENANT, 1000);
    expect(page.sql).toMatch(/order by "t"\."name" desc, "t"\."id" desc limit \$2 offset \$3$/);
    expect(page.parameters.slice(-2)).toEqual([15, 100]);
  });

  it('chooses the page ids on plain columns first and counts relations only for those ids', () => {
    const { page } = compile(tickets, { withCount: ['messages'] }, { page: '2' }, TENANT, 1000);
    const [outer, inner] = page.sql.split(' inner join ');
    expect(inner).toMatch(/^\(select "t"\."id" as "id" from "tickets" as "t" where .* order by "t"\."updated_at" desc, "t"\."id" desc limit \$\d+ offset \$\d+\) as "page_ids" on "page_ids"\."id" = "t"\."id" order by "t"\."updated_at" desc, "t"\."id" desc$/);
    expect(outer).toContain('as "messages_count" from "tickets" as "t"');
    expect(inner).not.toContain('count(*)');
    // Read backwards past the middle, yet the rows come out in the list's order.
    const deep = compile(tickets, { withCount: ['messages'] }, { page: '60' }, TENANT, 1000).page.sql;
    expect(deep).toMatch(/order by "t"\."updated_at" asc, "t"\."id" asc limit \$\d+ offset \$\d+\) as "page_ids" .* order by "t"\."updated_at" desc, "t"\."id" desc$/);
  });

  it('computes for every row when the order itself uses a computed field', () => {
    const { page } = compile(contacts, { orderBy: [['full_name', 'asc']] });
    expect(page.sql).not.toContain('page_ids');
    expect(page.sql).toMatch(/order by concat_ws\(' ', "t"\."first_name", "t"\."last_name"\) asc, "t"\."id" asc limit/);
    // Ordered on plain columns, the computed name is evaluated for the page's ids only.
    expect(compile(contacts).page.sql).toContain('page_ids');
  });
});

describe('role visibility', () => {
  it('only_own_tickets: rows with ownership.operator are the user’s; other resources are untouched', () => {
    expect(compile(tickets, {}, {}, viewer('own_tickets')).count.sql).toContain('"t"."operator_id" = $3');
    expect(compile(companies, {}, {}, viewer('own_tickets')).count.sql).toBe('select count(*)::int as "total" from "companies" as "t" where "t"."tenant_id" = $1');
  });

  it('only_own_company: rows of the user’s companies; nobody’s without companies', () => {
    const { count } = compile(tickets, {}, {}, viewer('own_company', [3, 5]));
    expect(count.sql).toContain('"t"."company_id" in ($3, $4)');
    expect(compile(companies, {}, {}, viewer('own_company', [])).count.sql).toMatch(/where "t"\."tenant_id" = \$1 and false$/);
  });

  it('follows ownership via a polymorphic parent, and adds the contact condition for contact persons', () => {
    const { count } = compile(messages, {}, {}, viewer('contact', [3]));
    expect(count.sql).toContain('"t"."visible_to_client" = $2');
    expect(count.sql).toContain('"t"."morphable_type" = $3 and exists (select 1 as "found" from "tickets" as "t_via"');
    expect(count.sql).toContain('"t_via"."company_id" in ($');
    expect(count.sql).toContain('from "companies" as "t_via" where "t_via"."id" = "t"."morphable_id"');
    expect(count.sql).toContain('or "t"."morphable_type" not in ($');
    expect(compile(messages, {}, {}, viewer('none')).count.sql).toBe('select count(*)::int as "total" from "messages" as "t" where "t"."tenant_id" = $1');
  });

  it('adds up kept row counts for a list without conditions, counting only rows whose value needs a check', () => {
    const kept: ResourceDeclaration = { ...messages, ownership: { via: 'morphable' }, keptCountsBy: 'morphable_type' };
    const unrestricted = compile(kept, {}, {}, viewer('none')).count;
    expect(unrestricted.sql).toBe(
      'select ((select coalesce(sum(n), 0) as "n" from "row_counts" where "table_name" = $1 and "tenant_id" = $2))::int as "total"',
    );
    expect(unrestricted.parameters).toEqual(['messages', TENANT]);
    const restricted = compile(kept, {}, {}, viewer('own_company', [3])).count;
    expect(restricted.sql).toContain('from "row_counts" where "table_name" = $1 and "tenant_id" = $2 and "value" not in ($3, $4)');
    expect(restricted.sql).toContain('(select count(*) as "n" from "messages" as "t" where "t"."tenant_id" = $5');
    expect(restricted.sql).toContain('"t_via"."company_id" in ($');
    expect(restricted.sql).toMatch(/and "t"\."morphable_type" in \(\$\d+, \$\d+\)\)\)::int as "total"$/);
    // Conditions, and rules that are not per value (a contact's visible_to_client), count the rows.
    expect(compile(kept, { where: [['is_pinned', true]] }, {}, viewer('none')).count.sql).toMatch(/^select count\(\*\)::int as "total" from "messages"/);
    expect(compile({ ...kept, ownership: messages.ownership }, {}, {}, viewer('contact', [3])).count.sql).toMatch(/^select count\(\*\)::int as "total" from "messages"/);
  });

  it('applies visibility inside relation subqueries too', () => {
    const { count } = compile(companies, { whereHas: ['tickets'] }, {}, viewer('own_tickets'));
    expect(count.sql).toContain('"t_tickets"."operator_id" = $');
  });
});

describe('containsPattern', () => {
  it('escapes LIKE wildcards so they match literally', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});

describe('splitsByRelevance', () => {
  it('splits only with enough rows found beyond themselves for the rows a page reaches', () => {
    expect(mayBeSplit(SPLIT_MIN - 1, 5)).toBe(false);
    expect(mayBeSplit(SPLIT_MIN, 5)).toBe(true);
    // Fifteen rows on a page need 100 rows beyond themselves each.
    expect(mayBeSplit(1_499, 15)).toBe(false);
    expect(mayBeSplit(1_500, 15)).toBe(true);
    expect(splitsByRelevance(160_000, 25_000, 15)).toBe(true);
    expect(splitsByRelevance(160_000, 159_500, 15)).toBe(false);
    expect(splitsByRelevance(160_000, 25_000, 2_000)).toBe(false);
  });
});

describe('full-text search', () => {
  // The ticket fixture with full-text search over itself and its messages.
  const searched: ResourceDeclaration = {
    ...tickets,
    fullText: { vector: 'search_vector', snippetField: 'description', related: [{ path: 'messages', vector: 'search_vector', text: (alias) => sql<string>`${sql.ref(`${alias}.message`)}` }] },
  };

  it('tests each word in the row itself in place, and finds relations and related rows through one array of ids', () => {
    const { count } = compile(searched, {}, { s: 'printer' });
    // Vector and own fields in place: the planner combines their indexes in one bitmap.
    expect(count.sql).toContain(`(("t"."search_vector" @@ (to_tsquery('dutch', $3) || to_tsquery('simple', $4)) or "t"."reference" ilike $5) or "t"."id" = any(array((select "fts_company"."id"`);
    expect(count.sql).toContain('union all select "fts_0"."morphable_id" from "messages" as "fts_0" where "fts_0"."morphable_type" = $');
    expect(count.sql).not.toContain('fts_own');
    expect(count.parameters).toContain("'printer':*");
  });

  it("uses the stored conversation vector of the viewer's audience instead of the related rows", () => {
    const stored: ResourceDeclaration = { ...searched, fullText: { ...searched.fullText!, conversation: [{ vector: 'staff_vector', audience: 'staff' }, { vector: 'contact_vector', audience: 'contact' }] } };
    const staff = compile(stored, {}, { s: 'printer' }).count.sql;
    expect(staff).toContain(`"t"."staff_vector" @@ regexp_replace(((to_tsquery('dutch', $`);
    expect(staff).not.toContain('"messages"');
    expect(compile(stored, {}, { s: 'printer' }, viewer('contact', [3])).count.sql).toContain('"t"."contact_vector" @@');
    const withoutMessages: Access = { tenantId: TENANT, resolve, viewer: { userId: 42, restriction: 'none', companyIds: [], permissions: new Set(['tickets.index', 'companies.index']) } };
    const fallback = compile(stored, {}, { s: 'printer' }, withoutMessages).count.sql;
    expect(fallback).not.toContain('staff_vector');
    expect(fallback).not.toContain('"messages"');
  });

  it('reads a page in relevance order in two parts when many rows are found only beyond themselves', () => {
    const query = parseListQuery(searched, resolve, { s: 'printer' });
    const ranked = listQueries(db, searched, resolve, TENANT, query, 100_000);
    expect(ranked.ownCount?.compile().sql).toContain(`"t"."search_vector" @@`);
    const split = listQueries(db, searched, resolve, TENANT, query, 100_000, 20_000).page.compile().sql;
    expect(split).toContain('union all select * from (select "t"."id" as "id", cast(0 as double precision) as "page_relevance"');
    expect(split).toMatch(/\) is not true/);
    // Few rows beyond themselves, or few matches: every match is ranked.
    expect(listQueries(db, searched, resolve, TENANT, query, 100_000, 99_500).page.compile().sql).not.toContain('union all select *');
    expect(listQueries(db, searched, resolve, TENANT, query, 500).ownCount).toBeUndefined();
  });

  it('keeps a term of punctuation to the literal match, never a tsquery', () => {
    const { count } = compile(searched, {}, { s: '&|!' });
    expect(count.sql).not.toContain('to_tsquery');
    expect(count.parameters).toContain('%&|!%');
  });

  it('limits related rows to what the viewer may read', () => {
    const contact = compile(searched, {}, { s: 'printer' }, viewer('contact', [3])).count.sql;
    expect(contact).toContain('"fts_0"."visible_to_client" = $');
    const withoutMessages: Access = { tenantId: TENANT, resolve, viewer: { userId: 42, restriction: 'none', companyIds: [], permissions: new Set(['tickets.index', 'companies.index']) } };
    expect(compile(searched, {}, { s: 'printer' }, withoutMessages).count.sql).not.toContain('"messages"');
  });

  it('orders by relevance, then id, when the search has no order of its own or asks for relevance', () => {
    const relevance = /order by \(\(\(.*\)\)::int \+ ts_rank\("t"\."search_vector", \(\(to_tsquery\('dutch', \$\d+\) \|\| to_tsquery\('simple', \$\d+\)\)\)\) \+ 0\) desc, "t"\."id" desc limit/;
    expect(compile(searched, {}, { s: 'printer' }).page.sql).toMatch(relevance);
    expect(compile(searched, { orderBy: [['relevance', 'desc']] }, { s: 'printer' }).page.sql).toMatch(relevance);
    expect(compile(searched, { orderBy: [['reference', 'asc']] }, { s: 'printer' }).page.sql).toMatch(/order by "t"\."reference" asc, "t"\."id" asc limit/);
    // Without a search there is no relevance: the default order.
    expect(compile(searched, { orderBy: [['relevance', 'desc']] }).page.sql).toMatch(/order by "t"\."updated_at" desc, "t"\."id" desc limit/);
  });

  it('refuses relevance ascending, and on a resource without full-text search', () => {
    expect(() => compile(searched, { orderBy: [['relevance', 'asc']] }, { s: 'printer' })).toThrow('Op relevance wordt alleen aflopend gesorteerd.');
    expect(() => compile(tickets, { orderBy: [['relevance', 'desc']] }, { s: 'printer' })).toThrow('Onbekende kolom: relevance.');
  });
});
