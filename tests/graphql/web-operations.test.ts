import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  typeFromAST,
  type DocumentNode,
  type GraphQLError,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { createYoga } from 'graphql-yoga';
import { buildSchema } from '../../bff/src/schema/index.ts';
import { DEFAULT_QUERY_LIMITS, operationCost, queryLimitPlugins } from '../../bff/src/limits/query-limits.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ARTIFACTS = `${ROOT}web/src/__generated__`;
/** The largest page the resolvers hand out; a page-size variable gets it, the worst the client can send. */
const LARGEST_PAGE = 100;
const PAGE_SIZE_VARIABLES = new Set(['first', 'last', 'count', 'pageSize']);

interface Operation {
  name: string;
  kind: string;
  text: string;
}

/** Every operation the web client sends: relay-compiler writes each one's text into its artifact. */
async function webOperations(): Promise<Operation[]> {
  execFileSync('npx', ['relay-compiler'], { cwd: ROOT, stdio: 'ignore' });
  const operations: Operation[] = [];
  for (const file of readdirSync(ARTIFACTS).filter((name) => name.endsWith('.graphql.ts'))) {
    const artifact = (await import(`${ARTIFACTS}/${file}`)).default;
    if (artifact.kind !== 'Request') continue;
    operations.push({ name: artifact.params.name, kind: artifact.params.operationKind, text: artifact.params.text });
  }
  return operations;
}

/** A plausible value of an input type, as the web client would fill it. */
function sample(type: GraphQLInputType, name: string): unknown {
  const inner = getNullableType(type) as GraphQLInputType;
  if (isListType(inner)) return [sample(inner.ofType, name)];
  if (isEnumType(inner)) return inner.getValues()[0].value;
  if (isInputObjectType(inner)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(inner.getFields())) {
      if (isNonNullType(field.type) && field.defaultValue === undefined) value[field.name] = sample(field.type, field.name);
    }
    return value;
  }
  switch (getNamedType(inner).name) {
    case 'Int':
      return PAGE_SIZE_VARIABLES.has(name) ? LARGEST_PAGE : 1;
    case 'Float':
      return 1.5;
    case 'Boolean':
      return true;
    case 'Date':
      return '2026-11-25';
    case 'DateTime':
      return '2026-11-25T10:00:00.000Z';
    case 'JSON':
      return {};
    default:
      return 'VGlja2V0OjE';
  }
}

/** Required variables filled in, and every page size at its largest. */
function variablesOf(schema: GraphQLSchema, operation: OperationDefinitionNode): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type as any) as GraphQLInputType;
    const required = isNonNullType(type) && !definition.defaultValue;
    if (required || (PAGE_SIZE_VARIABLES.has(name) && getNamedType(type).name === 'Int')) variables[name] = sample(type, name);
  }
  return variables;
}

describe('every operation of the web client', () => {
  const { schema } = buildSchema();
  // Checked against tighter limits than the server's, so each passes with room to spare.
  const { maxDepth, maxAliases, maxDirectives, maxTokens, maxCost } = DEFAULT_QUERY_LIMITS;
  const tight = { maxDepth: maxDepth - 3, maxAliases: maxAliases / 2, maxDirectives: maxDirectives / 2, maxTokens: maxTokens / 2, maxCost: maxCost / 4 };
  const yoga = createYoga({ schema, plugins: queryLimitPlugins(tight) });
  let operations: Operation[] = [];

  beforeAll(async () => {
    operations = await webOperations();
  }, 120_000);

  it('is found: queries, mutations and subscriptions', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(new Set(operations.map((operation) => operation.kind))).toEqual(new Set(['query', 'mutation', 'subscription']));
  });

  it('passes depth, aliases, directives, tokens and cost well within the limits', () => {
    const costs: Array<{ name: string; cost: number }> = [];
    for (const operation of operations) {
      const request = new Request('http://localhost/graphql', { method: 'POST', headers: { authorization: 'Bearer web-client' } });
      const enveloped = yoga.getEnveloped({ request, params: { query: operation.text } });
      const document: DocumentNode = enveloped.parse(operation.text);
      const errors: readonly GraphQLError[] = enveloped.validate(enveloped.schema, document);
      expect(errors.map((error) => error.message), operation.name).toEqual([]);
      const definition = document.definitions.find((node) => node.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode;
      const cost = operationCost(schema, document, variablesOf(schema, definition), operation.name);
      costs.push({ name: operation.name, cost });
    }
    const over = costs.filter(({ cost }) => cost > tight.maxCost);
    expect(over).toEqual([]);
  });
});
