import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { unprocessable } from '../../errors.ts';
import { ROOT, scoped, selection, type AnySelect } from '../../query/compile.ts';
import { findRecord } from '../../query/execute.ts';
import { actorFor, bodyIds } from '../actions.ts';
import type { ResourceContext, ResourceDeclaration, Row } from '../declaration.ts';
import { accessOfActor, createRecord, deleteRecord, inTransaction, writeTexts, type Actor } from '../writer.ts';
import { untyped } from './common.ts';
import { conceptInvoiceFor } from '../back-office/concept-invoices.ts';

/**
 * Lines of a ticket that go onto a concept invoice of the ticket's company and come off it again
 * (spec core §4, §7): used products and time registrations. Each declares what differs; the routes,
 * the refusals they share and the invoice line bookkeeping live here once.
 */

export const LINE_INVOICING_TEXTS = {
  invoiced: 'Regel toegevoegd aan conceptfactuur.',
  deinvoiced: 'Regel verwijderd van conceptfactuur.',
} as const;

/** The refusals every kind of line has, in its own words. */
export interface LineTexts {
  archived: string;
  alreadyInvoiced: string;
  notInvoiced: string;
  noCompany: string;
  closed: string;
  exported: string;
}

/** What an invoiced line becomes on the invoice, in the invoice line's own fields. */
export interface InvoiceLineValues {
  date: string;
  product_code: string | null;
  description: unknown;
  quantity: number;
  price: number;
}

/** A chosen line: the declaration's fields plus its ticket, status and invoice. */
export interface Line extends Row {
  id: number;
  invoice_id: number | null;
  invoice_line_id: number | null;
  ticket_id: number | null;
  ticket_company_id: number | null;
  ticket_archived_at: unknown;
  status_type: number | null;
  exported_at: unknown;
}

export interface LineInvoicing {
  texts: LineTexts;
  /** Joins and selects beyond the line's own fields that invoiceLine or refuse read (an activity's price). */
  extend?: (query: AnySelect) => AnySelect;
  /** A refusal of this kind of line, asked before the shared ones. */
  refuse?: (line: Line, action: 'invoice' | 'deinvoice') => string | null;
  invoiceLine: (line: Row) => InvoiceLineValues;
  /** Whether editing an invoiced line changes its invoice line too; otherwise only a delete reaches it. */
  followEdits: boolean;
}

/** Closed and archived statuses (internal types 2 and 3). */
const CLOSED_TYPES = [2, 3];

export const asDate = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));

/** The chosen lines with their ticket and invoice, as the caller may see them; all or a 422. */
async function chosenLines(actor: Actor, declaration: ResourceDeclaration, invoicing: LineInvoicing, ids: number[]): Promise<Line[]> {
  let query = scoped(untyped(actor.db), declaration, accessOfActor(actor))
    .leftJoin('tickets as line_ticket', 'line_ticket.id', `${ROOT}.ticket_id`)
    .leftJoin('ticket_statuses as line_status', 'line_status.id', 'line_ticket.status_id')
    .leftJoin('invoices as line_invoice', 'line_invoice.id', `${ROOT}.invoice_id`)
    .select(selection(declaration, ROOT))
    .select([
      'line_ticket.company_id as ticket_company_id',
      'line_ticket.archived_at as ticket_archived_at',
      'line_status.internal_type as status_type',
      'line_invoice.exported_at',
    ]);
  if (invoicing.extend) query = invoicing.extend(query);
  const rows = (await query.where(`${ROOT}.id`, 'in', ids).orderBy(`${ROOT}.id`).forUpdate(ROOT).execute()) as Line[];
  if (rows.length !== ids.length) throw unprocessable({ ids: [writeTexts.missingIds] });
  return rows;
}

/** The company's general concept invoice, found once per request. */
async function conceptInvoice(actor: Actor, companyId: number, made: Map<number, number>): Promise<number> {
  const id = made.get(companyId) ?? (await conceptInvoiceFor(actor, { companyId }));
  made.set(companyId, id);
  return id;
}

function refuseAny(lines: Line[], reason: (line: Line) => string | null): void {
  for (const line of lines) {
    const message = reason(line);
    if (message) throw unprocessable({ ids: [message] });
  }
}

const invoiceRefusal = ({ texts }: LineInvoicing, line: Line): string | null =>
  line.ticket_archived_at != null
    ? texts.archived
    : line.invoice_id !== null
      ? texts.alreadyInvoiced
      : line.ticket_company_id === null
        ? texts.noCompany
        : null;

const deinvoiceRefusal = ({ texts }: LineInvoicing, line: Line): string | null =>
  line.ticket_archived_at != null
    ? texts.archived
    : line.invoice_id === null
      ? texts.notInvoiced
      : line.exported_at != null
        ? texts.exported
        : line.status_type !== null && CLOSED_TYPES.includes(line.status_type)
          ? texts.closed
          : null;

/**
 * POST /{route}/invoice and /{route}/deinvoice with `ids` (spec core §7): all chosen lines, or none.
 * Needs {resource}.update and mod_invoicing.
 */
export function registerLineInvoicing(declaration: ResourceDeclaration, invoicing: LineInvoicing) {
  return (app: FastifyInstance, context: AppContext) => {
    const config = { permission: declaration.permissions!.update, module: 'mod_invoicing' };
    const answer = (actor: Actor, ids: number[], message: string) =>
      Promise.all(ids.map((id) => findRecord(actor.db, accessOfActor(actor), declaration, actor.resolve, id, { include: [{ relation: 'invoice', nested: [] }], append: [] }))).then(
        (data) => ({ message, data }),
      );
    const setInvoice = (actor: Actor, id: number, invoiceId: number | null, invoiceLineId: number | null) =>
      untyped(actor.db).updateTable(declaration.table).set({ invoice_id: invoiceId, invoice_line_id: invoiceLineId, updated_at: new Date() }).where('id', '=', id).execute();

    app.post(`/${declaration.route}/invoice`, { config }, async (request) => {
      const ids = bodyIds(request.body);
      return inTransaction(actorFor(request, context), async (db) => {
        const actor = { ...actorFor(request, context), db };
        const lines = await chosenLines(actor, declaration, invoicing, ids);
        refuseAny(lines, (line) => invoicing.refuse?.(line, 'invoice') ?? invoiceRefusal(invoicing, line));
        const made = new Map<number, number>();
        for (const line of lines) {
          const invoiceId = await conceptInvoice(actor, line.ticket_company_id!, made);
          const invoiceLine = await createRecord(actor, actor.resolve('invoice-lines'), { ...invoicing.invoiceLine(line), invoice_id: invoiceId, ticket_id: line.ticket_id, is_locked: true });
          await setInvoice(actor, line.id, invoiceId, invoiceLine.id as number);
        }
        return answer(actor, ids, LINE_INVOICING_TEXTS.invoiced);
      });
    });

    app.post(`/${declaration.route}/deinvoice`, { config }, async (request) => {
      const ids = bodyIds(request.body);
      return inTransaction(actorFor(request, context), async (db) => {
        const actor = { ...actorFor(request, context), db };
        const lines = await chosenLines(actor, declaration, invoicing, ids);
        refuseAny(lines, (line) => invoicing.refuse?.(line, 'deinvoice') ?? deinvoiceRefusal(invoicing, line));
        for (const line of lines) {
          await setInvoice(actor, line.id, null, null);
          if (line.invoice_line_id !== null) await deleteRecord(actor, actor.resolve('invoice-lines'), line.invoice_line_id);
        }
        return answer(actor, ids, LINE_INVOICING_TEXTS.deinvoiced);
      });
    });
  };
}

/** Whether the line sits on an invoice that went to the accounting package. */
export async function onExportedInvoice({ db, tenantId }: ResourceContext, invoiceId: unknown): Promise<boolean> {
  if (typeof invoiceId !== 'number') return false;
  const row = (await untyped(db).selectFrom('invoices').select('exported_at').where('tenant_id', '=', tenantId).where('id', '=', invoiceId).executeTakeFirst()) as Row | undefined;
  return row?.exported_at != null;
}

/** The afterWrite hook that keeps an invoiced line's invoice line in step with it, and removes it with it. */
export function followInvoiceLine(invoicing: LineInvoicing) {
  return async ({ db, tenantId }: ResourceContext, event: 'created' | 'updated' | 'deleted', record: Row): Promise<void> => {
    const lineId = record.invoice_line_id;
    if (typeof lineId !== 'number' || event === 'created') return;
    const raw = untyped(db);
    if (event === 'deleted') {
      await raw.deleteFrom('invoice_lines').where('id', '=', lineId).where('tenant_id', '=', tenantId).execute();
    } else if (invoicing.followEdits) {
      await raw.updateTable('invoice_lines').set({ ...invoicing.invoiceLine(record), updated_at: new Date() }).where('id', '=', lineId).where('tenant_id', '=', tenantId).execute();
    }
  };
}
