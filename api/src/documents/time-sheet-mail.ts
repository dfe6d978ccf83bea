import type { AppContext } from '../context.ts';
import { HttpError, notFound, unprocessable } from '../errors.ts';
import { escapeHtml } from '../messages/mail-text.ts';
import { fromAddress } from '../messages/deliver.ts';
import { findRecord } from '../query/execute.ts';
import { accessOfActor, type Actor } from '../resources/writer.ts';
import { loadTimeSheet, type TimeSheet } from './invoice-data.ts';
import { invoiceFileName, invoiceNumber } from './invoice-pdf.ts';
import { INVOICE_DOCUMENT_TEXTS } from './invoice-rules.ts';
import { renderPdf } from './pdf.ts';
import { timeSheetDefinition } from './time-sheet-pdf.ts';

export const TIME_SHEET_TEXTS = {
  sent: INVOICE_DOCUMENT_TEXTS.timeSheetSent,
  noEmails: INVOICE_DOCUMENT_TEXTS.noAdministrativeEmails,
  noTime: 'Op deze factuur staan geen tijdregels.',
  noSmtp: 'Er is geen mailserver ingesteld; de tijdregels zijn niet verstuurd.',
  refused: (reason: string) => `De mailserver weigerde de tijdregels: ${reason}. De tijdregels zijn niet verstuurd.`,
} as const;

export const timeSheetFileName = (sheet: TimeSheet) => `Tijdregels-${invoiceFileName(sheet.invoice, 'pdf')}`;

/** The invoice's time sheet as the actor may see the invoice (company-bound roles: their own), else 404. */
export async function visibleTimeSheet(actor: Actor, invoiceId: number): Promise<TimeSheet> {
  const visible = await findRecord(actor.db, accessOfActor(actor), actor.resolve('invoices'), actor.resolve, invoiceId, { include: [], append: [] });
  if (!visible) throw notFound();
  const sheet = await loadTimeSheet(actor.db, actor.tenantId, invoiceId);
  if (!sheet) throw notFound();
  return sheet;
}

export const renderTimeSheetPdf = (sheet: TimeSheet) => renderPdf(timeSheetDefinition(sheet));

/** The Dutch mail that carries the time sheet. */
export function timeSheetMessage(sheet: TimeSheet): { subject: string; html: string } {
  const { invoice } = sheet;
  return {
    subject: `Tijdregels factuur ${invoiceNumber(invoice)}: ${invoice.subject}`,
    html: [
      '<p>Geachte heer, mevrouw,</p>',
      `<p>In de bijlage vindt u de tijdregels bij factuur ${escapeHtml(invoiceNumber(invoice))} ‘${escapeHtml(invoice.subject)}’.</p>`,
      '<p>Heeft u nog vragen? Neem gerust contact met ons op.</p>',
      `<p>Met vriendelijke groet,<br>${escapeHtml(invoice.tenant.name)}</p>`,
    ].join(''),
  };
}

/**
 * Mails the invoice's time sheet (PDF) to the billed company's administrative e-mails; the REST
 * route POST invoices/{id}/send-time and the invoice export (option sendTimeSheet) both use it.
 * Refuses with a 422 when the company has no administrative e-mails or the invoice no time lines.
 */
export async function sendInvoiceTimeSheet(context: AppContext, actor: Actor, invoiceId: number): Promise<{ message: string; to: string[] }> {
  const sheet = await visibleTimeSheet(actor, invoiceId);
  const to = sheet.invoice.company.administrativeEmails;
  if (to.length === 0) throw unprocessable({ administrative_emails: [TIME_SHEET_TEXTS.noEmails] });
  if (sheet.lines.length === 0) throw unprocessable({ time_registrations: [TIME_SHEET_TEXTS.noTime] });
  const mailer = context.mailer;
  if (!mailer) throw new HttpError(503, { message: TIME_SHEET_TEXTS.noSmtp });
  const pdf = await renderTimeSheetPdf(sheet);
  const { subject, html } = timeSheetMessage(sheet);
  try {
    await mailer.send({
      from: await fromAddress(context, actor.tenantId),
      to,
      cc: [],
      bcc: [],
      replyTo: mailer.from,
      subject,
      html,
      attachments: [{ filename: timeSheetFileName(sheet), content: pdf }],
    });
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    throw new HttpError(502, { message: TIME_SHEET_TEXTS.refused(reason), errors: { message: [TIME_SHEET_TEXTS.refused(reason)] } });
  }
  return { message: TIME_SHEET_TEXTS.sent, to };
}
