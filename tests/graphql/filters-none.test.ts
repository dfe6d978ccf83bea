import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { recordHub } from '../../bff/src/live/record-hub.ts';
import { graphql, login, startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let admin: string;
let demoId: number;
const sockets: Client[] = [];

beforeAll(async () => {
  stack = await startStack();
  admin = await login(stack.bffUrl);
  demoId = (await stack.api.db.selectFrom('tenants').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await Promise.all(sockets.map((client) => client.dispose()));
  await stack?.close();
});

async function rest(method: string, path: string, body?: unknown) {
  const response = await fetch(stack.apiUrl + path, {
    method,
    headers: { authorization: `Bearer ${admin}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await response.json();
  expect(response.status, JSON.stringify(answer)).toBeLessThan(300);
  return answer;
}

const NO_CATEGORY = { field: 'categories.id', operator: 'IS_NULL' };
const TICKETS = 'query($filter: [FieldFilter!]) { tickets(first: 100, filter: $filter) { totalCount edges { node { databaseId operatorId categories { id } } } } }';

async function tickets(filter: unknown[]) {
  const answer = await graphql(stack.bffUrl, TICKETS, { filter }, admin);
  expect(answer.errors).toBeUndefined();
  return answer.data.tickets as { totalCount: number; edges: Array<{ node: { databaseId: number; operatorId: number | null; categories: unknown[] } }> };
}

/** Live demo tickets without any category, straight from the database. */
async function withoutCategory(unassigned = false): Promise<number[]> {
  let query = stack.api.db
    .selectFrom('tickets')
    .select('tickets.id')
    .where('tickets.tenant_id', '=', demoId)
    .where('is_template', '=', false)
    .where('deleted_at', 'is', null)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('category_ticket').select('ticket_id').whereRef('category_ticket.ticket_id', '=', 'tickets.id'))));
  if (unassigned) query = query.where('operator_id', 'is', null);
  return (await query.execute()).map((row) => row.id).sort((a, b) => a - b);
}

describe('IS_NULL on a to-many relation id', () => {
  it('lists the tickets without any category', async () => {
    // Every demo ticket has a category; one loses them.
    const tagged = (await tickets([{ field: 'categories.id', operator: 'NOT_NULL' }])).edges[0].node;
    expect(tagged.categories.length).toBeGreaterThan(0);
    expect((await tickets([NO_CATEGORY])).edges.map((edge) => edge.node.databaseId)).not.toContain(tagged.databaseId);
    await rest('PUT', `/tickets/${tagged.databaseId}`, { relationships: { categories: [] } });

    const none = await tickets([NO_CATEGORY]);
    const expected = await withoutCategory();
    expect(expected).toContain(tagged.databaseId);
    expect(none.totalCount).toBe(expected.length);
    expect(none.edges.map((edge) => edge.node.databaseId).sort((a, b) => a - b)).toEqual(expected);
    expect(none.edges.every((edge) => edge.node.categories.length === 0)).toBe(true);
  });

  it('combines with no operator, in lists and in quick filter counts', async () => {
    const created = (await rest('POST', '/tickets', { description: 'Niemand en geen categorie' })).data;
    const filter = [{ field: 'operatorId', operator: 'IS_NULL' }, NO_CATEGORY];
    const both = await tickets(filter);
    const expected = await withoutCategory(true);
    expect(expected).toContain(created.id);
    expect(both.totalCount).toBe(expected.length);
    expect(both.edges.every((edge) => edge.node.operatorId === null && edge.node.categories.length === 0)).toBe(true);

    const counts = await graphql(stack.bffUrl, 'query($presets: [PresetCountInput!]!) { presetCounts(type: "tickets", presets: $presets) { presetId count } }', { presets: [{ presetId: 'geen', filter }] }, admin);
    expect(counts.errors).toBeUndefined();
    expect(counts.data.presetCounts).toEqual([{ presetId: 'geen', count: expected.length }]);
  });

  it('answers an unknown relation in Dutch', async () => {
    const answer = await graphql(stack.bffUrl, TICKETS, { filter: [{ field: 'geheim.id', operator: 'IS_NULL' }] }, admin);
    expect(answer.errors?.[0].message).toBe('Onbekende relatie: geheim.');
  });
});

describe("the default widget 'Niet toegewezen zonder categorie'", () => {
  it('counts live the open tickets without operator and without category', async () => {
    const setup = await graphql(stack.bffUrl, 'mutation { setupCockpit(input: {}) { widgets { id tablePreset { label filterConfig } } } }', {}, admin);
    expect(setup.errors).toBeUndefined();
    const widget = setup.data.setupCockpit.widgets.find((row: any) => row.tablePreset.label === 'Niet toegewezen zonder categorie');
    expect(widget.tablePreset.filterConfig.columnFilters).toMatchObject({ operator: ['none'], categories: ['none'] });
    const open: number[] = widget.tablePreset.filterConfig.columnFilters.status.map(Number);

    const subscribers = recordHub(stack.live).stats().widgetSubscribers;
    const received: number[] = [];
    const client = createClient({ url: stack.bffUrl.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${admin}` }, retryAttempts: 0 });
    sockets.push(client);
    client.subscribe(
      { query: 'subscription($widgetIds: [ID!]!) { cockpitWidgetChanged(widgetIds: $widgetIds) { count } }', variables: { widgetIds: [widget.id] } },
      { next: (value) => received.push((value.data as any).cockpitWidgetChanged.count), error: () => undefined, complete: () => undefined },
    );
    await expect.poll(() => recordHub(stack.live).stats().widgetSubscribers).toBe(subscribers + 1);
    const listed = async () => (await tickets([{ field: 'operatorId', operator: 'IS_NULL' }, NO_CATEGORY, { field: 'statusId', operator: 'IN', value: open }])).totalCount;

    // A new open ticket without operator and category enters the widget.
    const created = (await rest('POST', '/tickets', { description: 'Nog niet ingedeeld', status_id: open[0] })).data;
    await expect.poll(() => received.length).toBe(1);
    const count = received[0];
    expect(count).toBe(await listed());
    expect(count).toBeGreaterThan(0);

    // Giving it a category takes it out again.
    const category = (await rest('GET', '/categories')).data[0];
    await rest('PUT', `/tickets/${created.id}`, { relationships: { categories: [category.id] } });
    await expect.poll(() => received.length).toBe(2);
    expect(received[1]).toBe(count - 1);
    expect(received[1]).toBe(await listed());
  });
});
