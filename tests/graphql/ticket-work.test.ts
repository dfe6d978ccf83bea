import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, login, startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let token: string;

beforeAll(async () => {
  stack = await startStack();
  token = await login(stack.bffUrl);
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

async function newTicket(): Promise<{ id: string; databaseId: number }> {
  const company = (await rest('GET', '/companies')).data[0];
  const created = await graphql(
    stack.bffUrl,
    `mutation($input: CreateTicketInput!) { createTicket(input: $input) { ticket { id databaseId } userErrors { message } } }`,
    { input: { description: 'Nieuwe laptop', companyId: company.id } },
    token,
  );
  return created.data.createTicket.ticket;
}

const PRODUCT = 'id databaseId description quantity price total invoiceId invoice { id subject exportedAt }';
const INVOICING = `usedProducts { ${PRODUCT} } message userErrors { field message } clientMutationId`;

describe('used products in GraphQL', () => {
  it('are added, invoiced and taken off the invoice, with the Dutch texts', async () => {
    const ticket = await newTicket();
    const created = await graphql(
      stack.bffUrl,
      `mutation($input: CreateUsedProductInput!) { createUsedProduct(input: $input) { usedProduct { ${PRODUCT} } userErrors { field message } } }`,
      { input: { morphableType: 'tickets', morphableId: ticket.databaseId, executedAt: '2026-11-20', description: 'Docking station', quantity: 1, price: 149 } },
      token,
    );
    expect(created.data.createUsedProduct.userErrors).toEqual([]);
    const product = created.data.createUsedProduct.usedProduct;
    expect(product).toMatchObject({ description: 'Docking station', total: 149, invoiceId: null, invoice: null });

    const invoiced = await graphql(stack.bffUrl, `mutation($ids: [ID!]!) { invoiceUsedProducts(input: { ids: $ids, clientMutationId: "f1" }) { ${INVOICING} } }`, { ids: [product.id] }, token);
    const payload = invoiced.data.invoiceUsedProducts;
    expect(payload).toMatchObject({ message: 'Regel toegevoegd aan conceptfactuur.', userErrors: [], clientMutationId: 'f1' });
    expect(payload.usedProducts[0].id).toBe(product.id);
    expect(payload.usedProducts[0].invoiceId).toBeTypeOf('number');
    expect(payload.usedProducts[0].invoice.exportedAt).toBeNull();
    expect((await rest('GET', `/used-products/${product.databaseId}`)).data.invoice_id).toBe(payload.usedProducts[0].invoiceId);

    const again = await graphql(stack.bffUrl, `mutation($ids: [ID!]!) { invoiceUsedProducts(input: { ids: $ids }) { ${INVOICING} } }`, { ids: [product.id] }, token);
    expect(again.data.invoiceUsedProducts).toMatchObject({ message: null, usedProducts: [], userErrors: [{ field: 'ids', message: 'Dit artikel staat al op een factuur.' }] });

    const taken = await graphql(stack.bffUrl, `mutation($ids: [ID!]!) { deinvoiceUsedProducts(input: { ids: $ids }) { ${INVOICING} } }`, { ids: [product.id] }, token);
    expect(taken.data.deinvoiceUsedProducts).toMatchObject({ message: 'Regel verwijderd van conceptfactuur.', userErrors: [] });
    expect(taken.data.deinvoiceUsedProducts.usedProducts[0]).toMatchObject({ invoiceId: null, invoice: null });
  });

  it('refuse an archived ticket as a userError', async () => {
    const ticket = await newTicket();
    const product = await rest('POST', '/used-products', { morphable_type: 'tickets', morphable_id: ticket.databaseId, executed_at: '2026-11-20', description: 'Kabel', quantity: 1 });
    await rest('POST', `/tickets/${ticket.databaseId}/archive`);
    const answer = await graphql(stack.bffUrl, `mutation($ids: [ID!]!) { invoiceUsedProducts(input: { ids: $ids }) { ${INVOICING} } }`, { ids: [String(product.data.id)] }, token);
    expect(answer.data.invoiceUsedProducts.userErrors).toEqual([{ field: 'ids', message: 'Ticket is gearchiveerd, open een nieuw ticket als je artikelen wilt aanpassen.' }]);
  });
});

describe('tasks in GraphQL', () => {
  it('are put in order and shown in that order on the ticket', async () => {
    const ticket = await newTicket();
    const ids: string[] = [];
    for (const task of ['Account aanmaken', 'Laptop klaarzetten', 'Uitleg geven']) {
      const created = await graphql(
        stack.bffUrl,
        `mutation($input: CreateTaskInput!) { createTask(input: $input) { task { id } userErrors { field message } } }`,
        { input: { morphableType: 'tickets', morphableId: ticket.databaseId, task, order: ids.length + 1 } },
        token,
      );
      ids.push(created.data.createTask.task.id);
    }
    const empty = await graphql(
      stack.bffUrl,
      `mutation($input: CreateTaskInput!) { createTask(input: $input) { task { id } userErrors { field message } } }`,
      { input: { morphableType: 'tickets', morphableId: ticket.databaseId, task: ' ' } },
      token,
    );
    expect(empty.data.createTask.userErrors).toEqual([{ field: 'task', message: 'Beschrijving is leeg.' }]);

    const reordered = await graphql(
      stack.bffUrl,
      `mutation($ids: [ID!]!) { reorderTasks(input: { ids: $ids }) { tasks { id task order } userErrors { field message } } }`,
      { ids: [ids[2], ids[0], ids[1]] },
      token,
    );
    expect(reordered.data.reorderTasks.userErrors).toEqual([]);
    expect(reordered.data.reorderTasks.tasks.map((task: any) => [task.task, task.order])).toEqual([
      ['Uitleg geven', 1],
      ['Account aanmaken', 2],
      ['Laptop klaarzetten', 3],
    ]);
    const listed = await graphql(
      stack.bffUrl,
      `query($id: ID!) { ticket(id: $id) { tasks(first: 10, orderBy: [{ field: "order", direction: ASC }]) { edges { node { task } } } } }`,
      { id: ticket.id },
      token,
    );
    expect(listed.data.ticket.tasks.edges.map((edge: any) => edge.node.task)).toEqual(['Uitleg geven', 'Account aanmaken', 'Laptop klaarzetten']);

    const missing = await graphql(stack.bffUrl, `mutation($ids: [ID!]!) { reorderTasks(input: { ids: $ids }) { tasks { id } userErrors { field message } } }`, { ids: [ids[0], '999999'] }, token);
    expect(missing.data.reorderTasks.userErrors).toEqual([{ field: 'ids', message: 'Niet alle gekozen items bestaan.' }]);
  });
});
