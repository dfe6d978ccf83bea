import { getNamedType, isListType, getNullableType, isObjectType, type GraphQLField } from 'graphql';
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
 * Every field costs 1 plus what is selected under it; under a connection that selection counts
 * once per row asked for, and under a list fetched by ids once per id. Nested connections
 * therefore multiply: tickets(first: 20) of companies(first: 20) is 400 tickets.
 */
export function connectionCostEstimator(options: ConnectionCostOptions): ComplexityEstimator {
  return ({ type, field, args, childComplexity }) => {
    if (isConnectionField(field)) return 1 + connectionSize(args, options.defaultPageSize(type.name, field.name)) * childComplexity;
    const ids = args.ids;
    if (isListType(getNullableType(field.type)) && Array.isArray(ids)) return 1 + ids.length * childComplexity;
    return 1 + childComplexity;
  };
}
