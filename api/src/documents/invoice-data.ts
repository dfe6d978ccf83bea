import type { Db } from '../db/connection.ts';
import { untyped } from '../query/execute.ts';
import { ROUNDING_MINUTES } from '../resources/core/durations.ts';
import { DEFAULT_VAT_RATE, lineTotal, totalsOf, type Totals } from './money.ts';
import { addDays, administrativeEmails, dutchDay, invoiceDay, paymentTermDays, type TicketRef } from './invoice-rules.ts';
import { tenantDetails, type CustomerAddress, type TenantDetails } from './tenant-details.ts';

export interface InvoiceDocumentLine {
  id: number;
  /** YYYY-MM-DD, or null for a line without a date. */
  date: string | null;
  code: string;
  description: string;
  quantity: number;
  price: number;
  total: number;
  vatRate: number;
  ticketId: number | null;
}

/** The company the invoice is addressed to (invoice_to when set), as documents and mail need it. */
export interface BilledCompany extends CustomerAddress {
  id: number;
  debtorCode: string | null;
  /** ISO 3166-1 alpha-2; NL when the company has no country. */
  countryCode: string;
  administrativeEmails: string[];
}

/** Everything an invoice document (PDF, UBL) shows, read in one place. */
export interface InvoiceDocument {
  id: number;
  /** The invoice number; null for a concept that was never exported. */
  number: string | null;
  subject: string;
  directDebit: boolean;
  /** YYYY-MM-DD */
  issueDate: string;
  dueDate: string;
  paymentTermDays: number;
  tenant: TenantDetails;
  company: BilledCompany;
  lines: InvoiceDocumentLine[];
  tickets: Map<number, TicketRef>;
  totals: Totals;
}

/** One time registration on the invoice's time sheet. */
export interface TimeSheetLine {
  date: string;
  operator: string;
  description: string;
  /** The billed minutes: the time spent rounded up to five. */
  minutes: number;
  ticketId: number | null;
}

export interface TimeSheet {
  invoice: InvoiceDocument;
  lines: TimeSheetLine[];
}

const asDay = (value: unknown): string | null => (value === null || value === undefined ? null : value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));

const personName = (row: { first_name?: string | null; prefix?: string | null; last_name?: string | null }) => [row.first_name, row.prefix, row.last_name].filter(Boolean).join(' ');

/** The company and its own payment term (null: the tenant's applies). */
async function billedCompany(db: Db, tenantId: number, companyId: number): Promise<{ company: BilledCompany; termDays: unknown }> {
  const row = await untyped(db)
    .selectFrom('companies')
    .leftJoin('countries', 'countries.id', 'companies.country_id')
    .select([
      'companies.id',
      'companies.name',
      'companies.attn',
      'companies.address_1',
      'companies.address_2',
      'companies.postal_code',
      'companies.city',
      'companies.debtor_code',
      'companies.administrative_emails',
      'companies.payment_term_days',
      'countries.name as country',
      'countries.code as country_code',
    ])
    .where('companies.tenant_id', '=', tenantId)
    .where('companies.id', '=', companyId)
    .executeTakeFirstOrThrow();
  const code = typeof row.country_code === 'string' && /^[A-Za-z]{2}$/.test(row.country_code.trim()) ? row.country_code.trim().toUpperCase() : 'NL';
  const company: BilledCompany = {
    id: Number(row.id),
    companyName: row.name ?? null,
    attention: row.attn || null,
    address1: row.address_1 ?? null,
    address2: row.address_2 ?? null,
    postalCode: row.postal_code ?? null,
    city: row.city ?? null,
    country: row.country ?? null,
    debtorCode: row.debtor_code || null,
    countryCode: code,
    administrativeEmails: administrativeEmails(row.administrative_emails),
  };
  return { company, termDays: row.payment_term_days };
}

/** The invoice with its lines, the company it bills (invoice_to when set) and our own details; null when the tenant has no such invoice. */
export async function loadInvoiceDocument(db: Db, tenantId: number, invoiceId: number, now = new Date()): Promise<InvoiceDocument | null> {
  const invoice = await untyped(db).selectFrom('invoices').selectAll().where('tenant_id', '=', tenantId).where('id', '=', invoiceId).executeTakeFirst();
  if (!invoice) return null;
  const tenant = await tenantDetails(db, tenantId);
  const { company, termDays } = await billedCompany(db, tenantId, Number(invoice.invoice_to ?? invoice.company_id));
  const rows = await untyped(db)
    .selectFrom('invoice_lines')
    .select(['id', 'date', 'product_code', 'description', 'quantity', 'price', 'vat_percentage', 'ticket_id'])
    .where('tenant_id', '=', tenantId)
    .where('invoice_id', '=', invoiceId)
    .orderBy('order')
    .orderBy('id')
    .execute();
  const lines = rows.map((row): InvoiceDocumentLine => {
    const quantity = Number(row.quantity);
    const price = Number(row.price);
    return {
      id: Number(row.id),
      date: asDay(row.date),
      code: String(row.product_code ?? ''),
      description: String(row.description),
      quantity,
      price,
      total: lineTotal(quantity, price),
      vatRate: row.vat_percentage === null || row.vat_percentage === undefined ? DEFAULT_VAT_RATE : Number(row.vat_percentage),
      ticketId: row.ticket_id === null || row.ticket_id === undefined ? null : Number(row.ticket_id),
    };
  });
  const ticketIds = [...new Set(lines.map((line) => line.ticketId).filter((id): id is number => id !== null))];
  const tickets = await ticketsOf(db, tenantId, ticketIds);
  const days = paymentTermDays(termDays, tenant.paymentTermDays);
  const issueDate = invoiceDay(invoice.exported_at ? new Date(invoice.exported_at) : null, now);
  return {
    id: invoiceId,
    number: invoice.invoice_code ? String(invoice.invoice_code) : null,
    subject: String(invoice.subject),
    directDebit: invoice.direct_debit === true,
    issueDate,
    dueDate: addDays(issueDate, days),
    paymentTermDays: days,
    tenant,
    company,
    lines,
    tickets,
    totals: totalsOf(lines),
  };
}

async function ticketsOf(db: Db, tenantId: number, ids: number[]): Promise<Map<number, TicketRef>> {
  if (ids.length === 0) return new Map();
  const rows = await untyped(db).selectFrom('tickets').select(['id', 'reference', 'description']).where('tenant_id', '=', tenantId).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [Number(row.id), { id: Number(row.id), reference: String(row.reference), description: String(row.description) }]));
}

/** The invoice with the time registrations billed on it, oldest first; null when the tenant has no such invoice. */
export async function loadTimeSheet(db: Db, tenantId: number, invoiceId: number, now = new Date()): Promise<TimeSheet | null> {
  const invoice = await loadInvoiceDocument(db, tenantId, invoiceId, now);
  if (!invoice) return null;
  const rows = await untyped(db)
    .selectFrom('time_registrations')
    .leftJoin('users', 'users.id', 'time_registrations.actor_id')
    .select(['time_registrations.executed_at', 'time_registrations.description', 'time_registrations.time_spent', 'time_registrations.ticket_id', 'users.first_name', 'users.prefix', 'users.last_name'])
    .where('time_registrations.tenant_id', '=', tenantId)
    .where('time_registrations.invoice_id', '=', invoiceId)
    .orderBy('time_registrations.executed_at')
    .orderBy('time_registrations.id')
    .execute();
  const lines = rows.map(
    (row): TimeSheetLine => ({
      date: dutchDay(new Date(row.executed_at)),
      operator: personName(row),
      description: String(row.description),
      minutes: Math.ceil(Number(row.time_spent) / ROUNDING_MINUTES) * ROUNDING_MINUTES,
      ticketId: row.ticket_id === null || row.ticket_id === undefined ? null : Number(row.ticket_id),
    }),
  );
  const missing = [...new Set(lines.map((line) => line.ticketId).filter((id): id is number => id !== null && !invoice.tickets.has(id)))];
  for (const [id, ticket] of await ticketsOf(db, tenantId, missing)) invoice.tickets.set(id, ticket);
  return { invoice, lines };
}
