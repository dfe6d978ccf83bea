import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, login, startStack, type Stack } from '../support/stack.ts';

// What the billing sources put on invoices shows through GraphQL: a project's invoices with the
// project lines they bill, and a subscription's billed invoice lines.

let stack: Stack;
let token: string;

beforeAll(async () => {
  stack = await startStack({ ticketScheduler: false });
  token = await login(stack.bffUrl);
});
afterAll(() => stack?.close());

async function rest(method: string, path: string, body?: unknown) {
  const response = await fetch(`${stack.apiUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await response.json()) as any;
  expect(response.status, JSON.stringify(answer)).toBeLessThan(300);
  return answer;
}

describe('billing sources in GraphQL', () => {
  it("show a project's invoices and the project lines on them", async () => {
    const deal = (await rest('GET', `/deals?builder=${encodeURIComponent(JSON.stringify({ where: [['status_id', '=', 1]], paginate: 100 }))}`)).data.find(
      (row: { company_id: number | null }) => row.company_id,
    );
    const quote = (await rest('POST', '/quotes', { name: 'Wifi', deal_id: deal.id })).data;
    const phase = (await rest('GET', `/project-phases?builder=${encodeURIComponent(JSON.stringify({ where: [['morphable_type', '=', 'quotes'], ['morphable_id', '=', quote.id]] }))}`)).data[0];
    await rest('POST', '/project-lines', { project_phase_id: phase.id, product_code: 'AP', description: 'Access point', invoice_type: 1, invoice_moment: 1, quantity: 3, price: 180 });
    await rest('POST', '/project-lines', { project_phase_id: phase.id, product_code: 'UREN', description: 'Inmeten', invoice_type: 4, invoice_moment: 1, quantity: 1, price: 90 });
    const projectId = (await rest('POST', `/quotes/${quote.id}/accept`)).data.id;

    const answer = await graphql(
      stack.bffUrl,
      `query($id: ID!) { project(id: $id) {
        totalExcl
        invoices { totalCount edges { node { total projectId invoiceLines { edges { node { description quantity price total projectLine { description invoiceType invoiceId } } } } } } }
      } }`,
      { id: String(projectId) },
      token,
    );
    expect(answer.errors).toBeUndefined();
    const { invoices } = answer.data.project;
    expect(invoices.totalCount).toBe(1);
    const [invoice] = invoices.edges.map((edge: any) => edge.node);
    expect(invoice).toMatchObject({ total: 540, projectId });
    expect(invoice.invoiceLines.edges.map((edge: any) => edge.node)).toEqual([
      { description: 'Access point', quantity: 3, price: 180, total: 540, projectLine: { description: 'Access point', invoiceType: 1, invoiceId: expect.any(Number) } },
    ]);
  });

  it("show a subscription's billed invoice lines", async () => {
    const company = (await rest('POST', '/companies', { name: 'Abonnee BV' })).data;
    const subscription = (await rest('POST', '/subscriptions', { description: 'Beheer', company_id: company.id, period: 'month', billing_start_date: '2027-03-01', next_billing_date: '2027-03-01' })).data;
    await rest('POST', '/subscription-lines', { subscription_id: subscription.id, quantity: 4, description: 'Werkplek', price: 25 });
    await stack.api.recurringTickets.tick(new Date('2027-03-01T08:00:00Z'));

    const answer = await graphql(
      stack.bffUrl,
      `query($id: ID!) { customerSubscription(id: $id) { nextBillingDate invoiceLines { edges { node { description total date invoice { id subject } } } } } }`,
      { id: String(subscription.id) },
      token,
    );
    expect(answer.errors).toBeUndefined();
    const shown = answer.data.customerSubscription;
    expect(shown.nextBillingDate).toBe('2027-04-01');
    expect(shown.invoiceLines.edges.map((edge: any) => edge.node)).toEqual([
      { description: 'Werkplek - Periode 01-03-2027 t/m 31-03-2027', total: 100, date: '2027-03-01', invoice: { id: expect.any(String), subject: 'Conceptfactuur Abonnee BV' } },
    ]);
  });
});
