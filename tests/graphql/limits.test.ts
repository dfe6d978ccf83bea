import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { createBff, type Bff, type BffOptions } from '../../bff/src/index.ts';
import { DEFAULT_QUERY_LIMITS } from '../../bff/src/limits/query-limits.ts';
import { DEMO_LOGIN, graphql, login, startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let admin: string;
let ticketId: string;
const extraBffs: Bff[] = [];

beforeAll(async () => {
  stack = await startStack();
  admin = await login(stack.bffUrl);
  const first = await graphql(stack.bffUrl, '{ tickets(first: 1) { edges { node { id } } } }', {}, admin);
  ticketId = first.data.tickets.edges[0].node.id;
});
afterAll(async () => {
  for (const bff of extraBffs) await bff.close();
  await stack?.close();
});

/** Another BFF in front of the same REST service, with options of its own. */
async function extraBff(options: Partial<BffOptions>): Promise<string> {
  const bff = createBff({ apiUrl: stack.apiUrl, live: stack.api.events, ...options });
  extraBffs.push(bff);
  await new Promise<void>((done) => bff.server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(bff.server.address() as AddressInfo).port}`;
}

async function post(url: string, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { response, body: (await response.json()) as { data?: any; errors?: Array<{ message: string; extensions?: Record<string, any> }>; extensions?: Record<string, any> } };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** company { tickets(first) { edges { node { company { … } } } } }, `levels` deep, under one ticket. */
function nestedTickets(levels: number, first: number): string {
  let inner = 'id';
  for (let level = 0; level < levels; level++) inner = `company { tickets(first: ${first}) { edges { node { ${inner} } } } }`;
  return `query($id: ID!) { ticket(id: $id) { ${inner} } }`;
}

const MANY_ALIASES = `{ ${Array.from({ length: 200 }, (_, index) => `a${index}: tickets(first: 100) { totalCount }`).join(' ')} }`;
const NORMAL = '{ tickets(first: 15) { totalCount edges { node { id reference company { name } } } } }';

/** Refused before it runs: no ticket is read from the REST service for it. */
async function refusedQuickly(query: string, variables: Record<string, unknown> = {}) {
  const before = stack.restRequests.length;
  const { response, body } = await post(stack.bffUrl, query, variables, bearer(admin));
  expect(body.data ?? null).toBeNull();
  expect(stack.restRequests.slice(before).filter((request) => request.includes('/tickets'))).toEqual([]);
  const after = await post(stack.bffUrl, NORMAL, {}, bearer(admin));
  expect(after.body.errors).toBeUndefined();
  expect(after.body.data.tickets.totalCount).toBeGreaterThan(0);
  return { status: response.status, errors: body.errors ?? [] };
}

describe('queries that exhausted the server', () => {
  beforeAll(async () => {
    // Warm: the first request of a process compiles more than a refusal needs.
    await post(stack.bffUrl, NORMAL, {}, bearer(admin));
  });

  it('refuses 15 nested levels of company → tickets(first: 50) at once, naming the depth', async () => {
    const { errors } = await refusedQuickly(nestedTickets(15, 50), { id: ticketId });
    const deep = errors.find((error) => error.extensions?.code === 'QUERY_TOO_DEEP');
    expect(deep?.message).toBe(`Query te diep: diepte 62, maximum ${DEFAULT_QUERY_LIMITS.maxDepth}.`);
  });

  it('refuses four levels of tickets(first: 20) at once', async () => {
    const { errors } = await refusedQuickly(nestedTickets(4, 20), { id: ticketId });
    expect(errors.map((error) => error.extensions?.code)).toContain('QUERY_TOO_DEEP');
    expect(errors[0].message).toBe(`Query te diep: diepte 18, maximum ${DEFAULT_QUERY_LIMITS.maxDepth}.`);
  });

  it('refuses 200 aliases at once, naming the count', async () => {
    const { errors } = await refusedQuickly(MANY_ALIASES);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({
      message: `Te veel aliassen: 200, maximum ${DEFAULT_QUERY_LIMITS.maxAliases}.`,
      extensions: { code: 'TOO_MANY_ALIASES' },
    });
  });

  it('refuses a shallow query whose connections multiply past the maximum cost, with the cost', async () => {
    const wide = `{ tickets(first: 100) { edges { node { company { tickets(first: 100) { edges { node { messages(first: 100) { totalCount } } } } } } } } }`;
    const { errors } = await refusedQuickly(wide);
    // messages: 100; per inner ticket row 1 + 1 + 1 + 100; per outer row 1 + 1 + 1 + 1 + 100 × 103
    const cost = 100 * (4 + 100 * 103);
    expect(errors).toEqual([
      expect.objectContaining({
        message: `Query te complex: kosten ${cost}, maximum ${DEFAULT_QUERY_LIMITS.maxCost}.`,
        extensions: expect.objectContaining({ code: 'QUERY_TOO_COMPLEX' }),
      }),
    ]);
  });

  it('refuses too many directives and too many tokens', async () => {
    const directives = `{ ${Array.from({ length: 60 }, () => '__typename @include(if: true)').join(' ')} }`;
    const many = await post(stack.bffUrl, directives, {}, bearer(admin));
    expect(many.body.errors?.[0]).toMatchObject({ message: `Te veel directives: 60, maximum ${DEFAULT_QUERY_LIMITS.maxDirectives}.`, extensions: { code: 'TOO_MANY_DIRECTIVES' } });

    const long = `{ ${Array.from({ length: 4000 }, () => '__typename').join(' ')} }`;
    const tokens = await post(stack.bffUrl, long, {}, bearer(admin));
    expect(tokens.body.errors?.[0]).toMatchObject({
      message: `Query te lang: meer dan ${DEFAULT_QUERY_LIMITS.maxTokens} tokens, maximum ${DEFAULT_QUERY_LIMITS.maxTokens}.`,
      extensions: { code: 'TOO_MANY_TOKENS' },
    });
  });

  it('gives the cost of an executed query in extensions', async () => {
    const { body } = await post(stack.bffUrl, NORMAL, {}, bearer(admin));
    // 15 rows × (1 + edges 1 + node 1 + company 1)
    expect(body.extensions?.cost).toEqual({ requested: 60, maximum: DEFAULT_QUERY_LIMITS.maxCost });
  });
});

describe('subscriptions', () => {
  function subscribe(query: string, variables: Record<string, unknown>) {
    const client = createClient({
      url: stack.bffUrl.replace('http', 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${admin}` },
      retryAttempts: 0,
    });
    return new Promise<unknown[]>((resolve) => {
      const errors: unknown[] = [];
      client.subscribe(
        { query, variables },
        {
          next: (value) => errors.push(...(value.errors ?? [])),
          error: (error) => {
            errors.push(...(Array.isArray(error) ? error : [error]));
            resolve(errors);
          },
          complete: () => resolve(errors),
        },
      );
    }).finally(() => client.dispose());
  }

  it('are refused past the depth limit', async () => {
    let inner = 'id';
    for (let level = 0; level < 4; level++) inner = `company { tickets(first: 5) { edges { node { ${inner} } } } }`;
    const errors = await subscribe(`subscription($id: ID!) { ticketMessageAdded(ticketId: $id) { ticket { ${inner} } } }`, { id: ticketId });
    expect(errors).toEqual([expect.objectContaining({ extensions: expect.objectContaining({ code: 'QUERY_TOO_DEEP' }) })]);
  });

  it('are refused past the cost limit', async () => {
    // Each alias: 100 tickets × (3 + 100 tickets × 3) = 30 400; ten of them 304 000.
    const wide = Array.from({ length: 10 }, (_, index) => `c${index}: company { tickets(first: 100) { edges { node { company { tickets(first: 100) { edges { node { id } } } } } } } }`).join(' ');
    const errors = await subscribe(`subscription($id: ID!) { ticketMessageAdded(ticketId: $id) { ticket { ${wide} } } }`, { id: ticketId });
    expect(errors).toEqual([expect.objectContaining({ extensions: expect.objectContaining({ code: 'QUERY_TOO_COMPLEX' }) })]);
  });

  it('are refused with too many aliases', async () => {
    const aliases = Array.from({ length: 40 }, (_, index) => `m${index}: message { id }`).join(' ');
    const errors = await subscribe(`subscription($id: ID!) { ticketMessageAdded(ticketId: $id) { ${aliases} } }`, { id: ticketId });
    expect(errors).toEqual([expect.objectContaining({ message: `Te veel aliassen: 40, maximum ${DEFAULT_QUERY_LIMITS.maxAliases}.` })]);
  });
});

describe('introspection and GraphiQL', () => {
  it('are refused anonymously; __typename stays open', async () => {
    for (const query of ['{ __schema { queryType { name } } }', '{ __type(name: "Ticket") { name } }', 'query { ...F } fragment F on Query { __schema { types { name } } }']) {
      const { body } = await post(stack.bffUrl, query);
      expect(body.data ?? null, query).toBeNull();
      expect(body.errors?.[0]).toMatchObject({ message: 'Meld je aan om het schema op te vragen.', extensions: { code: 'UNAUTHENTICATED' } });
    }
    const typename = await post(stack.bffUrl, '{ __typename }');
    expect(typename.body).toMatchObject({ data: { __typename: 'Query' } });
  });

  it('are refused with a token that is not valid', async () => {
    const { body } = await post(stack.bffUrl, '{ __schema { queryType { name } } }', {}, bearer('x'.repeat(43)));
    expect(body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('are allowed signed in', async () => {
    const { body } = await post(stack.bffUrl, '{ __schema { queryType { name } } __type(name: "Ticket") { name } }', {}, bearer(admin));
    expect(body.data).toEqual({ __schema: { queryType: { name: 'Query' } }, __type: { name: 'Ticket' } });
  });

  it('hides field suggestions from anonymous callers only', async () => {
    const anonymous = await post(stack.bffUrl, '{ tickts { totalCount } }');
    expect(anonymous.body.errors?.[0].message).toBe('Cannot query field "tickts" on type "Query".');
    const signedIn = await post(stack.bffUrl, '{ tickts { totalCount } }', {}, bearer(admin));
    expect(signedIn.body.errors?.[0].message).toContain('Did you mean');
  });

  it('GraphiQL asks anonymous browsers to sign in', async () => {
    const response = await fetch(`${stack.bffUrl}/graphql`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toContain('Basic realm="Balie GraphQL"');
    expect(await response.text()).toContain('GraphiQL is er alleen voor aangemelde gebruikers');

    const wrong = await fetch(`${stack.bffUrl}/graphql`, {
      headers: { accept: 'text/html', authorization: `Basic ${Buffer.from(`${DEMO_LOGIN.username}:fout`).toString('base64')}` },
    });
    expect(wrong.status).toBe(401);
  });

  it('GraphiQL opens after signing in, with a token and its script allowed by nonce', async () => {
    const credentials = Buffer.from(`${DEMO_LOGIN.username}:${DEMO_LOGIN.password}`).toString('base64');
    const response = await fetch(`${stack.bffUrl}/graphql`, { headers: { accept: 'text/html', authorization: `Basic ${credentials}` } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Balie GraphQL');
    expect(html).toMatch(/"headers":"\{\\"Authorization\\":\\"Bearer [A-Za-z0-9_-]+\\"\}"/);
    const nonce = /<script nonce="([^"]+)">/.exec(html)?.[1];
    expect(nonce).toBeTruthy();
    // The page's own script tag, not the "<script>" texts inside GraphiQL's bundle.
    expect(html.match(/nonce="/g)).toHaveLength(1);
    expect(response.headers.get('content-security-policy')).toContain(`script-src 'self' 'nonce-${nonce}'`);
    expect(response.headers.get('cache-control')).toBe('no-store');

    const withToken = await fetch(`${stack.bffUrl}/graphql`, { headers: { accept: 'text/html', authorization: `Bearer ${admin}` } });
    expect(withToken.status).toBe(200);
  });
});

describe('login', () => {
  it('is refused twice in one request, before any password is tried', async () => {
    const before = stack.restRequests.length;
    const { body } = await post(
      stack.bffUrl,
      `mutation { a: login(input: { username: "admin@demo.nl", password: "een" }) { accessToken } b: login(input: { username: "admin@demo.nl", password: "twee" }) { accessToken } }`,
    );
    expect(body.data ?? null).toBeNull();
    expect(body.errors).toEqual([expect.objectContaining({ message: 'Eén login per verzoek: dit verzoek bevat er 2.', extensions: expect.objectContaining({ code: 'TOO_MANY_LOGINS' }) })]);
    expect(stack.restRequests.slice(before).filter((request) => request.startsWith('POST /auth/login'))).toEqual([]);
  });

  it('counts every GraphQL login toward the REST throttle: the 11th wrong password is locked out in Dutch', async () => {
    const attempt = (password: string) =>
      post(stack.bffUrl, `mutation($input: LoginInput!) { login(input: $input) { accessToken userErrors { field message } } }`, {
        input: { username: 'lotte@demo.nl', password },
      });
    for (let count = 0; count < 10; count++) {
      const { body } = await attempt(`Fout-${count}!`);
      expect(body.data.login.accessToken).toBeNull();
      expect(body.data.login.userErrors[0].message).not.toMatch(/Te veel/);
    }
    for (const password of ['Fout-10!', DEMO_LOGIN.password]) {
      const { body } = await attempt(password);
      expect(body.data.login.accessToken).toBeNull();
      expect(body.data.login.userErrors).toEqual([{ field: null, message: expect.stringMatching(/^Te veel mislukte inlogpogingen\. Probeer het over \d+ minuten opnieuw\.$/) }]);
    }
  });

  it('passes the client address on to REST', async () => {
    const before = stack.restForwardedFor.length;
    await login(stack.bffUrl);
    expect(stack.restForwardedFor.slice(before)).toContain('127.0.0.1');
  });
});

describe('rate limit', () => {
  it('refuses a user past their points per minute, with Retry-After; another user goes on', async () => {
    const url = await extraBff({ rateLimits: { userPointsPerMinute: 200, addressPointsPerMinute: 100_000 } });
    const reader = await login(url, { username: 'lezer@demo.nl', password: DEMO_LOGIN.password });
    const query = '{ tickets(first: 50) { totalCount } }';
    for (let round = 0; round < 4; round++) {
      const { body } = await post(url, query, {}, bearer(admin));
      expect(body.errors, `round ${round}`).toBeUndefined();
    }
    const { response, body } = await post(url, query, {}, bearer(admin));
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(body.errors?.[0]).toMatchObject({
      message: `Te veel verzoeken; probeer het over ${retryAfter} ${retryAfter === 1 ? 'seconde' : 'seconden'} opnieuw.`,
      extensions: { code: 'RATE_LIMITED', retryAfter },
    });

    const other = await post(url, query, {}, bearer(reader));
    expect(other.body.errors).toBeUndefined();
    expect(other.body.data.tickets.totalCount).toBeGreaterThan(0);
  });

  it('refuses a client address past its points, whoever signs in there', async () => {
    const url = await extraBff({ rateLimits: { userPointsPerMinute: 100_000, addressPointsPerMinute: 5 } });
    const from = (address: string) => post(url, '{ __typename }', {}, { 'x-forwarded-for': address });
    for (let round = 0; round < 5; round++) expect((await from('198.51.100.1')).body.errors).toBeUndefined();
    const refused = await from('198.51.100.1');
    expect(refused.body.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    expect((await from('198.51.100.2')).body.errors).toBeUndefined();
  });
});

describe('security headers', () => {
  let webUrl: string;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'balie-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><html><body><div id="root"></div><script type="module" src="/app.js"></script></body></html>');
    webUrl = await extraBff({ webDist });
  });
  afterAll(() => rmSync(webDist, { recursive: true, force: true }));

  function expectHeaders(response: Response) {
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).toContain('frame-src https:');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toMatch(/connect-src 'self' ws:\/\/127\.0\.0\.1:\d+ wss:\/\/127\.0\.0\.1:\d+/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  }

  it('are on the web app and on /graphql; HSTS only behind https', async () => {
    const page = await fetch(`${webUrl}/`);
    expect(page.status).toBe(200);
    expectHeaders(page);
    expect(page.headers.get('strict-transport-security')).toBeNull();

    const route = await fetch(`${webUrl}/tickets`);
    expectHeaders(route);

    const { response } = await post(webUrl, '{ __typename }');
    expectHeaders(response);

    const https = await fetch(`${webUrl}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toContain('max-age=');
  });
});
