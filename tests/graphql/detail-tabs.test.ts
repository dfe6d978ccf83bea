import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, login, startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let token: string;

beforeAll(async () => {
  stack = await startStack();
  token = await login(stack.bffUrl);
});
afterAll(() => stack?.close());

async function measured(query: string, variables: Record<string, unknown>) {
  stack.restRequests.length = 0;
  const answer = await graphql(stack.bffUrl, query, variables, token);
  expect(answer.errors).toBeUndefined();
  return { data: answer.data, requests: stack.restRequests.length };
}

// What a company's tabs ask: each tab one connection filtered on the company, rows with their relations.
const COMPANY_TABS = /* GraphQL */ `
  query($company: JSON) {
    tickets(first: 20, filter: [{ field: "companyId", value: $company }], orderBy: [{ field: "updatedAt", direction: DESC }]) {
      totalCount
      edges { node { databaseId companyId status { name } priority { label } client { fullName } operator { fullName } } }
    }
    clients(first: 10, filter: [{ field: "companies.id", value: $company }]) {
      totalCount
      edges { node { databaseId fullName companies { databaseId } } }
    }
    contracts(first: 100, filter: [{ field: "companies.id", value: $company }]) {
      totalCount
      edges { node { databaseId companies { databaseId } service { name } client { fullName } } }
    }
  }
`;

const DETAILS = /* GraphQL */ `
  query($deal: ID!, $contract: ID!) {
    deal(id: $deal) {
      completedTasksCount
      quotes(first: 1) { totalCount }
      tasks(first: 100) { totalCount edges { node { task completed } } }
    }
    contract(id: $contract) {
      contractPeriods(first: 100) { edges { node { databaseId periodStart registeredTime minutesRemaining } } }
    }
  }
`;

describe('detail screen tabs over GraphQL', () => {
  it('serves three tabs of a company in a few REST requests, however many rows', async () => {
    const { data, requests } = await measured(COMPANY_TABS, { company: 1 });
    expect(data.tickets.edges.length).toBeGreaterThan(5);
    expect(data.tickets.edges.every(({ node }: any) => node.companyId === 1)).toBe(true);
    expect(data.clients.edges.length).toBeGreaterThan(1);
    expect(data.clients.edges.every(({ node }: any) => node.companies.some((c: any) => c.databaseId === 1))).toBe(true);
    expect(data.contracts.edges.every(({ node }: any) => node.companies.some((c: any) => c.databaseId === 1))).toBe(true);
    const rows = data.tickets.edges.length + data.clients.edges.length + data.contracts.edges.length;
    // At most a list call and a count per tab; never one per row.
    expect(requests).toBeLessThanOrEqual(6);
    expect(requests).toBeLessThan(rows);
  });

  it('loads the counts and rows that come with a deal and a contract through one call per relation', async () => {
    const { data, requests } = await measured(DETAILS, { deal: '1', contract: '1' });
    expect(data.deal.quotes.totalCount).toBeGreaterThanOrEqual(0);
    expect(data.deal.tasks.totalCount).toBe(data.deal.tasks.edges.length);
    expect(data.deal.completedTasksCount).toBe(data.deal.tasks.edges.filter(({ node }: any) => node.completed).length);
    expect(data.contract.contractPeriods.edges.length).toBeGreaterThan(0);
    // The two records, then the quotes, tasks and periods.
    expect(requests).toBeLessThanOrEqual(5);
  });
});

