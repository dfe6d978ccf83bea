import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startExactDouble, type ExactDouble } from '../doubles/exact/server.ts';
import { graphql, login, startStack, type Stack } from '../support/stack.ts';

// exportInvoice over the BFF against the real REST service and the Exact Online double: the package's refusal as a userError, its success as the numbered invoice with its link.
let stack: Stack;
let exact: ExactDouble;
let token: string;
let db: Kysely<any>;
let companyId: number;

const INVOICE = 'id databaseId invoiceCode exportedAt isExported externalUrl';
const EXPORT = `mutation($input: ExportInvoiceInput!) { exportInvoice(input: $input) { invoice { ${INVOICE} } message userErrors { field message } } }`;

const run = (query: string, variables: Record<string, unknown>) => graphql(stack.bffUrl, query, variables, token);

async function expectClean(answer: { data: any; errors?: unknown }, field: string) {
  expect(answer.errors).toBeUndefined();
  expect(answer.data[field].userErrors).toEqual([]);
  return answer.data[field];
}

async function newInvoice() {
  const created = await expectClean(
    await run('mutation($input: CreateInvoiceInput!) { createInvoice(input: $input) { invoice { id databaseId } userErrors { message } } }', { input: { subject: 'Beheer november', companyId } }),
    'createInvoice',
  );
  const invoice = created.invoice as { id: string; databaseId: number };
  for (const line of [
    { productCode: 'BEHEER', description: 'Beheer werkplekken', quantity: 4, price: 12.5, vatPercentage: 21 },
    { description: 'Voorrijden (gratis)', quantity: 1, price: 0 },
  ]) {
    await expectClean(
      await run('mutation($input: CreateInvoiceLineInput!) { createInvoiceLine(input: $input) { userErrors { message } } }', { input: { invoiceId: invoice.databaseId, ...line } }),
      'createInvoiceLine',
    );
  }
  return invoice;
}

beforeAll(async () => {
  exact = await startExactDouble();
  process.env.EXACT_BASE_URL = exact.url;
  stack = await startStack();
  db = stack.api.db as unknown as Kysely<any>;
  // Before the tenant's first request: tenants are cached.
  await sql`update tenants set modules = modules || ${JSON.stringify({ mod_invoicing: true, mod_exact: true })}::jsonb where subdomain = 'demo'`.execute(db);
  token = await login(stack.bffUrl);
  const demo = await db.selectFrom('tenants').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow();
  companyId = (
    await db.insertInto('companies').values({ tenant_id: demo.id, name: 'Zeilmakerij De Wind', city: 'Harlingen' }).returning('id').executeTakeFirstOrThrow()
  ).id;
  exact.items.push({ ID: '55555555-5555-5555-5555-555555555555', Code: 'BEH', Description: 'Beheer' });

  // The admin connects Exact Online and maps the product and the VAT rate.
  await expectClean(
    await run('mutation($input: UpdateExactOnlineSettingsInput!) { r: updateExactOnlineSettings(input: $input) { userErrors { field message } } }', {
      input: { clientId: exact.clientId, clientSecret: exact.clientSecret },
    }),
    'r',
  );
  const start = await expectClean(
    await run('mutation($input: StartExactOnlineConnectionInput!) { r: startExactOnlineConnection(input: $input) { url userErrors { field message } } }', { input: {} }),
    'r',
  );
  const back = new URL((await fetch(start.url, { redirect: 'manual' })).headers.get('location')!).searchParams;
  await expectClean(
    await run('mutation($input: FinishExactOnlineConnectionInput!) { r: finishExactOnlineConnection(input: $input) { userErrors { field message } } }', {
      input: { code: back.get('code'), state: back.get('state') },
    }),
    'r',
  );
  await expectClean(
    await run('mutation($input: UpdateAccountingMappingsInput!) { r: updateAccountingMappings(input: $input) { userErrors { field message } } }', {
      input: { package: 'EXACT_ONLINE', products: [{ productCode: 'BEHEER', externalCode: 'BEH' }], vat: [{ vatPercentage: 21, vatCode: '2' }] },
    }),
    'r',
  );
});

afterAll(async () => {
  await stack?.close();
  await exact?.close();
  delete process.env.EXACT_BASE_URL;
});

describe('exportInvoice to Exact Online', () => {
  it("answers the package's refusal as a userError and leaves the invoice as it was", async () => {
    const invoice = await newInvoice();
    exact.refuseNext('POST', /salesinvoice\/SalesInvoices$/, 400, 'De periode 2026-11 is afgesloten');
    const refused = await run(EXPORT, { input: { id: invoice.id } });
    expect(refused.errors).toBeUndefined();
    expect(refused.data.exportInvoice).toEqual({
      invoice: null,
      message: null,
      userErrors: [{ field: 'id', message: 'Exact Online weigerde de factuur: De periode 2026-11 is afgesloten' }],
    });
    const read = await run(`query($id: ID!) { node(id: $id) { ... on Invoice { ${INVOICE} } } }`, { id: invoice.id });
    expect(read.data.node).toMatchObject({ invoiceCode: null, exportedAt: null, isExported: false, externalUrl: null });
    expect(exact.invoices).toHaveLength(0);
  });

  it('answers the exported invoice with its number and the link into Exact Online', async () => {
    const invoice = await newInvoice();
    const exported = await expectClean(await run(EXPORT, { input: { id: invoice.id } }), 'exportInvoice');
    expect(exported.message).toBe('Factuur geëxporteerd!');
    expect(exported.invoice).toMatchObject({ id: invoice.id, isExported: true });
    expect(exported.invoice.invoiceCode).toMatch(/^\d+$/);
    const posted = exact.invoices.at(-1)!;
    expect(posted.body.YourRef).toBe(exported.invoice.invoiceCode);
    expect(posted.body.SalesInvoiceLines).toHaveLength(1);
    expect(exported.invoice.externalUrl).toBe(`${exact.url}/docs/SlsInvoice.aspx?_Division_=${exact.division}&InvoiceID=${posted.InvoiceID}`);
  });
});
