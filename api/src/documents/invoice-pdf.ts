import { addressBlock, COLORS, datedLineTable, formatLongDay, letterhead, PAGE, pageFooter, STYLES, totalsBlock } from './layout.ts';
import type { InvoiceDocument } from './invoice-data.ts';
import { groupPerTicket, INVOICE_DOCUMENT_TEXTS } from './invoice-rules.ts';
import { formatEuro } from './money.ts';

/** The invoice's number, or 'Concept' while it has none. */
export const invoiceNumber = (invoice: InvoiceDocument) => invoice.number ?? INVOICE_DOCUMENT_TEXTS.concept;

/** The file name of an invoice document: its number, or 'Concept-{id}'. */
export const invoiceFileName = (invoice: InvoiceDocument, extension: string) =>
  `${(invoice.number ?? `${INVOICE_DOCUMENT_TEXTS.concept}-${invoice.id}`).replace(/[^\w.-]+/g, '-')}.${extension}`;

/** How the customer pays: the transfer request, or with direct debit the notice that we collect it. */
export function paymentText(invoice: InvoiceDocument): string {
  const amount = formatEuro(invoice.totals.incl);
  const due = formatLongDay(invoice.dueDate);
  return invoice.directDebit
    ? INVOICE_DOCUMENT_TEXTS.directDebit(amount, due)
    : INVOICE_DOCUMENT_TEXTS.transfer(amount, invoice.paymentTermDays, due, invoice.tenant.iban, invoice.number ? `factuurnummer ${invoice.number}` : `'${invoice.subject}'`);
}

/** The document definition of an invoice: letterhead, customer, dates and term, lines (time per ticket), VAT, totals, payment. */
export function invoiceDefinition(invoice: InvoiceDocument) {
  const details: Array<[string, string]> = [
    ['Factuurnummer', invoiceNumber(invoice)],
    ['Factuurdatum', formatLongDay(invoice.issueDate)],
    ['Vervaldatum', formatLongDay(invoice.dueDate)],
    ...(invoice.company.debtorCode ? ([['Debiteurnummer', invoice.company.debtorCode]] as Array<[string, string]>) : []),
  ];
  const groups = groupPerTicket(invoice.lines, invoice.tickets).map((group) => ({
    heading: group.ticket ? `Ticket ${group.ticket.reference}: ${group.ticket.description}` : null,
    lines: group.lines,
  }));
  return {
    ...PAGE,
    info: { title: `Factuur ${invoiceNumber(invoice)}`, subject: invoice.subject, author: invoice.tenant.name, creator: invoice.tenant.name },
    styles: STYLES,
    footer: pageFooter(invoice.tenant),
    content: [
      letterhead(invoice.tenant),
      addressBlock(invoice.company, details),
      { text: invoice.number ? 'Factuur' : 'Conceptfactuur', style: 'title' },
      { text: invoice.subject, style: 'subtitle' },
      datedLineTable(groups),
      totalsBlock(invoice.totals),
      { text: INVOICE_DOCUMENT_TEXTS.paymentTerm(invoice.paymentTermDays), bold: true, margin: [0, 0, 0, 4] },
      { text: paymentText(invoice), margin: [0, 0, 0, 4] },
      ...(invoice.tenant.iban ? [{ text: `IBAN ${invoice.tenant.iban} t.n.v. ${invoice.tenant.name}`, color: COLORS.muted }] : []),
    ],
  };
}
