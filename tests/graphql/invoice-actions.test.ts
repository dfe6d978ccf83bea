import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_STATE_TEXTS } from '../../api/src/resources/back-office/invoice-states.ts';
import { graphql, login, startStack, type Stack } from '../support/stack.ts';

// Invoice export, re-export refusal, restore and the CSV download over the BFF, against the real REST service.
let stack: Stack;
let token: string;
let companyId: number;

const INVOICE = 'id databaseId invoiceCode exportedAt isExported debtorCode total totalVat totalIncl vatPerRate timeGroupedByTicket';
const PAYLOAD = `invoice { ${INVOICE} } message userErrors { field message }`;

const run = (query: string, variables: Record<string, unknown>) => graphql(stack.bffUrl, query, variables, token);

async function newInvoice() {
  const created = await run('mutation($input: CreateInvoiceInput!) { createInvoice(input: $input) { invoice { id databaseId } userErrors { message } } }', {
    input: { subject: 'Beheer november', companyId },
  });
  expect(created.data.createInvoice.userErrors).toEqual([]);
  const invoice = created.data.createInvoice.invoice;
  const line = await run('mutation($input: CreateInvoiceLineInput!) { createInvoiceLine(input: $input) { userErrors { message } } }', {
    input: { invoiceId: invoice.databaseId, productCode: 'BEHEER', description: 'Beheer werkplekken', quantity: 4, price: 12.5, vatPercentage: 21 },
  });
  expect(line.data.createInvoiceLine.userErrors).toEqual([]);
  return invoice as { id: string; databaseId: number };
}

beforeAll(async () => {
  stack = await startStack();
  token = await login(stack.bffUrl);
  const db = stack.api.db as unknown as Kysely<any>;
  const demo = await db.selectFrom('tenants').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow();
  companyId = (await db.selectFrom('companies').select('id').where('tenant_id', '=', demo.id).orderBy('id').executeTakeFirstOrThrow()).id;
});

afterAll(async () => {
  await stack?.close();
});

describe('invoice action mutations', () => {
  it('export numbers the invoice, a second export without reExport is a userError, restore keeps the number', async () => {
    const invoice = await newInvoice();
    const exportMutation = `mutation($input: ExportInvoiceInput!) { exportInvoice(input: $input) { ${PAYLOAD} } }`;
    const exported = await run(exportMutation, { input: { id: invoice.id, sendTimeSheet: false } });
    expect(exported.errors).toBeUndefined();
    const payload = exported.data.exportInvoice;
    expect(payload).toMatchObject({ message: 'Factuur geëxporteerd!', userErrors: [], invoice: { isExported: true, total: 50, totalVat: 10.5, totalIncl: 60.5 } });
    expect(payload.invoice.invoiceCode).toMatch(/^\d+$/);
    expect(payload.invoice.vatPerRate).toEqual([{ rate: 21, base: 50, vat: 10.5 }]);

    const again = await run(exportMutation, { input: { id: invoice.id } });
    expect(again.data.exportInvoice).toMatchObject({ invoice: null, userErrors: [{ field: 'id', message: INVOICE_STATE_TEXTS.alreadyExported }] });
    const re = await run(exportMutation, { input: { id: String(invoice.databaseId), reExport: true } });
    expect(re.data.exportInvoice.userErrors).toEqual([]);

    const restored = await run(`mutation($input: InvoiceActionInput!) { restoreInvoice(input: $input) { ${PAYLOAD} } }`, { input: { id: invoice.id } });
    expect(restored.data.restoreInvoice).toMatchObject({
      message: 'Factuur teruggezet naar concept',
      userErrors: [],
      invoice: { exportedAt: null, isExported: false, invoiceCode: payload.invoice.invoiceCode },
    });
  });

  it('gives the CSV of chosen invoices through the BFF', async () => {
    const first = await newInvoice();
    const second = await newInvoice();
    const answer = await run('query($ids: [ID!]!) { invoiceCsvDownloadUrl(ids: $ids) }', { ids: [first.id, second.id] });
    const path = answer.data.invoiceCsvDownloadUrl as string;
    expect(path).toBe(`/downloads/invoices/csv?ids=${first.databaseId},${second.databaseId}`);
    const response = await fetch(stack.bffUrl.replace(/\/graphql$/, '') + path, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(3);
    expect(text).toContain('Beheer werkplekken');
    const anonymous = await fetch(stack.bffUrl.replace(/\/graphql$/, '') + path);
    expect(anonymous.status).toBe(401);
  });
});
