import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountingRefusal, accountingPackageFor, type InvoiceForExport } from '../../api/src/integrations/accounting.ts';
import { startEboekhoudenDouble, type EboekhoudenDouble } from '../doubles/eboekhouden/server.ts';
import { startExactDouble, type ExactDouble } from '../doubles/exact/server.ts';
import { startBackOffice, type BackOffice } from './back-office-support.ts';

/**
 * Both accounting packages through their real protocols on loopback: Exact Online (consent, token
 * rotation, debtor, items, invoice, refusals) and e-Boekhouden (session, relation, ledgers,
 * invoice, problem details). One API for both keeps the suite quick.
 */

const TENANT = 'exactbv';
const EB_TENANT = 'eboekbv';
let exact: ExactDouble;
let eb: EboekhoudenDouble;
let bo: BackOffice;
let tenantId: number;
let ebTenantId: number;
/** An operator of the demo tenant: everything but the tenant's configuration. */
let sanne: string;

const invoice = (overrides: Partial<InvoiceForExport> = {}): InvoiceForExport => ({
  id: 1,
  invoiceNumber: '2026-0001',
  subject: 'Beheer november',
  invoiceDate: '2026-11-30',
  dueDate: '2026-12-14',
  directDebit: false,
  externalId: null,
  debtor: {
    companyId: 11,
    name: 'Bakkerij de Zon B.V.',
    debtorCode: null,
    attn: null,
    address1: 'Dorpsstraat 1',
    address2: null,
    postalCode: '1234 AB',
    city: 'Utrecht',
    countryCode: 'NL',
    email: 'factuur@dezon.nl',
    telephone: null,
    paymentTermDays: 14,
  },
  lines: [
    { productCode: 'UREN', description: 'Werkzaamheden', quantity: 2, price: 95, vatPercentage: 21, date: '2026-11-03' },
    { productCode: 'BOEK', description: 'Handleiding', quantity: 1, price: 12.5, vatPercentage: 9, date: null },
  ],
  ...overrides,
});

const exactPackage = async () => {
  const found = await accountingPackageFor({ db: bo.server.api.db, tenantId, modules: { mod_exact: true } });
  expect(found?.name).toBe('Exact Online');
  return found!;
};

const refusalOf = async (work: Promise<unknown>): Promise<AccountingRefusal> => {
  const error = await work.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AccountingRefusal);
  return error as AccountingRefusal;
};

const storedTokens = () =>
  bo.db
    .selectFrom('accounting_connections')
    .select(['access_token', 'refresh_token', 'token_expires_at'])
    .where('tenant_id', '=', tenantId)
    .where('package', '=', 'exact')
    .executeTakeFirstOrThrow();

const expireStoredToken = () =>
  sql`update accounting_connections set token_expires_at = now() - interval '1 minute' where tenant_id = ${tenantId} and package = 'exact'`.execute(bo.db);

beforeAll(async () => {
  exact = await startExactDouble();
  eb = await startEboekhoudenDouble();
  process.env.EXACT_BASE_URL = exact.url;
  process.env.EBOEKHOUDEN_BASE_URL = eb.url;
  bo = await startBackOffice({ tenants: { [TENANT]: { mod_invoicing: true, mod_exact: true }, [EB_TENANT]: { mod_invoicing: true, mod_eboekhouden: true } } });
  sanne = await bo.server.login('sanne@demo.nl');
  tenantId = bo.tenantIds[TENANT]!;
  ebTenantId = bo.tenantIds[EB_TENANT]!;
  eb.ledgers.push(
    { id: 801, code: '8000', description: 'Omzet dienstverlening', category: 'VW' },
    { id: 802, code: '8100', description: 'Omzet verkopen', category: 'VW' },
  );
  exact.items.push(
    { ID: '11111111-1111-1111-1111-111111111111', Code: 'UUR', Description: 'Uren' },
    { ID: '22222222-2222-2222-2222-222222222222', Code: 'BOEK', Description: 'Boek' },
  );
});

afterAll(async () => {
  await bo?.close();
  await exact?.close();
  await eb?.close();
  delete process.env.EXACT_BASE_URL;
  delete process.env.EBOEKHOUDEN_BASE_URL;
});

describe('Exact Online settings and consent', () => {
  it('is for admins only: another role gets 403 naming configs.update', async () => {
    for (const [method, path] of [
      ['GET', '/integrations/accounting'],
      ['PUT', '/integrations/exact'],
      ['GET', '/integrations/exact/connect'],
      ['POST', '/integrations/exact/callback'],
      ['PUT', '/integrations/exact/mappings'],
      ['DELETE', '/integrations/exact/connection'],
    ] as const) {
      const answer = await bo.server.call(method, path, { token: sanne, body: method === 'GET' ? undefined : {} });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body.permission).toBe('configs.update');
    }
  });

  it('refuses to start the consent before the app credentials are in', async () => {
    const answer = await bo.get('/integrations/exact/connect', TENANT);
    expect(answer.status).toBe(422);
    expect(answer.body.errors.client_id[0]).toContain('client ID');
  });

  it('stores the credentials and never answers the secret', async () => {
    const answer = await bo.call('PUT', '/integrations/exact', { client_id: exact.clientId, client_secret: exact.clientSecret, journal: '70' }, TENANT);
    expect(answer.status).toBe(200);
    expect(answer.body.exact).toMatchObject({ client_id: exact.clientId, client_secret_set: true, journal: '70', connected: false });
    expect(JSON.stringify(answer.body)).not.toContain(exact.clientSecret);
    const kept = await bo.call('PUT', '/integrations/exact', { client_secret: '' }, TENANT);
    expect(kept.body.exact.client_secret_set).toBe(true);
  });

  it('sends the admin to Exact with a state, and connects on the way back', async () => {
    const start = await bo.get('/integrations/exact/connect', TENANT);
    expect(start.status).toBe(200);
    const authorize = new URL(start.body.url);
    expect(authorize.origin + authorize.pathname).toBe(`${exact.url}/api/oauth2/auth`);
    expect(authorize.searchParams.get('response_type')).toBe('code');
    expect(authorize.searchParams.get('client_id')).toBe(exact.clientId);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${bo.server.url}/settings/accounting/exact`);
    const state = authorize.searchParams.get('state')!;
    expect(state.length).toBeGreaterThan(20);

    const consent = await fetch(start.body.url, { redirect: 'manual' });
    expect(consent.status).toBe(302);
    const back = new URL(consent.headers.get('location')!);
    expect(back.searchParams.get('state')).toBe(state);

    const forged = await bo.call('POST', '/integrations/exact/callback', { code: back.searchParams.get('code'), state: 'not-ours' }, TENANT);
    expect(forged.status).toBe(422);
    expect(forged.body.errors.code[0]).toContain('niet door Balie gestart');

    // The forged attempt used up the state; start again as an admin would.
    const again = await fetch((await bo.get('/integrations/exact/connect', TENANT)).body.url, { redirect: 'manual' });
    const params = new URL(again.headers.get('location')!).searchParams;
    const connected = await bo.call('POST', '/integrations/exact/callback', { code: params.get('code'), state: params.get('state') }, TENANT);
    expect(connected.status).toBe(200);
    expect(connected.body.exact).toMatchObject({ connected: true, division: exact.division });
    expect(JSON.stringify(connected.body)).not.toMatch(new RegExp(exact.issuedRefreshTokens.join('|')));
    expect((await storedTokens()).refresh_token).toBe(exact.issuedRefreshTokens.at(-1));
  });

  it('saves the mapping tables whole and checks every row', async () => {
    const refused = await bo.call('PUT', '/integrations/exact/mappings', { products: [{ product_code: 'UREN', external_code: '' }], vat: [{ vat_percentage: 'x', vat_code: '2' }] }, TENANT);
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['products.0.external_code', 'vat.0.vat_percentage']);

    const saved = await bo.call(
      'PUT',
      '/integrations/exact/mappings',
      { products: [{ product_code: 'UREN', external_code: 'UUR' }], vat: [{ vat_percentage: 21, vat_code: '2' }, { vat_percentage: '9', vat_code: '1' }] },
      TENANT,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.exact.mappings).toEqual({
      products: [{ product_code: 'UREN', external_code: 'UUR' }],
      vat: [
        { vat_percentage: 9, vat_code: '1' },
        { vat_percentage: 21, vat_code: '2' },
      ],
    });
  });
});

describe('Exact Online export', () => {
  let firstId: string;

  it('creates the debtor when the company has none, and posts the invoice with mapped items and VAT codes', async () => {
    const result = await (await exactPackage()).exportInvoice(invoice(), { reExport: false });
    expect(exact.accounts).toHaveLength(1);
    expect(exact.accounts[0]).toMatchObject({ Name: 'Bakkerij de Zon B.V.', Status: 'C', IsSales: true, City: 'Utrecht' });
    expect(result.debtorCode).toBe(exact.accounts[0]!.Code.trim());
    expect(exact.invoices).toHaveLength(1);
    const posted = exact.invoices[0]!;
    expect(result.externalId).toBe(posted.InvoiceID);
    expect(result.externalUrl).toBe(`${exact.url}/docs/SlsInvoice.aspx?_Division_=${exact.division}&InvoiceID=${posted.InvoiceID}`);
    expect(posted.body).toMatchObject({ Journal: '70', OrderedBy: exact.accounts[0]!.ID, InvoiceTo: exact.accounts[0]!.ID, YourRef: '2026-0001', Description: 'Beheer november' });
    expect(posted.body.SalesInvoiceLines).toEqual([
      { Item: '11111111-1111-1111-1111-111111111111', Description: 'Werkzaamheden', Quantity: 2, UnitPrice: 95, VATCode: '2', DeliveryDate: '2026-11-03' },
      { Item: '22222222-2222-2222-2222-222222222222', Description: 'Handleiding', Quantity: 1, UnitPrice: 12.5, VATCode: '1' },
    ]);
    firstId = result.externalId;
  });

  it('reuses the debtor the company already has', async () => {
    const code = exact.accounts[0]!.Code.trim();
    const result = await (await exactPackage()).exportInvoice(invoice({ invoiceNumber: '2026-0002', debtor: { ...invoice().debtor, debtorCode: code } }), { reExport: false });
    expect(result.debtorCode).toBe(code);
    expect(exact.accounts).toHaveLength(1);
    expect(exact.invoices.at(-1)!.body.OrderedBy).toBe(exact.accounts[0]!.ID);
  });

  it('re-export replaces the open invoice in Exact instead of adding one', async () => {
    const before = exact.invoices.length;
    const result = await (await exactPackage()).exportInvoice(invoice({ externalId: firstId, debtor: { ...invoice().debtor, debtorCode: exact.accounts[0]!.Code.trim() } }), { reExport: true });
    expect(exact.invoices).toHaveLength(before);
    expect(exact.invoices.some((posted) => posted.InvoiceID === firstId)).toBe(false);
    expect(result.externalId).not.toBe(firstId);
    firstId = result.externalId;
  });

  it('refuses to re-export an invoice Exact has already processed', async () => {
    exact.invoices.find((posted) => posted.InvoiceID === firstId)!.Status = 50;
    const refusal = await refusalOf((await exactPackage()).exportInvoice(invoice({ externalId: firstId }), { reExport: true }));
    expect(refusal.message).toContain('al verwerkt');
  });

  it('refreshes an expired access token first and stores the rotated refresh token', async () => {
    const grants = exact.grants.length;
    const old = await storedTokens();
    await expireStoredToken();
    await (await exactPackage()).exportInvoice(invoice({ invoiceNumber: '2026-0003' }), { reExport: false });
    expect(exact.grants.slice(grants)).toEqual(['refresh_token']);
    const stored = await storedTokens();
    expect(stored.refresh_token).not.toBe(old.refresh_token);
    expect(stored.refresh_token).toBe(exact.issuedRefreshTokens.at(-1));
    expect(new Date(stored.token_expires_at).getTime()).toBeGreaterThan(Date.now() + 500_000);
  });

  it('refreshes once when Exact answers 401, then retries', async () => {
    const grants = exact.grants.length;
    exact.expireAccessTokens();
    await (await exactPackage()).exportInvoice(invoice({ invoiceNumber: '2026-0004' }), { reExport: false });
    expect(exact.grants.slice(grants)).toEqual(['refresh_token']);
    expect((await storedTokens()).refresh_token).toBe(exact.issuedRefreshTokens.at(-1));
  });

  it('parallel exports with an expired token share one refresh', async () => {
    const grants = exact.grants.length;
    await expireStoredToken();
    const pkg = await exactPackage();
    await Promise.all(['2026-0005', '2026-0006', '2026-0007'].map((invoiceNumber) => pkg.exportInvoice(invoice({ invoiceNumber }), { reExport: false })));
    expect(exact.grants.slice(grants)).toEqual(['refresh_token']);
  });

  it("turns Exact's error body into a Dutch refusal carrying Exact's reason", async () => {
    const count = exact.invoices.length;
    exact.refuseNext('POST', /salesinvoice\/SalesInvoices$/, 400, 'De periode 2026-11 is afgesloten');
    const refusal = await refusalOf((await exactPackage()).exportInvoice(invoice({ invoiceNumber: '2026-0008' }), { reExport: false }));
    expect(refusal.packageName).toBe('Exact Online');
    expect(refusal.message).toBe('Exact Online weigerde de factuur: De periode 2026-11 is afgesloten');
    expect(exact.invoices).toHaveLength(count);
  });

  it('refuses an item that does not exist in Exact, and a VAT rate without a code, before posting', async () => {
    const count = exact.invoices.length;
    const line = { productCode: 'ONBEKEND', description: 'x', quantity: 1, price: 1, vatPercentage: 21, date: null };
    const unknown = await refusalOf((await exactPackage()).exportInvoice(invoice({ lines: [line] }), { reExport: false }));
    expect(unknown.message).toContain('artikel ONBEKEND');
    const vat = await refusalOf((await exactPackage()).exportInvoice(invoice({ lines: [{ ...line, productCode: 'UREN', vatPercentage: 6 }] }), { reExport: false }));
    expect(vat.message).toContain('6% btw');
    expect(exact.invoices).toHaveLength(count);
  });

  it('asks to connect again when Exact no longer accepts the refresh token', async () => {
    await sql`update accounting_connections set refresh_token = 'spent', token_expires_at = now() - interval '1 minute' where tenant_id = ${tenantId} and package = 'exact'`.execute(bo.db);
    const refusal = await refusalOf((await exactPackage()).exportInvoice(invoice(), { reExport: false }));
    expect(refusal.message).toContain('Koppel opnieuw');
  });

  it('after disconnecting, exports are refused until the admin connects again', async () => {
    const answer = await bo.call('DELETE', '/integrations/exact/connection', undefined, TENANT);
    expect(answer.status).toBe(200);
    expect(answer.body.exact).toMatchObject({ connected: false, division: null, client_secret_set: true });
    const refusal = await refusalOf((await exactPackage()).exportInvoice(invoice(), { reExport: false }));
    expect(refusal.message).toContain('niet gekoppeld met Exact Online');
  });
});

describe('choosing the package', () => {
  it('follows the modules: Exact Online, e-Boekhouden, Exact Online when both are on, none without either', async () => {
    const db = bo.server.api.db;
    expect((await accountingPackageFor({ db, tenantId, modules: { mod_exact: true } }))?.name).toBe('Exact Online');
    expect((await accountingPackageFor({ db, tenantId, modules: { mod_eboekhouden: true } }))?.name).toBe('e-Boekhouden');
    expect((await accountingPackageFor({ db, tenantId, modules: { mod_exact: true, mod_eboekhouden: true } }))?.name).toBe('Exact Online');
    expect(await accountingPackageFor({ db, tenantId, modules: { mod_invoicing: true } })).toBeNull();
  });
});

describe('e-Boekhouden', () => {
  const ebPackage = async () => (await accountingPackageFor({ db: bo.server.api.db, tenantId: ebTenantId, modules: { mod_eboekhouden: true } }))!;
  let firstId: string;

  it('refuses to export before the admin entered the API token, source and template', async () => {
    const refusal = await refusalOf((await ebPackage()).exportInvoice(invoice(), { reExport: false }));
    expect(refusal.message).toContain('niet gekoppeld met e-Boekhouden');
    expect(eb.sessionsStarted).toBe(0);
  });

  it('stores the settings, checks the source and never answers the API token', async () => {
    const refused = await bo.call('PUT', '/integrations/eboekhouden', { source: 'Balie App!', invoice_template_id: 'x' }, EB_TENANT);
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['invoice_template_id', 'source']);
    const saved = await bo.call('PUT', '/integrations/eboekhouden', { api_token: eb.accessToken, source: 'Balie', invoice_template_id: 1 }, EB_TENANT);
    expect(saved.status).toBe(200);
    expect(saved.body.eboekhouden).toMatchObject({ api_token_set: true, source: 'Balie', invoice_template_id: 1, connected: true });
    expect(JSON.stringify(saved.body)).not.toContain(eb.accessToken);
    const mapped = await bo.call(
      'PUT',
      '/integrations/eboekhouden/mappings',
      { products: [{ product_code: 'UREN', external_code: '8000' }, { product_code: 'BOEK', external_code: '8100' }], vat: [{ vat_percentage: 9, vat_code: 'LAAG_VERK_9' }] },
      EB_TENANT,
    );
    expect(mapped.status).toBe(200);
    expect(mapped.body.eboekhouden.mappings.products).toHaveLength(2);
  });

  it('creates the relation when the company has none, posts the invoice with ledgers and VAT codes, and ends the session', async () => {
    const result = await (await ebPackage()).exportInvoice(invoice(), { reExport: false });
    expect(eb.relations).toEqual([
      expect.objectContaining({ type: 'B', code: '11', name: 'Bakkerij de Zon B.V.', address: 'Dorpsstraat 1', postalCode: '1234 AB', city: 'Utrecht', emailAddress: 'factuur@dezon.nl' }),
    ]);
    expect(result.debtorCode).toBe('11');
    expect(eb.invoices).toHaveLength(1);
    const posted = eb.invoices[0]!;
    expect(result.externalId).toBe(String(posted.id));
    expect(result.externalUrl).toBe(`${eb.url}/pdf/invoice-${posted.id}.pdf`);
    expect(posted.body).toMatchObject({ relationId: eb.relations[0]!.id, invoiceNumber: '2026-0001', date: '2026-11-30', termOfPayment: 14, templateId: 1, inExVat: 'EX' });
    expect(posted.body.items).toEqual([
      { code: 'UREN', description: 'Werkzaamheden', quantity: 2, pricePerUnit: 95, vatCode: 'HOOG_VERK_21', ledgerId: 801 },
      { code: 'BOEK', description: 'Handleiding', quantity: 1, pricePerUnit: 12.5, vatCode: 'LAAG_VERK_9', ledgerId: 802 },
    ]);
    expect(eb.openSessions.size).toBe(0);
    firstId = result.externalId;
  });

  it('reuses the relation of a company that has a debtor code', async () => {
    const result = await (await ebPackage()).exportInvoice(invoice({ invoiceNumber: '2026-0002', debtor: { ...invoice().debtor, debtorCode: '11' } }), { reExport: false });
    expect(result.debtorCode).toBe('11');
    expect(eb.relations).toHaveLength(1);
    expect(eb.invoices.at(-1)!.body.relationId).toBe(eb.relations[0]!.id);
  });

  it('re-export: refused while the invoice still exists there (e-Boekhouden cannot change it), sent again once it is gone', async () => {
    const refusal = await refusalOf((await ebPackage()).exportInvoice(invoice({ externalId: firstId, debtor: { ...invoice().debtor, debtorCode: '11' } }), { reExport: true }));
    expect(refusal.message).toContain('niet wijzigen of verwijderen');
    eb.invoices.splice(eb.invoices.findIndex((posted) => String(posted.id) === firstId), 1);
    const result = await (await ebPackage()).exportInvoice(invoice({ externalId: firstId, debtor: { ...invoice().debtor, debtorCode: '11' } }), { reExport: true });
    expect(result.externalId).not.toBe(firstId);
    expect(eb.openSessions.size).toBe(0);
  });

  it("turns e-Boekhouden's problem details into a Dutch refusal carrying its reason, and ends the session", async () => {
    const count = eb.invoices.length;
    eb.refuseNext('POST', /^invoice$/, 400, 'The ledger account is blocked for this administration.', 'INV_010');
    const refusal = await refusalOf((await ebPackage()).exportInvoice(invoice({ invoiceNumber: '2026-0009' }), { reExport: false }));
    expect(refusal.packageName).toBe('e-Boekhouden');
    expect(refusal.message).toBe('e-Boekhouden weigerde de factuur: The ledger account is blocked for this administration. (INV_010)');
    expect(eb.invoices).toHaveLength(count);
    expect(eb.openSessions.size).toBe(0);
  });

  it('refuses an unmapped product or unknown ledger, and a wrong API token, with the reason', async () => {
    const line = { productCode: 'LICENTIE', description: 'x', quantity: 1, price: 1, vatPercentage: 21, date: null };
    expect((await refusalOf((await ebPackage()).exportInvoice(invoice({ lines: [line] }), { reExport: false }))).message).toContain('LICENTIE');
    eb.ledgers.splice(1, 1);
    expect((await refusalOf((await ebPackage()).exportInvoice(invoice({ invoiceNumber: '2026-0010' }), { reExport: false }))).message).toContain('grootboekrekening 8100');
    await bo.call('PUT', '/integrations/eboekhouden', { api_token: 'verkeerd' }, EB_TENANT);
    const refusal = await refusalOf((await ebPackage()).exportInvoice(invoice({ invoiceNumber: '2026-0011' }), { reExport: false }));
    expect(refusal.message).toBe('e-Boekhouden weigerde de factuur: Access token is invalid. (API_SESSION_005)');
  });
});
