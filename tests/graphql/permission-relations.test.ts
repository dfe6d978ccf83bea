import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../bff/src/schema/ids.ts';
import { contactLogin, graphql, login, startStack, type Stack } from '../support/stack.ts';

/** Relation fields obey the contact roles' permissions: what they may not read is refused, never shown. */

let stack: Stack;
let client: string;
let quoteToken: string;
let tenantId: number;

beforeAll(async () => {
  stack = await startStack();
  [client, quoteToken] = await Promise.all([contactLogin(stack.bffUrl, 'klant@demo.nl'), contactLogin(stack.bffUrl, 'offerte@demo.nl')]);
  tenantId = (await stack.api.db.selectFrom('tenants').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow()).id;
});
afterAll(() => stack?.close());

type Errors = Array<{ message: string; path?: readonly (string | number)[]; extensions?: Record<string, any> }> | undefined;

/** The permissions named by FORBIDDEN errors; any other error fails the test. */
function forbiddenPermissions(errors: Errors): string[] {
  for (const error of errors ?? []) expect(error.extensions?.code, JSON.stringify(error)).toBe('FORBIDDEN');
  return [...new Set((errors ?? []).map((error) => error.extensions?.permission as string))].sort();
}

describe('a contact person (client)', () => {
  it('reads its tickets with status, priority and the messages meant for it', async () => {
    const answer = await graphql(
      stack.bffUrl,
      `{ tickets(first: 5) { totalCount edges { node { reference status { name } priority { label }
          messages(first: 5) { edges { node { html isFromClient actor { __typename } } } } } } } }`,
      {},
      client,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data.tickets.totalCount).toBeGreaterThan(0);
    expect(answer.data.tickets.edges.some((edge: any) => edge.node.status?.name)).toBe(true);
  });

  it("is refused the operator and its e-mail, the SLA and the asset, field by field, with the rest of the page intact", async () => {
    const answer = await graphql(
      stack.bffUrl,
      `{ tickets(first: 15) { edges { node { reference operator { email } sla { name } asset { name } } } } }`,
      {},
      client,
    );
    const named = forbiddenPermissions(answer.errors);
    expect(named.length).toBeGreaterThan(0);
    expect(['assets.index', 'operators.index', 'slas.index']).toEqual(expect.arrayContaining(named));
    expect(named).toContain('operators.index');
    for (const { node } of answer.data.tickets.edges) {
      expect(node.reference).toEqual(expect.any(String));
      expect(node.operator).toBeNull();
      expect(node.sla).toBeNull();
      expect(node.asset).toBeNull();
    }
  });

  it('is refused time registrations, tasks and used products of its tickets', async () => {
    const answer = await graphql(
      stack.bffUrl,
      `{ tickets(first: 3) { edges { node { reference timeRegistrations(first: 5) { totalCount } tasks(first: 5) { totalCount } usedProducts(first: 5) { totalCount } } } } }`,
      {},
      client,
    );
    expect(forbiddenPermissions(answer.errors)).toEqual(['tasks.index', 'time-registrations.index', 'used-products.index']);
    for (const { node } of answer.data.tickets.edges) {
      expect(node.timeRegistrations).toBeNull();
      expect(node.tasks).toBeNull();
      expect(node.usedProducts).toBeNull();
    }
  });
});

describe('what a contact person sees of operators and of ticket figures', () => {
  let ticketId: string;

  beforeAll(async () => {
    // An operator's message on one of the customer's tickets, made visible to the customer.
    const user = await stack.api.db.selectFrom('users').select('id').where('tenant_id', '=', tenantId).where('email', '=', 'klant@demo.nl').executeTakeFirstOrThrow();
    const message = await stack.api.db
      .selectFrom('messages')
      .innerJoin('tickets', 'tickets.id', 'messages.morphable_id')
      .innerJoin('company_user', 'company_user.company_id', 'tickets.company_id')
      .innerJoin('users as author', 'author.id', 'messages.actor_id')
      .select(['messages.id', 'tickets.id as ticket_id'])
      .where('messages.morphable_type', '=', 'tickets')
      .where('company_user.user_id', '=', user.id)
      .where('author.is_operator', '>', 0)
      .where('tickets.deleted_at', 'is', null)
      .orderBy('messages.id')
      .executeTakeFirstOrThrow();
    await stack.api.db.updateTable('messages').set({ visible_to_client: true }).where('id', '=', message.id).execute();
    ticketId = toGlobalId('Ticket', message.ticket_id);
  });

  const TICKET = `query($id: ID!) { ticket(id: $id) { reference timeRegistrationsSum timeRegistrationsSumAllActivities unfinishedTasksCount
    messages(first: 50) { edges { node { actor { __typename id fullName email ... on Operator { acronym telephone telephoneCell isOperator badgeText gravatar } } } } } } }`;

  it("shows an operator author's name, never the e-mail, phone or type", async () => {
    const answer = await graphql(stack.bffUrl, TICKET, { id: ticketId }, client);
    expect(answer.errors).toBeUndefined();
    const operators = answer.data.ticket.messages.edges.map((edge: any) => edge.node.actor).filter((actor: any) => actor?.__typename === 'Operator');
    expect(operators.length).toBeGreaterThan(0);
    for (const actor of operators) {
      expect(actor).toMatchObject({ fullName: expect.any(String), email: null, telephone: null, telephoneCell: null, badgeText: null, gravatar: null });
      expect([1, null]).toContain(actor.isOperator);
    }
  });

  it("leaves a ticket's time and task figures empty for the customer and fills them for an operator", async () => {
    const seen = await graphql(stack.bffUrl, TICKET, { id: ticketId }, client);
    expect(seen.data.ticket).toMatchObject({ reference: expect.any(String), timeRegistrationsSum: null, timeRegistrationsSumAllActivities: null, unfinishedTasksCount: null });
    const operator = await graphql(stack.bffUrl, TICKET, { id: ticketId }, await login(stack.bffUrl));
    expect(operator.errors).toBeUndefined();
    expect(operator.data.ticket).toMatchObject({ timeRegistrationsSum: expect.any(Number), unfinishedTasksCount: expect.any(Number) });
    const authors = operator.data.ticket.messages.edges.map((edge: any) => edge.node.actor).filter((actor: any) => actor?.__typename === 'Operator');
    expect(authors.some((actor: any) => typeof actor.email === 'string' && actor.email.includes('@'))).toBe(true);
  });

  it("refuses the ticket's operator, so its e-mail never arrives", async () => {
    const answer = await graphql(stack.bffUrl, `query($id: ID!) { ticket(id: $id) { reference operator { fullName email } } }`, { id: ticketId }, client);
    expect(answer.data.ticket).toMatchObject({ reference: expect.any(String), operator: null });
    expect(JSON.stringify(answer)).not.toMatch(/@demo\.nl/);
  });
});

describe('a quote link (quote_token)', () => {
  let quoteId: string;
  beforeAll(async () => {
    const user = await stack.api.db.selectFrom('users').select('id').where('tenant_id', '=', tenantId).where('email', '=', 'offerte@demo.nl').executeTakeFirstOrThrow();
    const companies = (await stack.api.db.selectFrom('company_user').select('company_id').where('user_id', '=', user.id).execute()).map((row) => row.company_id);
    const quote = await stack.api.db
      .selectFrom('quotes')
      .innerJoin('deals', 'deals.id', 'quotes.deal_id')
      .select('quotes.id')
      .where('quotes.tenant_id', '=', tenantId)
      .where('deals.company_id', 'in', companies)
      .orderBy('quotes.id')
      .executeTakeFirstOrThrow();
    quoteId = toGlobalId('Quote', quote.id);
  });

  it('reads its quote with its phases and lines', async () => {
    const answer = await graphql(
      stack.bffUrl,
      `query($id: ID!) { quote(id: $id) { reference projectPhases(first: 10) { totalCount edges { node { name projectLines(first: 10) { totalCount } } } } } }`,
      { id: quoteId },
      quoteToken,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data.quote.reference).toEqual(expect.any(String));
    expect(answer.data.quote.projectPhases.totalCount).toBeGreaterThan(0);
  });

  it("is refused the deal, the company's tickets and projects behind the quote", async () => {
    const answer = await graphql(
      stack.bffUrl,
      `query($id: ID!) { quote(id: $id) { reference deal { description company { tickets(first: 3) { totalCount } } } tickets(first: 3) { totalCount } projects(first: 3) { totalCount } } }`,
      { id: quoteId },
      quoteToken,
    );
    expect(forbiddenPermissions(answer.errors)).toEqual(['deals.index', 'projects.index', 'tickets.index']);
    expect(answer.data.quote).toMatchObject({ reference: expect.any(String), deal: null, tickets: null, projects: null });
  });

  it('lists no tickets at all', async () => {
    const answer = await graphql(stack.bffUrl, `{ tickets(first: 3) { totalCount } }`, {}, quoteToken);
    expect(forbiddenPermissions(answer.errors)).toEqual(['tickets.index']);
  });
});
