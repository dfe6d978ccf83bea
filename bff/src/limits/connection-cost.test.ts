import { describe, expect, it } from 'vitest';
import { buildSchema, parse } from 'graphql';
import { getComplexity } from 'graphql-query-complexity';
import { connectionCostEstimator, connectionSize } from './connection-cost.ts';

const schema = buildSchema(`
  type Query { company(id: ID!): Company  companies(first: Int, last: Int): CompanyConnection  nodes(ids: [ID!]!): [Company]! }
  type Company { id: ID! name: String tickets(first: Int): TicketConnection messages(first: Int): TicketConnection }
  type Ticket { id: ID! subject: String company: Company }
  type TicketConnection { edges: [TicketEdge!]! totalCount: Int! }
  type TicketEdge { node: Ticket! }
  type CompanyConnection { edges: [CompanyEdge!]! totalCount: Int! }
  type CompanyEdge { node: Company! }
`);

const estimator = connectionCostEstimator({ defaultPageSize: (type, field) => (type === 'Company' && field === 'messages' ? 10 : 15) });
const cost = (query: string, variables: Record<string, unknown> = {}) => getComplexity({ schema, query: parse(query), variables, estimators: [estimator] });

describe('connectionSize', () => {
  it('takes first, then last, then the default page size', () => {
    expect(connectionSize({ first: 20 }, 15)).toBe(20);
    expect(connectionSize({ last: 5 }, 15)).toBe(5);
    expect(connectionSize({}, 15)).toBe(15);
    expect(connectionSize({ first: null }, 10)).toBe(10);
  });
});

describe('connectionCostEstimator', () => {
  it('counts 1 per object and nothing for scalars', () => {
    expect(cost('{ company(id: 1) { id name } }')).toBe(1);
    expect(cost('{ company(id: 1) { name tickets(first: 1) { totalCount } } }')).toBe(2);
  });

  it('counts 1 per row a connection asks for, plus the selection once per row', () => {
    // 20 rows × (1 + edges 1 + node 1)
    expect(cost('{ companies(first: 20) { edges { node { id } } } }')).toBe(60);
    // The page is read even for totalCount alone.
    expect(cost('{ companies(last: 2) { totalCount } }')).toBe(2);
  });

  it('takes the default page size when first is absent, per connection', () => {
    expect(cost('{ companies { totalCount } }')).toBe(15);
    expect(cost('{ company(id: 1) { messages { totalCount } } }')).toBe(11);
  });

  it('reads first from the variables', () => {
    expect(cost('query($n: Int) { companies(first: $n) { totalCount } }', { n: 50 })).toBe(50);
  });

  it('multiplies through nested connections', () => {
    const nested = '{ companies(first: 20) { edges { node { tickets(first: 20) { edges { node { id } } } } } } }';
    // inner tickets: 20 × 3 = 60; per company row: 1 + edges (1 + node (1 + 60)) = 63
    expect(cost(nested)).toBe(20 * 63);
  });

  it('counts a list fetched by ids once per id', () => {
    expect(cost('{ nodes(ids: ["a", "b", "c"]) { id name } }')).toBe(3);
  });
});
