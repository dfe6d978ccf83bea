import { addressBlock, COLORS, formatDay, formatLongDay, letterhead, PAGE, pageFooter, STYLES } from './layout.ts';
import type { TimeSheet, TimeSheetLine } from './invoice-data.ts';
import { invoiceNumber } from './invoice-pdf.ts';
import { formatMinutes, groupPerTicket, minutesOf } from './invoice-rules.ts';

const tableLayout = {
  hLineWidth: (row: number) => (row === 1 ? 0.75 : 0),
  vLineWidth: () => 0,
  hLineColor: () => COLORS.rule,
  paddingTop: () => 3,
  paddingBottom: () => 3,
  paddingLeft: (column: number) => (column === 0 ? 0 : 6),
  paddingRight: (column: number) => (column === 3 ? 0 : 6),
};

const totalRow = (label: string, minutes: number, bold = true) => [
  { text: label, colSpan: 3, bold },
  '',
  '',
  { text: formatMinutes(minutes), alignment: 'right', bold, noWrap: true },
];

/** The printable time sheet of an invoice: its time registrations per ticket with date, operator, description and duration. */
export function timeSheetDefinition(sheet: TimeSheet) {
  const { invoice } = sheet;
  const groups = groupPerTicket<TimeSheetLine>(sheet.lines, invoice.tickets);
  const header = ['Datum', 'Behandelaar', 'Omschrijving', 'Duur'].map((text, index) => ({ text, style: 'tableHeader', alignment: index === 3 ? 'right' : 'left' }));
  const body = groups.flatMap((group) => [
    [{ text: group.ticket ? `Ticket ${group.ticket.reference}: ${group.ticket.description}` : 'Overige tijd', colSpan: 4, bold: true, color: COLORS.accent, margin: [0, 4, 0, 0] }, '', '', ''],
    ...group.lines.map((entry) => [
      { text: formatDay(entry.date), noWrap: true, color: COLORS.muted },
      entry.operator,
      entry.description,
      { text: formatMinutes(entry.minutes), alignment: 'right', noWrap: true },
    ]),
    totalRow(group.ticket ? `Totaal ticket ${group.ticket.reference}` : 'Totaal overige tijd', minutesOf(group.lines), false),
  ]);
  const empty = sheet.lines.length === 0 ? [[{ text: 'Geen tijdregels', colSpan: 4, color: COLORS.muted, italics: true }, '', '', '']] : [];
  return {
    ...PAGE,
    info: { title: `Tijdregels factuur ${invoiceNumber(invoice)}`, subject: invoice.subject, author: invoice.tenant.name, creator: invoice.tenant.name },
    styles: STYLES,
    footer: pageFooter(invoice.tenant),
    content: [
      letterhead(invoice.tenant),
      addressBlock(invoice.company, [
        ['Factuurnummer', invoiceNumber(invoice)],
        ['Factuurdatum', formatLongDay(invoice.issueDate)],
      ]),
      { text: 'Tijdregels', style: 'title' },
      { text: invoice.subject, style: 'subtitle' },
      {
        table: { headerRows: 1, dontBreakRows: true, widths: [58, 110, '*', 44], body: [header, ...body, ...empty, totalRow('Totaal', minutesOf(sheet.lines))] },
        layout: tableLayout,
      },
    ],
  };
}
