import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN, graphql, login, startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let token: string;

beforeAll(async () => {
  stack = await startStack();
  token = await login(stack.bffUrl);
});
afterAll(() => stack?.close());

const TICKET_PAGE = /* GraphQL */ `
  query($first: Int, $page: Int) {
    tickets(first: $first, page: $page) {
      totalCount
      pageInfo { hasNextPage hasPreviousPage }
      edges {
        node {
          id databaseId reference description updatedAt
          company { databaseId name }
          client { databaseId fullName }
          operator { databaseId fullName }
          status { databaseId name internalType }
          priority { databaseId label }
        }
      }
    }
  }
`;

async function restList(resource: string, builder: object, page = 1) {
  const query = new URLSearchParams({ builder: JSON.stringify(builder), page: String(page) });
  const response = await fetch(`${stack.apiUrl}/${resource}?${query}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return (await response.json()) as { data: any[]; total: number };
}

describe('tickets over GraphQL', () => {
  it('serves a page of 50 tickets with five relations in at most 3 REST requests', async () => {
    stack.restRequests.length = 0;
    const answer = await graphql(stack.bffUrl, TICKET_PAGE, { first: 50, page: 2 }, token);
    const requests = [...stack.restRequests];
    expect(answer.errors).toBeUndefined();
    expect(answer.data.tickets.edges).toHaveLength(50);
    expect(requests.length).toBeLessThanOrEqual(3);
    expect(requests.length).toBeGreaterThanOrEqual(1);
  });

  it('answers the same as the REST data', async () => {
    const answer = await graphql(stack.bffUrl, TICKET_PAGE, { first: 50, page: 2 }, token);
    const rest = await restList(
      'tickets',
      { orderBy: [['updated_at', 'desc'], ['id', 'desc']], paginate: 50, with: ['company', 'client', 'operator', 'status', 'priority'] },
      2,
    );
    expect(answer.data.tickets.totalCount).toBe(rest.total);
    const fromGraphql = answer.data.tickets.edges.map(({ node }: any) => ({
      id: node.databaseId,
      reference: node.reference,
      description: node.description,
      company: node.company?.name ?? null,
      client: node.client?.fullName ?? null,
      operator: node.operator?.fullName ?? null,
      status: node.status?.name ?? null,
      priority: node.priority?.label ?? null,
    }));
    const fromRest = rest.data.map((t) => ({
      id: t.id,
      reference: t.reference,
      description: t.description,
      company: t.company?.name ?? null,
      client: t.client?.full_name ?? null,
      operator: t.operator?.full_name ?? null,
      status: t.status?.name ?? null,
      priority: t.priority?.label ?? null,
    }));
    expect(fromGraphql).toEqual(fromRest);
    expect(fromGraphql.some((t: any) => t.company && t.client && t.operator && t.status && t.priority)).toBe(true);
  });

  it('orders by last update, newest first, by default', async () => {
    const answer = await graphql(stack.bffUrl, TICKET_PAGE, { first: 25 }, token);
    const times = answer.data.tickets.edges.map(({ node }: any) => Date.parse(node.updatedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(answer.data.tickets.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false });
  });

  it('finds a ticket by global id and by number, and node() resolves it', async () => {
    const list = await graphql(stack.bffUrl, TICKET_PAGE, { first: 1 }, token);
    const first = list.data.tickets.edges[0].node;
    const byNumber = await graphql(stack.bffUrl, `query($id: ID!) { ticket(id: $id) { id reference } }`, { id: String(first.databaseId) }, token);
    expect(byNumber.data.ticket).toEqual({ id: first.id, reference: first.reference });
    const byNode = await graphql(stack.bffUrl, `query($id: ID!) { node(id: $id) { __typename ... on Ticket { reference } } }`, { id: first.id }, token);
    expect(byNode.data.node).toEqual({ __typename: 'Ticket', reference: first.reference });
  });

  it('pages messages of a ticket with cursors, 10 at a time, without repeats', async () => {
    const query = `query($id: ID!, $after: String) { ticket(id: $id) { messages(first: 10, after: $after) {
      totalCount pageInfo { hasNextPage endCursor } edges { node { databaseId createdAt actor { fullName } } } } } }`;
    const list = await graphql(stack.bffUrl, `{ tickets(first: 1) { edges { node { id } } } }`, {}, token);
    const id = list.data.tickets.edges[0].node.id;
    for (let i = 0; i < 11; i++) {
      const added = await graphql(
        stack.bffUrl,
        `mutation($input: AddTicketNoteInput!) { addTicketNote(input: $input) { userErrors { message } } }`,
        { input: { ticketId: id, html: `<p>Notitie ${i}</p>` } },
        token,
      );
      expect(added.data.addTicketNote.userErrors).toEqual([]);
    }
    const withMany = { id, first: (await graphql(stack.bffUrl, query, { id }, token)).data.ticket.messages };
    expect(withMany.first.totalCount).toBeGreaterThan(10);
    expect(withMany.first.edges).toHaveLength(10);
    const second = await graphql(stack.bffUrl, query, { id: withMany.id, after: withMany.first.pageInfo.endCursor }, token);
    const ids = [...withMany.first.edges, ...second.data.ticket.messages.edges].map(({ node }: any) => node.databaseId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(Math.min(20, withMany.first.totalCount));
  });

  it('refuses first outside 1..100', async () => {
    const answer = await graphql(stack.bffUrl, TICKET_PAGE, { first: 101 }, token);
    expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('authentication over GraphQL', () => {
  it('gives the server message as a userError on a wrong password', async () => {
    const answer = await graphql(
      stack.bffUrl,
      `mutation($input: LoginInput!) { login(input: $input) { accessToken userErrors { field message } } }`,
      { input: { username: 'admin@demo.nl', password: 'fout' } },
    );
    expect(answer.data.login.accessToken).toBeNull();
    expect(answer.data.login.userErrors[0].message).toMatch(/onjuist/);
  });

  it("answers the login with the signed-in user's viewer, also where it asks the REST service again", async () => {
    const answer = await graphql(
      stack.bffUrl,
      `mutation($input: LoginInput!) { login(input: $input) { accessToken viewer { user { fullName categories { databaseId } } permissions twoFactorRequired cockpitSetupCompleted } } }`,
      { input: { ...DEMO_LOGIN, username: 'bram@demo.nl' } },
    );
    expect(answer.errors).toBeUndefined();
    const { accessToken, viewer } = answer.data.login;
    expect(accessToken).toEqual(expect.any(String));
    expect(viewer.permissions).toContain('tickets.index');
    expect(viewer.twoFactorRequired).toBe(false);
    const asked = await graphql(stack.bffUrl, `{ viewer { user { fullName categories { databaseId } } cockpitSetupCompleted } }`, {}, accessToken);
    expect(viewer.user).toEqual(asked.data.viewer.user);
    expect(viewer.cockpitSetupCompleted).toBe(asked.data.viewer.cockpitSetupCompleted);
  });

  it('reads of the reference lists only those the viewer names, and none when it selects no lists', async () => {
    const answer = await graphql(
      stack.bffUrl,
      `mutation($input: LoginInput!) { login(input: $input) { accessToken viewer { lists(names: ["priorities", "ticketStatuses"]) } } }`,
      { input: DEMO_LOGIN },
    );
    expect(answer.errors).toBeUndefined();
    const { accessToken, viewer } = answer.data.login;
    expect(Object.keys(viewer.lists)).toEqual(['priorities', 'ticketStatuses']);
    expect(viewer.lists.priorities.map((priority: { label: string }) => priority.label)).toEqual(['Laag', 'Normaal', 'Hoog', 'Kritiek']);

    const every = await graphql(stack.bffUrl, `{ viewer { lists } }`, {}, accessToken);
    expect(Object.keys(every.data.viewer.lists)).toHaveLength(41);
    expect(every.data.viewer.lists.priorities).toEqual(viewer.lists.priorities);

    const asked = stack.restRequests.length;
    await graphql(stack.bffUrl, `{ viewer { user { fullName } permissions } }`, {}, accessToken);
    expect(stack.restRequests.slice(asked)).toEqual(['GET /auth/me?lists=']);

    const unknown = await graphql(stack.bffUrl, `{ viewer { lists(names: ["statussen"]) } }`, {}, accessToken);
    expect(unknown.errors?.[0].message).toBe('Onbekende lijst: statussen.');
  });

  it('has no viewer without a token, and says UNAUTHENTICATED for a bad one', async () => {
    const anonymous = await graphql(stack.bffUrl, `{ viewer { user { fullName } } }`);
    expect(anonymous.data.viewer).toBeNull();
    const bad = await graphql(stack.bffUrl, `{ viewer { user { fullName } } }`, {}, 'not-a-token');
    expect(bad.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const tickets = await graphql(stack.bffUrl, `{ tickets { totalCount } }`, {}, 'not-a-token');
    expect(tickets.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refreshes a token into a new one and logs out', async () => {
    const own = await login(stack.bffUrl);
    const refreshed = await graphql(stack.bffUrl, `mutation { refreshToken(input: {}) { accessToken } }`, {}, own);
    const fresh = refreshed.data.refreshToken.accessToken;
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(own);
    const viewer = await graphql(stack.bffUrl, `{ viewer { user { email } permissions tenant { subdomain } } }`, {}, fresh);
    expect(viewer.data.viewer.user.email).toBe('admin@demo.nl');
    expect(viewer.data.viewer.permissions).toContain('tickets.index');
    expect(viewer.data.viewer.tenant.subdomain).toBe('demo');
    await graphql(stack.bffUrl, `mutation { logout(input: {}) { ok } }`, {}, fresh);
    const after = await graphql(stack.bffUrl, `{ viewer { user { email } } }`, {}, fresh);
    expect(after.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('GraphiQL', () => {
  it('is served at /graphql for a signed-in browser, self-contained, with subscriptions over WebSocket', async () => {
    const response = await fetch(`${stack.bffUrl}/graphql`, { headers: { accept: 'text/html', authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Balie GraphQL');
    expect(html).not.toMatch(/<script[^>]+src="https?:/);
    expect(html).toContain('"subscriptionsProtocol":"WS"');
  });
});
