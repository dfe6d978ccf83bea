import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, login, startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let token: string;
let activityId: number;
let companyId: number;

beforeAll(async () => {
  stack = await startStack();
  token = await login(stack.bffUrl);
  activityId = (await rest('POST', '/activities', { name: 'Support op locatie', price: 85, is_invoicable: true })).data.id;
  companyId = (await rest('GET', '/companies')).data[0].id;
});
afterAll(() => stack?.close());

async function rest(method: string, path: string, body?: unknown) {
  const response = await fetch(`${stack.apiUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await response.json()) as any;
}

async function registration(fields: Record<string, unknown> = {}): Promise<{ id: string; databaseId: number; ticketId: number }> {
  const ticket = (await rest('POST', '/tickets', { description: 'VPN storing', company_id: companyId })).data;
  const created = await graphql(
    stack.bffUrl,
    `mutation($input: CreateTimeRegistrationInput!) { createTimeRegistration(input: $input) { timeRegistration { id databaseId ticketId } userErrors { field message } } }`,
    { input: { morphableType: 'tickets', morphableId: ticket.id, description: 'VPN hersteld', timeSpent: 40, executedAt: '2026-11-20T10:00:00+01:00', activityId, ...fields } },
    token,
  );
  expect(created.data.createTimeRegistration.userErrors).toEqual([]);
  return created.data.createTimeRegistration.timeRegistration;
}

const LINE = 'id databaseId timeSpent timeSpentRounded invoiceId companyId company { id name } invoice { id exportedAt }';
const INVOICING = `timeRegistrations { ${LINE} } message userErrors { field message } clientMutationId`;

describe('time lines in GraphQL', () => {
  it('are invoiced and taken off the invoice, with the Dutch texts and refusals as userErrors', async () => {
    const line = await registration();
    const invoiced = await graphql(stack.bffUrl, `mutation($ids: [ID!]!) { invoiceTimeRegistrations(input: { ids: $ids, clientMutationId: "t1" }) { ${INVOICING} } }`, { ids: [line.id] }, token);
    const payload = invoiced.data.invoiceTimeRegistrations;
    expect(payload).toMatchObject({ message: 'Regel toegevoegd aan conceptfactuur.', userErrors: [], clientMutationId: 't1' });
    expect(payload.timeRegistrations[0]).toMatchObject({ id: line.id, timeSpentRounded: 40, companyId, company: { name: expect.any(String) } });
    expect(payload.timeRegistrations[0].invoiceId).toBeTypeOf('number');

    const again = await graphql(stack.bffUrl, `mutation($ids: [ID!]!) { invoiceTimeRegistrations(input: { ids: $ids }) { ${INVOICING} } }`, { ids: [line.id] }, token);
    expect(again.data.invoiceTimeRegistrations).toMatchObject({ message: null, timeRegistrations: [], userErrors: [{ field: 'ids', message: 'Deze tijdregel staat al op een factuur.' }] });

    const taken = await graphql(stack.bffUrl, `mutation($ids: [ID!]!) { deinvoiceTimeRegistrations(input: { ids: $ids }) { ${INVOICING} } }`, { ids: [line.id] }, token);
    expect(taken.data.deinvoiceTimeRegistrations).toMatchObject({ message: 'Regel verwijderd van conceptfactuur.', userErrors: [] });
    expect(taken.data.deinvoiceTimeRegistrations.timeRegistrations[0]).toMatchObject({ invoiceId: null, invoice: null });
  });

  it('list the open time lines as a connection with filters, in one REST call for the page', async () => {
    const line = await registration();
    const OPEN = `query($filter: [FieldFilter!]) { openTimeRegistrations(first: 10, filter: $filter) { totalCount edges { node { ${LINE} ticket { id reference } activity { name } } } } }`;
    stack.restRequests.length = 0;
    const answer = await graphql(stack.bffUrl, OPEN, { filter: [{ field: 'ticketId', operator: 'EQ', value: line.ticketId }] }, token);
    expect(answer.errors).toBeUndefined();
    const connection = answer.data.openTimeRegistrations;
    expect(connection.totalCount).toBe(1);
    expect(connection.edges[0].node).toMatchObject({ id: line.id, activity: { name: 'Support op locatie' }, company: { id: expect.any(String) } });
    expect(stack.restRequests.filter((request) => request.startsWith('GET /time-registrations/open'))).toHaveLength(1);
    expect(stack.restRequests.filter((request) => !request.startsWith('GET /time-registrations/open') && !request.startsWith('GET /auth/me'))).toEqual([]);

    // A line on an invoice that went to the accounting package is no longer open.
    const invoiceId = (await rest('POST', '/time-registrations/invoice', { ids: [line.databaseId] })).data[0].invoice_id;
    await (stack.api.db as any).updateTable('invoices').set({ exported_at: new Date() }).where('id', '=', invoiceId).execute();
    const after = await graphql(stack.bffUrl, OPEN, { filter: [{ field: 'ticketId', operator: 'EQ', value: line.ticketId }] }, token);
    expect(after.data.openTimeRegistrations.totalCount).toBe(0);
  });
});
