import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { notFound } from '../errors.ts';
import { attachmentHeader } from '../exports/columns.ts';
import { findRecord } from '../query/execute.ts';
import { actorFor, routeId, type IdParams } from '../resources/actions.ts';
import { accessOfActor } from '../resources/writer.ts';
import { loadInvoiceDocument, type InvoiceDocument } from './invoice-data.ts';
import { invoiceDefinition, invoiceFileName } from './invoice-pdf.ts';
import { invoiceUbl } from './invoice-ubl.ts';
import { renderPdf } from './pdf.ts';
import { renderTimeSheetPdf, sendInvoiceTimeSheet, timeSheetFileName, visibleTimeSheet } from './time-sheet-mail.ts';

const SHOW = { permission: 'invoices.show', module: 'mod_invoicing' };

/** The invoice as the caller may see it (company-bound roles: their own company's), else 404. */
async function visibleInvoice(request: FastifyRequest, context: AppContext): Promise<InvoiceDocument> {
  const id = routeId(request as FastifyRequest<IdParams>);
  const actor = actorFor(request, context);
  const visible = await findRecord(context.db, accessOfActor(actor), context.resolve('invoices'), context.resolve, id, { include: [], append: [] });
  if (!visible) throw notFound();
  const invoice = await loadInvoiceDocument(context.db, request.tenant.id, id);
  if (!invoice) throw notFound();
  return invoice;
}

function file(reply: FastifyReply, type: string, name: string, disposition: 'attachment' | 'inline', content: Buffer | string) {
  return reply
    .header('content-type', type)
    .header('content-disposition', disposition === 'attachment' ? attachmentHeader(name) : attachmentHeader(name).replace(/^attachment/, 'inline'))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(content);
}

/**
 * GET invoices/{id}/download (the invoice PDF), GET invoices/{id}/ubl (the Peppol BIS 3.0 e-invoice),
 * GET invoices/{id}/print-time (the time sheet PDF, shown in the browser to print) and
 * POST invoices/{id}/send-time (the time sheet mailed to the company's administrative e-mails).
 */
export function registerInvoiceDocumentRoutes(app: FastifyInstance, context: AppContext): void {
  app.get('/invoices/:id/download', { config: SHOW }, async (request, reply) => {
    const invoice = await visibleInvoice(request, context);
    return file(reply, 'application/pdf', invoiceFileName(invoice, 'pdf'), 'attachment', await renderPdf(invoiceDefinition(invoice)));
  });

  app.get('/invoices/:id/ubl', { config: SHOW }, async (request, reply) => {
    const invoice = await visibleInvoice(request, context);
    return file(reply, 'application/xml; charset=utf-8', invoiceFileName(invoice, 'xml'), 'attachment', invoiceUbl(invoice));
  });

  app.get('/invoices/:id/print-time', { config: SHOW }, async (request, reply) => {
    const sheet = await visibleTimeSheet(actorFor(request, context), routeId(request as FastifyRequest<IdParams>));
    return file(reply, 'application/pdf', timeSheetFileName(sheet), 'inline', await renderTimeSheetPdf(sheet));
  });

  app.post('/invoices/:id/send-time', { config: { permission: 'invoices.update', module: 'mod_invoicing' } }, async (request) => {
    const answer = await sendInvoiceTimeSheet(context, actorFor(request, context), routeId(request as FastifyRequest<IdParams>));
    return { message: answer.message, data: { to: answer.to } };
  });
}
