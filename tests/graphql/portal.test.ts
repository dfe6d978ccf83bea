import { readFileSync } from 'node:fs';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isInterfaceType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import type { Kysely } from 'kysely';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../api/src/auth/passwords.ts';
import { contactLogin, graphql, login, startStack, type Stack } from '../support/stack.ts';

/**
 * Every query field of the schema with the token of each contact role: what is not meant for
 * contacts is refused (FORBIDDEN, NOT_FOUND) or comes back empty, and what is meant for them
 * holds only their companies' rows. Generated from schema.graphql, so a new field is covered by itself.
 */

const PASSWORD = 'Balie-demo-2026!';
const schema = buildSchema(readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'));

/** Query fields a contact may read from, with the REST resource whose rows they list. */
const PORTAL_FIELDS: Record<string, string | null> = {
  tickets: 'tickets',
  ticket: 'tickets',
  messages: 'messages',
  message: 'messages',
  quotes: 'quotes',
  quote: 'quotes',
  ticketStatuses: null,
  ticketStatus: null,
  priorities: null,
  priority: null,
  attachments: 'attachments',
  attachment: 'attachments',
  projectPhases: 'project-phases',
  projectPhase: 'project-phases',
  projectLines: 'project-lines',
  projectLine: 'project-lines',
  messageThreads: 'message-threads',
  messageThread: 'message-threads',
  // Who is signed in and whether the tenant is set up: the contact's own.
  viewer: null,
  systemStatus: null,
  // Whether the login screen offers Microsoft sign-in: the same answer for everyone, signed in or not.
  microsoftSignInEnabled: null,
  node: null,
  nodes: null,
  // Its hits are checked against what the contact owns in the test of its own below.
  globalSearch: null,
  // Only a path built from the ids asked for; the download behind it checks invoices.index itself.
  invoiceCsvDownloadUrl: null,
};

let stack: Stack;
let db: Kysely<any>;
let tenantId: number;
let companyIds: number[];
const tokens: Record<string, string> = {};

beforeAll(async () => {
  stack = await startStack();
  db = stack.api.db as unknown as Kysely<any>;
  tenantId = (await db.selectFrom('tenants').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow()).id;
  const karin = await db.selectFrom('users').select('id').where('email', '=', 'klant@demo.nl').executeTakeFirstOrThrow();
  companyIds = (await db.selectFrom('company_user').select('company_id').where('user_id', '=', karin.id).execute()).map((row) => row.company_id);
  const user = await db
    .insertInto('users')
    .values({ tenant_id: tenantId, email: 'eigen-tickets@demo.nl', first_name: 'Ilse', last_name: 'Eigen', is_operator: 0, password_hash: await hashPassword(PASSWORD), configs: '{}' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const role = await db.selectFrom('roles').select('id').where('tenant_id', '=', tenantId).where('name', '=', 'client_own_tickets').executeTakeFirstOrThrow();
  await db.insertInto('user_role').values({ user_id: user.id, role_id: role.id }).execute();
  await db.insertInto('company_user').values({ user_id: user.id, company_id: companyIds[0] }).execute();
  tokens.client = await contactLogin(stack.bffUrl, 'klant@demo.nl');
  tokens.client_own_tickets = await contactLogin(stack.bffUrl, 'eigen-tickets@demo.nl');
  tokens.quote_token = await contactLogin(stack.bffUrl, 'offerte@demo.nl');
}, 120_000);
afterAll(() => stack?.close());

/** A value for a required argument: enough to reach the resolver, pointing at nothing of the contact's. */
function argumentValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return argumentValue(type.ofType);
  if (isListType(type)) return [];
  const named = getNamedType(type);
  if (isEnumType(named)) return named.getValues()[0].value;
  if (isInputObjectType(named)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(named.getFields())) if (isNonNullType(field.type)) value[field.name] = argumentValue(field.type);
    return value;
  }
  switch (named.name) {
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return false;
    case 'ID':
      return '1';
    case 'Date':
      return '2026-11-02';
    case 'DateTime':
      return '2026-11-02T10:00:00Z';
    case 'JSON':
      return {};
    default:
      return 'tickets';
  }
}

/** What to select of a field's result: ids of a connection's or list's rows, the id or type name of an object. */
function selection(field: GraphQLField<unknown, unknown>): string {
  const named = getNamedType(field.type);
  if (!(isObjectType(named) || isInterfaceType(named) || isUnionType(named))) return '';
  if (isObjectType(named) && named.name.endsWith('Connection')) return '{ totalCount edges { node { __typename ... on Node { id } } } }';
  if (isObjectType(named) && 'databaseId' in named.getFields()) return '{ __typename databaseId }';
  return '{ __typename }';
}

function variablesOf(args: readonly GraphQLArgument[]): { declarations: string; uses: string; values: Record<string, unknown> } {
  const required = args.filter((arg) => isNonNullType(arg.type));
  return {
    declarations: required.length ? `(${required.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ')})` : '',
    uses: required.length ? `(${required.map((arg) => `${arg.name}: $${arg.name}`).join(', ')})` : '',
    values: Object.fromEntries(required.map((arg) => [arg.name, argumentValue(arg.type)])),
  };
}

/** Whether an answer shows anything: rows in a connection or list, or a non-null value. */
function shows(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (Array.isArray(value)) return value.some(shows);
  if (typeof value === 'object' && 'edges' in (value as object)) return ((value as { edges: unknown[] }).edges ?? []).length > 0;
  return true;
}

/** The rows of the contact's companies (their own tickets for client_own_tickets) per resource, from the database. */
async function ownedIds(role: string, userId: number): Promise<Record<string, Set<number>>> {
  let tickets = db.selectFrom('tickets').select('id').where('tenant_id', '=', tenantId).where('company_id', 'in', companyIds);
  if (role === 'client_own_tickets') tickets = tickets.where('client_id', '=', userId);
  const ticketIds = new Set((await tickets.execute()).map((row) => row.id as number));
  const quotes = await db.selectFrom('quotes').innerJoin('deals', 'deals.id', 'quotes.deal_id').select('quotes.id').where('quotes.tenant_id', '=', tenantId).where('deals.company_id', 'in', companyIds).where('quotes.status_id', '<>', 1).execute();
  const messages = await db.selectFrom('messages').select(['id', 'morphable_id']).where('tenant_id', '=', tenantId).where('morphable_type', '=', 'tickets').where('visible_to_client', '=', true).execute();
  return {
    tickets: ticketIds,
    quotes: new Set(quotes.map((row) => row.id as number)),
    messages: new Set(messages.filter((row) => ticketIds.has(row.morphable_id)).map((row) => row.id as number)),
  };
}

const decode = (id: string) => Number(Buffer.from(id, 'base64url').toString().split(':')[1]);

describe('a contact reads nothing outside its portal over GraphQL', () => {
  for (const role of ['client', 'client_own_tickets', 'quote_token']) {
    it(`${role}: every query field`, async () => {
      const token = tokens[role];
      const me = await graphql(stack.bffUrl, '{ viewer { user { databaseId } permissions } }', {}, token);
      const owned = await ownedIds(role, me.data.viewer.user.databaseId);
      const leaks: string[] = [];
      const fields = Object.values(schema.getQueryType()!.getFields());
      expect(fields.length).toBeGreaterThan(100);
      for (const field of fields) {
        const { declarations, uses, values } = variablesOf(field.args);
        const answer = await graphql(stack.bffUrl, `query Probe${declarations} { probe: ${field.name}${uses} ${selection(field)} }`, values, token);
        for (const error of answer.errors ?? []) {
          const code = error.extensions?.code;
          // Refused, not found, or a probe value the field does not take: nothing read.
          if (!['FORBIDDEN', 'NOT_FOUND', 'BAD_USER_INPUT', 'GRAPHQL_VALIDATION_FAILED', 'UNAUTHENTICATED'].includes(code)) leaks.push(`${field.name}: ${code} ${error.message}`);
        }
        const value = answer.data?.probe;
        if (!shows(value)) continue;
        if (!(field.name in PORTAL_FIELDS)) {
          leaks.push(`${field.name} showed ${JSON.stringify(value).slice(0, 120)}`);
          continue;
        }
        const resource = PORTAL_FIELDS[field.name];
        const check = resource ? owned[resource] : undefined;
        if (!check) continue;
        const ids = value.edges ? value.edges.map((edge: any) => decode(edge.node.id)) : [value.databaseId];
        for (const id of ids) if (!check.has(id)) leaks.push(`${field.name} showed ${resource}#${id}`);
      }
      expect(leaks).toEqual([]);
    }, 600_000);
  }

  it('globalSearch: a contact finds only the tickets it owns, and no kind outside its portal', async () => {
    const query = 'query($q: String!) { globalSearch(query: $q, perKind: 20) { groups { kind total items { recordId url } } } }';
    const everyone = await graphql(stack.bffUrl, query, { q: 'T-20' }, await login(stack.bffUrl));
    const all = everyone.data.globalSearch.groups.find((group: { kind: string }) => group.kind === 'tickets');
    for (const role of ['client', 'client_own_tickets']) {
      const me = await graphql(stack.bffUrl, '{ viewer { user { databaseId } } }', {}, tokens[role]);
      const owned = await ownedIds(role, me.data.viewer.user.databaseId);
      const answer = await graphql(stack.bffUrl, query, { q: 'T-20' }, tokens[role]);
      const groups = answer.data.globalSearch.groups as Array<{ kind: string; total: number; items: Array<{ recordId: number; url: string }> }>;
      expect(groups.every((group) => ['tickets', 'quotes'].includes(group.kind))).toBe(true);
      const tickets = groups.find((group) => group.kind === 'tickets') ?? { total: 0, items: [] };
      // The company's contact has its company's tickets; the own-tickets contact only those it reported.
      if (role === 'client') expect(tickets.total).toBeGreaterThan(0);
      expect(tickets.total).toBeLessThanOrEqual(owned.tickets.size);
      expect(tickets.total).toBeLessThan(all.total);
      for (const item of tickets.items) {
        expect(owned.tickets.has(item.recordId)).toBe(true);
        expect(item.url).toMatch(/^\/portal\//);
      }
    }
  });

  it("finds a contact's own ticket and refuses another company's, and the own-tickets role sees none of its colleagues'", async () => {
    const foreign = await db.selectFrom('tickets').select('id').where('tenant_id', '=', tenantId).where('company_id', 'not in', companyIds).executeTakeFirstOrThrow();
    const listed = await graphql(stack.bffUrl, '{ tickets(first: 1) { edges { node { databaseId } } } }', {}, tokens.client);
    const own = { id: listed.data.tickets.edges[0].node.databaseId as number };
    const query = 'query($id: ID!) { ticket(id: $id) { databaseId description } }';
    const mine = await graphql(stack.bffUrl, query, { id: String(own.id) }, tokens.client);
    expect(mine.data.ticket.databaseId).toBe(own.id);
    const theirs = await graphql(stack.bffUrl, query, { id: String(foreign.id) }, tokens.client);
    expect(theirs.data?.ticket ?? null).toBeNull();
    expect(theirs.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const colleague = await graphql(stack.bffUrl, query, { id: String(own.id) }, tokens.client_own_tickets);
    expect(colleague.data?.ticket ?? null).toBeNull();
  });
});

describe('live messages in the portal', () => {
  it('tells a contact of the messages meant for them, and not even that an internal note was added', async () => {
    const listed = await graphql(stack.bffUrl, '{ tickets(first: 1) { edges { node { id databaseId } } } }', {}, tokens.client);
    const ticket = listed.data.tickets.edges[0].node;
    const received: any[] = [];
    const client = createClient({
      url: stack.bffUrl.replace('http', 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${tokens.client}` },
      retryAttempts: 0,
    });
    client.subscribe(
      { query: 'subscription($id: ID!) { ticketMessageAdded(ticketId: $id) { message { databaseId html isFromClient } } }', variables: { id: ticket.id } },
      { next: (value) => received.push(value), error: (error) => received.push({ failed: String(error) }), complete: () => undefined },
    );
    const admin = await login(stack.bffUrl);
    const post = async (token: string, body: Record<string, unknown>) => {
      const answer = await fetch(`${stack.apiUrl}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ morphable_type: 'tickets', morphable_id: ticket.databaseId, ...body }),
      });
      expect(answer.status).toBe(201);
      return ((await answer.json()) as { id: number }).id;
    };
    try {
      // The subscription is set up asynchronously: the contact's own messages show when it listens.
      let probe = 0;
      while (!received.some((value) => value.data)) {
        await post(tokens.client, { message: `<p>Test ${probe++}</p>` });
        await new Promise((resolve) => setTimeout(resolve, 300));
        if (probe > 30) throw new Error(`no events: ${JSON.stringify(received)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
      received.length = 0;
      await post(admin, { message: '<p>Intern: klant belt vaak</p>', action: 'note' });
      const answer = await post(tokens.client, { message: '<p>Nog een vraag</p>' });
      for (let wait = 0; !received.some((value) => value.data?.ticketMessageAdded.message.databaseId === answer) && wait < 50; wait++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(received).toEqual([{ data: { ticketMessageAdded: { message: { databaseId: answer, html: '<p>Nog een vraag</p>', isFromClient: true } } } }]);
    } finally {
      await client.dispose();
    }
  });
});

describe('quotes in the portal over GraphQL', () => {
  it("lets a client accept their company's sent quote, answering the quote without the project it may not read", async () => {
    const adminRest = async (method: string, path: string, body: unknown) => {
      const loginAnswer = await fetch(`${stack.apiUrl}/auth/login?operator=true`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin@demo.nl', password: PASSWORD }),
      });
      const token = ((await loginAnswer.json()) as { access_token: string }).access_token;
      const answer = await fetch(`${stack.apiUrl}${path}`, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
      return (await answer.json()) as any;
    };
    const deal = await adminRest('POST', '/deals', { description: 'Netwerk vernieuwen', company_id: companyIds[0] });
    const quote = await adminRest('POST', '/quotes', { name: 'Netwerk vernieuwen', deal_id: deal.data.id });
    await db.updateTable('quotes').set({ status_id: 2 }).where('id', '=', quote.data.id).execute();

    const listed = await graphql(stack.bffUrl, '{ quotes(first: 100) { edges { node { databaseId statusId } } } }', {}, tokens.client);
    expect(listed.errors).toBeUndefined();
    expect(listed.data.quotes.edges.map((edge: any) => edge.node.databaseId)).toContain(quote.data.id);

    const accepted = await graphql(
      stack.bffUrl,
      'mutation($id: ID!) { acceptQuote(input: { id: $id }) { quote { statusId decidedByName } project { id } userErrors { message } } }',
      { id: String(quote.data.id) },
      tokens.client,
    );
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data.acceptQuote).toEqual({ quote: { statusId: 3, decidedByName: 'Karin van Dam' }, project: null, userErrors: [] });
  });
});

describe('portal login and log in as contact over GraphQL', () => {
  it('signs a contact in only through the portal login', async () => {
    const asOperator = await graphql(stack.bffUrl, `mutation { login(input: { username: "klant@demo.nl", password: "${PASSWORD}" }) { accessToken userErrors { message } } }`);
    expect(asOperator.data.login.accessToken).toBeNull();
    const viewer = await graphql(stack.bffUrl, '{ viewer { language impersonator { fullName } user { isOperator } } }', {}, tokens.client);
    expect(viewer.data.viewer).toEqual({ language: 'nl', impersonator: null, user: { isOperator: 0 } });
  });

  it('gives an operator a link once, exchanged for a marked session; a contact may not ask for one', async () => {
    const admin = await login(stack.bffUrl);
    const karin = await db.selectFrom('users').select('id').where('email', '=', 'klant@demo.nl').executeTakeFirstOrThrow();
    const create = `mutation($id: ID!) { createPortalLogin(input: { clientId: $id }) { url userErrors { field message } } }`;
    const { toGlobalId } = await import('../../bff/src/schema/ids.ts');
    const answer = await graphql(stack.bffUrl, create, { id: toGlobalId('Client', karin.id) }, admin);
    expect(answer.errors).toBeUndefined();
    const token = /\/portal\/login-as\/(.+)$/.exec(answer.data.createPortalLogin.url)![1];

    const exchange = `mutation($token: String!) { exchangePortalLogin(input: { token: $token }) { accessToken userErrors { field message } } }`;
    const first = await graphql(stack.bffUrl, exchange, { token });
    expect(first.data.exchangePortalLogin.accessToken).toEqual(expect.any(String));
    const viewer = await graphql(stack.bffUrl, '{ viewer { impersonator { fullName } user { databaseId } } }', {}, first.data.exchangePortalLogin.accessToken);
    expect(viewer.data.viewer.user.databaseId).toBe(karin.id);
    expect(viewer.data.viewer.impersonator.fullName).toEqual(expect.any(String));

    const again = await graphql(stack.bffUrl, exchange, { token });
    expect(again.data.exchangePortalLogin).toEqual({ accessToken: null, userErrors: [{ field: 'token', message: 'Deze inloglink is ongeldig, al gebruikt of verlopen.' }] });

    const byContact = await graphql(stack.bffUrl, create, { id: toGlobalId('Client', karin.id) }, tokens.client);
    expect(byContact.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', permission: 'clients.login' });
  });
});
