import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type SqlBool } from 'kysely';
import { bodyFields } from '../../body.ts';
import type { Db } from '../../db/connection.ts';
import { sendInvoiceTimeSheet, TIME_SHEET_TEXTS } from '../../documents/time-sheet-mail.ts';
import { attachmentHeader } from '../../exports/columns.ts';
import { HttpError, notFound, unprocessable } from '../../errors.ts';
import { AccountingRefusal, accountingPackageFor, type ExportResult, type InvoiceForExport } from '../../integrations/accounting.ts';
import { existingIds, findRecord, findRow } from '../../query/execute.ts';
import type { AppContext } from '../../context.ts';
import { actorFor, bodyIds, routeId } from '../actions.ts';
import type { ActivityEntry } from '../activity-entry.ts';
import { logActivity } from '../activity-log.ts';
import type { Row, Serialized } from '../declaration.ts';
import { accessOfActor, inTransaction, writeTexts, type Actor } from '../writer.ts';
import { invoicesCsv, type CsvInvoiceLine } from './invoice-csv.ts';
import { EXPORT_LOCK_TEXTS, heldSequence, withInvoiceExportLock } from './invoice-export-lock.ts';
import { FIRST_INVOICE_NUMBER_CONFIG, formatInvoiceNumber, nextInvoiceNumber } from './invoice-numbers.ts';
import { exportRefusal, restoreRefusal } from './invoice-states.ts';
import { dutchToday } from './project-moments.ts';
import { anyDb, firstRow, isBlank } from './shared.ts';

export const INVOICE_ACTION_TEXTS = {
  exported: 'Factuur geëxporteerd!',
  restored: 'Factuur teruggezet naar concept',
  flag: (label: string) => `${label} moet waar of onwaar zijn.`,
  timeSheetNotSent: (reason: string) => `Tijdregels niet verstuurd: ${reason}`,
} as const;

export interface ExportOptions {
  reExport: boolean;
  /** Also e-mail the invoice's time lines to the company's administrative addresses. */
  sendTimeSheet: boolean;
}

const DEFAULT_PAYMENT_TERM_DAYS = 14;

/** What the detail screen and the list read back after an action. */
const SHOWN = { include: [], append: ['_label', 'is_exported', 'exported_label'] };

const invoiceRecord = async (actor: Actor, id: number): Promise<Serialized> =>
  (await findRecord(actor.db, accessOfActor(actor), actor.resolve('invoices'), actor.resolve, id, SHOWN))!;

async function visibleInvoice(actor: Actor, id: number): Promise<void> {
  if (!(await findRow(actor.db, accessOfActor(actor), actor.resolve('invoices'), actor.resolve, id))) throw notFound();
}

const entry = (actor: Actor, subjectType: string, subjectId: number, attributes: Row, old: Row): ActivityEntry => ({
  tenantId: actor.tenantId,
  subjectType,
  subjectId,
  causerId: actor.user?.id ?? null,
  event: 'updated',
  attributes,
  old,
});

const dateOnly = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value).slice(0, 10);
};

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function configValue(db: Db, tenantId: number, name: string): Promise<string | null> {
  const row = await firstRow(db, tenantId, 'configs', { name });
  return (row?.value as string | null | undefined) ?? null;
}

/** The invoice as the package gets it: billed company as debtor, only lines with a product. */
async function invoiceForExport(db: Db, tenantId: number, invoice: Row, invoiceNumber: string, invoiceDate: string): Promise<InvoiceForExport> {
  const billed = await firstRow(db, tenantId, 'companies', { id: invoice.invoice_to ?? invoice.company_id });
  if (!billed) throw unprocessable({ company_id: ['Deze factuur heeft geen bedrijf om aan te factureren.'] });
  const country = billed.country_id ? await firstRow(db, tenantId, 'countries', { id: billed.country_id }) : undefined;
  const tenantTerm = Number(await configValue(db, tenantId, 'invoicing.payment_term_days'));
  const term = Number.isInteger(billed.payment_term_days) && (billed.payment_term_days as number) > 0
    ? (billed.payment_term_days as number)
    : Number.isInteger(tenantTerm) && tenantTerm > 0 ? tenantTerm : DEFAULT_PAYMENT_TERM_DAYS;
  const lines = await anyDb(db)
    .selectFrom('invoice_lines')
    .selectAll()
    .where('invoice_id', '=', invoice.id)
    .orderBy('order')
    .orderBy('id')
    .execute();
  return {
    id: invoice.id as number,
    invoiceNumber,
    subject: invoice.subject as string,
    invoiceDate,
    dueDate: addDays(invoiceDate, term),
    directDebit: Boolean(invoice.direct_debit),
    debtor: {
      companyId: billed.id as number,
      name: billed.name as string,
      debtorCode: isBlank(billed.debtor_code) ? null : (billed.debtor_code as string),
      attn: (billed.attn as string | null) ?? null,
      address1: (billed.address_1 as string | null) ?? null,
      address2: (billed.address_2 as string | null) ?? null,
      postalCode: (billed.postal_code as string | null) ?? null,
      city: (billed.city as string | null) ?? null,
      countryCode: typeof country?.code === 'string' && /^[A-Za-z]{2}$/.test(country.code) ? country.code.toUpperCase() : 'NL',
      email: (billed.invoice_email as string | null) ?? null,
      telephone: (billed.telephone as string | null) ?? null,
      paymentTermDays: term,
    },
    // The package cannot book a line without a product; the screen warns about these.
    lines: lines
      .filter((line) => !isBlank(line.product_code))
      .map((line) => ({
        productCode: line.product_code as string,
        description: line.description as string,
        quantity: Number(line.quantity),
        price: Number(line.price),
        vatPercentage: Number(line.vat_percentage),
        date: dateOnly(line.date),
      })),
    externalId: (invoice.external_id as string | null) ?? null,
  };
}

/**
 * Exports a concept (or re-exports an exported invoice) to the tenant's accounting package, or
 * without one only numbers it and marks it exported. The first export issues the next number of
 * the tenant's sequence; the package is called outside any transaction, and only its success is
 * stored, so a refusal changes nothing and consumes no number.
 */
export async function exportInvoice(actor: Actor, modules: Record<string, boolean>, invoiceId: number, options: ExportOptions): Promise<Serialized> {
  await visibleInvoice(actor, invoiceId);
  await withInvoiceExportLock(actor.db, actor.tenantId, async (holder) => {
    const invoice = await firstRow(actor.db, actor.tenantId, 'invoices', { id: invoiceId });
    if (!invoice) throw notFound();
    const refusal = exportRefusal({ exportedAt: invoice.exported_at }, options.reExport);
    if (refusal) throw unprocessable({ exported_at: [refusal] });

    const sequence = await firstRow(actor.db, actor.tenantId, 'invoice_number_sequences', {});
    const lastNumber = sequence?.last_number === null || sequence?.last_number === undefined ? null : Number(sequence.last_number);
    const issued = isBlank(invoice.invoice_code) ? nextInvoiceNumber(lastNumber, await configValue(actor.db, actor.tenantId, FIRST_INVOICE_NUMBER_CONFIG)) : null;
    const invoiceNumber = issued === null ? (invoice.invoice_code as string) : formatInvoiceNumber(issued);
    // A re-export keeps the date the invoice was first sent with.
    const invoiceDate = dateOnly(invoice.exported_at) ?? dutchToday(new Date());

    const accounting = await accountingPackageFor({ db: actor.db, tenantId: actor.tenantId, modules });
    let result: ExportResult | null = null;
    if (accounting) {
      try {
        // A restored invoice that reached the package before replaces it there, so its number is not booked twice.
        const reExport = options.reExport || !isBlank(invoice.external_id);
        result = await accounting.exportInvoice(await invoiceForExport(actor.db, actor.tenantId, invoice, invoiceNumber, invoiceDate), { reExport });
      } catch (error) {
        if (error instanceof AccountingRefusal) throw unprocessable({ id: [error.message] });
        throw error;
      }
    }

    await inTransaction(actor, async (trx) => {
      const held = await heldSequence(trx, actor.tenantId, holder);
      if (issued !== null) {
        // Nothing else issues numbers while the lease is held; a moved sequence means the lease ran out.
        if (held.lastNumber !== lastNumber) throw new HttpError(503, { message: EXPORT_LOCK_TEXTS.leaseLost });
        await anyDb(trx).updateTable('invoice_number_sequences').set({ last_number: issued }).where('tenant_id', '=', actor.tenantId).execute();
      }
      const changes: Row = { invoice_code: invoiceNumber };
      if (!invoice.exported_at) changes.exported_at = new Date();
      if (result) {
        changes.external_id = result.externalId;
        changes.external_url = result.externalUrl;
      }
      await anyDb(trx).updateTable('invoices').set({ ...changes, updated_at: sql`now()` }).where('id', '=', invoiceId).execute();
      const entries = [entry(actor, 'invoices', invoiceId, changes, { invoice_code: invoice.invoice_code, exported_at: invoice.exported_at, external_url: invoice.external_url })];
      const billedId = (invoice.invoice_to ?? invoice.company_id) as number | null;
      if (result && billedId !== null && result.debtorCode) {
        // The package created the debtor: the company keeps its code for the next export.
        const stored = await anyDb(trx)
          .updateTable('companies')
          .set({ debtor_code: result.debtorCode, updated_at: sql`now()` })
          .where('id', '=', billedId)
          .where((eb) => eb.or([eb('debtor_code', 'is', null), eb('debtor_code', '=', '')]))
          .returning('id')
          .executeTakeFirst();
        if (stored) entries.push(entry(actor, 'companies', billedId, { debtor_code: result.debtorCode }, { debtor_code: null }));
      }
      await logActivity(trx, entries);
    });
  });
  return invoiceRecord(actor, invoiceId);
}

/** Back to concept: editable again; the number stays, so the next export sends it with the same one. */
export async function restoreInvoice(actor: Actor, invoiceId: number): Promise<Serialized> {
  await visibleInvoice(actor, invoiceId);
  // Through the export lock, so a restore never lands in the middle of an export of the invoice.
  await withInvoiceExportLock(actor.db, actor.tenantId, () =>
    inTransaction(actor, async (trx) => {
      const invoice = (await anyDb(trx).selectFrom('invoices').selectAll().where('tenant_id', '=', actor.tenantId).where('id', '=', invoiceId).forUpdate().executeTakeFirst()) as Row | undefined;
      if (!invoice) throw notFound();
      const refusal = restoreRefusal({ exportedAt: invoice.exported_at });
      if (refusal) throw unprocessable({ exported_at: [refusal] });
      await anyDb(trx).updateTable('invoices').set({ exported_at: null, updated_at: sql`now()` }).where('id', '=', invoiceId).execute();
      await logActivity(trx, [entry(actor, 'invoices', invoiceId, { exported_at: null }, { exported_at: invoice.exported_at })]);
    }),
  );
  return invoiceRecord(actor, invoiceId);
}

/** The CSV of the chosen invoices the caller may see, with their lines; any id they cannot see is refused. */
export async function invoiceCsvFor(actor: Actor, ids: number[]): Promise<string> {
  const visible = await existingIds(actor.db, accessOfActor(actor), actor.resolve('invoices'), ids, actor.resolve);
  if (visible.size !== ids.length) throw unprocessable({ ids: [writeTexts.missingIds] });
  const rows = (await anyDb(actor.db)
    .selectFrom('invoices as invoice')
    .innerJoin('invoice_lines as line', 'line.invoice_id', 'invoice.id')
    .leftJoin('companies as billed', (join) => join.on(sql<SqlBool>`billed.id = coalesce(invoice.invoice_to, invoice.company_id)`))
    .select([
      'invoice.id as invoice_id',
      'invoice.invoice_code',
      'invoice.exported_at',
      'invoice.subject',
      'billed.debtor_code',
      'billed.name as company_name',
      'line.date',
      'line.product_code',
      'line.description',
      'line.quantity',
      'line.price',
      'line.vat_percentage',
      sql<string>`round(line.quantity * line.price, 2)`.as('total'),
    ])
    .where('invoice.tenant_id', '=', actor.tenantId)
    .where('invoice.id', 'in', ids)
    .orderBy('invoice.id')
    .orderBy('line.order')
    .orderBy('line.id')
    .execute()) as Row[];
  const lines: CsvInvoiceLine[] = rows.map((row) => ({
    invoiceNumber: (row.invoice_code as string | null) ?? null,
    invoiceDate: row.exported_at ? dutchToday(new Date(row.exported_at as string)) : null,
    debtorCode: (row.debtor_code as string | null) ?? null,
    companyName: (row.company_name as string | null) ?? null,
    subject: row.subject as string,
    lineDate: dateOnly(row.date),
    productCode: (row.product_code as string | null) ?? null,
    description: row.description as string,
    quantity: Number(row.quantity),
    price: Number(row.price),
    vatPercentage: Number(row.vat_percentage),
    total: Number(row.total),
  }));
  return invoicesCsv(lines);
}

function flag(body: unknown, name: string, label: string): boolean {
  const value = bodyFields(body)[name];
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') throw unprocessable({ [name]: [INVOICE_ACTION_TEXTS.flag(label)] });
  return value;
}

/** The options of an export call: reExport and sendTimeSheet, both false when absent. */
export function exportOptionsOf(body: unknown): ExportOptions {
  return { reExport: flag(body, 'reExport', 'Opnieuw exporteren'), sendTimeSheet: flag(body, 'sendTimeSheet', 'Tijdregels versturen') };
}

/**
 * The time sheet asked for with an export, sent once the export is stored: a mail that fails
 * leaves the export as it is and says why; an invoice without time lines has nothing to send.
 */
async function timeSheetAfterExport(context: AppContext, actor: Actor, invoiceId: number): Promise<string | null> {
  try {
    return (await sendInvoiceTimeSheet(context, actor, invoiceId)).message;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const reasons = Object.values((error.body as { errors?: Record<string, string[]> }).errors ?? {}).flat();
    if (reasons.includes(TIME_SHEET_TEXTS.noTime)) return null;
    return INVOICE_ACTION_TEXTS.timeSheetNotSent(reasons[0] ?? String(error.body.message));
  }
}

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

/** POST invoicing/export/{id}, PUT invoicing/restore/{id}, POST invoicing/download-csv, and the same actions on invoices/{id}. */
export function registerInvoiceActionRoutes(app: FastifyInstance, context: AppContext): void {
  const actor = (request: FastifyRequest) => actorFor(request, context);
  const exportConfig = { config: { permission: 'invoices.export', module: 'mod_invoicing' } };
  const restoreConfig = { config: { permission: 'invoices.update', module: 'mod_invoicing' } };

  const exportHandler = async (request: FastifyRequest) => {
    const options = exportOptionsOf(request.body);
    const id = routeId(request as IdRequest);
    const data = await exportInvoice(actor(request), request.tenant.modules ?? {}, id, options);
    const timeSheet = options.sendTimeSheet ? await timeSheetAfterExport(context, actor(request), id) : null;
    return { message: [INVOICE_ACTION_TEXTS.exported, timeSheet].filter(Boolean).join(' '), data };
  };
  const restoreHandler = async (request: FastifyRequest) => ({
    message: INVOICE_ACTION_TEXTS.restored,
    data: await restoreInvoice(actor(request), routeId(request as IdRequest)),
  });
  app.post('/invoicing/export/:id', exportConfig, exportHandler);
  app.post('/invoices/:id/export', exportConfig, exportHandler);
  app.put('/invoicing/restore/:id', restoreConfig, restoreHandler);
  app.put('/invoices/:id/restore', restoreConfig, restoreHandler);

  app.post('/invoicing/download-csv', { config: { permission: 'invoices.index', module: 'mod_invoicing' } }, async (request, reply) => {
    const csv = await invoiceCsvFor(actor(request), bodyIds(request.body));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', attachmentHeader(`Facturen ${dutchToday(new Date()).split('-').reverse().join('-')}.csv`))
      .header('cache-control', 'private, no-store')
      .send(csv);
  });
}
