import { stringify } from 'csv-stringify/sync';

/** The CSV of invoices and their lines, for accounting packages Balie has no integration with. */

export interface CsvInvoiceLine {
  invoiceNumber: string | null;
  /** YYYY-MM-DD, or null for a concept. */
  invoiceDate: string | null;
  debtorCode: string | null;
  companyName: string | null;
  subject: string;
  lineDate: string | null;
  productCode: string | null;
  description: string;
  quantity: number;
  price: number;
  vatPercentage: number;
  total: number;
}

export const CSV_HEADER = [
  'Factuurnummer',
  'Factuurdatum',
  'Debiteurnummer',
  'Bedrijf',
  'Onderwerp',
  'Regeldatum',
  'Productcode',
  'Omschrijving',
  'Aantal',
  'Prijs',
  'Btw-percentage',
  'Totaal excl. btw',
];

/** Dutch spreadsheets read a semicolon as the separator and a comma as the decimal mark. */
const decimal = (value: number, digits = 2) => value.toFixed(digits).replace('.', ',');
const dutchDate = (value: string | null) => (value ? value.split('-').reverse().join('-') : '');
const quantityText = (value: number) => decimal(value, Number.isInteger(value * 100) ? 2 : 4);

export function invoicesCsv(lines: CsvInvoiceLine[]): string {
  const rows = lines.map((line) => [
    line.invoiceNumber ?? '',
    dutchDate(line.invoiceDate),
    line.debtorCode ?? '',
    line.companyName ?? '',
    line.subject,
    dutchDate(line.lineDate),
    line.productCode ?? '',
    line.description,
    quantityText(line.quantity),
    decimal(line.price),
    decimal(line.vatPercentage).replace(/,00$/, ''),
    decimal(line.total),
  ]);
  // The byte order mark makes Excel read the accents as UTF-8.
  return stringify([CSV_HEADER, ...rows], { delimiter: ';', bom: true, record_delimiter: 'windows' });
}
