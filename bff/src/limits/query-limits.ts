import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { GraphQLError, type DocumentNode, type GraphQLSchema, type ValidationContext } from 'graphql';
import { getComplexity } from 'graphql-query-complexity';
import type { Plugin } from 'graphql-yoga';
import { connectionCostEstimator } from './connection-cost.ts';
import { armorFigure, limitError, type LimitKind } from './limit-errors.ts';
import { loginOnceRule } from './login-once.ts';

/** What one GraphQL operation may ask for. */
export interface QueryLimits {
  maxDepth: number;
  maxAliases: number;
  maxDirectives: number;
  maxTokens: number;
  maxCost: number;
}

/**
 * Every operation of the web client passes well within these (tests/graphql/web-operations.test.ts);
 * its dearest, printing 100 tickets with 100 messages each, costs 40 700. The queries that
 * exhausted the server are far beyond.
 */
export const DEFAULT_QUERY_LIMITS: QueryLimits = {
  maxDepth: 12,
  maxAliases: 30,
  maxDirectives: 50,
  maxTokens: 3000,
  maxCost: 200_000,
};

/** The page size of a connection when the query gives no first/last, as the resolvers use it. */
export function defaultPageSize(typeName: string, fieldName: string): number {
  return typeName === 'Ticket' && fieldName === 'messages' ? 10 : 15;
}

const estimators = [connectionCostEstimator({ defaultPageSize })];

/** The cost of the operation that runs: see connection-cost.ts. */
export function operationCost(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> | undefined, operationName?: string | null): number {
  return getComplexity({ schema, query: document, variables: variables ?? {}, operationName: operationName ?? undefined, estimators });
}

function reject(kind: LimitKind, maximum: number) {
  return (context: ValidationContext | null, error: GraphQLError) => {
    const refusal = limitError(kind, armorFigure(error.message), maximum);
    // The token count is checked while parsing, where there is no validation context to report to.
    if (!context) throw refusal;
    context.reportError(refusal);
  };
}

function protection(kind: LimitKind, n: number) {
  return { enabled: true, n, propagateOnRejection: false, onReject: [reject(kind, n)] };
}

const SUGGESTION = /\s*Did you mean .+\?/g;

/** The error without graphql's "Did you mean …?", which would spell out the schema. */
export function withoutSuggestion(error: GraphQLError): GraphQLError {
  const message = error.message.replace(SUGGESTION, '');
  return message === error.message ? error : new GraphQLError(message, error);
}

/**
 * Depth, aliases, directives and tokens by graphql-armor, and one login per request: all checked
 * before anything runs, over HTTP and WebSocket alike. Callers without a token get no field
 * suggestions, since those would spell out the schema that introspection keeps from them; that is
 * done on the answer, because Yoga caches validation per document for everyone.
 */
export function queryLimitPlugins(limits: QueryLimits): Plugin[] {
  return [
    EnvelopArmorPlugin({
      blockFieldSuggestion: { enabled: false },
      costLimit: { enabled: false },
      maxDepth: { ...protection('depth', limits.maxDepth), ignoreIntrospection: true, flattenFragments: true },
      maxAliases: protection('aliases', limits.maxAliases),
      maxDirectives: protection('directives', limits.maxDirectives),
      maxTokens: protection('tokens', limits.maxTokens),
    }),
    {
      onValidate({ addValidationRule }) {
        addValidationRule(loginOnceRule);
      },
      onResultProcess({ request, result, setResult }) {
        if (request.headers.get('authorization') || Array.isArray(result) || Symbol.asyncIterator in result || !result.errors) return;
        setResult({ ...result, errors: result.errors.map((error) => withoutSuggestion(error as GraphQLError)) });
      },
    },
  ];
}
