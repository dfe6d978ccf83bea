import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEboekhoudenDouble, type EboekhoudenDouble } from '../doubles/eboekhouden/server.ts';
import { startExactDouble, type ExactDouble } from '../doubles/exact/server.ts';
import { startApi, type Answer, type RunningApi } from '../support/api.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';

/**
 * The invoice export end to end: the real routes POST invoicing/export/{id} and PUT
 * invoicing/restore/{id}, with the tenant's package configured through the admin settings routes,
 * against the loopback doubles of Exact Online and e-Boekhouden, and the time sheet mailed to a
 * loopback SMTP server.
 */

const EB_TENANT = 'ebchain';
const EXPORTED = 'Factuur geëxporteerd!';

let server: RunningApi;
let smtp: TestSmtp;
let exact: ExactDouble;
let eb: EboekhoudenDouble;
let db: Kysely<any>;
let tokens: Record<string, string>;
let tenantIds: Record<string, number>;

const tenantOf = (as: string) => (as === 'demo' ? undefined : as);
const call = (method: string, path: string, body: unknown, as = 'demo') => server.call(method, path, { token: tokens[as], tenant: tenantOf(as), body });

function created(answer: Answer) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

function ok(answer: Answer) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

const exportIt = (id: number, body: Record<string, unknown> = {}, as = 'demo') => call('POST', `/invoicing/export/${id}`, body, as);
const restore = (id: number, as = 'demo') => call('PUT', `/invoicing/restore/${id}`, undefined, as);

const invoiceRow = (id: number) =>
  db.selectFrom('invoices').select(['invoice_code', 'exported_at', 'external_id', 'external_url']).where('id', '=', id).executeTakeFirstOrThrow();
const debtorCodeOf = async (companyId: number) => (await db.selectFrom('companies').select('debtor_code').where('id', '=', companyId).executeTakeFirstOrThrow()).debtor_code;
const lastNumber = async (as: string) => {
  const row = await db.selectFrom('invoice_number_sequences').select('last_number').where('tenant_id', '=', tenantIds[as]).executeTakeFirst();
  return row?.last_number === undefined || row.last_number === null ? null : Number(row.last_number);
};

let companyCount = 0;

async function newCompany(as: string, emails: string | null = 'boekhouding@klant.nl, inkoop@klant.nl') {
  companyCount += 1;
  return created(
    await call(
      'POST',
      '/companies',
      { name: `Drukkerij Het Anker ${companyCount}`, address_1: 'Havenweg 3', postal_code: '3311 AA', city: 'Dordrecht', payment_term_days: 30, administrative_emails: emails },
      as,
    ),
  ).id as number;
}

type LineInput = { product_code?: string; description: string; quantity: number; price: number; vat_percentage?: number; date?: string };

const STANDARD_LINES: LineInput[] = [
  { product_code: 'BEHEER', description: 'Beheer werkplekken november', quantity: 4, price: 12.5, vat_percentage: 21, date: '2026-11-01' },
  { product_code: 'HANDBOEK', description: 'Handboek thuiswerken', quantity: 1, price: 24.5, vat_percentage: 9 },
  { description: 'Voorrijden (gratis)', quantity: 1, price: 0 },
];

async function conceptInvoice(companyId: number, as = 'demo', lines: LineInput[] = STANDARD_LINES) {
  const id = created(await call('POST', '/invoices', { subject: 'Beheer november', company_id: companyId }, as)).id as number;
  for (const line of lines) created(await call('POST', '/invoice-lines', { ...line, invoice_id: id }, as));
  return id;
}

beforeAll(async () => {
  smtp = await startSmtp();
  exact = await startExactDouble();
  eb = await startEboekhoudenDouble();
  process.env.EXACT_BASE_URL = exact.url;
  process.env.EBOEKHOUDEN_BASE_URL = eb.url;
  server = await startApi({ smtpUrl: smtp.url, mailFrom: 'administratie@balie-demo.nl' });
  db = server.api.db as unknown as Kysely<any>;
  await server.api.seedTenant(EB_TENANT, 'EB Chain IT', 'small');
  // Tenants are cached: their modules are set before their first request.
  await sql`update tenants set modules = modules || ${JSON.stringify({ mod_invoicing: true, mod_exact: true })}::jsonb where subdomain = 'demo'`.execute(db);
  await sql`update tenants set modules = modules || ${JSON.stringify({ mod_invoicing: true, mod_eboekhouden: true })}::jsonb where subdomain = ${EB_TENANT}`.execute(db);
  tokens = { demo: await server.login('admin@demo.nl'), [EB_TENANT]: await server.login(`admin@${EB_TENANT}.nl`, { tenant: EB_TENANT }) };
  tenantIds = Object.fromEntries((await db.selectFrom('tenants').select(['id', 'subdomain']).execute()).map((tenant) => [tenant.subdomain, tenant.id]));

  exact.items.push(
    { ID: '33333333-3333-3333-3333-333333333333', Code: 'BEH', Description: 'Beheer' },
    { ID: '44444444-4444-4444-4444-444444444444', Code: 'HANDBOEK', Description: 'Handboek' },
  );
  eb.ledgers.push(
    { id: 901, code: '8000', description: 'Omzet dienstverlening', category: 'VW' },
    { id: 902, code: '8100', description: 'Omzet verkopen', category: 'VW' },
  );
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
  await exact?.close();
  await eb?.close();
  delete process.env.EXACT_BASE_URL;
  delete process.env.EBOEKHOUDEN_BASE_URL;
});

describe('Exact Online', () => {
  let companyId: number;
  let firstId: number;
  let firstNumber: number;

  it('is connected and mapped by the admin through the settings routes', async () => {
    ok(await call('PUT', '/integrations/exact', { client_id: exact.clientId, client_secret: exact.clientSecret, journal: '70' }));
    const start = ok(await call('GET', '/integrations/exact/connect', undefined));
    const consent = await fetch(start.url, { redirect: 'manual' });
    const back = new URL(consent.headers.get('location')!).searchParams;
    const connected = ok(await call('POST', '/integrations/exact/callback', { code: back.get('code'), state: back.get('state') }));
    expect(connected.exact).toMatchObject({ connected: true, division: exact.division });
    // HANDBOEK is not mapped: its Exact item has the same code.
    ok(
      await call('PUT', '/integrations/exact/mappings', {
        products: [{ product_code: 'BEHEER', external_code: 'BEH' }],
        vat: [
          { vat_percentage: 21, vat_code: '2' },
          { vat_percentage: 9, vat_code: '1' },
        ],
      }),
    );
  });

  it('creates the debtor, stores its code on the company and sends only the lines with a product', async () => {
    companyId = await newCompany('demo');
    firstId = await conceptInvoice(companyId);
    const answer = ok(await exportIt(firstId));
    expect(answer.message).toBe(EXPORTED);
    firstNumber = Number(answer.data.invoice_code);
    expect(answer.data.invoice_code).toMatch(/^\d+$/);
    expect(answer.data.is_exported).toBe(true);

    expect(exact.accounts).toHaveLength(1);
    expect(exact.accounts[0]).toMatchObject({ Name: `Drukkerij Het Anker ${companyCount}`, City: 'Dordrecht', Status: 'C' });
    const code = exact.accounts[0]!.Code.trim();
    expect(await debtorCodeOf(companyId)).toBe(code);

    expect(exact.invoices).toHaveLength(1);
    const posted = exact.invoices[0]!;
    expect(posted.body).toMatchObject({ Journal: '70', OrderedBy: exact.accounts[0]!.ID, YourRef: answer.data.invoice_code, Description: 'Beheer november' });
    expect(posted.body.SalesInvoiceLines).toEqual([
      { Item: '33333333-3333-3333-3333-333333333333', Description: 'Beheer werkplekken november', Quantity: 4, UnitPrice: 12.5, VATCode: '2', DeliveryDate: '2026-11-01' },
      { Item: '44444444-4444-4444-4444-444444444444', Description: 'Handboek thuiswerken', Quantity: 1, UnitPrice: 24.5, VATCode: '1' },
    ]);
    const stored = await invoiceRow(firstId);
    expect(stored.external_id).toBe(posted.InvoiceID);
    expect(stored.external_url).toBe(`${exact.url}/docs/SlsInvoice.aspx?_Division_=${exact.division}&InvoiceID=${posted.InvoiceID}`);
    expect(answer.data.external_url).toBe(stored.external_url);
  });

  it('reuses the debtor for a second invoice of the company and takes the next number', async () => {
    const id = await conceptInvoice(companyId);
    const answer = ok(await exportIt(id));
    expect(Number(answer.data.invoice_code)).toBe(firstNumber + 1);
    expect(exact.accounts).toHaveLength(1);
    expect(exact.invoices.at(-1)!.body.OrderedBy).toBe(exact.accounts[0]!.ID);
  });

  it('re-exports with reExport: the open invoice in Exact is replaced, the number and date stay', async () => {
    const before = await invoiceRow(firstId);
    const count = exact.invoices.length;
    const answer = ok(await exportIt(firstId, { reExport: true }));
    expect(answer.data.invoice_code).toBe(String(firstNumber));
    expect(exact.invoices).toHaveLength(count);
    expect(exact.invoices.some((posted) => posted.InvoiceID === before.external_id)).toBe(false);
    const after = await invoiceRow(firstId);
    expect(after.external_id).not.toBe(before.external_id);
    expect(after.external_url).toContain(after.external_id);
    expect(new Date(after.exported_at).getTime()).toBe(new Date(before.exported_at).getTime());
    expect(exact.invoices.at(-1)!.body.YourRef).toBe(String(firstNumber));
  });

  it('restore then export keeps the number and replaces the invoice in Exact instead of adding a second one', async () => {
    const restored = ok(await restore(firstId));
    expect(restored).toMatchObject({ message: 'Factuur teruggezet naar concept', data: { exported_at: null, invoice_code: String(firstNumber) } });
    const count = exact.invoices.length;
    const before = await invoiceRow(firstId);
    const answer = ok(await exportIt(firstId));
    expect(answer.data.invoice_code).toBe(String(firstNumber));
    expect(exact.invoices).toHaveLength(count);
    expect(exact.invoices.filter((posted) => posted.body.YourRef === String(firstNumber))).toHaveLength(1);
    expect((await invoiceRow(firstId)).external_id).not.toBe(before.external_id);
  });

  it("refused by Exact: 422 with Exact's reason, nothing stored changes and no number is used", async () => {
    const numberBefore = await lastNumber('demo');
    const newcomer = await newCompany('demo');
    const id = await conceptInvoice(newcomer);
    const rowBefore = await invoiceRow(id);
    const accountsBefore = exact.accounts.length;

    exact.refuseNext('POST', /salesinvoice\/SalesInvoices$/, 400, 'De periode 2026-11 is afgesloten');
    const refused = await exportIt(id);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('Exact Online weigerde de factuur: De periode 2026-11 is afgesloten');
    expect(refused.body.errors.id).toEqual([refused.body.message]);
    expect(await invoiceRow(id)).toEqual(rowBefore);
    expect(rowBefore).toMatchObject({ invoice_code: null, exported_at: null, external_url: null });
    expect(await debtorCodeOf(newcomer)).toBeNull();
    expect(await lastNumber('demo')).toBe(numberBefore);
    // The debtor made for the refused invoice is gone again: the retry below makes exactly one.
    expect(exact.accounts.length).toBe(accountsBefore);

    // An item Exact does not know: refused before anything is created there.
    const accounts = exact.accounts.length;
    const invoices = exact.invoices.length;
    const unknown = await conceptInvoice(await newCompany('demo'), 'demo', [{ product_code: 'ONBEKEND', description: 'Onbekend artikel', quantity: 1, price: 10 }]);
    const refusedItem = await exportIt(unknown);
    expect(refusedItem.status).toBe(422);
    expect(refusedItem.body.message).toContain('Het artikel ONBEKEND voor product ONBEKEND bestaat niet in Exact Online');
    expect(exact.accounts.length).toBe(accounts);
    expect(exact.invoices.length).toBe(invoices);
    expect(await invoiceRow(unknown)).toMatchObject({ invoice_code: null, exported_at: null, external_url: null });
    expect(await lastNumber('demo')).toBe(numberBefore);

    // The next successful export takes the number the refused one would have had.
    const answer = ok(await exportIt(id));
    expect(Number(answer.data.invoice_code)).toBe(numberBefore! + 1);
    expect(exact.accounts.length).toBe(accountsBefore + 1);
    const debtor = exact.accounts.find((account) => account.ID === exact.invoices.at(-1)!.body.OrderedBy)!;
    expect(await debtorCodeOf(newcomer)).toBe(debtor.Code.trim());
  });
});

describe('the time sheet with an export', () => {
  let activityId: number;

  /** A concept invoice with two time lines (no product: the package never gets them) and a product line. */
  async function invoiceWithTime(emails: string | null) {
    activityId ??= created(await call('POST', '/activities', { name: 'Support op afstand', price: 96, is_invoicable: true })).id;
    const companyId = await newCompany('demo', emails);
    const ticket = created(await call('POST', '/tickets', { description: 'Printer haperend', company_id: companyId }));
    const ids = [];
    for (const [description, minutes, day] of [
      ['Printerdriver vervangen', 45, '2026-11-03T09:00:00Z'],
      ['Printer opnieuw getest', 15, '2026-11-05T13:00:00Z'],
    ] as const) {
      ids.push(
        created(
          await call('POST', '/time-registrations', {
            morphable_type: 'tickets',
            morphable_id: ticket.id,
            description,
            time_spent: minutes,
            executed_at: day,
            activity_id: activityId,
          }),
        ).id,
      );
    }
    const invoiced = ok(await call('POST', '/time-registrations/invoice', { ids }));
    const invoiceId = invoiced.data[0].invoice_id as number;
    created(await call('POST', '/invoice-lines', { invoice_id: invoiceId, product_code: 'BEHEER', description: 'Beheer werkplekken', quantity: 1, price: 50, vat_percentage: 21 }));
    return invoiceId;
  }

  it('mails the time sheet to the administrative e-mails and says so', async () => {
    const id = await invoiceWithTime('boekhouding@klant.nl, inkoop@klant.nl');
    const before = smtp.received.length;
    const answer = ok(await exportIt(id, { sendTimeSheet: true }));
    expect(answer.message).toBe('Factuur geëxporteerd! Tijdregels verstuurd!');
    const [received] = (await smtp.waitFor(before + 1)).slice(before);
    expect(received!.rcptTo.sort()).toEqual(['boekhouding@klant.nl', 'inkoop@klant.nl']);
    expect(received!.mail.subject).toBe(`Tijdregels factuur ${answer.data.invoice_code}: ${answer.data.subject}`);
    expect(received!.mail.attachments.map((attachment) => attachment.filename)).toEqual([`Tijdregels-${answer.data.invoice_code}.pdf`]);
    // The time lines have no product: Exact got only the product line.
    expect(exact.invoices.at(-1)!.body.SalesInvoiceLines).toEqual([expect.objectContaining({ Description: 'Beheer werkplekken', Quantity: 1, UnitPrice: 50 })]);
  });

  it('without administrative e-mails the export still succeeds and says why the time sheet was not sent', async () => {
    const id = await invoiceWithTime(null);
    const before = smtp.received.length;
    const answer = ok(await exportIt(id, { sendTimeSheet: true }));
    expect(answer.message).toBe('Factuur geëxporteerd! Tijdregels niet verstuurd: Er zijn geen administratieve e-mails bekend');
    expect(answer.data.is_exported).toBe(true);
    expect((await invoiceRow(id)).external_id).not.toBeNull();
    expect(smtp.received.length).toBe(before);
  });
});

describe('e-Boekhouden', () => {
  const as = EB_TENANT;
  let companyId: number;
  let firstId: number;
  let firstNumber: number;

  it('is connected and mapped by the admin through the settings routes', async () => {
    const saved = ok(await call('PUT', '/integrations/eboekhouden', { api_token: eb.accessToken, source: 'Balie', invoice_template_id: 1 }, as));
    expect(saved.eboekhouden).toMatchObject({ connected: true });
    ok(
      await call(
        'PUT',
        '/integrations/eboekhouden/mappings',
        { products: [{ product_code: 'BEHEER', external_code: '8000' }, { product_code: 'HANDBOEK', external_code: '8100' }], vat: [{ vat_percentage: 9, vat_code: 'LAAG_VERK_9' }] },
        as,
      ),
    );
  });

  it('creates the relation, stores its code on the company and sends only the lines with a product', async () => {
    companyId = await newCompany(as);
    firstId = await conceptInvoice(companyId, as);
    const answer = ok(await exportIt(firstId, {}, as));
    expect(answer.message).toBe(EXPORTED);
    firstNumber = Number(answer.data.invoice_code);
    expect(eb.relations).toEqual([expect.objectContaining({ type: 'B', code: String(companyId), name: `Drukkerij Het Anker ${companyCount}`, city: 'Dordrecht' })]);
    expect(await debtorCodeOf(companyId)).toBe(String(companyId));
    expect(eb.invoices).toHaveLength(1);
    const posted = eb.invoices[0]!;
    expect(posted.body).toMatchObject({ relationId: eb.relations[0]!.id, invoiceNumber: answer.data.invoice_code, termOfPayment: 30, templateId: 1 });
    expect(posted.body.items).toEqual([
      { code: 'BEHEER', description: 'Beheer werkplekken november', quantity: 4, pricePerUnit: 12.5, vatCode: 'HOOG_VERK_21', ledgerId: 901 },
      { code: 'HANDBOEK', description: 'Handboek thuiswerken', quantity: 1, pricePerUnit: 24.5, vatCode: 'LAAG_VERK_9', ledgerId: 902 },
    ]);
    expect(await invoiceRow(firstId)).toMatchObject({ external_id: String(posted.id), external_url: `${eb.url}/pdf/invoice-${posted.id}.pdf` });
    expect(eb.openSessions.size).toBe(0);
  });

  it('reuses the relation for a second invoice and numbers it next', async () => {
    const answer = ok(await exportIt(await conceptInvoice(companyId, as), {}, as));
    expect(Number(answer.data.invoice_code)).toBe(firstNumber + 1);
    expect(eb.relations).toHaveLength(1);
    expect(eb.invoices.at(-1)!.body.relationId).toBe(eb.relations[0]!.id);
  });

  it('re-export is refused with the reason while e-Boekhouden still has the invoice, and goes through once it is gone there', async () => {
    const before = await invoiceRow(firstId);
    const refused = await exportIt(firstId, { reExport: true }, as);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain('e-Boekhouden laat een eenmaal aangemaakte factuur niet wijzigen of verwijderen');
    expect(await invoiceRow(firstId)).toEqual(before);
    eb.invoices.splice(eb.invoices.findIndex((posted) => String(posted.id) === before.external_id), 1);
    const answer = ok(await exportIt(firstId, { reExport: true }, as));
    expect(answer.data.invoice_code).toBe(String(firstNumber));
    expect((await invoiceRow(firstId)).external_id).not.toBe(before.external_id);
  });

  it('restore then export keeps the number; e-Boekhouden keeps one invoice with it', async () => {
    ok(await restore(firstId, as));
    const stale = (await invoiceRow(firstId)).external_id;
    // Still in e-Boekhouden: the restored invoice cannot be sent a second time under its number.
    const refused = await exportIt(firstId, {}, as);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain('niet wijzigen of verwijderen');
    expect(await invoiceRow(firstId)).toMatchObject({ exported_at: null, invoice_code: String(firstNumber), external_id: stale });
    eb.invoices.splice(eb.invoices.findIndex((posted) => String(posted.id) === stale), 1);
    const answer = ok(await exportIt(firstId, {}, as));
    expect(answer.data.invoice_code).toBe(String(firstNumber));
    expect(eb.invoices.filter((posted) => posted.body.invoiceNumber === String(firstNumber))).toHaveLength(1);
  });

  it("refused by e-Boekhouden: 422 with its reason, nothing stored changes and the next export takes the number", async () => {
    const numberBefore = await lastNumber(as);
    const newcomer = await newCompany(as);
    const id = await conceptInvoice(newcomer, as);
    const rowBefore = await invoiceRow(id);
    eb.refuseNext('POST', /^invoice$/, 400, 'The ledger account is blocked for this administration.', 'INV_010');
    const refused = await exportIt(id, {}, as);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('e-Boekhouden weigerde de factuur: The ledger account is blocked for this administration. (INV_010)');
    expect(await invoiceRow(id)).toEqual(rowBefore);
    expect(await debtorCodeOf(newcomer)).toBeNull();
    expect(await lastNumber(as)).toBe(numberBefore);
    expect(eb.openSessions.size).toBe(0);

    const answer = ok(await exportIt(id, {}, as));
    expect(Number(answer.data.invoice_code)).toBe(numberBefore! + 1);
    expect(await debtorCodeOf(newcomer)).toBe(String(newcomer));
    // The relation made during the refused export is found again, not made twice.
    expect(eb.relations.filter((relation) => relation.code === String(newcomer))).toHaveLength(1);
  });
});
