import { visit, type DocumentNode, type ExecutionArgs, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { createGraphQLError, isAsyncIterable, type Plugin } from 'graphql-yoga';
import type { Context } from '../schema/context.ts';
import type { CostBudget } from './cost-budget.ts';
import { limitError, rateLimitError } from './limit-errors.ts';
import { operationCost, type QueryLimits } from './query-limits.ts';

/** Whether the document asks for the schema itself; __typename alone does not. */
export function asksForSchema(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') found = true;
    },
  });
  return found;
}

/** Variable sets remembered per document; a page number or search term makes each one new. */
const COSTS_PER_DOCUMENT = 64;

interface DocumentFacts {
  asksForSchema: boolean;
  costs: Map<string, number>;
}

/**
 * What the guard works out from a document, remembered per parsed document. Yoga's parser cache
 * hands the same DocumentNode to every request with the same text, so the web client's repeated
 * queries are walked once instead of twice per request (schema fields, then the cost).
 */
export function documentChecks() {
  const facts = new WeakMap<DocumentNode, DocumentFacts>();
  const of = (document: DocumentNode) => {
    let known = facts.get(document);
    if (!known) {
      known = { asksForSchema: asksForSchema(document), costs: new Map() };
      facts.set(document, known);
    }
    return known;
  };
  return {
    asksForSchema: (document: DocumentNode) => of(document).asksForSchema,
    cost(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> | undefined, operationName?: string | null): number {
      const { costs } = of(document);
      const key = JSON.stringify([operationName ?? null, variables ?? {}]);
      let cost = costs.get(key);
      if (cost === undefined) {
        cost = operationCost(schema, document, variables, operationName);
        if (costs.size >= COSTS_PER_DOCUMENT) costs.clear();
        costs.set(key, cost);
      }
      return cost;
    },
  };
}

const SIGN_IN_FOR_SCHEMA = () =>
  createGraphQLError('Meld je aan om het schema op te vragen.', { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });

/**
 * Right before an operation runs (query, mutation or subscription): introspection only for a
 * signed-in user, the cost checked against its maximum, then spent from the caller's budget per
 * minute. The cost goes back in extensions.cost.
 */
export function operationGuard(limits: QueryLimits, budget: CostBudget): Plugin {
  const checks = documentChecks();
  async function check(args: ExecutionArgs): Promise<{ refusal: ExecutionResult } | { cost: number }> {
    const context = args.contextValue as Context;
    const user = await context.identities.identify(context.caller, () => context.me());
    if (checks.asksForSchema(args.document) && !user) return { refusal: { errors: [SIGN_IN_FOR_SCHEMA()] } };
    const cost = checks.cost(args.schema, args.document, args.variableValues ?? undefined, args.operationName);
    if (cost > limits.maxCost) return { refusal: { errors: [limitError('cost', cost, limits.maxCost)] } };
    const spent = await budget.spend({ user, address: context.caller.address }, Math.max(1, Math.ceil(cost)));
    if (!spent.allowed) return { refusal: { errors: [rateLimitError(spent.retryAfter)] } };
    return { cost };
  }

  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const checked = await check(args);
      if ('refusal' in checked) return setResultAndStopExecution(checked.refusal);
      return {
        onExecuteDone({ result, setResult }) {
          if (isAsyncIterable(result)) return;
          setResult({ ...result, extensions: { ...result.extensions, cost: { requested: checked.cost, maximum: limits.maxCost } } });
        },
      };
    },
    async onSubscribe({ args, setResultAndStopExecution }) {
      const checked = await check(args);
      if ('refusal' in checked) setResultAndStopExecution(checked.refusal);
    },
  };
}
