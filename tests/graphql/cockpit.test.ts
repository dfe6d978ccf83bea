import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { recordHub } from '../../bff/src/live/record-hub.ts';
import { DEMO_LOGIN, graphql, login, startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let admin: string;
let bram: string;
const ids: Record<string, number> = {};
const sockets: Client[] = [];

function socket(token: string): Client {
  const client = createClient({ url: stack.bffUrl.replace('http', 'ws') + '/graphql', webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` }, retryAttempts: 0 });
  sockets.push(client);
  return client;
}

const WIDGET_CHANGED = /* GraphQL */ `
  subscription($widgetIds: [ID!]!) { cockpitWidgetChanged(widgetIds: $widgetIds) { count widget { id databaseId widgetType tablePreset { label } } } }
`;

/** A running subscription and what it received. */
function listen(token: string, widgetIds: string[]) {
  const received: any[] = [];
  const errors: unknown[] = [];
  const client = socket(token);
  client.subscribe(
    { query: WIDGET_CHANGED, variables: { widgetIds } },
    {
      next: (value) => (value.errors ? errors.push(value.errors) : received.push(value.data!.cockpitWidgetChanged)),
      error: (error) => errors.push(error),
      complete: () => undefined,
    },
  );
  return { client, received, errors };
}

async function rest(token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(stack.apiUrl + path, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await response.json();
  expect(response.status, JSON.stringify(answer)).toBeLessThan(300);
  return answer;
}

const hub = () => recordHub(stack.live);

beforeAll(async () => {
  stack = await startStack();
  admin = await login(stack.bffUrl);
  bram = await login(stack.bffUrl, { username: 'bram@demo.nl', password: DEMO_LOGIN.password });
  for (const [name, token] of Object.entries({ admin, bram })) ids[name] = (await graphql(stack.bffUrl, '{ viewer { user { databaseId } } }', {}, token)).data.viewer.user.databaseId;
});
afterAll(async () => {
  await Promise.all(sockets.map((client) => client.dispose()));
  await stack?.close();
});

const SETUP = /* GraphQL */ `
  mutation { setupCockpit(input: { clientMutationId: "eerste" }) {
    created clientMutationId userErrors { field message }
    dashboard { id name isPublic }
    widgets { id databaseId widgetType order tablePreset { id label type isCockpit filterConfig orderConfig columnsConfig paginationConfig } }
  } }
`;

let widgets: Array<Record<string, any>> = [];
const widget = (label: string) => widgets.find((candidate) => candidate.tablePreset.label === label)!;

describe('setupCockpit and the viewer', () => {
  it('makes the default cockpit once and shows it among the viewer dashboards', async () => {
    expect((await graphql(stack.bffUrl, '{ viewer { cockpitSetupCompleted } }', {}, bram)).data.viewer.cockpitSetupCompleted).toBe(false);
    const first = await graphql(stack.bffUrl, SETUP, {}, bram);
    expect(first.errors).toBeUndefined();
    expect(first.data.setupCockpit).toMatchObject({ created: true, clientMutationId: 'eerste', userErrors: [], dashboard: { name: 'Cockpit', isPublic: true } });
    widgets = first.data.setupCockpit.widgets;
    expect(widgets).toHaveLength(8);
    expect(widget('Mijn taken').tablePreset).toMatchObject({ type: 'tasks', isCockpit: true, filterConfig: { columnFilters: { operator: ['me'], completed: 'false' } }, paginationConfig: { per_page: 15 } });

    const again = await graphql(stack.bffUrl, SETUP, {}, admin);
    expect(again.data.setupCockpit.created).toBe(false);
    expect(again.data.setupCockpit.widgets.map((row: any) => row.id)).toEqual(widgets.map((row) => row.id));
    expect((await graphql(stack.bffUrl, '{ viewer { cockpitSetupCompleted } }', {}, admin)).data.viewer.cockpitSetupCompleted).toBe(true);

    const DASHBOARDS = '{ viewer { cockpitDashboards { id name isPublic userId order widgets(first: 20) { totalCount edges { node { tablePreset { label } } } } } externalDashboards { id url userId } } }';
    const mine = (await graphql(stack.bffUrl, DASHBOARDS, {}, admin)).data.viewer;
    const theirs = (await graphql(stack.bffUrl, DASHBOARDS, {}, bram)).data.viewer;
    const cockpit = mine.cockpitDashboards.find((dashboard: any) => dashboard.id === first.data.setupCockpit.dashboard.id);
    expect(cockpit.widgets.totalCount).toBe(8);
    // The administrator's own dashboard is theirs alone; the public ones are everyone's, in their order.
    expect(mine.cockpitDashboards.some((dashboard: any) => dashboard.userId === ids.admin)).toBe(true);
    expect(theirs.cockpitDashboards.every((dashboard: any) => dashboard.isPublic || dashboard.userId === ids.bram)).toBe(true);
    expect(theirs.cockpitDashboards.map((dashboard: any) => dashboard.id)).toContain(cockpit.id);
    const orders = mine.cockpitDashboards.map((dashboard: any) => dashboard.order);
    expect(orders).toEqual([...orders].sort((a: number, b: number) => a - b));
    expect(mine.externalDashboards.length).toBeGreaterThan(0);
    expect(mine.externalDashboards.every((dashboard: any) => dashboard.userId === null || dashboard.userId === ids.admin)).toBe(true);
    expect(theirs.externalDashboards.every((dashboard: any) => dashboard.userId === null || dashboard.userId === ids.bram)).toBe(true);
  });
});

/** What the ticket list shows for the widget's quick filter, with the viewer's 'me' filled in the way the list does. */
async function openForMe(token: string, userId: number): Promise<number> {
  const statusIds = widget('Open tickets voor mij').tablePreset.filterConfig.columnFilters.status.map(Number);
  const filter = [
    { field: 'operatorId', operator: 'IN', value: [userId] },
    { field: 'statusId', operator: 'IN', value: statusIds },
  ];
  const answer = await graphql(stack.bffUrl, 'query($filter: [FieldFilter!]) { tickets(first: 1, filter: $filter) { totalCount } }', { filter }, token);
  return answer.data.tickets.totalCount;
}

describe('cockpitWidgetChanged', () => {
  it("gives each subscriber the count as they see it, with their own 'me'", async () => {
    const open = widget('Open tickets voor mij');
    const waiting = widget('Lang wachtend op reactie');
    const openStatus = Number(open.tablePreset.filterConfig.columnFilters.status[0]);
    // The two must see different counts, or the same number could not tell whose 'me' was used.
    if ((await openForMe(admin, ids.admin)) === (await openForMe(bram, ids.bram))) {
      await rest(admin, 'POST', '/tickets', { description: 'Printer offline', operator_id: ids.admin, status_id: openStatus });
    }
    const before = hub().stats().widgetSubscribers;
    const admins = listen(admin, [open.id, waiting.id]);
    const brams = listen(bram, [open.id, waiting.id]);
    await expect.poll(() => hub().stats().widgetSubscribers).toBe(before + 4);

    // A change to another type than the widgets' says nothing.
    const company = (await rest(admin, 'GET', '/companies?builder=' + encodeURIComponent(JSON.stringify({ paginate: 1 })))).data[0];
    await rest(admin, 'PUT', `/companies/${company.id}`, { name: `${company.name} ` });

    const forBram = (await rest(admin, 'POST', '/tickets', { description: 'Scherm flikkert', operator_id: ids.bram, status_id: openStatus })).data;
    await expect.poll(() => brams.received.length).toBe(1);
    expect(brams.received[0]).toMatchObject({ count: await openForMe(bram, ids.bram), widget: { id: open.id, widgetType: 'table', tablePreset: { label: 'Open tickets voor mij' } } });

    const forAdmin = (await rest(bram, 'POST', '/tickets', { description: 'Toetsenbord kapot', operator_id: ids.admin, status_id: openStatus })).data;
    await expect.poll(() => admins.received.length).toBe(1);
    expect(admins.received[0]).toMatchObject({ count: await openForMe(admin, ids.admin), widget: { id: open.id } });
    expect(await openForMe(admin, ids.admin)).not.toBe(await openForMe(bram, ids.bram));

    // Leaving the result lowers the count for the one who had it.
    await rest(admin, 'DELETE', `/tickets/${forBram.id}`);
    await expect.poll(() => brams.received.length).toBe(2);
    expect(brams.received[1]).toMatchObject({ count: await openForMe(bram, ids.bram), widget: { id: open.id } });
    await rest(admin, 'DELETE', `/tickets/${forAdmin.id}`);
    await expect.poll(() => admins.received.length).toBe(2);
    expect(brams.received).toHaveLength(2);
    expect([...admins.errors, ...brams.errors]).toEqual([]);
    admins.client.dispose();
    brams.client.dispose();
    await expect.poll(() => hub().stats().widgetSubscribers).toBe(before);
  });

  it('frees what a subscriber held once its socket closes', async () => {
    const before = hub().stats();
    const display = listen(admin, widgets.map((row) => row.id));
    await expect.poll(() => hub().stats().widgetSubscribers).toBe(before.widgetSubscribers + 8);
    expect(hub().stats().widgetGroups).toBeGreaterThan(before.widgetGroups);
    await display.client.dispose();
    await expect.poll(() => hub().stats()).toEqual(before);
  });

  it('refuses unknown widgets', async () => {
    const errors = await new Promise<any>((resolve) => {
      socket(admin).subscribe({ query: WIDGET_CHANGED, variables: { widgetIds: ['Q29ja3BpdFdpZGdldDo5OTk5OTk='] } }, { next: (value) => resolve(value.errors), error: resolve, complete: () => undefined });
    });
    expect(JSON.stringify(errors)).toContain('NOT_FOUND');
  });
});
