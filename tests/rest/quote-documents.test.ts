import { PDFParse } from 'pdf-parse';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findQuoteLink } from '../../api/src/resources/back-office/quote-links.ts';
import { startApi, type Answer, type RunningApi } from '../support/api.ts';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';

const PUBLIC_URL = 'https://balie.example.nl';
const NO_EMAIL = 'Offerte kan niet verzonden worden zonder email, zorg ervoor dat de offerte een contactpersoon met email gekoppeld heeft.';
// As the PDF's text layer gives it back: Intl's no-break space after the euro sign is a plain space there.
const euro = (amount: number) => new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(amount).replace('\u00a0', ' ');

let server: RunningApi;
let smtp: TestSmtp;
let db: Kysely<any>;
let token: string;
let tenantId: number;
let operator: { id: number; name: string };
let customer: { companyId: number; name: string; address: string; postal: string; city: string; term: number; clientId: number; firstName: string; email: string };

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startApi({ smtpUrl: smtp.url, mailFrom: 'verkoop@balie-demo.nl', publicUrl: PUBLIC_URL });
  db = server.api.db as unknown as Kysely<any>;
  token = await server.login('admin@demo.nl');
  tenantId = (await db.selectFrom('tenants').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow()).id;
  const row = await db
    .selectFrom('companies')
    .innerJoin('company_user', 'company_user.company_id', 'companies.id')
    .innerJoin('users', 'users.id', 'company_user.user_id')
    .select(['companies.id as company_id', 'companies.name', 'companies.address_1', 'companies.postal_code', 'companies.city', 'users.id as client_id', 'users.first_name', 'users.email'])
    .where('companies.tenant_id', '=', tenantId)
    .where('companies.address_1', 'is not', null)
    .where('users.email', 'is not', null)
    .where('users.is_operator', '=', 0)
    .orderBy('companies.id')
    .executeTakeFirstOrThrow();
  const admin = await db.selectFrom('users').select(['id', 'first_name', 'prefix', 'last_name']).where('tenant_id', '=', tenantId).where('email', '=', 'admin@demo.nl').executeTakeFirstOrThrow();
  operator = { id: admin.id, name: [admin.first_name, admin.prefix, admin.last_name].filter(Boolean).join(' ') };
  await db.updateTable('companies').set({ payment_term_days: 30 }).where('id', '=', row.company_id).execute();
  customer = { companyId: row.company_id, name: row.name, address: row.address_1, postal: row.postal_code, city: row.city, term: 30, clientId: row.client_id, firstName: row.first_name, email: row.email };
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const LINES = [
  { phase: 0, product_code: 'INST-UUR', description: 'Installatie werkplekken', invoice_type: 2, quantity: 7.5, price: 95 },
  { phase: 0, product_code: 'SW-24P', description: 'Switch 24 poorten PoE', invoice_type: 1, quantity: 2, price: 489.95 },
  { phase: 1, product_code: 'AP-WIFI6', description: 'Access point WiFi 6', invoice_type: 1, quantity: 3, price: 219 },
  { phase: 1, product_code: 'NAZORG', description: 'Nazorg op locatie', invoice_type: 3, quantity: 1.25, price: 95 },
];
const PHASES = ['Netwerk', 'Draadloos'];

function created(answer: Answer) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data;
}

/** A deal with the customer's contact and a quote with two phases and four lines, made over REST. */
async function freshQuote(options: { clientId?: number | null; intro?: string } = {}): Promise<{ id: number; reference: string; dealId: number }> {
  const deal = created(await server.post('/deals', { token, body: { description: 'Nieuw netwerk kantoor', company_id: customer.companyId, client_id: options.clientId === undefined ? customer.clientId : options.clientId } }));
  const quote = created(await server.post('/quotes', { token, body: { name: 'Netwerk en wifi kantoor', deal_id: deal.id, operator_id: operator.id } }));
  // A quote without a template starts with one empty phase: it becomes the first of ours.
  const builder = encodeURIComponent(JSON.stringify({ where: [['morphable_type', '=', 'quotes'], ['morphable_id', '=', quote.id]] }));
  const [first] = (await server.get(`/project-phases?builder=${builder}`, { token })).body.data;
  expect((await server.put(`/project-phases/${first.id}`, { token, body: { name: PHASES[0] } })).status).toBe(200);
  const phaseIds: number[] = [first.id];
  for (const [index, name] of PHASES.entries()) {
    if (index === 0) continue;
    const phase = created(await server.post('/project-phases', { token, body: { name, morphable_type: 'quotes', morphable_id: quote.id, company_id: customer.companyId, order: index } }));
    phaseIds.push(phase.id);
  }
  for (const [index, line] of LINES.entries()) {
    const { phase, ...values } = line;
    created(await server.post('/project-lines', { token, body: { ...values, project_phase_id: phaseIds[phase], order: index } }));
  }
  const intro = options.intro ?? '<p>Beste {{first_name}},</p><p>Hierbij onze offerte voor <strong>{{related_company_name}}</strong>.</p><ul><li>Snel netwerk</li><li>Goede wifi</li></ul><p>Met groet, {{operator_name}}</p>';
  const footer = '<p>Deze offerte is 30 dagen geldig.</p><p>Betaling binnen {{payment_term}} na factuurdatum.</p>';
  const updated = await server.put(`/quotes/${quote.id}`, { token, body: { intro_text: intro, footer_text: footer } });
  expect(updated.status, JSON.stringify(updated.body)).toBe(200);
  return { id: quote.id, reference: quote.reference, dealId: deal.id };
}

async function download(id: number, bearer = token): Promise<Response> {
  return fetch(`${server.url}/quotes/${id}/download`, { headers: { authorization: `Bearer ${bearer}` } });
}

async function pdfText(pdf: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return await parser.getText();
  } finally {
    await parser.destroy();
  }
}

async function send(id: number, fields: Record<string, string | string[]>, files: Array<{ name: string; content: string }> = [], bearer = token): Promise<Answer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const entry of Array.isArray(value) ? value : [value]) form.append(name, entry);
  files.forEach((file, index) => form.append(`file[${index}]`, new Blob([file.content], { type: 'text/plain' }), file.name));
  const response = await fetch(`${server.url}/quotes/${id}/send`, { method: 'POST', body: form, headers: { authorization: `Bearer ${bearer}` } });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : JSON.parse(text) };
}

describe('GET quotes/{id}/download', () => {
  it('answers the quote as a PDF a customer can read: address, lines, phase totals, VAT and totals in euros', async () => {
    const quote = await freshQuote();
    const response = await download(quote.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(`attachment; filename="${quote.reference}.pdf"`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // Fonts travel inside the file.
    expect(pdf.toString('latin1')).toMatch(/\/FontFile2/);

    const { text, total } = await pdfText(pdf);
    expect(total).toBe(1);
    for (const expected of ['Balie Demo', 'Stationsplein 12', '3511 ED', customer.name, customer.address, customer.postal, customer.city, quote.reference, 'Netwerk en wifi kantoor']) {
      expect(text).toContain(expected);
    }
    expect(text).toContain(`Beste ${customer.firstName},`);
    expect(text).toContain(`Hierbij onze offerte voor ${customer.name}.`);
    expect(text).toContain(`Met groet, ${operator.name}`);
    expect(text).not.toContain('{{');
    expect(text).toContain('7,5 Uur');
    expect(text).toContain('2 Aantal');
    expect(text).toContain('1,25 Uur');
    for (const line of LINES) {
      expect(text).toContain(line.product_code);
      expect(text).toContain(line.description);
      expect(text).toContain(euro(line.price));
      expect(text).toContain(euro(Math.round(line.quantity * line.price * 100) / 100));
    }
    const phaseTotals = PHASES.map((_, index) => LINES.filter((line) => line.phase === index).reduce((sum, line) => sum + Math.round(line.quantity * line.price * 100) / 100, 0));
    expect(text).toContain(`Totaal Netwerk ${euro(phaseTotals[0]!)}`);
    expect(text).toContain(`Totaal Draadloos ${euro(phaseTotals[1]!)}`);
    const excl = phaseTotals[0]! + phaseTotals[1]!;
    const vat = Math.round(excl * 21) / 100;
    expect(text).toContain(`Totaal excl. btw ${euro(excl)}`);
    expect(text).toContain(`Btw 21% over ${euro(excl)} ${euro(vat)}`);
    expect(text).toContain(`Totaal incl. btw ${euro(excl + vat)}`);
    expect(text).toContain(`Betaling binnen ${customer.term} dagen na factuurdatum.`);
    expect(text).toContain('Pagina 1 van 1');
  });

  it('starts a new page at a page break in the intro and numbers the pages', async () => {
    const quote = await freshQuote({ intro: '<p>Voorblad van de offerte</p><p>{{page_break}}</p><p>Tweede pagina begint hier</p>' });
    const { pages, total } = await pdfText(Buffer.from(await (await download(quote.id)).arrayBuffer()));
    expect(total).toBe(2);
    expect(pages[0]!.text).toContain('Voorblad van de offerte');
    expect(pages[0]!.text).not.toContain('Tweede pagina begint hier');
    expect(pages[0]!.text).toContain('Pagina 1 van 2');
    expect(pages[1]!.text).toContain('Tweede pagina begint hier');
    expect(pages[1]!.text).toContain('Pagina 2 van 2');
  });

  it('needs quotes.download and a quote of the tenant', async () => {
    const quote = await freshQuote();
    const reader = await server.login('lezer@demo.nl');
    const refused = await download(quote.id, reader);
    expect(refused.status).toBe(403);
    expect((await download(99999999)).status).toBe(404);
    expect((await download(Number.NaN)).status).toBe(404);
  });
});

describe('GET quotes/{id}/message', () => {
  it('prefills a Dutch mail with the contact, the quote, the link placeholder and the operator', async () => {
    const quote = await freshQuote();
    const answer = await server.get(`/quotes/${quote.id}/message`, { token });
    expect(answer.status).toBe(200);
    const { message, subject, to } = answer.body.data;
    expect(message).toContain(`<p>Beste ${customer.firstName},</p>`);
    expect(message).toContain(`‘Netwerk en wifi kantoor’ met kenmerk ${quote.reference}`);
    expect(message).toContain('{{quote_link}}');
    expect(message).toContain(`Met vriendelijke groet,<br>${operator.name}<br>Balie Demo</p>`);
    expect(subject).toBe(`Offerte ${quote.reference}: Netwerk en wifi kantoor`);
    expect(to).toBe(customer.email);
  });
});

describe('POST quotes/{id}/send', () => {
  it('mails the quote with its PDF, the files and a single-use link, keeps the mail on the deal and marks the quote sent', async () => {
    const quote = await freshQuote();
    const before = smtp.received.length;
    const answer = await send(quote.id, { message: '<p>Beste Piet,</p><p>Bekijk: {{quote_link}}</p>' }, [{ name: 'voorwaarden.txt', content: 'Algemene voorwaarden' }]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe('Offerte verstuurd!');
    expect(answer.body.data.status_id).toBe(2);
    expect(answer.body.data.sent_at).not.toBeNull();

    const [received] = (await smtp.waitFor(before + 1)).slice(before);
    expect(received!.rcptTo).toEqual([customer.email]);
    expect(received!.mail.subject).toBe(`Offerte ${quote.reference}: Netwerk en wifi kantoor`);
    const pdf = received!.mail.attachments.find((attachment) => attachment.filename === `${quote.reference}.pdf`);
    expect(pdf?.contentType).toBe('application/pdf');
    expect((await pdfText(pdf!.content)).text).toContain('Switch 24 poorten PoE');
    expect(received!.mail.attachments.find((attachment) => attachment.filename === 'voorwaarden.txt')?.content.toString()).toBe('Algemene voorwaarden');
    const link = /href="https:\/\/balie\.example\.nl\/offerte\/([A-Za-z0-9_-]{43})"/.exec(String(received!.mail.html));
    expect(link, String(received!.mail.html)).not.toBeNull();
    expect(await findQuoteLink(server.api.db, link![1]!)).toMatchObject({ tenantId, quoteId: quote.id });

    const deal = await db.selectFrom('deals').select('message_thread_id').where('id', '=', quote.dealId).executeTakeFirstOrThrow();
    const stored = await db.selectFrom('messages').selectAll().where('id', '=', answer.body.message_id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ morphable_type: 'message-threads', morphable_id: deal.message_thread_id, is_sent: true, to: customer.email, email_message_id: received!.mail.messageId });
    expect(stored.message).toContain(`${PUBLIC_URL}/offerte/${link![1]}`);
    const files = await db.selectFrom('attachments').select('name').where('morphable_type', '=', 'messages').where('morphable_id', '=', stored.id).orderBy('id').execute();
    expect(files.map((file) => file.name)).toEqual([`${quote.reference}.pdf`, 'voorwaarden.txt']);
    const thread = await db.selectFrom('message_threads').select('status_id').where('id', '=', deal.message_thread_id).executeTakeFirstOrThrow();
    expect(thread.status_id).toBe(3);
  });

  it('sends again in the same mail thread, with a file of the earlier mail, and only the newest link works', async () => {
    const quote = await freshQuote();
    const before = smtp.received.length;
    const first = await send(quote.id, { message: '<p>Eerste versie {{quote_link}}</p>' }, [{ name: 'bijlage.txt', content: 'eerste bijlage' }]);
    expect(first.status).toBe(200);
    const file = await db.selectFrom('attachments').select('id').where('morphable_type', '=', 'messages').where('morphable_id', '=', first.body.message_id).where('name', '=', 'bijlage.txt').executeTakeFirstOrThrow();
    const second = await send(quote.id, { message: '<p>Aangepaste versie</p>', attachment_ids: String(file.id) });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const [mail1, mail2] = (await smtp.waitFor(before + 2)).slice(before);
    expect(mail2!.mail.inReplyTo).toBe(mail1!.mail.messageId);
    expect(mail2!.mail.attachments.map((attachment) => attachment.filename)).toEqual([`${quote.reference}.pdf`, 'bijlage.txt']);
    // The operator removed the placeholder: the link is added at the end.
    expect(String(mail2!.mail.html)).toContain('Bekijk de offerte online: <a href="https://balie.example.nl/offerte/');
    const token1 = /offerte\/([A-Za-z0-9_-]{43})/.exec(String(mail1!.mail.html))![1]!;
    const token2 = /offerte\/([A-Za-z0-9_-]{43})/.exec(String(mail2!.mail.html))![1]!;
    expect(await findQuoteLink(server.api.db, token1)).toBeNull();
    expect(await findQuoteLink(server.api.db, token2)).toMatchObject({ quoteId: quote.id });
  });

  it('refuses a quote whose deal contact has no e-mail, and one without a contact', async () => {
    const contact = created(await server.post('/clients', { token, body: { first_name: 'Zonder', last_name: 'Mail' } }));
    for (const clientId of [contact.id, null]) {
      const quote = await freshQuote({ clientId });
      const answer = await send(quote.id, { message: '<p>Hallo</p>' });
      expect(answer.status).toBe(422);
      expect(answer.body).toEqual({ message: NO_EMAIL, errors: { client_id: [NO_EMAIL] } });
    }
  });

  it('refuses an accepted or declined quote, an empty message, a file of another deal, and a caller without quotes.update', async () => {
    const quote = await freshQuote();
    await db.updateTable('quotes').set({ status_id: 3 }).where('id', '=', quote.id).execute();
    expect((await send(quote.id, { message: '<p>Hallo</p>' })).body.errors).toEqual({ status_id: ['Deze offerte is al geaccepteerd en kan niet meer verzonden worden.'] });
    await db.updateTable('quotes').set({ status_id: 4 }).where('id', '=', quote.id).execute();
    const declined = await send(quote.id, { message: '<p>Hallo</p>' });
    expect(declined.status).toBe(422);
    expect(declined.body.errors).toEqual({ status_id: ['Deze offerte is afgewezen en kan niet meer verzonden worden.'] });

    const open = await freshQuote();
    const empty = await send(open.id, { message: '<p> </p>' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ message: ['Het bericht is leeg.'] });
    const other = await db.selectFrom('attachments').select('id').where('tenant_id', '=', tenantId).orderBy('id').executeTakeFirstOrThrow();
    const foreign = await send(open.id, { message: '<p>Hallo</p>', attachment_ids: String(other.id) });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual({ attachment_ids: ['Een gekozen bestand hoort niet bij de berichten van deze deal.'] });

    const reader = await server.login('lezer@demo.nl');
    const forbidden = await send(open.id, { message: '<p>Hallo</p>' }, [], reader);
    expect(forbidden.status).toBe(403);
    const unchanged = await db.selectFrom('quotes').select(['status_id', 'sent_at']).where('id', '=', open.id).executeTakeFirstOrThrow();
    expect(unchanged).toEqual({ status_id: 1, sent_at: null });
  });

  it('leaves the quote as it was when the mail server refuses the mail, and answers 502 with its reason', async () => {
    const quote = await freshQuote();
    smtp.refuse = 'Mailbox vol';
    let answer: Answer;
    try {
      answer = await send(quote.id, { message: '<p>Hallo {{quote_link}}</p>' });
    } finally {
      smtp.refuse = null;
    }
    expect(answer.status).toBe(502);
    expect(answer.body.message).toMatch(/^De mailserver weigerde de offerte: .*Mailbox vol.*De offerte is niet verzonden\.$/);
    const after = await db.selectFrom('quotes').select(['status_id', 'sent_at']).where('id', '=', quote.id).executeTakeFirstOrThrow();
    expect(after).toEqual({ status_id: 1, sent_at: null });
    const links = await db.selectFrom('quote_links').select('id').where('quote_id', '=', quote.id).where('expires_at', '>', new Date()).execute();
    expect(links).toEqual([]);
    const deal = await db.selectFrom('deals').select('message_thread_id').where('id', '=', quote.dealId).executeTakeFirstOrThrow();
    const messages = await db.selectFrom('messages').select('id').where('morphable_type', '=', 'message-threads').where('morphable_id', '=', deal.message_thread_id).execute();
    expect(messages).toEqual([]);
  });
});
