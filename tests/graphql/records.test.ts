import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildSchema,
  getNamedType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLObjectType,
} from 'graphql';
import { SCHEMA_PATH } from '../../scripts/schema-records.ts';
import { graphql, login, startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let token: string;
const schema = buildSchema(readFileSync(SCHEMA_PATH, 'utf8'));
const query = schema.getQueryType()!;

/** Every generated list field of Query and the record type it lists. */
const lists = Object.values(query.getFields()).flatMap((field) => {
  const connection = getNamedType(field.type);
  if (!isObjectType(connection) || !connection.name.endsWith('Connection') || connection.name === 'MessageConnection') return [];
  const edge = getNamedType(connection.getFields().edges.type) as GraphQLObjectType;
  return [{ field: field.name, type: getNamedType(edge.getFields().node.type) as GraphQLObjectType }];
});

/** All scalar fields, and the id of every to-one relation: a selection that touches the whole type. */
function selection(type: GraphQLObjectType): string {
  return Object.values(type.getFields())
    .filter((field) => field.args.length === 0)
    .map((field) => {
      const named = getNamedType(field.type);
      if (isLeafType(named)) return field.name;
      const list = isListType(isNonNullType(field.type) ? field.type.ofType : field.type);
      // A value type without an id of its own (custom values): its leaf fields.
      if (isObjectType(named) && !named.getFields().id) {
        return `${field.name} { ${Object.values(named.getFields()).filter((leaf) => isLeafType(getNamedType(leaf.type))).map((leaf) => leaf.name).join(' ')} }`;
      }
      if (isObjectType(named) || isInterfaceType(named)) return list ? `${field.name} { id }` : `${field.name} { id __typename }`;
      return '';
    })
    .filter(Boolean)
    .join(' ');
}

/** Queries every list in a few requests, each within the alias and token limits, as one answer. */
async function inChunks(body: (chunk: typeof lists) => string) {
  const answer: { data: Record<string, any>; errors: Array<{ message: string; path?: ReadonlyArray<string | number> }> } = { data: {}, errors: [] };
  for (let start = 0; start < lists.length; start += 10) {
    const part = await graphql(stack.bffUrl, `{ ${body(lists.slice(start, start + 10))} }`, {}, token);
    Object.assign(answer.data, part.data);
    answer.errors.push(...((part.errors ?? []) as typeof answer.errors));
  }
  return { data: answer.data, errors: answer.errors.length > 0 ? answer.errors : undefined };
}

beforeAll(async () => {
  stack = await startStack();
  token = await login(stack.bffUrl);
});
afterAll(() => stack?.close());

describe('every record type over GraphQL', () => {
  it('lists and finds every type with all its fields and relations, without errors', async () => {
    expect(lists.length).toBeGreaterThan(5);
    const answer = await inChunks((chunk) =>
      chunk.map(({ field, type }) => `${field}: ${field}(first: 3) { totalCount edges { node { ${selection(type)} } } }`).join('\n'),
    );
    // Resources of a module the demo tenant has switched off answer that, and only that.
    const refused = new Set(answer.errors?.filter((e) => e.message === 'Module niet actief.').map((e) => e.path?.[0]));
    expect(answer.errors?.filter((e) => !refused.has(e.path?.[0])) ?? []).toEqual([]);
    for (const { field } of lists.filter(({ field }) => !refused.has(field))) {
      const connection = answer.data[field];
      expect(connection.edges.length, field).toBe(Math.min(3, connection.totalCount));
    }
    const empty = lists.filter(({ field }) => !refused.has(field) && answer.data[field].totalCount === 0).map(({ field }) => field);
    expect(empty, 'the demo seed fills every list').toEqual([]);
  });

  it('resolves a node of every type by its global id', async () => {
    const ids = await inChunks((chunk) => chunk.map(({ field }) => `${field}: ${field}(first: 1) { edges { node { id } } }`).join(' '));
    for (const { field, type } of lists) {
      const id = ids.data[field]?.edges[0]?.node.id;
      if (!id) continue;
      const node = await graphql(stack.bffUrl, `query($id: ID!) { node(id: $id) { __typename id } }`, { id }, token);
      expect(node.data.node, field).toEqual({ __typename: type.name, id });
    }
  });
});

describe('batching', () => {
  it('serves a list with to-one relations in one REST call, whatever the page size', async () => {
    for (const first of [5, 50]) {
      stack.restRequests.length = 0;
      const answer = await graphql(
        stack.bffUrl,
        `query($first: Int) { tickets(first: $first) { edges { node { reference company { name } client { fullName } operator { fullName } status { name } priority { label } } } } }`,
        { first },
        token,
      );
      expect(answer.errors).toBeUndefined();
      expect(stack.restRequests.map((r) => decodeURIComponent(r).slice(0, 80))).toHaveLength(1);
    }
  });

  it('serves nested lists with one REST call per hundred children, not one per parent', async () => {
    const nested = lists
      .flatMap(({ field: parentList, type }) =>
        Object.values(type.getFields())
          .filter((field) => getNamedType(field.type).name.endsWith('Connection') && field.args.some((arg) => arg.name === 'first'))
          .map((field) => ({ parentList, child: field.name })),
      )
      .slice(0, 3);
    expect(nested.length, 'at least three nested lists in the schema').toBe(3);
    for (const { parentList, child } of nested) {
      stack.restRequests.length = 0;
      const large = await graphql(
        stack.bffUrl,
        `{ ${parentList}(first: 10) { edges { node { id ${child}(first: 2) { totalCount edges { node { id } } } } } } }`,
        {},
        token,
      );
      expect(large.errors, `${parentList}.${child}`).toBeUndefined();
      const parents = large.data[parentList].edges;
      const children = parents.reduce((sum: number, { node }: any) => sum + node[child].totalCount, 0);
      // One call for the parents, then the children of all of them in pages of 100.
      expect(stack.restRequests.length, `${parentList}.${child}`).toBe(1 + Math.max(1, Math.ceil(children / 100)));
      if (parents.length >= 10 && children <= 900) expect(stack.restRequests.length).toBeLessThan(parents.length);
      // The split per parent matches asking one parent at a time.
      const parent = parents[0].node;
      const single = await graphql(
        stack.bffUrl,
        `query($id: ID!) { node(id: $id) { ... on ${lists.find((l) => l.field === parentList)!.type.name} { ${child}(first: 2) { totalCount edges { node { id } } } } } }`,
        { id: parent.id },
        token,
      );
      expect(single.data.node[child]).toEqual(parent[child]);
    }
  });
});
