import { sql } from 'kysely';
import type { Db } from '../db/connection.ts';
import {
  ownRelation,
  serialize,
  type BelongsToMany,
  type HasMany,
  type MorphMany,
  type ResourceDeclaration,
  type Resolve,
  type Row,
  type Serialized,
} from '../resources/declaration.ts';
import {
  accessOf,
  fieldSql,
  listQueries,
  ROOT,
  scoped,
  selection,
  selectWithCounts,
  type AnyDb,
  type AnySelect,
  type TenantScope,
  type Trashed,
} from './compile.ts';
import { contactViewFor, forContact } from './contact-view.ts';
import { CountCache, countKey } from './count-cache.ts';
import { assertAffordable, needsCostCheck } from './cost.ts';
import { requireReadable } from './reach.ts';
import { searchSnippets } from './search-snippets.ts';
import type { FindQuery, Include, ListQuery, Page, Viewer } from './types.ts';

export const untyped = (db: Db) => db as unknown as AnyDb;

function distinctIds(values: unknown[]): number[] {
  return [...new Set(values.filter((value): value is number => typeof value === 'number'))];
}

/** Related records by id, each in its own resource's shape, with their own nested relations. */
async function loadByIds(
  db: Db,
  scope: TenantScope,
  declaration: ResourceDeclaration,
  resolve: Resolve,
  ids: number[],
  include: Include[],
): Promise<Map<number, Serialized>> {
  if (ids.length === 0) return new Map();
  const rows = (await scoped(untyped(db), declaration, scope)
    .select(selection(declaration, ROOT))
    .where(`${ROOT}.id`, 'in', ids)
    .execute()) as Row[];
  const records = await present(db, scope, declaration, resolve, rows, include, []);
  return new Map(rows.map((row, index) => [row.id as number, records[index]]));
}

const PARENT = '__parent';

/** Rows of a to-many relation for all parents at once, each tagged with its parent's id, in the target's default order. */
function toManyRows(
  db: Db,
  scope: TenantScope,
  relation: HasMany | MorphMany | BelongsToMany,
  target: ResourceDeclaration,
  parentIds: number[],
): Promise<Row[]> {
  let query = scoped(untyped(db), target, scope).select(selection(target, ROOT));
  if (relation.kind === 'belongsToMany') {
    query = query
      .innerJoin(`${relation.pivot} as pivot`, `pivot.${relation.relatedKey}`, `${ROOT}.id`)
      .where(`pivot.${relation.localKey}`, 'in', parentIds)
      .select(sql.ref(`pivot.${relation.localKey}`).as(PARENT));
  } else {
    const key = relation.kind === 'hasMany' ? relation.foreignKey : relation.idField;
    query = query.where(`${ROOT}.${key}`, 'in', parentIds).select(sql.ref(`${ROOT}.${key}`).as(PARENT));
    if (relation.kind === 'morphMany') query = query.where(`${ROOT}.${relation.typeField}`, '=', relation.morphType);
  }
  if (relation.scope) query = query.where((eb) => relation.scope!(eb, ROOT));
  for (const [name, direction] of target.defaultOrder) query = query.orderBy(fieldSql(target, name, ROOT), direction);
  return query.orderBy(`${ROOT}.id`).execute() as Promise<Row[]>;
}

/** One query per relation (per target type for polymorphic ones) for the whole page, never one per row. */
async function attach(
  db: Db,
  scope: TenantScope,
  declaration: ResourceDeclaration,
  resolve: Resolve,
  rows: Row[],
  records: Serialized[],
  include: Include[],
): Promise<void> {
  for (const node of include) {
    // Nested names behind a polymorphic relation exist in some of its resources only.
    const relation = ownRelation(declaration, node.relation);
    if (!relation) continue;
    switch (relation.kind) {
      case 'belongsTo': {
        const ids = distinctIds(rows.map((row) => row[relation.foreignKey]));
        const related = await loadByIds(db, scope, resolve(relation.target), resolve, ids, node.nested);
        rows.forEach((row, index) => {
          records[index][node.relation] = related.get(row[relation.foreignKey] as number) ?? null;
        });
        break;
      }
      case 'morphTo': {
        const byType = new Map<string, Map<number, Serialized>>();
        for (const [type, target] of Object.entries(relation.targets)) {
          const ids = distinctIds(rows.filter((row) => row[relation.typeField] === type).map((row) => row[relation.idField]));
          byType.set(type, await loadByIds(db, scope, resolve(target), resolve, ids, node.nested));
        }
        rows.forEach((row, index) => {
          const related = byType.get(String(row[relation.typeField]));
          records[index][node.relation] = related?.get(row[relation.idField] as number) ?? null;
        });
        break;
      }
      default: {
        const target = resolve(relation.target);
        const parentIds = distinctIds(rows.map((row) => row.id));
        const related = parentIds.length > 0 ? await toManyRows(db, scope, relation, target, parentIds) : [];
        const parents = related.map((row) => Number(row[PARENT]));
        for (const row of related) delete row[PARENT];
        const presented = await present(db, scope, target, resolve, related, node.nested, []);
        const byParent = new Map<number, Serialized[]>();
        presented.forEach((record, index) => {
          const list = byParent.get(parents[index]) ?? [];
          list.push(record);
          byParent.set(parents[index], list);
        });
        rows.forEach((row, index) => {
          records[index][node.relation] = byParent.get(row.id as number) ?? [];
        });
      }
    }
  }
}

/** Ids of the rows a contact sees whole in spite of the resource's contact view (their own record, their companies' contacts). */
async function wholeForContact(db: Db, declaration: ResourceDeclaration, viewer: Viewer, rows: Row[]): Promise<Set<number>> {
  const whole = declaration.contactView?.whole;
  const ids = distinctIds(rows.map((row) => row.id));
  if (!whole || ids.length === 0) return new Set();
  const found = (await untyped(db)
    .selectFrom(`${declaration.table} as ${ROOT}`)
    .select(`${ROOT}.id`)
    .where(`${ROOT}.id`, 'in', ids)
    .where((eb) => whole(eb, ROOT, viewer))
    .execute()) as Array<{ id: number }>;
  return new Set(found.map((row) => row.id));
}

/** Rows as the wire shows them: fields, counts, relations, then appends; for a contact, only what the resource shows them. */
export async function present(
  db: Db,
  scope: TenantScope,
  declaration: ResourceDeclaration,
  resolve: Resolve,
  rows: Row[],
  include: Include[],
  append: string[],
  counts: string[] = [],
): Promise<Serialized[]> {
  const { viewer } = accessOf(scope);
  requireReadable(viewer, declaration, resolve, { include });
  const records = rows.map((row) => {
    const record = serialize(declaration, row);
    for (const name of counts) record[`${name}_count`] = Number(row[`${name}_count`]);
    return record;
  });
  await attach(db, scope, declaration, resolve, rows, records, include);
  for (const name of append) {
    const compute = declaration.appends![name];
    rows.forEach((row, index) => {
      records[index][name] = compute(row);
    });
  }
  if (viewer && contactViewFor(viewer, declaration)) {
    const whole = await wholeForContact(db, declaration, viewer, rows);
    return records.map((record, index) => (whole.has(rows[index].id as number) ? record : forContact(declaration, record)));
  }
  return records;
}

/** `search_snippet` on each record of a searched page; computed for the page only, never for every match. */
async function addSearchSnippets(db: Db, scope: TenantScope, declaration: ResourceDeclaration, resolve: Resolve, rows: Row[], records: Serialized[], terms: string[]): Promise<void> {
  const snippets = await searchSnippets(db, { resolve, ...accessOf(scope) }, declaration, resolve, rows, terms);
  rows.forEach((row, index) => {
    records[index].search_snippet = snippets.get(row.id as number) ?? null;
  });
}

/** One cache per database handle; a transaction is a handle of its own, so it never sees totals of others. */
const countCaches = new WeakMap<Db, CountCache>();

/** Where the database's writes stand; null where it cannot say (a standby), and then nothing is kept. */
async function writePosition(db: Db): Promise<string | null> {
  const { rows } = await sql<{ position: string | null }>`select case when pg_is_in_recovery() then null else pg_current_wal_insert_lsn()::text end as position`.execute(db);
  return rows[0].position;
}

/** A list's total, counted again only when something was written since the same count last ran. */
async function exactTotal(db: Db, count: AnySelect): Promise<number> {
  const compiled = count.compile();
  const key = countKey(compiled.sql, compiled.parameters);
  const position = key === null ? null : await writePosition(db);
  let cache = countCaches.get(db);
  if (!cache) countCaches.set(db, (cache = new CountCache()));
  if (key !== null && position !== null) {
    const kept = cache.get(key, position);
    if (kept !== undefined) return kept;
  }
  const { total } = (await count.executeTakeFirstOrThrow()) as { total: number };
  if (key !== null && position !== null) cache.set(key, position, total);
  return total;
}

/** The page's rows in the list's order, however listQueries chose to read them. */
async function pageRows(db: Db, scope: TenantScope, declaration: ResourceDeclaration, resolve: Resolve, query: ListQuery, total: number): Promise<Row[]> {
  const { ownCount } = listQueries(untyped(db), declaration, resolve, scope, query, total);
  // How many rows a search finds in themselves decides how a page in relevance order is read; kept like the total.
  const ownTotal = ownCount ? await exactTotal(db, ownCount) : undefined;
  const { page, reversedRows } = listQueries(untyped(db), declaration, resolve, scope, query, total, ownTotal);
  const rows = (await page.execute()) as Row[];
  return reversedRows ? rows.reverse() : rows;
}

export async function listRecords(
  db: Db,
  scope: TenantScope,
  declaration: ResourceDeclaration,
  resolve: Resolve,
  query: ListQuery,
): Promise<Page<Serialized>> {
  requireReadable(accessOf(scope).viewer, declaration, resolve, query);
  const { count } = listQueries(untyped(db), declaration, resolve, scope, query);
  if (needsCostCheck(query)) await assertAffordable(untyped(db), count);
  const total = await exactTotal(db, count);
  const offset = (query.page - 1) * query.perPage;
  // Past the last page there is nothing to fetch.
  const rows = offset < total ? await pageRows(db, scope, declaration, resolve, query, total) : [];
  const data = await present(db, scope, declaration, resolve, rows, query.include, query.append, query.counts);
  if (query.search && declaration.fullText) await addSearchSnippets(db, scope, declaration, resolve, rows, data, query.search);
  return {
    data,
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / query.perPage)),
    from: rows.length > 0 ? offset + 1 : null,
    to: rows.length > 0 ? offset + rows.length : null,
    total,
    per_page: query.perPage,
  };
}

/** The number of rows a list would have; for preset result counts. */
export async function countRecords(db: Db, scope: TenantScope, declaration: ResourceDeclaration, resolve: Resolve, query: ListQuery): Promise<number> {
  const { count } = listQueries(untyped(db), declaration, resolve, scope, query);
  if (needsCostCheck(query)) await assertAffordable(untyped(db), count);
  return exactTotal(db, count);
}

export async function findRecord(
  db: Db,
  scope: TenantScope,
  declaration: ResourceDeclaration,
  resolve: Resolve,
  id: number,
  query: FindQuery,
  trashed: Trashed = 'without',
): Promise<Serialized | null> {
  requireReadable(accessOf(scope).viewer, declaration, resolve, query);
  const counts = query.counts ?? [];
  const base = scoped(untyped(db), declaration, { resolve, ...accessOf(scope) }, ROOT, trashed).where(`${ROOT}.id`, '=', id);
  const row = (await selectWithCounts(base, declaration, resolve, scope, counts).executeTakeFirst()) as Row | undefined;
  if (!row) return null;
  const [record] = await present(db, scope, declaration, resolve, [row], query.include, query.append, counts);
  return record;
}

/** The stored row (declared fields only) as the caller may see it, or undefined. */
export async function findRow(
  db: Db,
  scope: TenantScope,
  declaration: ResourceDeclaration,
  resolve: Resolve,
  id: number,
  trashed: Trashed = 'without',
): Promise<Row | undefined> {
  return (await scoped(untyped(db), declaration, { resolve, ...accessOf(scope) }, ROOT, trashed)
    .select(selection(declaration, ROOT))
    .where(`${ROOT}.id`, '=', id)
    .executeTakeFirst()) as Row | undefined;
}

export async function recordExists(db: Db, scope: TenantScope, declaration: ResourceDeclaration, id: number, resolve?: Resolve): Promise<boolean> {
  const row = await scoped(untyped(db), declaration, { resolve, ...accessOf(scope) })
    .select(`${ROOT}.id`)
    .where(`${ROOT}.id`, '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/** Which of these ids exist for the caller. */
export async function existingIds(db: Db, scope: TenantScope, declaration: ResourceDeclaration, ids: number[], resolve?: Resolve): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = (await scoped(untyped(db), declaration, { resolve, ...accessOf(scope) })
    .select(`${ROOT}.id`)
    .where(`${ROOT}.id`, 'in', ids)
    .execute()) as Array<{ id: number }>;
  return new Set(rows.map((row) => row.id));
}

/** Rows in the default order, for the reference lists sent at login; capped so a large table cannot swamp it. */
export async function allRecords(db: Db, scope: TenantScope, declaration: ResourceDeclaration, resolve?: Resolve, limit = 1000): Promise<Serialized[]> {
  const limited = contactViewFor(accessOf(scope).viewer, declaration) !== null;
  let query = scoped(untyped(db), declaration, { resolve, ...accessOf(scope) }).select(selection(declaration, ROOT));
  for (const [name, direction] of declaration.defaultOrder) query = query.orderBy(fieldSql(declaration, name, ROOT), direction);
  const rows = (await query.orderBy(`${ROOT}.id`).limit(limit).execute()) as Row[];
  return rows.map((row) => (limited ? forContact(declaration, serialize(declaration, row)) : serialize(declaration, row)));
}

/** Route ids: positive integers that fit the id column; anything else cannot name a record. */
export function parseId(raw: unknown): number | null {
  if (typeof raw !== 'string' || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2147483647 ? id : null;
}

