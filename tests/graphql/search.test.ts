import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactLogin, graphql, login, startStack, type Stack } from '../support/stack.ts';

/** The top bar's search and the searched ticket list, through the BFF onto REST GET /search and builder `s`. */

let stack: Stack;
let admin: string;
let contact: string;
/** Only in its description. */
let inDescription: number;
/** Only in a message body; created later, so a plain `id desc` would put it first. */
let inMessage: number;

const WORD = 'zeppelinhangar';
const COMPANY = 'Zeppelinhangar Beheer BV';

async function rest<T = any>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${stack.apiUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as any;
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json.data as T;
}

const GLOBAL_SEARCH = /* GraphQL */ `
  query($query: String!, $perKind: Int) {
    globalSearch(query: $query, perKind: $perKind) {
      query
      groups { kind label total items { recordId title subtitle snippet url } }
    }
  }
`;

const TICKETS = /* GraphQL */ `
  query($search: String, $orderBy: [FieldOrder!]) {
    tickets(first: 10, search: $search, orderBy: $orderBy) { totalCount edges { node { databaseId searchSnippet } } }
  }
`;

beforeAll(async () => {
  stack = await startStack();
  admin = await login(stack.bffUrl);
  contact = await contactLogin(stack.bffUrl, 'klant@demo.nl');
  inDescription = (await rest<{ id: number }>('POST', '/tickets', { description: `Lekkage in de ${WORD}` })).id;
  inMessage = (await rest<{ id: number }>('POST', '/tickets', { description: 'Dak controleren' })).id;
  await rest('POST', '/messages', { morphable_type: 'tickets', morphable_id: inMessage, message: `<p>De <b>${WORD}</b> aan de noordkant lekt ook.</p>` });
  await rest('POST', '/companies', { name: COMPANY });
});

afterAll(() => stack?.close());

describe('globalSearch', () => {
  it('groups the hits per kind, in the contract order, with labels, totals, snippets and routes', async () => {
    const answer = await graphql(stack.bffUrl, GLOBAL_SEARCH, { query: WORD }, admin);
    expect(answer.errors).toBeUndefined();
    const { query, groups } = answer.data.globalSearch;
    expect(query).toBe(WORD);
    expect(groups.map((g: any) => g.kind)).toEqual(['tickets', 'companies']);
    const [tickets, companies] = groups;
    expect(tickets).toMatchObject({ label: 'Tickets', total: 2 });
    expect(tickets.items.map((hit: any) => hit.recordId)).toEqual([inDescription, inMessage]);
    expect(tickets.items[0].url).toBe(`/tickets/${inDescription}`);
    expect(tickets.items[1].snippet).toMatch(/<mark>zeppelinhangar<\/mark>/i);
    expect(companies.label).toBe('Bedrijven');
    expect(companies.items[0]).toMatchObject({ title: COMPANY, url: expect.stringMatching(/^\/companies\/\d+$/) });
  });

  it('passes perKind on', async () => {
    const answer = await graphql(stack.bffUrl, GLOBAL_SEARCH, { query: WORD, perKind: 1 }, admin);
    const tickets = answer.data.globalSearch.groups.find((g: any) => g.kind === 'tickets');
    expect(tickets.items).toHaveLength(1);
    expect(tickets.total).toBe(2);
  });

  it('leaves out a kind the role may not read', async () => {
    const answer = await graphql(stack.bffUrl, GLOBAL_SEARCH, { query: WORD }, contact);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.globalSearch.groups.map((g: any) => g.kind)).not.toContain('companies');
  });

  it('refuses a search term shorter than 2 characters with the Dutch message', async () => {
    const answer = await graphql(stack.bffUrl, GLOBAL_SEARCH, { query: ' a ' }, admin);
    expect(answer.data).toBeNull();
    expect(answer.errors?.[0]).toMatchObject({
      message: 'Zoekterm moet minimaal 2 tekens bevatten.',
      extensions: { code: 'BAD_USER_INPUT', errors: { q: ['Zoekterm moet minimaal 2 tekens bevatten.'] } },
    });
  });

  it('needs a signed-in user', async () => {
    const answer = await graphql(stack.bffUrl, GLOBAL_SEARCH, { query: WORD });
    expect(answer.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the searched ticket list', () => {
  it('carries the highlighted snippet and ranks a description match above a message match', async () => {
    for (const orderBy of [null, [{ field: 'relevance', direction: 'DESC' }]]) {
      const answer = await graphql(stack.bffUrl, TICKETS, { search: WORD, orderBy }, admin);
      expect(answer.errors).toBeUndefined();
      const nodes = answer.data.tickets.edges.map((edge: any) => edge.node);
      expect(nodes.map((node: any) => node.databaseId)).toEqual([inDescription, inMessage]);
      for (const node of nodes) expect(node.searchSnippet).toMatch(/<mark>zeppelinhangar<\/mark>/i);
    }
  });

  it('keeps another order the caller asks for', async () => {
    const answer = await graphql(stack.bffUrl, TICKETS, { search: WORD, orderBy: [{ field: 'createdAt', direction: 'DESC' }] }, admin);
    expect(answer.data.tickets.edges.map((edge: any) => edge.node.databaseId)).toEqual([inMessage, inDescription]);
  });

  it('exports a searched list in its relevance order', async () => {
    const answer = await graphql(
      stack.bffUrl,
      `mutation($input: RequestExportInput!) { requestExport(input: $input) { export { databaseId } userErrors { field message } } }`,
      { input: { type: 'tickets', search: WORD, orderBy: [{ field: 'relevance', direction: 'DESC' }] } },
      admin,
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data.requestExport.userErrors).toEqual([]);
    expect(answer.data.requestExport.export.databaseId).toEqual(expect.any(Number));
  });

  it("never shows a contact an operator's note, through the list or the top bar", async () => {
    const contactId = (await stack.api.db.selectFrom('users').select('id').where('email', '=', 'klant@demo.nl').executeTakeFirstOrThrow()).id;
    const companyId = (await stack.api.db.selectFrom('company_user').select('company_id').where('user_id', '=', contactId).executeTakeFirstOrThrow()).company_id;
    const own = await rest<{ id: number }>('POST', '/tickets', { description: 'Netwerkkast op zolder', company_id: companyId, client_id: contactId });
    await rest('POST', '/messages', { morphable_type: 'tickets', morphable_id: own.id, action: 'note', message: '<p>Intern: de sleutel van de ijsvogelkast ligt bij de balie.</p>' });

    const asAdmin = await graphql(stack.bffUrl, TICKETS, { search: 'ijsvogelkast' }, admin);
    expect(asAdmin.data.tickets.edges.map((edge: any) => edge.node.databaseId)).toEqual([own.id]);

    const asContact = await graphql(stack.bffUrl, TICKETS, { search: 'ijsvogelkast' }, contact);
    expect(asContact.errors).toBeUndefined();
    expect(asContact.data.tickets.totalCount).toBe(0);
    const found = await graphql(stack.bffUrl, GLOBAL_SEARCH, { query: 'ijsvogelkast' }, contact);
    expect(found.data.globalSearch.groups).toEqual([]);
    // Its own ticket the contact finds, with a snippet that holds nothing of the note.
    const byDescription = await graphql(stack.bffUrl, TICKETS, { search: 'netwerkkast' }, contact);
    const node = byDescription.data.tickets.edges.find((edge: any) => edge.node.databaseId === own.id).node;
    expect(node.searchSnippet).toMatch(/<mark>netwerkkast<\/mark>/i);
    expect(node.searchSnippet).not.toMatch(/ijsvogel|sleutel/i);
  });

  it('has no snippet without a search, and refuses relevance without one', async () => {
    const plain = await graphql(stack.bffUrl, TICKETS, {}, admin);
    expect(plain.data.tickets.edges.length).toBeGreaterThan(0);
    for (const edge of plain.data.tickets.edges) expect(edge.node.searchSnippet).toBeNull();
    const refused = await graphql(stack.bffUrl, TICKETS, { orderBy: [{ field: 'relevance', direction: 'DESC' }] }, admin);
    expect(refused.errors?.[0]).toMatchObject({ message: 'Sorteren op relevantie kan alleen bij een zoekopdracht.', extensions: { code: 'BAD_USER_INPUT' } });
  });
});
