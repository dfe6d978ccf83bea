import { getNamedType, getNullableType, isLeafType, isListType, isObjectType, type GraphQLField } from 'graphql';
import type { ComplexityEstimator } from 'graphql-query-complexity';

/** A Relay connection: an object type named …Connection with edges. */
export function isConnectionField(field: GraphQLField<unknown, unknown>): boolean {
  const type = getNamedType(field.type);
  return isObjectType(type) && type.name.endsWith('Connection') && 'edges' in type.getFields();
}

/** How many rows a connection field asks for: first, else last, else the connection's default page size. */
export function connectionSize(args: Record<string, unknown>, defaultPageSize: number): number {
  for (const name of ['first', 'last']) {
    const value = args[name];
    if (typeof value === 'number' && Number.isFinite(value) && value > 0) return value;
  }
  return defaultPageSize;
}

export interface ConnectionCostOptions {
  /** The page size a connection field uses when the query gives no first/last, e.g. 'Ticket.messages' → 10. */
  defaultPageSize(typeName: string, fieldName: string): number;
}

/**
 * Costs follow the rows the REST service reads: an object costs 1 plus what is selected under it,
 * a scalar nothing; a connection costs 1 per row it asks for, plus its selection once per row
 * (the page is read even for totalCount alone); a list fetched by ids likewise per id. Nested
 * connections therefore multiply: tickets(first: 20) under companies(first: 20) is 400 tickets.
 */
export function connectionCostEstimator(options: ConnectionCostOptions): ComplexityEstimator {
  return ({ type, field, args, childComplexity }) => {
    if (isConnectionField(field)) return connectionSize(args, options.defaultPageSize(type.name, field.name)) * (1 + childComplexity);
    const ids = args.ids;
    if (isListType(getNullableType(field.type)) && Array.isArray(ids)) return ids.length * (1 + childComplexity);
    if (isLeafType(getNamedType(field.type))) return 0;
    return 1 + childComplexity;
  };
}
