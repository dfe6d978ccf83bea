import { createGraphQLError } from 'graphql-yoga';
import type { Builder } from '../upstream/client.ts';
import { toSnake } from './names.ts';

export interface FieldFilter {
  field: string;
  operator: 'EQ' | 'NE' | 'LT' | 'LTE' | 'GT' | 'GTE' | 'LIKE' | 'IN' | 'IS_NULL' | 'NOT_NULL' | 'BETWEEN';
  value?: unknown;
}

export interface FieldOrder {
  field: string;
  direction: 'ASC' | 'DESC';
}

export interface ListArgs {
  search?: string | null;
  filter?: FieldFilter[] | null;
  orderBy?: FieldOrder[] | null;
  trashed?: boolean | null;
}

const COMPARISONS = { EQ: '=', NE: '!=', LT: '<', LTE: '<=', GT: '>', GTE: '>=', LIKE: 'ilike' } as const;

function invalid(message: string): never {
  throw createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

type Clauses = Record<string, unknown[]>;

/** Adds one condition on a field of the listed record to a builder's clauses. */
function addCondition(clauses: Clauses, column: string, filter: FieldFilter): void {
  const push = (key: string, entry: unknown) => {
    (clauses[key] ??= []).push(entry);
  };
  switch (filter.operator) {
    case 'IN':
      if (!Array.isArray(filter.value)) invalid(`IN op ${filter.field} verwacht een lijst.`);
      return push('whereIn', [column, filter.value]);
    case 'IS_NULL':
      return push('whereNull', column);
    case 'NOT_NULL':
      return push('where', [column, '!=', null]);
    case 'BETWEEN':
      if (!Array.isArray(filter.value) || filter.value.length !== 2) invalid(`BETWEEN op ${filter.field} verwacht twee waarden.`);
      return push('whereBetween', [column, filter.value]);
    default:
      return push('where', [column, COMPARISONS[filter.operator], filter.value ?? null]);
  }
}

/** The order of a searched list by how well each record matches. */
const RELEVANCE = 'relevance';

/** The REST service ranks by relevance (then id) when the builder asks for exactly this order. */
function relevanceOrder(args: ListArgs): unknown[] {
  if (args.orderBy!.length !== 1 || args.orderBy![0].direction !== 'DESC') invalid('Sorteer op relevantie alleen aflopend en zonder andere velden.');
  if (!args.search?.trim()) invalid('Sorteren op relevantie kan alleen bij een zoekopdracht.');
  return [[RELEVANCE, 'desc']];
}

/**
 * The list arguments of the public API in the REST builder language. A filter on
 * `relation.field` becomes a whereHas on that relation; `relation.id` IS_NULL (a related record's
 * id is never null) means the record has no related record at all and becomes a whereDoesntHave,
 * which is how "none" of a to-many relation is asked for. The REST service refuses whatever is
 * not declared, so nothing here needs to know the fields.
 */
export function listBuilder(args: ListArgs, defaults: Builder = {}): Builder {
  const builder: Builder = { ...defaults };
  const clauses = {} as Clauses;
  const related = new Map<string, Clauses>();
  const absent = new Set<string>();
  for (const filter of args.filter ?? []) {
    const [relation, field] = filter.field.includes('.') ? filter.field.split('.', 2) : [null, filter.field];
    if (relation === null) {
      addCondition(clauses, toSnake(field), filter);
      continue;
    }
    if (field === 'id' && filter.operator === 'IS_NULL') {
      absent.add(toSnake(relation));
      continue;
    }
    const target = related.get(relation) ?? ({} as Clauses);
    related.set(relation, target);
    addCondition(target, toSnake(field), filter);
  }
  Object.assign(builder, clauses);
  if (related.size > 0) builder.whereHas = [...related].map(([relation, nested]) => [toSnake(relation), nested]);
  if (absent.size > 0) builder.whereDoesntHave = [...absent];
  if (args.orderBy?.some((o) => o.field === RELEVANCE)) builder.orderBy = relevanceOrder(args);
  else if (args.orderBy?.length) {
    builder.orderBy = [...args.orderBy.map((o) => [toSnake(o.field), o.direction.toLowerCase()]), ['id', 'desc']];
  }
  if (args.trashed) builder.onlyTrashed = true;
  return builder;
}
