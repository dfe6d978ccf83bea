import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { unprocessable } from '../../errors.ts';
import { ROOT, scoped } from '../../query/compile.ts';
import { findRecord } from '../../query/execute.ts';
import { actorFor, bodyIds } from '../actions.ts';
import type { ResourceContext, ResourceDeclaration, Row } from '../declaration.ts';
import { accessOfActor, createRecord, deleteRecord, inTransaction, writeTexts, type Actor } from '../writer.ts';
import { untyped } from './common.ts';

export const USED_PRODUCT_TEXTS = {
  invoiced: 'Regel toegevoegd aan conceptfactuur.',
  deinvoiced: 'Regel verwijderd van conceptfactuur.',
  archived: 'Ticket is gearchiveerd, open een nieuw ticket als je artikelen wilt aanpassen.',
  alreadyInvoiced: 'Dit artikel staat al op een factuur.',
  notInvoiced: 'Dit artikel staat niet op een factuur.',
  noCompany: 'Het ticket heeft geen bedrijf; koppel eerst een bedrijf om artikelen te factureren.',
  closed: 'Het ticket is gesloten; gefactureerde artikelen kunnen niet meer van de factuur gehaald worden.',
  exported: 'Dit artikel staat op een geëxporteerde factuur en kan niet meer gewijzigd worden.',
} as const;

/** Closed and archived statuses (internal types 2 and 3). */
const CLOSED_TYPES = [2, 3];

interface Line extends Row {
  id: number;
  invoice_id: number | null;
  invoice_line_id: number | null;
  ticket_id: number;
  company_id: number | null;
  ticket_archived_at: unknown;
  status_type: number | null;
  exported_at: unknown;
}

/** The chosen lines with their ticket and invoice, as the caller may see them; all or a 422. */
async function chosenLines(actor: Actor, declaration: ResourceDeclaration, ids: number[]): Promise<Line[]> {
  const rows = (await scoped(untyped(actor.db), declaration, accessOfActor(actor))
    .innerJoin('tickets as line_ticket', 'line_ticket.id', `${ROOT}.ticket_id`)
    .leftJoin('ticket_statuses as line_status', 'line_status.id', 'line_ticket.status_id')
    .leftJoin('invoices as line_invoice', 'line_invoice.id', `${ROOT}.invoice_id`)
    .select([
      `${ROOT}.id`,
      `${ROOT}.invoice_id`,
      `${ROOT}.invoice_line_id`,
      `${ROOT}.ticket_id`,
      `${ROOT}.executed_at`,
      `${ROOT}.product_code`,
      `${ROOT}.description`,
      `${ROOT}.quantity`,
      `${ROOT}.price`,
      'line_ticket.company_id',
      'line_ticket.archived_at as ticket_archived_at',
      'line_status.internal_type as status_type',
      'line_invoice.exported_at',
    ])
    .where(`${ROOT}.id`, 'in', ids)
    .orderBy(`${ROOT}.id`)
    .forUpdate(ROOT)
    .execute()) as Line[];
  if (rows.length !== ids.length) throw unprocessable({ ids: [writeTexts.missingIds] });
  return rows;
}

/** The newest concept invoice of the company that is not a project's or contract's, else a new one. */
async function conceptInvoice(actor: Actor, companyId: number, made: Map<number, number>): Promise<number> {
  const known = made.get(companyId);
  if (known) return known;
  const { resolve } = actor;
  const concept = (await scoped(untyped(actor.db), resolve('invoices'), accessOfActor(actor))
    .select(`${ROOT}.id`)
    .where(`${ROOT}.company_id`, '=', companyId)
    .where(`${ROOT}.exported_at`, 'is', null)
    .where(`${ROOT}.project_id`, 'is', null)
    .where(`${ROOT}.contract_id`, 'is', null)
    .orderBy(`${ROOT}.id`, 'desc')
    .executeTakeFirst()) as Row | undefined;
  let id = concept?.id as number | undefined;
  if (id === undefined) {
    const company = (await untyped(actor.db).selectFrom('companies').select(['name', 'invoice_to']).where('id', '=', companyId).executeTakeFirstOrThrow()) as Row;
    const invoice = await createRecord(actor, resolve('invoices'), { subject: `Conceptfactuur ${company.name}`.slice(0, 255), company_id: companyId, invoice_to: company.invoice_to ?? null });
    id = invoice.id as number;
  }
  made.set(companyId, id);
  return id;
}

const asDate = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10));

/** The invoice line a used product becomes, in the invoice line's own fields. */
export const invoiceLineValues = (line: Row) => ({
  date: asDate(line.executed_at),
  product_code: line.product_code ?? null,
  description: line.description,
  quantity: Number(line.quantity),
  price: Number(line.price),
});

function refuse(lines: Line[], reason: (line: Line) => string | null): void {
  for (const line of lines) {
    const message = reason(line);
    if (message) throw unprocessable({ ids: [message] });
  }
}

/** POST /used-products/invoice and /deinvoice (spec core §7): all chosen lines, or none. */
export function registerUsedProductInvoicing(declaration: ResourceDeclaration) {
  return (app: FastifyInstance, context: AppContext) => {
    const config = { permission: 'used-products.update', module: 'mod_invoicing' };
    const answer = (actor: Actor, ids: number[], message: string) =>
      Promise.all(ids.map((id) => findRecord(actor.db, accessOfActor(actor), declaration, actor.resolve, id, { include: [{ relation: 'invoice', nested: [] }], append: [] }))).then(
        (data) => ({ message, data }),
      );

    app.post('/used-products/invoice', { config }, async (request) => {
      const ids = bodyIds(request.body);
      return inTransaction(actorFor(request, context), async (db) => {
        const actor = { ...actorFor(request, context), db };
        const lines = await chosenLines(actor, declaration, ids);
        refuse(lines, (line) =>
          line.ticket_archived_at !== null ? USED_PRODUCT_TEXTS.archived : line.invoice_id !== null ? USED_PRODUCT_TEXTS.alreadyInvoiced : line.company_id === null ? USED_PRODUCT_TEXTS.noCompany : null,
        );
        const made = new Map<number, number>();
        for (const line of lines) {
          const invoiceId = await conceptInvoice(actor, line.company_id!, made);
          const invoiceLine = await createRecord(actor, actor.resolve('invoice-lines'), { ...invoiceLineValues(line), invoice_id: invoiceId, ticket_id: line.ticket_id, is_locked: true });
          await untyped(db).updateTable('used_products').set({ invoice_id: invoiceId, invoice_line_id: invoiceLine.id, updated_at: new Date() }).where('id', '=', line.id).execute();
        }
        return answer(actor, ids, USED_PRODUCT_TEXTS.invoiced);
      });
    });

    app.post('/used-products/deinvoice', { config }, async (request) => {
      const ids = bodyIds(request.body);
      return inTransaction(actorFor(request, context), async (db) => {
        const actor = { ...actorFor(request, context), db };
        const lines = await chosenLines(actor, declaration, ids);
        refuse(lines, (line) =>
          line.ticket_archived_at !== null
            ? USED_PRODUCT_TEXTS.archived
            : line.invoice_id === null
              ? USED_PRODUCT_TEXTS.notInvoiced
              : line.exported_at !== null
                ? USED_PRODUCT_TEXTS.exported
                : line.status_type !== null && CLOSED_TYPES.includes(line.status_type)
                  ? USED_PRODUCT_TEXTS.closed
                  : null,
        );
        for (const line of lines) {
          await untyped(db).updateTable('used_products').set({ invoice_id: null, invoice_line_id: null, updated_at: new Date() }).where('id', '=', line.id).execute();
          if (line.invoice_line_id !== null) await deleteRecord(actor, actor.resolve('invoice-lines'), line.invoice_line_id);
        }
        return answer(actor, ids, USED_PRODUCT_TEXTS.deinvoiced);
      });
    });
  };
}

/** Whether the used product sits on an invoice that went to the accounting package. */
export async function onExportedInvoice({ db, tenantId }: ResourceContext, invoiceId: unknown): Promise<boolean> {
  if (typeof invoiceId !== 'number') return false;
  const row = (await untyped(db).selectFrom('invoices').select('exported_at').where('tenant_id', '=', tenantId).where('id', '=', invoiceId).executeTakeFirst()) as Row | undefined;
  return row?.exported_at != null;
}

/** Keeps the invoice line of an invoiced used product in step with it, and removes it with it. */
export async function followInvoiceLine({ db, tenantId }: ResourceContext, event: 'created' | 'updated' | 'deleted', record: Row): Promise<void> {
  const lineId = record.invoice_line_id;
  if (typeof lineId !== 'number' || event === 'created') return;
  if (event === 'updated') {
    await untyped(db).updateTable('invoice_lines').set({ ...invoiceLineValues(record), updated_at: new Date() }).where('id', '=', lineId).where('tenant_id', '=', tenantId).execute();
  } else {
    await untyped(db).deleteFrom('invoice_lines').where('id', '=', lineId).where('tenant_id', '=', tenantId).execute();
  }
}
