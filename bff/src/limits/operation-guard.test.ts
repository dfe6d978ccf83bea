import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchema } from '../schema/index.ts';
import { documentChecks } from './operation-guard.ts';
import { operationCost } from './query-limits.ts';

const { schema } = buildSchema();
const LIST = parse('query($first: Int) { tickets(first: $first) { edges { node { reference company { name } } } } }');

describe('documentChecks', () => {
  it('gives the cost operationCost gives, per set of variables of the same document', () => {
    const checks = documentChecks();
    for (const first of [10, 100, 10]) {
      expect(checks.cost(schema, LIST, { first })).toBe(operationCost(schema, LIST, { first }));
    }
    expect(checks.cost(schema, LIST, { first: 100 })).toBeGreaterThan(checks.cost(schema, LIST, { first: 10 }));
  });

  it('tells apart the operations of one document', () => {
    const document = parse('query Small { tickets(first: 1) { totalCount } } query Big { tickets(first: 100) { edges { node { reference } } } }');
    const checks = documentChecks();
    expect(checks.cost(schema, document, {}, 'Small')).toBe(operationCost(schema, document, {}, 'Small'));
    expect(checks.cost(schema, document, {}, 'Big')).toBe(operationCost(schema, document, {}, 'Big'));
    expect(checks.cost(schema, document, {}, 'Big')).toBeGreaterThan(checks.cost(schema, document, {}, 'Small'));
  });

  it('remembers whether a document asks for the schema', () => {
    const checks = documentChecks();
    const introspection = parse('{ __schema { queryType { name } } }');
    expect(checks.asksForSchema(introspection)).toBe(true);
    expect(checks.asksForSchema(introspection)).toBe(true);
    expect(checks.asksForSchema(LIST)).toBe(false);
  });
});
