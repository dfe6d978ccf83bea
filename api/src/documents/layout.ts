import { formatEuro, formatQuantity, formatRate, type Totals } from './money.ts';
import type { CustomerAddress, TenantDetails } from './tenant-details.ts';

/** Shared parts of our documents (quotes now, invoices and time sheets later): A4, one look. */

export const COLORS = { text: '#1a202c', muted: '#718096', accent: '#2b6cb0', rule: '#cbd5e0', band: '#edf2f7' } as const;

const dateFormat = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Amsterdam' });
export const formatDate = (date: Date) => dateFormat.format(date);

export const PAGE = { pageSize: 'A4', pageMargins: [50, 50, 50, 70] } as const;

export const STYLES = {
  title: { fontSize: 18, bold: true, color: COLORS.accent, margin: [0, 0, 0, 4] },
  subtitle: { fontSize: 11, color: COLORS.muted, margin: [0, 0, 0, 16] },
  h1: { fontSize: 15, bold: true, margin: [0, 8, 0, 6] },
  h2: { fontSize: 13, bold: true, margin: [0, 8, 0, 5] },
  h3: { fontSize: 11, bold: true, margin: [0, 6, 0, 4] },
  paragraph: { margin: [0, 0, 0, 7] },
  list: { margin: [0, 0, 0, 7] },
  phase: { fontSize: 11, bold: true, color: COLORS.accent, margin: [0, 14, 0, 5] },
  tableHeader: { bold: true, color: COLORS.muted, fontSize: 8.5 },
  small: { fontSize: 8, color: COLORS.muted },
} as const;

const present = (...parts: Array<string | null | undefined>) => parts.filter((part): part is string => Boolean(part && part.trim()));

/** Our name on the left, our address and contact details on the right. */
export function letterhead(tenant: TenantDetails) {
  return {
    columns: [
      { text: tenant.name, fontSize: 20, bold: true, color: COLORS.accent, width: '*' },
      {
        width: 'auto',
        alignment: 'right',
        style: 'small',
        stack: present(tenant.address, [tenant.postalCode, tenant.city].filter(Boolean).join('  '), tenant.telephone, tenant.email),
      },
    ],
    margin: [0, 0, 0, 36],
  };
}

/** The customer's postal address, as in a window envelope, with the document's details beside it. */
export function addressBlock(customer: CustomerAddress, details: Array<[string, string]>) {
  const country = customer.country && !/^nederland$/i.test(customer.country) ? customer.country : null;
  return {
    columns: [
      {
        width: '*',
        stack: [
          ...(customer.companyName ? [{ text: customer.companyName, bold: true }] : []),
          ...present(customer.attention ? `t.a.v. ${customer.attention}` : null, customer.address1, customer.address2, [customer.postalCode, customer.city].filter(Boolean).join('  '), country),
        ],
      },
      {
        width: 'auto',
        table: { body: details.map(([label, value]) => [{ text: label, color: COLORS.muted }, { text: value, bold: true }]) },
        layout: 'noBorders',
      },
    ],
    margin: [0, 0, 0, 30],
  };
}

export interface TableLine {
  code: string;
  description: string;
  quantity: number;
  unit: string;
  price: number;
  total: number;
}

const line = (width: number) => ({
  hLineWidth: (row: number, node: { table: { body: unknown[] } }) => (row === 1 || row === node.table.body.length - 1 ? width : 0),
  vLineWidth: () => 0,
  hLineColor: () => COLORS.rule,
  paddingTop: () => 3,
  paddingBottom: () => 3,
  paddingLeft: (column: number) => (column === 0 ? 0 : 6),
  paddingRight: (column: number, node: { table: { widths: unknown[] } }) => (column === node.table.widths.length - 1 ? 0 : 6),
});

/** Lines with code, description, quantity and unit, price and total, closed by a subtotal row. */
export function lineTable(lines: TableLine[], subtotalLabel: string, subtotal: number) {
  const header = ['Code', 'Omschrijving', 'Aantal', 'Prijs', 'Totaal'].map((text, index) => ({ text, style: 'tableHeader', alignment: index >= 2 ? 'right' : 'left' }));
  const rows = lines.map((entry) => [
    { text: entry.code, color: COLORS.muted },
    entry.description,
    { text: `${formatQuantity(entry.quantity)} ${entry.unit}`, alignment: 'right', noWrap: true },
    { text: formatEuro(entry.price), alignment: 'right', noWrap: true },
    { text: formatEuro(entry.total), alignment: 'right', noWrap: true },
  ]);
  const empty = lines.length === 0 ? [[{ text: 'Geen regels', colSpan: 5, color: COLORS.muted, italics: true }, '', '', '', '']] : [];
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: [82, '*', 56, 64, 68],
      body: [header, ...rows, ...empty, [{ text: subtotalLabel, colSpan: 4, bold: true }, '', '', '', { text: formatEuro(subtotal), bold: true, alignment: 'right', noWrap: true }]],
    },
    layout: line(0.75),
  };
}

export interface DatedLine {
  /** YYYY-MM-DD, or null. */
  date: string | null;
  quantity: number;
  description: string;
  price: number;
  total: number;
}

/** A calendar day (YYYY-MM-DD) in the short Dutch form: 3-11-2026. */
export const formatDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return `${date}-${month}-${year}`;
};

/** A calendar day (YYYY-MM-DD) in words: 3 november 2026. */
export const formatLongDay = (day: string) => formatDate(new Date(`${day}T12:00:00Z`));

/**
 * Invoice lines with date, quantity, description, price and total, in groups under an optional
 * heading (the ticket time was booked on).
 */
export function datedLineTable(groups: ReadonlyArray<{ heading: string | null; lines: readonly DatedLine[] }>) {
  const header = ['Datum', 'Aantal', 'Omschrijving', 'Prijs', 'Totaal'].map((text, index) => ({ text, style: 'tableHeader', alignment: index === 1 || index >= 3 ? 'right' : 'left' }));
  const rows = groups.flatMap((group) => [
    ...(group.heading ? [[{ text: group.heading, colSpan: 5, bold: true, color: COLORS.accent, margin: [0, 4, 0, 0] }, '', '', '', '']] : []),
    ...group.lines.map((entry) => [
      { text: entry.date ? formatDay(entry.date) : '', color: COLORS.muted, noWrap: true },
      { text: formatQuantity(entry.quantity), alignment: 'right', noWrap: true },
      entry.description,
      { text: formatEuro(entry.price), alignment: 'right', noWrap: true },
      { text: formatEuro(entry.total), alignment: 'right', noWrap: true },
    ]),
  ]);
  const empty = rows.length === 0 ? [[{ text: 'Geen regels', colSpan: 5, color: COLORS.muted, italics: true }, '', '', '', '']] : [];
  return {
    table: { headerRows: 1, dontBreakRows: true, widths: [58, 44, '*', 64, 68], body: [header, ...rows, ...empty] },
    layout: { ...line(0.75), hLineWidth: (row: number) => (row === 1 ? 0.75 : 0) },
  };
}

/** Total excl. VAT, VAT per rate and total incl. VAT, right-aligned under the lines. */
export function totalsBlock(totals: Totals) {
  const body = [
    [{ text: 'Totaal excl. btw' }, { text: formatEuro(totals.excl), alignment: 'right' }],
    ...totals.vat.map((group) => [{ text: `Btw ${formatRate(group.rate)} over ${formatEuro(group.base)}` }, { text: formatEuro(group.vat), alignment: 'right' }]),
    [{ text: 'Totaal incl. btw', bold: true, fontSize: 11 }, { text: formatEuro(totals.incl), bold: true, fontSize: 11, alignment: 'right' }],
  ];
  return {
    columns: [
      { width: '*', text: '' },
      {
        width: 260,
        table: { widths: ['*', 'auto'], body },
        layout: {
          hLineWidth: (row: number, node: { table: { body: unknown[] } }) => (row === node.table.body.length - 1 ? 1 : 0),
          vLineWidth: () => 0,
          hLineColor: () => COLORS.text,
          paddingLeft: () => 0,
          paddingRight: () => 0,
        },
      },
    ],
    margin: [0, 18, 0, 18],
    unbreakable: true,
  };
}

/** Our registration details and 'Pagina x van y' at the bottom of every page. */
export function pageFooter(tenant: TenantDetails) {
  const details = present(tenant.name, tenant.cocNumber ? `KvK ${tenant.cocNumber}` : null, tenant.vatNumber ? `Btw ${tenant.vatNumber}` : null, tenant.iban ? `IBAN ${tenant.iban}` : null).join('  ·  ');
  return (currentPage: number, pageCount: number) => ({
    columns: [
      { text: details, style: 'small', width: '*' },
      { text: `Pagina ${currentPage} van ${pageCount}`, style: 'small', alignment: 'right', width: 'auto' },
    ],
    margin: [50, 30, 50, 0],
  });
}
