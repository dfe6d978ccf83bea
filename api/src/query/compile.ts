import { expressionBuilder, sql, type ComparisonOperator, type Expression, type Kysely, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import {
  ownRelation,
  type AnyExpressionBuilder,
  type FullText,
  type HasMany,
  type MorphMany,
  type ResourceDeclaration,
  type Resolve,
} from '../resources/declaration.ts';
import { conversationVector } from './conversation-vector.ts';
import { requireReadable } from './reach.ts';
import { tsQueryOperand } from './search-text.ts';
import type { Comparison, Condition, Direction, ListQuery, OrderTerm, Viewer } from './types.ts';

// Tables are chosen at run time from declarations, so the builders here are untyped.
export type AnyDb = Kysely<any>;
export type AnySelect = SelectQueryBuilder<any, any, any>;

export const ROOT = 't';

/** Whose rows a query may see: the tenant's, and for a signed-in caller what the role allows. */
export interface Access {
  tenantId: number;
  viewer?: Viewer;
  /** Needed when a restricted viewer reaches a resource whose ownership follows a relation. */
  resolve?: Resolve;
}

/** A bare tenant id (seeds, internal work) or a caller's access. */
export type TenantScope = number | Access;

export const accessOf = (scope: TenantScope): Access => (typeof scope === 'number' ? { tenantId: scope } : scope);

/** Soft-deleted rows: left out (the default), the only ones (onlyTrashed, restore), or both. */
export type Trashed = 'without' | 'only' | 'with';

/** How deep ownership may follow relations (message → ticket); declarations never need more. */
const MAX_VIA_DEPTH = 3;

const OPERATORS: Record<Comparison, ComparisonOperator> = {
  '=': '=',
  '!=': '<>',
  '<': '<',
  '<=': '<=',
  '>': '>',
  '>=': '>=',
  like: 'like',
  ilike: 'ilike',
};

export function fieldSql(declaration: ResourceDeclaration, name: string, alias: string): Expression<unknown> {
  const spec = declaration.fields[name];
  return spec.expression ? spec.expression(alias) : sql.ref(`${alias}.${name}`);
}

/** Every declared field under its own name; nothing else ever leaves the table (no password hashes). */
export function selection(declaration: ResourceDeclaration, alias: string) {
  return Object.entries(declaration.fields).map(([name, spec]) =>
    // Dates leave as text: drivers would turn them into midnight in some time zone.
    spec.type === 'date' ? sql`${fieldSql(declaration, name, alias)}::text`.as(name) : sql`${fieldSql(declaration, name, alias)}`.as(name),
  );
}

const inIds = (eb: AnyExpressionBuilder, column: string, ids: number[]): Expression<SqlBool> =>
  ids.length > 0 ? eb(column, 'in', ids) : sql<SqlBool>`false`;

/** The rows of a declaration the viewer may see, or null when nothing restricts them. */
function visibility(
  eb: AnyExpressionBuilder,
  declaration: ResourceDeclaration,
  alias: string,
  access: Access,
  depth: number,
): Expression<SqlBool> | null {
  const { viewer } = access;
  const ownership = declaration.ownership;
  if (!viewer || !ownership) return null;
  const parts: Expression<SqlBool>[] = [];
  if (ownership.personal) {
    const column = `${alias}.${ownership.personal}`;
    parts.push(eb.or([eb(column, 'is', null), eb(column, '=', viewer.userId)]));
  }
  const { restriction } = viewer;
  if (restriction === 'own_tickets' && ownership.operator) {
    parts.push(eb(`${alias}.${ownership.operator}`, '=', viewer.userId));
  }
  if ((restriction === 'own_company' || restriction === 'contact') && ownership.company) {
    parts.push(
      typeof ownership.company === 'string'
        ? inIds(eb, `${alias}.${ownership.company}`, viewer.companyIds)
        : ownership.company(eb, alias, viewer.companyIds),
    );
  }
  if (restriction === 'contact' && ownership.contact) parts.push(ownership.contact(eb, alias));
  if (restriction === 'contact' && viewer.ownRowsOnly && ownership.client) parts.push(eb(`${alias}.${ownership.client}`, '=', viewer.userId));
  if (ownership.permitted) parts.push(ownership.permitted(eb, alias, viewer.permissions));
  // Also for unrestricted viewers: a parent may be personal (a widget of someone's own dashboard).
  if (ownership.via) {
    const through = viaVisibility(eb, declaration, ownership.via, alias, access, depth);
    if (through) parts.push(through);
  }
  return parts.length > 0 ? eb.and(parts) : null;
}

/** Visible when the parent the relation points at is visible; parents of unrestricted types always are. */
function viaVisibility(
  eb: AnyExpressionBuilder,
  declaration: ResourceDeclaration,
  via: string,
  alias: string,
  access: Access,
  depth: number,
): Expression<SqlBool> | null {
  // Past the depth a restricted viewer sees nothing; an unrestricted one only follows personal parents, never that deep.
  if (depth >= MAX_VIA_DEPTH) return access.viewer?.restriction === 'none' ? null : sql<SqlBool>`false`;
  if (!access.resolve) throw new Error(`${declaration.name}: ownership via ${via} needs resolve`);
  const relation = ownRelation(declaration, via);
  const inner = `${alias}_via`;
  const parentVisible = (target: ResourceDeclaration, key: string): Expression<SqlBool> | null => {
    if (!visibility(eb, target, inner, access, depth + 1)) return null;
    const parent = eb
      .selectFrom(`${target.table} as ${inner}`)
      .select(sql.lit(1).as('found'))
      .whereRef(`${inner}.id`, '=', `${alias}.${key}`);
    return eb.exists(rowFilter(parent, target, inner, access, 'without', depth + 1));
  };
  if (relation?.kind === 'belongsTo') return parentVisible(access.resolve(relation.target), relation.foreignKey);
  if (relation?.kind !== 'morphTo') throw new Error(`${declaration.name}: ownership via ${via} needs a belongs-to or morph-to relation`);
  const restricted: Array<[string, Expression<SqlBool>]> = [];
  for (const [type, target] of Object.entries(relation.targets)) {
    const visible = parentVisible(access.resolve(target), relation.idField);
    if (visible) restricted.push([type, visible]);
  }
  if (restricted.length === 0) return null;
  const typeColumn = `${alias}.${relation.typeField}`;
  return eb.or([
    ...restricted.map(([type, visible]) => eb.and([eb(typeColumn, '=', type), visible])),
    eb(typeColumn, 'not in', restricted.map(([type]) => type)),
  ]);
}

/** Tenant, base scope, soft deletes and the viewer's visibility on any select over the declaration's table. */
export function rowFilter(
  query: AnySelect,
  declaration: ResourceDeclaration,
  alias: string,
  access: Access,
  trashed: Trashed = 'without',
  depth = 0,
): AnySelect {
  let filtered = declaration.shared ? query : query.where(`${alias}.tenant_id`, '=', access.tenantId);
  if (declaration.baseScope) filtered = filtered.where((eb) => declaration.baseScope!(eb, alias));
  if (declaration.softDeletes && trashed !== 'with') {
    filtered = filtered.where(`${alias}.deleted_at`, trashed === 'only' ? 'is not' : 'is', null);
  }
  if (!access.viewer || !declaration.ownership) return filtered;
  const visible = visibility(expressionBuilder<any, any>(), declaration, alias, access, depth);
  return visible ? filtered.where(visible) : filtered;
}

/** Rows of the declaration that exist for this tenant and caller; the base every list, find and relation starts from. */
export function scoped(db: AnyDb, declaration: ResourceDeclaration, scope: TenantScope, alias = ROOT, trashed: Trashed = 'without'): AnySelect {
  return rowFilter(db.selectFrom(`${declaration.table} as ${alias}`), declaration, alias, accessOf(scope), trashed);
}

/** Search terms are literal text: wildcards typed by the user are matched as characters. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function asText(declaration: ResourceDeclaration, name: string, alias: string): Expression<unknown> {
  const expression = fieldSql(declaration, name, alias);
  const type = declaration.fields[name].type;
  return type === 'string' || type === 'text' ? expression : sql`cast(${expression} as text)`;
}

export interface CompileContext {
  declaration: ResourceDeclaration;
  alias: string;
  resolve: Resolve;
  access: Access;
}

/**
 * The related rows of one relation, correlated with the parent row under `alias`: one select per
 * resource the relation may point at, each already limited to what the caller may see.
 */
export function relatedSelects(eb: AnyExpressionBuilder, context: CompileContext, name: string): Array<{ query: AnySelect; context: CompileContext }> {
  const { declaration, alias, resolve, access } = context;
  const relation = ownRelation(declaration, name);
  if (!relation) throw new Error(`${declaration.name}: unknown relation ${name}`);
  const inner = `${alias}_${name}`;
  const from = (target: ResourceDeclaration) => eb.selectFrom(`${target.table} as ${inner}`) as AnySelect;
  const finish = (target: ResourceDeclaration, query: AnySelect) => ({
    query: rowFilter(query, target, inner, access),
    context: { declaration: target, alias: inner, resolve, access },
  });
  switch (relation.kind) {
    case 'belongsTo': {
      const target = resolve(relation.target);
      // The foreign key may be a computed field (a time registration's company).
      return [finish(target, from(target).where(`${inner}.id`, '=', fieldSql(declaration, relation.foreignKey, alias)))];
    }
    case 'morphTo':
      return Object.entries(relation.targets).map(([type, name]) => {
        const target = resolve(name);
        const query = from(target)
          .whereRef(`${inner}.id`, '=', `${alias}.${relation.idField}`)
          .where(sql.ref(`${alias}.${relation.typeField}`), '=', type);
        return finish(target, query);
      });
    case 'hasMany':
    case 'morphMany': {
      const target = resolve(relation.target);
      let query =
        relation.kind === 'hasMany'
          ? from(target).whereRef(`${inner}.${relation.foreignKey}`, '=', `${alias}.id`)
          : from(target)
              .whereRef(`${inner}.${relation.idField}`, '=', `${alias}.id`)
              .where(`${inner}.${relation.typeField}`, '=', relation.morphType);
      if (relation.scope) query = query.where((inner_eb) => relation.scope!(inner_eb, inner));
      return [finish(target, query)];
    }
    case 'belongsToMany': {
      const target = resolve(relation.target);
      const pivot = `${inner}_pivot`;
      let query = from(target)
        .innerJoin(`${relation.pivot} as ${pivot}`, `${pivot}.${relation.relatedKey}`, `${inner}.id`)
        .whereRef(`${pivot}.${relation.localKey}`, '=', `${alias}.id`);
      if (relation.scope) query = query.where((inner_eb) => relation.scope!(inner_eb, inner));
      return [finish(target, query)];
    }
  }
}

/**
 * The counter cache of a relation, when it gives the same number as counting the related rows the
 * caller may see: the relation declares one and nothing narrows its related rows (no relation
 * scope, no base scope or soft deletes of the target, no visibility rule for this caller). Pivot
 * rows only ever link rows of one tenant (a sync links only rows the caller sees), so the tenant
 * filter narrows nothing either.
 */
function relationCounter(context: CompileContext, name: string): Expression<number> | null {
  const { declaration, alias, resolve, access } = context;
  const relation = ownRelation(declaration, name);
  if (relation?.kind !== 'belongsToMany' || !relation.counter || relation.scope) return null;
  const target = resolve(relation.target);
  if (target.baseScope || target.softDeletes) return null;
  if (visibility(expressionBuilder<any, any>(), target, `${alias}_${name}`, access, 0)) return null;
  return sql.ref(`${alias}.${relation.counter}`);
}

/** `{relation}_count`: the related rows the caller may see, summed over every type a polymorphic relation may point at. */
export function countSql(eb: AnyExpressionBuilder, context: CompileContext, name: string): RawBuilder<number> {
  const counter = relationCounter(context, name);
  if (counter) return sql<number>`${counter}`;
  const counts = relatedSelects(eb, context, name).map(({ query }) => sql<number>`${query.select(sql`count(*)`.as('n'))}`);
  return sql<number>`(${sql.join(counts, sql` + `)})::int`;
}

function searchPath(eb: AnyExpressionBuilder, context: CompileContext, path: string, pattern: string): Expression<SqlBool> {
  const { declaration, alias } = context;
  const [first, second] = path.split('.');
  if (second === undefined) return eb(asText(declaration, first, alias), 'ilike', pattern);
  const relation = ownRelation(declaration, first);
  if (relation?.kind !== 'belongsTo') throw new Error(`${declaration.name}: ${path} is not searchable`);
  const [{ query, context: inner }] = relatedSelects(eb, context, first);
  return eb.exists(query.select(sql.lit(1).as('found')).where(asText(inner.declaration, second, inner.alias), 'ilike', pattern));
}

/** One typed word as a tsquery: Dutch stems, or the word as written (codes, e-mail addresses). */
export const termQuery = (operand: string): RawBuilder<unknown> =>
  sql`(to_tsquery('dutch', ${operand}) || to_tsquery('simple', ${operand}))`;

/** Any of the typed words, for ranking and highlighting; null when none is left to look for. */
export function anyTermQuery(terms: string[]): RawBuilder<unknown> | null {
  const operands = terms.map(tsQueryOperand).filter((operand): operand is string => operand !== null);
  return operands.length === 0 ? null : sql`(${sql.join(operands.map(termQuery), sql` || `)})`;
}

/**
 * A query for a stripped vector (no positions): words that follow each other in a phrase
 * ('T-2024-S25', 'wifi-router') only need to be there, as a phrase never matches without positions.
 */
export const withoutPositions = (query: RawBuilder<unknown>): RawBuilder<unknown> => sql`regexp_replace((${query})::text, ' <(-|[0-9]+)> ', ' & ', 'g')::tsquery`;

export const vectorMatches = (vector: Expression<unknown>, query: RawBuilder<unknown>) => sql<SqlBool>`${vector} @@ ${query}`;

/**
 * The rows along a to-many path ("messages.attachments" of a ticket), joined from the first
 * relation, each limited to what the caller may see: the select, the first relation's key column
 * (the parent's id) and the last alias. Null when the caller may not read a resource on the path.
 */
export function pathRows(eb: AnyExpressionBuilder, context: CompileContext, path: string[], prefix: string): { rows: AnySelect; parentKey: string; last: string } | null {
  const { resolve, access } = context;
  if (!pathReadable(context, path)) return null;
  let current = context.declaration;
  let rows: AnySelect | null = null;
  let parentKey = '';
  let alias = '';
  for (const [index, name] of path.entries()) {
    const relation = ownRelation(current, name) as HasMany | MorphMany;
    const target = resolve(relation.target);
    const key = relation.kind === 'hasMany' ? relation.foreignKey : relation.idField;
    const previous = alias;
    alias = `${prefix}_${index}`;
    if (rows === null) {
      rows = eb.selectFrom(`${target.table} as ${alias}`) as AnySelect;
      parentKey = `${alias}.${key}`;
    } else {
      rows = rows.innerJoin(`${target.table} as ${alias}`, `${alias}.${key}`, `${previous}.id`);
    }
    if (relation.kind === 'morphMany') rows = rows.where(`${alias}.${relation.typeField}`, '=', relation.morphType);
    if (relation.scope) rows = rows.where((inner) => relation.scope!(inner, alias));
    rows = rowFilter(rows, target, alias, access);
    current = target;
  }
  return rows && { rows, parentKey, last: alias };
}

/** Whether the caller may read every resource along a to-many path. */
function pathReadable({ declaration, resolve, access }: CompileContext, path: string[]): boolean {
  let current = declaration;
  for (const name of path) {
    current = resolve((ownRelation(current, name) as HasMany | MorphMany).target);
    const permission = current.permissions?.index;
    if (access.viewer && permission && !access.viewer.permissions.has(permission)) return false;
  }
  return true;
}

const ownSearchable = (declaration: ResourceDeclaration) => declaration.searchable.filter((path) => !path.includes('.'));

/** A term found in the row itself (its vector or its own searchable fields), not only in a related row or relation. */
function ownMatch(eb: AnyExpressionBuilder, context: CompileContext, term: string): Expression<SqlBool> {
  const { declaration, alias } = context;
  const operand = declaration.fullText && tsQueryOperand(term);
  const literal = ownSearchable(declaration).map((path) => searchPath(eb, context, path, containsPattern(term)));
  const vector = operand ? [vectorMatches(sql.ref(`${alias}.${declaration.fullText!.vector}`), termQuery(operand))] : [];
  const parts = [...vector, ...literal];
  return parts.length > 0 ? eb.or(parts) : sql<SqlBool>`false`;
}

/** Ids of the declaration's rows for the tenant, under `name`. */
function idRows(eb: AnyExpressionBuilder, { declaration, access }: CompileContext, name: string): AnySelect {
  const select = eb.selectFrom(`${declaration.table} as ${name}`).select(`${name}.id`) as AnySelect;
  return declaration.shared ? select : select.where(`${name}.tenant_id`, '=', access.tenantId);
}

/** Whether a row can be found through something other than itself (a relation, a related row). */
export const findsBeyondRow = (declaration: ResourceDeclaration) =>
  declaration.fullText !== undefined && (declaration.fullText.related.length > 0 || declaration.searchable.some((path) => path.includes('.')));

/** Rows found in themselves by any of the words: exactly the rows whose relevance is above 0. */
export function ownRowsSql(context: CompileContext, terms: string[]): Expression<SqlBool> {
  const eb = expressionBuilder<any, any>();
  return eb.or(terms.map((term) => ownMatch(eb, context, term)));
}

/**
 * A word typed into `s` on a full-text resource: rows that have it in their vector or their own
 * searchable fields (tested in place, so the planner combines their GIN and trigram indexes in
 * one bitmap), in the stored conversation vector that stands for the related rows, or else among
 * the ids found through a searchable relation or in a related row: an array computed once (an
 * init plan), one union of branches that are each read through their own index.
 */
function fullTextTerm(eb: AnyExpressionBuilder, context: CompileContext, fullText: FullText, term: string): Expression<SqlBool> {
  const { declaration, alias, resolve, access } = context;
  const pattern = containsPattern(term);
  const operand = tsQueryOperand(term);
  const sources: AnySelect[] = [];
  for (const path of declaration.searchable.filter((path) => path.includes('.'))) {
    const [first, second] = path.split('.');
    const name = `fts_${first}`;
    // A relation only counts where the caller may see the related row (as in searchPath).
    const relation = ownRelation(declaration, first);
    if (relation?.kind !== 'belongsTo') throw new Error(`${declaration.name}: ${path} is not searchable`);
    const target = resolve(relation.target);
    const inner = `${name}_target`;
    const matching = rowFilter(eb.selectFrom(`${target.table} as ${inner}`).select(`${inner}.id`) as AnySelect, target, inner, access).where(asText(target, second, inner), 'ilike', pattern);
    sources.push(idRows(eb, context, name).where(`${name}.${relation.foreignKey}`, 'in', matching));
  }
  const conversation = operand ? conversationVector(fullText, access.viewer, (path) => pathReadable(context, path.split('.'))) : null;
  if (operand && !conversation) {
    // Uncorrelated: the planner reads the matching rows once through their GIN index.
    for (const related of fullText.related) {
      const path = pathRows(eb, context, related.path.split('.'), 'fts');
      if (path) sources.push(path.rows.select(path.parentKey).where(vectorMatches(sql.ref(`${path.last}.${related.vector}`), termQuery(operand))));
    }
  }
  const parts = [ownMatch(eb, context, term)];
  if (conversation && operand) parts.push(vectorMatches(sql.ref(`${alias}.${conversation}`), withoutPositions(termQuery(operand))));
  if (sources.length > 0) {
    const [first, ...rest] = sources;
    parts.push(sql<SqlBool>`${sql.ref(`${alias}.id`)} = any(array(${rest.reduce((union, source) => union.unionAll(source), first)}))`);
  }
  return eb.or(parts);
}

/**
 * How well a row matches: each word found in the row itself counts 1 (so a match in a ticket's
 * reference or description ranks above one only in its messages), plus within that ts_rank of its
 * vector, or for a resource without one the trigram similarity of its first searchable field.
 */
export function relevanceSql(context: CompileContext, terms: string[]): RawBuilder<number> {
  const { declaration, alias } = context;
  const eb = expressionBuilder<any, any>();
  const own = terms.map((term) => sql<number>`(${ownMatch(eb, context, term)})::int`);
  const any = declaration.fullText ? anyTermQuery(terms) : null;
  const [title] = ownSearchable(declaration);
  const rank = any
    ? [sql<number>`ts_rank(${sql.ref(`${alias}.${declaration.fullText!.vector}`)}, ${any})`]
    : title
      ? [sql<number>`similarity(coalesce(${asText(declaration, title, alias)}, ''), ${terms.join(' ')})`]
      : [];
  return sql<number>`(${sql.join([...own, ...rank, sql<number>`0`], sql` + `)})`;
}

export function conditionSql(eb: AnyExpressionBuilder, context: CompileContext, condition: Condition): Expression<SqlBool> {
  const { declaration, alias } = context;
  switch (condition.kind) {
    case 'compare':
      return eb(fieldSql(declaration, condition.field, alias), OPERATORS[condition.op], condition.value);
    case 'null':
      return eb(fieldSql(declaration, condition.field, alias), condition.negate ? 'is not' : 'is', null);
    case 'in':
      // "in ()" is not SQL; an empty list simply matches nothing.
      return condition.values.length > 0
        ? eb(fieldSql(declaration, condition.field, alias), 'in', condition.values)
        : sql<SqlBool>`false`;
    case 'between':
      return eb.between(fieldSql(declaration, condition.field, alias), condition.from, condition.to);
    case 'scope':
      return declaration.scopes![condition.name](eb, alias);
    case 'search': {
      const { fullText } = declaration;
      // Every term must match somewhere, so "printer tweede" narrows instead of widening.
      return eb.and(
        condition.terms.map((term) =>
          fullText
            ? fullTextTerm(eb, context, fullText, term)
            : eb.or(declaration.searchable.map((path) => searchPath(eb, context, path, containsPattern(term)))),
        ),
      );
    }
    case 'has': {
      const counter = condition.conditions.length === 0 ? relationCounter(context, condition.relation) : null;
      // Literal, so the partial index of the rows without any (counter = 0) matches the query.
      if (counter) return sql<SqlBool>`${counter} ${sql.raw(condition.negate ? '= 0' : '> 0')}`;
      const exists = eb.or(
        relatedSelects(eb, context, condition.relation).map(({ query, context: inner }) => {
          let related = query.select(sql.lit(1).as('found'));
          for (const nested of condition.conditions) related = related.where((nestedEb) => conditionSql(nestedEb, inner, nested));
          return eb.exists(related);
        }),
      );
      return condition.negate ? eb.not(exists) : exists;
    }
  }
}

export function filtered(
  db: AnyDb,
  declaration: ResourceDeclaration,
  resolve: Resolve,
  scope: TenantScope,
  conditions: Condition[],
  trashed: Trashed = 'without',
): AnySelect {
  const access = { resolve, ...accessOf(scope) };
  requireReadable(access.viewer, declaration, resolve, { conditions });
  const context: CompileContext = { declaration, alias: ROOT, resolve, access };
  let query = scoped(db, declaration, access, ROOT, trashed);
  for (const condition of conditions) query = query.where((eb) => conditionSql(eb, context, condition));
  return query;
}

/** Declared fields plus the requested `{relation}_count` columns. */
export function selectWithCounts(query: AnySelect, declaration: ResourceDeclaration, resolve: Resolve, scope: TenantScope, counts: string[]): AnySelect {
  const access = { resolve, ...accessOf(scope) };
  requireReadable(access.viewer, declaration, resolve, { counts });
  const context: CompileContext = { declaration, alias: ROOT, resolve, access };
  let selected = query.select(selection(declaration, ROOT));
  for (const name of counts) selected = selected.select((eb) => countSql(eb, context, name).as(`${name}_count`));
  return selected;
}

/**
 * The values of `column` whose rows need a visibility check for this caller; null when rows need
 * checks other than per value (ownership other than following a morph-to relation on `column`).
 */
function checkedValues(declaration: ResourceDeclaration, column: string, access: Access): string[] | null {
  const { viewer, resolve } = access;
  if (!viewer || !declaration.ownership) return [];
  const { via, ...others } = declaration.ownership;
  const eb = expressionBuilder<any, any>();
  if (visibility(eb, { ...declaration, ownership: others }, ROOT, access, 0)) return null;
  if (!via) return [];
  const relation = ownRelation(declaration, via);
  if (relation?.kind !== 'morphTo' || relation.typeField !== column || !resolve) return null;
  // As viaVisibility: a parent type is checked when its own rows have a rule for this caller.
  return Object.entries(relation.targets)
    .filter(([, target]) => visibility(eb, resolve(target), `${ROOT}_via`, access, 1) !== null)
    .map(([type]) => type);
}

/**
 * The total of a list without conditions from the kept row counts (declaration.keptCountsBy): the
 * kept counts of the values whose rows the caller sees unchecked, plus a count of the other rows
 * through the value's index. Null when the kept counts cannot answer.
 */
function keptTotal(db: AnyDb, declaration: ResourceDeclaration, resolve: Resolve, scope: TenantScope, query: ListQuery): AnySelect | null {
  const column = declaration.keptCountsBy;
  if (!column || query.conditions.length > 0 || query.onlyTrashed || declaration.shared || declaration.baseScope || declaration.softDeletes) return null;
  const access = { resolve, ...accessOf(scope) };
  const checked = checkedValues(declaration, column, access);
  if (checked === null) return null;
  let kept = db
    .selectFrom('row_counts')
    .select(sql`coalesce(sum(n), 0)`.as('n'))
    .where('table_name', '=', declaration.table)
    .where('tenant_id', '=', access.tenantId) as AnySelect;
  // Like the visibility rule, `not in` leaves out rows without a value once any value is checked.
  if (checked.length > 0) kept = kept.where('value', 'not in', checked);
  const parts = [sql`${kept}`];
  if (checked.length > 0) {
    const live = filtered(db, declaration, resolve, access, []).where(`${ROOT}.${column}`, 'in', checked).select(sql`count(*)`.as('n'));
    parts.push(sql`${live}`);
  }
  return db.selectNoFrom(sql<number>`(${sql.join(parts, sql` + `)})::int`.as('total')) as AnySelect;
}

/** Which rows of the ordered list a page reads: from the front, or, past the middle, from the back in reversed order. */
export interface PageWindow {
  offset: number;
  limit: number;
  reversed: boolean;
}

/**
 * Pages past the middle are read from the other end (offset = total − page end), so no page skips
 * more than half the rows and the last page costs what the first does. Without a known total the
 * page is read from the front.
 */
export function pageWindow(page: number, perPage: number, total?: number): PageWindow {
  const start = (page - 1) * perPage;
  if (total === undefined || start >= total) return { offset: start, limit: perPage, reversed: false };
  const end = Math.min(start + perPage, total);
  return total - end < start ? { offset: total - end, limit: end - start, reversed: true } : { offset: start, limit: perPage, reversed: false };
}

const flip = (direction: Direction): Direction => (direction === 'asc' ? 'desc' : 'asc');

/** The list's order with `id` as unique last key, so rows never move between pages when sort values tie. */
function fullOrder(query: ListQuery): OrderTerm[] {
  if (query.order.some((term) => term.field === 'id' && !term.relation)) return query.order;
  return [...query.order, { field: 'id', direction: query.order.at(-1)?.direction ?? 'asc' }];
}

const PAGE_RELEVANCE = 'page_relevance';

/**
 * The value a row is ordered by: its own field, or the field of the row a belongs-to relation
 * points at, read through the relation's visibility so a hidden related row orders as empty.
 */
function orderSql(context: CompileContext, term: OrderTerm): Expression<unknown> {
  if (!term.relation) return fieldSql(context.declaration, term.field, ROOT);
  const [{ query, context: inner }] = relatedSelects(expressionBuilder<any, any>(), context, term.relation);
  return sql`(${query.select(sql`${fieldSql(inner.declaration, term.field, inner.alias)}`.as('v')).limit(1)})`;
}

function ordered(select: AnySelect, context: CompileContext, order: OrderTerm[], reversed: boolean, relevance: RawBuilder<number> | null): AnySelect {
  let result = relevance ? select.orderBy(relevance, reversed ? 'asc' : 'desc') : select;
  // Reversing asc (nulls last) gives desc (nulls first): exactly the same rows backwards.
  for (const term of order) result = result.orderBy(orderSql(context, term), reversed ? flip(term.direction) : term.direction);
  return result;
}

/** Below this many rows found beyond themselves, ranking every match costs less than walking the list's order for them. */
export const SPLIT_MIN = 1000;
/** Rows found beyond themselves needed per row a page reaches, so the walk in list order meets them soon. */
export const SPLIT_PER_REACHED = 100;

const splitFloor = (reach: number) => Math.max(SPLIT_MIN, SPLIT_PER_REACHED * reach);

/** Whether a list of `total` matches could have enough rows found beyond themselves to split. */
export const mayBeSplit = (total: number, reach: number) => total >= splitFloor(reach);

/**
 * Whether a page in relevance order reads the rows found only beyond themselves in the list's own
 * order: when they are so many that the walk meets the page's rows of them at once. Otherwise
 * every match is ranked, which is cheap for few matches or few rows beyond themselves.
 */
export const splitsByRelevance = (total: number, ownTotal: number, reach: number) => total - ownTotal >= splitFloor(reach);

/**
 * The ids and relevance of one page in relevance order, without ranking every match: rows found
 * only beyond themselves (in a related row or the conversation) all have relevance 0, so they
 * follow the rows found in themselves in the list's own order, and a page needs only its first
 * rows of each kind (the list's order index stops early for a common word).
 */
function splitByRelevance(db: AnyDb, base: AnySelect, context: CompileContext, order: OrderTerm[], window: PageWindow, relevance: RawBuilder<number>, own: Expression<SqlBool>): AnySelect {
  const reach = window.offset + window.limit;
  const columns = (rows: AnySelect, rank: RawBuilder<number>) =>
    rows.select([
      sql.ref(`${ROOT}.id`).as('id'),
      sql<number>`cast(${rank} as double precision)`.as(PAGE_RELEVANCE),
      ...order.map((term, index) => sql`${orderSql(context, term)}`.as(`page_order_${index}`)),
    ]);
  const ranked = ordered(columns(base.where(own), relevance), context, order, window.reversed, sql<number>`${sql.ref(PAGE_RELEVANCE)}`).limit(reach);
  const rest = ordered(columns(base.where(sql<SqlBool>`(${own}) is not true`), sql<number>`0`), context, order, window.reversed, null).limit(reach);
  let page = db.selectFrom(db.selectFrom(ranked.as('ranked')).selectAll().unionAll(db.selectFrom(rest.as('rest')).selectAll()).as('found')).select(['found.id', `found.${PAGE_RELEVANCE}`]) as AnySelect;
  page = page.orderBy(`found.${PAGE_RELEVANCE}`, window.reversed ? 'asc' : 'desc');
  for (const [index, term] of order.entries()) page = page.orderBy(`found.page_order_${index}`, window.reversed ? flip(term.direction) : term.direction);
  return page.limit(window.limit).offset(window.offset);
}

/** Whether a page chooses its ids first and computes computed fields and counts for those ids only. */
export function deferredJoin(declaration: ResourceDeclaration, query: ListQuery): boolean {
  const computed = (name: string) => declaration.fields[name]?.expression !== undefined;
  const computes = (query.counts ?? []).length > 0 || Object.keys(declaration.fields).some(computed);
  return computes && !fullOrder(query).some((term) => !term.relation && computed(term.field));
}

/**
 * The count and the page query of a list; pure, so tests can compile them without a database.
 * With `total` known, deep pages are read from the back (pageWindow). When the declaration has
 * computed fields or counts and the order uses none of them, the page's ids are chosen first on
 * plain columns and the computed values are evaluated for those ids only (a deferred join), not
 * for every row skipped on the way.
 */
export function listQueries(
  db: AnyDb,
  declaration: ResourceDeclaration,
  resolve: Resolve,
  scope: TenantScope,
  query: ListQuery,
  total?: number,
  ownTotal?: number,
): { count: AnySelect; page: AnySelect; reversedRows: boolean; ownCount?: AnySelect } {
  const base = filtered(db, declaration, resolve, scope, query.conditions, query.onlyTrashed ? 'only' : 'without');
  const count = keptTotal(db, declaration, resolve, scope, query) ?? base.select(sql<number>`count(*)::int`.as('total'));
  const order = fullOrder(query);
  const window = pageWindow(query.page, query.perPage, total);
  const counts = query.counts ?? [];
  const context: CompileContext = { declaration, alias: ROOT, resolve, access: { resolve, ...accessOf(scope) } };
  const relevance = query.byRelevance && query.search ? relevanceSql(context, query.search) : null;
  const reach = window.offset + window.limit;
  // Worth asking how many rows are found in themselves only when a split could follow.
  const own = relevance && findsBeyondRow(declaration) && total !== undefined && mayBeSplit(total, reach) ? ownRowsSql(context, query.search!) : null;
  const ownCount = own ? base.where(own).select(sql<number>`count(*)::int`.as('total')) : undefined;
  const split = own !== null && ownTotal !== undefined && splitsByRelevance(total!, ownTotal, reach);
  if (!deferredJoin(declaration, query) && !split) {
    const page = ordered(selectWithCounts(base, declaration, resolve, scope, counts), context, order, window.reversed, relevance);
    // Read backwards, the rows come out reversed; listRecords puts them back in the list's order.
    return { count, page: page.limit(window.limit).offset(window.offset), reversedRows: window.reversed, ownCount };
  }
  let ids = base.select(sql.ref(`${ROOT}.id`).as('id'));
  if (split) {
    ids = splitByRelevance(db, base, context, order, window, relevance!, own!);
  } else {
    // The page's relevance travels with its ids, so the outer query does not search again.
    if (relevance) ids = ids.select(relevance.as(PAGE_RELEVANCE));
    ids = ordered(ids, context, order, window.reversed, relevance && sql<number>`${sql.ref(PAGE_RELEVANCE)}`).limit(window.limit).offset(window.offset);
  }
  const rows = db.selectFrom(`${declaration.table} as ${ROOT}`).innerJoin(ids.as('page_ids'), 'page_ids.id', `${ROOT}.id`) as AnySelect;
  const keptRelevance = relevance ? sql<number>`${sql.ref(`page_ids.${PAGE_RELEVANCE}`)}` : null;
  return { count, page: ordered(selectWithCounts(rows, declaration, resolve, scope, counts), context, order, false, keptRelevance), reversedRows: false, ownCount };
}
