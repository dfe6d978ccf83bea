import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { parse } from 'csv-parse/sync';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi, type Api } from '../../api/src/index.ts';
import { INVOICE_ACTION_TEXTS } from '../../api/src/resources/back-office/invoice-actions.ts';
import { INVOICE_STATE_TEXTS } from '../../api/src/resources/back-office/invoice-states.ts';
import { INVOICE_LINE_TEXTS } from '../../api/src/resources/back-office/invoice-lines.ts';
import { INVOICE_TEXTS } from '../../api/src/resources/back-office/invoices.ts';
import { POSTGRES_SERVER, startApi, type RunningApi } from '../support/api.ts';
import { startBackOffice, type BackOffice } from './back-office-support.ts';

// Invoice export without an accounting package over real HTTP: numbers from the tenant's unbroken
// sequence (also under concurrent exports), re-export, restore, the locks on exported invoices,
// the CSV download and who may do what.
let office: BackOffice;
let companyId: number;

const FORBIDDEN = 'Je hebt geen rechten om deze actie uit te voeren.';

beforeAll(async () => {
  office = await startBackOffice();
  companyId = (await office.db.selectFrom('companies').select('id').where('tenant_id', '=', office.demoId).orderBy('id').executeTakeFirstOrThrow()).id;
  // The tenant continues its own sequence.
  const config = await office.db.selectFrom('configs').select('id').where('tenant_id', '=', office.demoId).where('name', '=', 'invoicing.first_invoice_number').executeTakeFirstOrThrow();
  expect((await office.call('PUT', `/configs/${config.id}`, { value: 'F1' })).status).toBe(422);
  expect((await office.call('PUT', `/configs/${config.id}`, { value: '1000' })).status).toBe(200);
});

afterAll(async () => {
  await office?.close();
});

async function conceptInvoice(subject = 'Uren november', company = companyId) {
  const invoice = await office.call('POST', '/invoices', { subject, company_id: company });
  expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);
  const id = invoice.body.data.id as number;
  for (const line of [
    { product_code: 'UUR', description: 'Werkplek ingericht', quantity: 1.5, price: 95, vat_percentage: 21, date: '2026-11-03' },
    { product_code: 'KABEL', description: 'Netwerkkabel', quantity: 3, price: 4.99, vat_percentage: 9 },
    { description: 'Voorrijden (gratis)', quantity: 1, price: 0 },
  ]) {
    const created = await office.call('POST', '/invoice-lines', { ...line, invoice_id: id });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  }
  return id;
}

const exportIt = (id: number, body: Record<string, unknown> = {}, as?: string) => office.call('POST', `/invoicing/export/${id}`, body, as);
const invoiceRow = (id: number) => office.db.selectFrom('invoices').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function csvOf(ids: number[], token = office.tokens.demo) {
  const response = await fetch(`${office.server.url}/invoicing/download-csv`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ids }),
  });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

describe('export without an accounting package', () => {
  it('numbers concurrent exports from the setting without gaps or doubles, then continues the sequence', async () => {
    const ids = [await conceptInvoice(), await conceptInvoice(), await conceptInvoice()];
    const answers = await Promise.all(ids.map((id) => exportIt(id)));
    for (const answer of answers) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.message).toBe(INVOICE_ACTION_TEXTS.exported);
      expect(answer.body.data.is_exported).toBe(true);
    }
    const numbers = answers.map((answer) => answer.body.data.invoice_code as string);
    expect([...numbers].sort()).toEqual(['1000', '1001', '1002']);

    const next = await exportIt(await conceptInvoice());
    expect(next.body.data.invoice_code).toBe('1003');
    const stored = await invoiceRow(ids[0]);
    expect(stored.exported_at).not.toBeNull();
  });

  it('refuses a second export without reExport, re-exports with it, and never re-exports a concept', async () => {
    const id = await conceptInvoice();
    expect(await exportIt(id, { reExport: true })).toMatchObject({ status: 422, body: { errors: { exported_at: [INVOICE_STATE_TEXTS.notExportedYet] } } });
    const first = await exportIt(id, { sendTimeSheet: false });
    expect(first.status).toBe(200);
    const again = await exportIt(id);
    expect(again).toMatchObject({ status: 422, body: { message: INVOICE_STATE_TEXTS.alreadyExported } });
    const re = await office.call('POST', `/invoices/${id}/export`, { reExport: true });
    expect(re.status, JSON.stringify(re.body)).toBe(200);
    expect(re.body.data.invoice_code).toBe(first.body.data.invoice_code);
    expect(re.body.data.exported_at).toBe(first.body.data.exported_at);
    expect(await exportIt(id, { reExport: 'ja' })).toMatchObject({ status: 422, body: { errors: { reExport: ['Opnieuw exporteren moet waar of onwaar zijn.'] } } });
  });

  it('restores to concept keeping the number, which the next export sends again', async () => {
    const id = await conceptInvoice();
    const number = (await exportIt(id)).body.data.invoice_code;
    const restored = await office.call('PUT', `/invoicing/restore/${id}`);
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body).toMatchObject({ message: 'Factuur teruggezet naar concept', data: { exported_at: null, invoice_code: number, is_exported: false } });
    expect(await office.call('PUT', `/invoices/${id}/restore`)).toMatchObject({ status: 422, body: { message: INVOICE_STATE_TEXTS.notExported } });
    // A restored concept can be edited, but not deleted: its number may not get lost.
    expect((await office.call('PUT', `/invoices/${id}`, { subject: 'Uren november (gecorrigeerd)' })).status).toBe(200);
    expect(await office.call('DELETE', `/invoices/${id}`)).toMatchObject({ status: 422, body: { errors: { invoice_code: [INVOICE_TEXTS.numberedDelete] } } });
    const exportedAgain = await exportIt(id);
    expect(exportedAgain.body.data.invoice_code).toBe(number);
    const fresh = await exportIt(await conceptInvoice());
    expect(Number(fresh.body.data.invoice_code)).toBe(Number(number) + 1);
  });

  it('refuses edits and deletes of an exported invoice and its lines', async () => {
    const id = await conceptInvoice();
    await exportIt(id);
    const [line] = await office.db.selectFrom('invoice_lines').select('id').where('invoice_id', '=', id).execute();
    expect(await office.call('PUT', `/invoices/${id}`, { subject: 'Anders' })).toMatchObject({ status: 422, body: { errors: { exported_at: [INVOICE_TEXTS.exported] } } });
    expect(await office.call('PUT', `/invoices/${id}`, { direct_debit: true })).toMatchObject({ status: 422 });
    expect(await office.call('DELETE', `/invoices/${id}`)).toMatchObject({ status: 422, body: { errors: { exported_at: [INVOICE_TEXTS.exportedDelete] } } });
    expect(await office.call('PUT', `/invoice-lines/${line.id}`, { price: 1 })).toMatchObject({ status: 422, body: { errors: { invoice_id: [INVOICE_LINE_TEXTS.exported] } } });
    expect(await office.call('DELETE', `/invoice-lines/${line.id}`)).toMatchObject({ status: 422, body: { errors: { invoice_id: [INVOICE_LINE_TEXTS.exported] } } });
    expect(await office.call('POST', '/invoice-lines', { invoice_id: id, description: 'Nog iets' })).toMatchObject({ status: 422, body: { errors: { invoice_id: [INVOICE_LINE_TEXTS.exportedInvoice] } } });
    expect((await invoiceRow(id)).subject).toBe('Uren november');
  });
});

describe('totals', () => {
  it('round VAT per rate and show the VAT per rate', async () => {
    const id = await conceptInvoice();
    const invoice = (await office.get(`/invoices/${id}`)).body.data;
    // 1.5 × 95 = 142.50 at 21% → 29.925 → 29.93; 3 × 4.99 = 14.97 at 9% → 1.3473 → 1.35; 0 at 21%.
    expect(invoice.vat_per_rate).toEqual([
      { rate: 9, base: 14.97, vat: 1.35 },
      { rate: 21, base: 142.5, vat: 29.93 },
    ]);
    expect(invoice).toMatchObject({ total: 157.47, total_vat: 31.28, total_incl: 188.75 });
  });
});

describe('CSV download', () => {
  it('gives the chosen invoices with their lines', async () => {
    const id = await conceptInvoice('Beheer december');
    const number = (await exportIt(id)).body.data.invoice_code;
    const concept = await conceptInvoice('Nog niet geëxporteerd');
    const csv = await csvOf([id, concept]);
    expect(csv.status).toBe(200);
    expect(csv.type).toMatch(/^text\/csv/);
    const rows = parse(csv.text, { delimiter: ';', bom: true }) as string[][];
    expect(rows[0]).toEqual(['Factuurnummer', 'Factuurdatum', 'Debiteurnummer', 'Bedrijf', 'Onderwerp', 'Regeldatum', 'Productcode', 'Omschrijving', 'Aantal', 'Prijs', 'Btw-percentage', 'Totaal excl. btw']);
    expect(rows).toHaveLength(1 + 6);
    const company = await office.db.selectFrom('companies').select(['name', 'debtor_code']).where('id', '=', companyId).executeTakeFirstOrThrow();
    expect(rows[1]).toEqual([number, expect.stringMatching(/^\d{2}-\d{2}-\d{4}$/), company.debtor_code ?? '', company.name, 'Beheer december', '03-11-2026', 'UUR', 'Werkplek ingericht', '1,50', '95,00', '21', '142,50']);
    expect(rows[2].slice(6)).toEqual(['KABEL', 'Netwerkkabel', '3,00', '4,99', '9', '14,97']);
    expect(rows[4].slice(0, 2)).toEqual(['', '']);
    expect((await csvOf([id, 999999])).status).toBe(422);
  });
});

describe('permissions', () => {
  it('refuses export and restore without their permissions, and invoices of another company to a restricted operator', async () => {
    const id = await conceptInvoice();
    const reader = await office.server.login('lezer@demo.nl');
    expect(await office.server.post(`/invoicing/export/${id}`, { token: reader, body: {} })).toEqual({ status: 403, body: { message: FORBIDDEN, permission: 'invoices.export' } });
    expect(await office.server.put(`/invoicing/restore/${id}`, { token: reader })).toEqual({ status: 403, body: { message: FORBIDDEN, permission: 'invoices.update' } });
    const client = await office.server.login('klant@demo.nl', { contact: true });
    expect((await csvOf([id], client)).status).toBe(403);
    expect((await office.server.post(`/invoicing/export/${id}`, { token: client, body: {} })).status).toBe(403);

    // An operator restricted to their own company sees neither another company's invoice nor its CSV.
    const restricted = await office.server.login('bedrijf@demo.nl');
    const own = await office.db
      .selectFrom('company_user')
      .innerJoin('users', 'users.id', 'company_user.user_id')
      .select('company_user.company_id')
      .where('users.email', '=', 'bedrijf@demo.nl')
      .execute();
    const outside = await office.db
      .selectFrom('companies')
      .select('id')
      .where('tenant_id', '=', office.demoId)
      .where('id', 'not in', own.map((row) => row.company_id))
      .executeTakeFirstOrThrow();
    const foreign = await conceptInvoice('Van een ander', outside.id);
    expect((await office.server.post(`/invoicing/export/${foreign}`, { token: restricted, body: {} })).status).toBe(404);
    expect((await csvOf([foreign], restricted)).status).toBe(422);
    expect((await invoiceRow(foreign)).exported_at).toBeNull();
  });
});

describe('two REST processes on one PostgreSQL database', () => {
  const database = `balie_invoices_${randomBytes(4).toString('hex')}`;
  let admin: pg.Client;
  let first: RunningApi | undefined;
  let twin: Api | undefined;
  let twinUrl: string;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: `${POSTGRES_SERVER}/postgres` });
    await admin.connect();
    await admin.query(`create database ${database}`);
    const databaseUrl = `${POSTGRES_SERVER}/${database}`;
    first = await startApi({ databaseUrl, ticketScheduler: false });
    twin = await createApi({ databaseUrl, ticketScheduler: false, exportJob: false, imapPolling: false });
    await twin.app.listen({ port: 0, host: '127.0.0.1' });
    twinUrl = `http://127.0.0.1:${(twin.app.server.address() as AddressInfo).port}`;
    await sql`update tenants set modules = modules || '{"mod_invoicing": true}'::jsonb`.execute(first.api.db as unknown as Kysely<any>);
  });

  afterAll(async () => {
    await first?.close();
    await twin?.close();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  });

  it('number exports that run at once in both processes without gaps or doubles', async () => {
    const token = await first!.login('admin@demo.nl');
    const db = first!.api.db as unknown as Kysely<any>;
    const company = await db.selectFrom('companies').select(['id', 'tenant_id']).orderBy('id').executeTakeFirstOrThrow();
    // The demo continues the numbers of its seeded invoices from the setting.
    const setting = await db.selectFrom('configs').select('value').where('tenant_id', '=', company.tenant_id).where('name', '=', 'invoicing.first_invoice_number').executeTakeFirstOrThrow();
    const firstNumber = Number(setting.value);
    expect(firstNumber).toBeGreaterThan(1);
    const ids: number[] = [];
    for (let index = 0; index < 6; index++) {
      const invoice = await first!.post('/invoices', { token, body: { subject: `Replica ${index}`, company_id: company.id } });
      expect(invoice.status, JSON.stringify(invoice.body)).toBe(201);
      ids.push(invoice.body.data.id);
    }
    const answers = await Promise.all(
      ids.map(async (id, index) => {
        const response = await fetch(`${index % 2 === 0 ? first!.url : twinUrl}/invoicing/export/${id}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: '{}',
        });
        return { status: response.status, body: await response.json() };
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const numbers = answers.map((answer) => Number(answer.body.data.invoice_code)).sort((a, b) => a - b);
    expect(numbers).toEqual([0, 1, 2, 3, 4, 5].map((step) => firstNumber + step));
  });
});
