import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, login, startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let token: string;

beforeAll(async () => {
  stack = await startStack();
  token = await login(stack.bffUrl);
});

afterAll(async () => {
  await stack?.close();
});

const STATISTICS = `query($type: String!, $groupBy: String!, $interval: StatInterval, $sum: [String!], $filter: [FieldFilter!]) {
  statistics(type: $type, groupBy: $groupBy, interval: $interval, sum: $sum, filter: $filter) {
    totalCount
    totalSums
    rows { key label count sums }
  }
}`;

describe('statistics', () => {
  it('groups subscriptions per company with their monthly revenue, in one REST call', async () => {
    stack.restRequests.length = 0;
    const answer = await graphql(stack.bffUrl, STATISTICS, { type: 'subscriptions', groupBy: 'companyId', sum: ['mrr'] }, token);
    expect(answer.errors).toBeUndefined();
    const { rows, totalCount, totalSums } = answer.data.statistics;
    expect(stack.restRequests.filter((request) => request.startsWith('GET /stats/'))).toHaveLength(1);
    const list = await graphql(stack.bffUrl, `{ subscriptions(first: 1) { totalCount } }`, {}, token);
    expect(totalCount).toBe(list.data.subscriptions.totalCount);
    expect(rows.length).toBeGreaterThan(1);
    // Company names as labels, and the per-company sums add up to the total.
    expect(rows.every((row: { label: string; key: number }) => row.label !== String(row.key))).toBe(true);
    const sum = rows.reduce((total: number, row: { sums: number[] }) => total + row.sums[0], 0);
    expect(sum).toBeCloseTo(totalSums[0], 1);
  });

  it('takes the list filters and answers undeclared input as a user error, not a server error', async () => {
    const closed = await graphql(stack.bffUrl, STATISTICS, { type: 'tickets', groupBy: 'createdAt', interval: 'MONTH', filter: [{ field: 'statusId', operator: 'EQ', value: 2 }] }, token);
    expect(closed.errors).toBeUndefined();
    expect(closed.data.statistics.rows.every((row: { key: string }) => /^\d{4}-\d{2}-01$/.test(row.key))).toBe(true);
    const all = await graphql(stack.bffUrl, STATISTICS, { type: 'tickets', groupBy: 'createdAt', interval: 'MONTH' }, token);
    expect(closed.data.statistics.totalCount).toBeLessThan(all.data.statistics.totalCount);

    const wrong = await graphql(stack.bffUrl, STATISTICS, { type: 'tickets', groupBy: 'password' }, token);
    expect(wrong.errors?.[0].message).toContain("Onbekende groepering: 'password'.");
    expect(wrong.errors?.[0].extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
  });
});
