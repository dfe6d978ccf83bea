import { sql, type Kysely } from 'kysely';
import { PDFParse } from 'pdf-parse';
import { convert } from 'xmlbuilder2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type Answer, type RunningApi } from '../support/api.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';
import { validateUbl } from '../support/ubl.ts';

const NO_EMAILS = 'Er zijn geen administratieve e-mails bekend';
// As the PDF's text layer gives it back: Intl's no-break space after the euro sign is a plain space there.
const euro = (amount: number) => new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(amount).replace('\u00a0', ' ');

let server: RunningApi;
let smtp: TestSmtp;
let db: Kysely<any>;
let token: string;
let tenantId: number;
let activityId: number;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startApi({ smtpUrl: smtp.url, mailFrom: 'administratie@balie-demo.nl' });
  db = server.api.db as unknown as Kysely<any>;
  await sql`update tenants set modules = modules || ${JSON.stringify({ mod_invoicing: true })}::jsonb where subdomain = 'demo'`.execute(db);
  token = await server.login('admin@demo.nl');
  tenantId = (await db.selectFrom('tenants').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow()).id;
  activityId = created(await server.post('/activities', { token, body: { name: 'Support op afstand', price: 96, is_invoicable: true } })).id;
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

function created(answer: Answer) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

interface Scene {
  invoiceId: number;
  companyName: string;
  tickets: Array<{ id: number; reference: string }>;
}

let sceneCount = 0;

/**
 * A company with an address, a 30-day term and administrative e-mails; two tickets with time
 * invoiced through POST time-registrations/invoice (3 lines, 2 tickets), and two product lines at
 * 21% and 9% on the same concept invoice.
 */
async function freshScene(options: { emails?: string | null } = {}): Promise<Scene> {
  sceneCount += 1;
  const companyName = `Bakkerij De Korenschoof ${sceneCount}`;
  const company = created(
    await server.post('/companies', {
      token,
      body: {
        name: companyName,
        address_1: 'Molenstraat 8',
        postal_code: '6811 AB',
        city: 'Arnhem',
        payment_term_days: 30,
        administrative_emails: options.emails === undefined ? 'boekhouding@korenschoof.nl, inkoop@korenschoof.nl' : options.emails,
      },
    }),
  );
  const tickets = [];
  for (const description of ['Printer haperend', 'Nieuwe laptop inrichten']) {
    const ticket = created(await server.post('/tickets', { token, body: { description, company_id: company.id } }));
    tickets.push({ id: ticket.id as number, reference: String(ticket.reference) });
  }
  const times = [
    { ticket: 0, description: 'Printerdriver vervangen', time_spent: 40, executed_at: '2026-11-03T09:00:00Z' },
    { ticket: 1, description: 'Laptop uitgepakt en geïnstalleerd', time_spent: 90, executed_at: '2026-11-04T10:00:00Z' },
    { ticket: 0, description: 'Printer opnieuw getest', time_spent: 12, executed_at: '2026-11-05T13:00:00Z' },
  ];
  const ids = [];
  for (const time of times) {
    const row = created(
      await server.post('/time-registrations', {
        token,
        body: { morphable_type: 'tickets', morphable_id: tickets[time.ticket]!.id, description: time.description, time_spent: time.time_spent, executed_at: time.executed_at, activity_id: activityId },
      }),
    );
    ids.push(row.id);
  }
  const invoiced = await server.post('/time-registrations/invoice', { token, body: { ids } });
  expect(invoiced.status, JSON.stringify(invoiced.body)).toBe(200);
  const invoiceId = invoiced.body.data[0].invoice_id as number;
  created(await server.post('/invoice-lines', { token, body: { invoice_id: invoiceId, product_code: 'TONER-HP', description: 'Tonercartridge zwart', quantity: 2, price: 64.95, vat_percentage: 21, order: 10 } }));
  created(await server.post('/invoice-lines', { token, body: { invoice_id: invoiceId, product_code: 'BOEK-IT', description: 'Handboek thuiswerken', quantity: 1, price: 24.5, vat_percentage: 9, order: 11 } }));
  return { invoiceId, companyName, tickets };
}

async function fetchFile(path: string, bearer = token): Promise<Response> {
  return fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${bearer}` } });
}

async function pdfText(pdf: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    // One line of text, whatever the PDF wrapped.
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

// 40 → 40 min (0,67 h), 90 → 1,5 h, 12 → 15 min (0,25 h) at € 96; products 2 × 64,95 (21%) and 24,50 (9%).
const TIME_TOTALS = [Math.round(0.67 * 96 * 100) / 100, 1.5 * 96, 0.25 * 96];
const AT_21 = TIME_TOTALS.reduce((sum, total) => sum + total, 0) + 129.9;
const VAT_21 = Math.round(AT_21 * 21) / 100;
const VAT_9 = Math.round(24.5 * 9) / 100;

describe('GET invoices/{id}/download', () => {
  it('answers a concept as a PDF with both addresses, its dates and term, lines per ticket, VAT per rate, totals and the transfer to our IBAN', async () => {
    const scene = await freshScene();
    const response = await fetchFile(`/invoices/${scene.invoiceId}/download`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(`attachment; filename="Concept-${scene.invoiceId}.pdf"`);
    const text = await pdfText(Buffer.from(await response.arrayBuffer()));
    for (const expected of ['Balie Demo', 'Stationsplein 12', '3511 ED', scene.companyName, 'Molenstraat 8', '6811 AB', 'Arnhem', 'Conceptfactuur', 'Factuurnummer Concept', 'Betalingstermijn: 30 dagen']) {
      expect(text).toContain(expected);
    }
    for (const ticket of scene.tickets) expect(text).toContain(`Ticket ${ticket.reference}`);
    // The second printer line sits with the first under its ticket, before the laptop's.
    expect(text.indexOf('Printer opnieuw getest')).toBeLessThan(text.indexOf('Laptop uitgepakt en geïnstalleerd'));
    for (const line of ['Printerdriver vervangen', 'Tonercartridge zwart', 'Handboek thuiswerken']) expect(text).toContain(line);
    expect(text).toContain(`0,67 Printerdriver vervangen ${euro(96)} ${euro(TIME_TOTALS[0]!)}`);
    expect(text).toContain(`2 Tonercartridge zwart ${euro(64.95)} ${euro(129.9)}`);
    expect(text).toContain(`Totaal excl. btw ${euro(AT_21 + 24.5)}`);
    expect(text).toContain(`Btw 9% over ${euro(24.5)} ${euro(VAT_9)}`);
    expect(text).toContain(`Btw 21% over ${euro(AT_21)} ${euro(VAT_21)}`);
    expect(text).toContain(`Totaal incl. btw ${euro(AT_21 + 24.5 + VAT_9 + VAT_21)}`);
    expect(text).toContain('IBAN NL91 ABNA 0417 1643 00');
    expect(text).toContain('over te maken op IBAN NL91 ABNA 0417 1643 00');
    expect(text).not.toContain('automatisch');
  });

  it('shows the number, dates from the export and the term, bills the invoice_to company, and with direct debit says so instead of asking for a transfer', async () => {
    const scene = await freshScene();
    const parent = created(await server.post('/companies', { token, body: { name: 'Holding Korenschoof', address_1: 'Keizersgracht 100', postal_code: '1015 AA', city: 'Amsterdam' } }));
    await db
      .updateTable('invoices')
      .set({ invoice_code: '2026-0042', exported_at: new Date('2026-11-02T10:00:00Z'), invoice_to: parent.id, direct_debit: true })
      .where('id', '=', scene.invoiceId)
      .execute();
    const response = await fetchFile(`/invoices/${scene.invoiceId}/download`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('filename="2026-0042.pdf"');
    const text = await pdfText(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain('Factuurnummer 2026-0042');
    expect(text).toContain('Factuurdatum 2 november 2026');
    // The holding has no term of its own: the tenant's 14 days apply.
    expect(text).toContain('Vervaldatum 16 november 2026');
    expect(text).toContain('Holding Korenschoof');
    expect(text).toContain('Keizersgracht 100');
    expect(text).not.toContain('Molenstraat 8');
    expect(text).toContain('automatisch van uw rekening afgeschreven');
    expect(text).not.toContain('over te maken op');
  });
});

describe('GET invoices/{id}/ubl', () => {
  it('answers a Peppol BIS 3.0 e-invoice that validates and carries seller, buyer, payment, VAT per rate, totals and lines', async () => {
    const scene = await freshScene();
    await db.updateTable('invoices').set({ invoice_code: '2026-0043', exported_at: new Date('2026-11-02T10:00:00Z') }).where('id', '=', scene.invoiceId).execute();
    const response = await fetchFile(`/invoices/${scene.invoiceId}/ubl`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('filename="2026-0043.xml"');
    const xml = await response.text();
    expect(await validateUbl(xml)).toEqual([]);
    const doc = convert(xml, { format: 'object' }) as any;
    const invoice = doc.Invoice;
    expect(invoice['cbc:CustomizationID']).toBe('urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0');
    expect(invoice['cbc:ID']).toBe('2026-0043');
    expect(invoice['cbc:IssueDate']).toBe('2026-11-02');
    expect(invoice['cbc:DueDate']).toBe('2026-12-02');
    const seller = invoice['cac:AccountingSupplierParty']['cac:Party'];
    expect(seller['cac:PartyLegalEntity']['cbc:CompanyID']).toEqual({ '@schemeID': '0106', '#': '87654321' });
    expect(seller['cac:PartyTaxScheme']['cbc:CompanyID']).toBe('NL004495445B01');
    expect(invoice['cac:AccountingCustomerParty']['cac:Party']['cac:PartyName']['cbc:Name']).toBe(scene.companyName);
    expect(invoice['cac:PaymentMeans']['cbc:PaymentMeansCode']).toBe('58');
    expect(invoice['cac:PaymentMeans']['cac:PayeeFinancialAccount']['cbc:ID']).toBe('NL91ABNA0417164300');
    const subtotals = invoice['cac:TaxTotal']['cac:TaxSubtotal'];
    expect(subtotals.map((entry: any) => [entry['cbc:TaxableAmount']['#'], entry['cbc:TaxAmount']['#'], entry['cac:TaxCategory']['cbc:Percent']])).toEqual([
      ['24.50', VAT_9.toFixed(2), '9'],
      [AT_21.toFixed(2), VAT_21.toFixed(2), '21'],
    ]);
    expect(invoice['cac:LegalMonetaryTotal']['cbc:PayableAmount']['#']).toBe((AT_21 + 24.5 + VAT_9 + VAT_21).toFixed(2));
    expect(invoice['cac:InvoiceLine']).toHaveLength(5);

    await db.updateTable('invoices').set({ direct_debit: true }).where('id', '=', scene.invoiceId).execute();
    const debit = convert(await (await fetchFile(`/invoices/${scene.invoiceId}/ubl`)).text(), { format: 'object' }) as any;
    expect(debit.Invoice['cac:PaymentMeans']['cbc:PaymentMeansCode']).toBe('59');
  });
});

describe('time sheets', () => {
  it('GET invoices/{id}/print-time shows the time per ticket with date, operator, description, duration and totals', async () => {
    const scene = await freshScene();
    const response = await fetchFile(`/invoices/${scene.invoiceId}/print-time`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(/^inline; filename="Tijdregels-Concept-\d+\.pdf"/);
    const text = await pdfText(Buffer.from(await response.arrayBuffer()));
    expect(text).toContain('Tijdregels');
    expect(text).toContain(`Ticket ${scene.tickets[0]!.reference}: Printer haperend`);
    expect(text).toContain('3-11-2026 Anna de Vries Printerdriver vervangen 0:40');
    expect(text).toContain('5-11-2026 Anna de Vries Printer opnieuw getest 0:15');
    expect(text).toContain(`Totaal ticket ${scene.tickets[0]!.reference} 0:55`);
    expect(text).toContain(`Totaal ticket ${scene.tickets[1]!.reference} 1:30`);
    expect(text).toContain('Totaal 2:25');
    expect(text).not.toContain('Tonercartridge');
  });

  it('POST invoices/{id}/send-time mails the time sheet PDF to the administrative e-mails', async () => {
    const scene = await freshScene();
    const before = smtp.received.length;
    const answer = await server.post(`/invoices/${scene.invoiceId}/send-time`, { token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe('Tijdregels verstuurd!');
    const [received] = (await smtp.waitFor(before + 1)).slice(before);
    expect(received!.rcptTo.sort()).toEqual(['boekhouding@korenschoof.nl', 'inkoop@korenschoof.nl']);
    expect(received!.mail.subject).toBe(`Tijdregels factuur Concept: Conceptfactuur ${scene.companyName}`);
    const pdf = received!.mail.attachments.find((attachment) => attachment.filename === `Tijdregels-Concept-${scene.invoiceId}.pdf`);
    expect(pdf?.contentType).toBe('application/pdf');
    expect(await pdfText(pdf!.content)).toContain('Laptop uitgepakt en geïnstalleerd');
  });

  it('refuses to send without administrative e-mails', async () => {
    const scene = await freshScene({ emails: null });
    const before = smtp.received.length;
    const answer = await server.post(`/invoices/${scene.invoiceId}/send-time`, { token });
    expect(answer).toEqual({ status: 422, body: { message: NO_EMAILS, errors: { administrative_emails: [NO_EMAILS] } } });
    expect(smtp.received.length).toBe(before);
  });
});

describe('permissions', () => {
  it('needs invoices.show to read and invoices.update to send; an invoice outside the caller’s companies or tenant does not exist', async () => {
    const scene = await freshScene();
    const role = created(await server.post('/roles', { token, body: { name: `zonder_facturen_${Date.now()}`, display_name: 'Zonder facturen' } }));
    const user = await db.selectFrom('users').select('id').where('tenant_id', '=', tenantId).where('email', '=', 'bram@demo.nl').executeTakeFirstOrThrow();
    await db.deleteFrom('user_role').where('user_id', '=', user.id).execute();
    await db.insertInto('user_role').values({ user_id: user.id, role_id: role.id }).execute();
    const bram = await server.login('bram@demo.nl');
    for (const path of ['download', 'ubl', 'print-time']) {
      const refused = await fetchFile(`/invoices/${scene.invoiceId}/${path}`, bram);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ permission: 'invoices.show' });
    }
    const send = await server.post(`/invoices/${scene.invoiceId}/send-time`, { token: bram });
    expect(send.status).toBe(403);
    expect(send.body.permission).toBe('invoices.update');

    // The operator who only sees their own companies: the new company is not one of them.
    const own = await server.login('bedrijf@demo.nl');
    for (const path of ['download', 'ubl', 'print-time']) expect((await fetchFile(`/invoices/${scene.invoiceId}/${path}`, own)).status).toBe(404);
    expect((await server.post(`/invoices/${scene.invoiceId}/send-time`, { token: own })).status).toBe(404);
    expect((await fetchFile('/invoices/99999999/download')).status).toBe(404);
  });
});
