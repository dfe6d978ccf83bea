import type { ImportConfig } from '../resources/back-office/import-config.ts';

export type Cell = string | number | null;

/** One invoice line as a file row describes it, before the companies are looked up. */
export interface ImportLine {
  /** Row number as the user sees it in the file (the header is row 1). */
  row: number;
  debtorCode: string;
  companyName: string | null;
  price: number;
  quantity: number;
  productCode: string | null;
}

export const ROW_TEXTS = {
  empty: 'Het bestand bevat geen regels om te importeren.',
  tooMany: (max: number) => `Een import kan maximaal ${max} regels bevatten.`,
  debtorCode: 'Debiteurnummer ontbreekt.',
  price: (value: string) => `Prijs "${value}" is geen bedrag.`,
  quantity: (value: string) => `Aantal "${value}" is geen getal.`,
  noCompany: (code: string) => `Er is geen bedrijf met debiteurnummer ${code}.`,
  row: (row: number, message: string) => `Regel ${row}: ${message}`,
} as const;

export const MAX_IMPORT_ROWS = 5000;

const MONTHS = ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'];

/** [maand] and [vorige_maand] as Dutch month and year ('november 2026'), by the Amsterdam calendar. */
export function monthTags(text: string, now: Date): string {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', year: 'numeric', month: '2-digit' })
    .format(now)
    .split('-')
    .map(Number);
  const current = `${MONTHS[month - 1]} ${year}`;
  const previous = month === 1 ? `${MONTHS[11]} ${year - 1}` : `${MONTHS[month - 2]} ${year}`;
  return text.replaceAll('[maand]', current).replaceAll('[vorige_maand]', previous);
}

/** A number as a spreadsheet or a Dutch CSV writes it: 12.5, '12,50', '€ 1.234,56', '-3'. Null when it is none. */
export function parseAmount(value: Cell): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value === null) return null;
  let text = value.replace(/[€\s]/g, '');
  if (text === '') return null;
  // With both separators the last one is the decimal one; a lone comma is always decimal.
  if (text.includes(',') && text.includes('.')) text = text.lastIndexOf(',') > text.lastIndexOf('.') ? text.replaceAll('.', '').replace(',', '.') : text.replaceAll(',', '');
  else if (text.includes(',')) text = text.replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : null;
}

const text = (value: Cell): string => (value === null ? '' : String(value).trim());

/**
 * The invoice lines the rows describe under a column mapping, with the defaults for what no
 * column gives; errors per row, keyed rows.{n} with n the row number in the file.
 */
export function mapRows(header: string[], rows: Cell[][], config: ImportConfig): { lines: ImportLine[]; errors: Record<string, string[]> } {
  const index = (option: string) => header.findIndex((name) => config.columns[name] === option);
  const at = { debtorCode: index('debtorCode'), price: index('price'), quantity: index('quantity'), productCode: index('productCode'), companyName: index('companyName') };
  const cell = (row: Cell[], column: number): Cell => (column >= 0 ? (row[column] ?? null) : null);
  const lines: ImportLine[] = [];
  const errors: Record<string, string[]> = {};
  rows.forEach((row, position) => {
    // Blank rows (often at the end of a sheet) are not lines.
    if (row.every((value) => text(value) === '')) return;
    const number = position + 2;
    const problems: string[] = [];
    const debtorCode = text(cell(row, at.debtorCode));
    if (!debtorCode) problems.push(ROW_TEXTS.debtorCode);
    const price = parseAmount(cell(row, at.price));
    if (price === null) problems.push(ROW_TEXTS.price(text(cell(row, at.price))));
    const rawQuantity = at.quantity >= 0 ? cell(row, at.quantity) : (config.quantity ?? null);
    const quantity = parseAmount(rawQuantity);
    if (quantity === null) problems.push(ROW_TEXTS.quantity(text(rawQuantity)));
    if (problems.length > 0) {
      errors[`rows.${number}`] = problems.map((problem) => ROW_TEXTS.row(number, problem));
      return;
    }
    lines.push({
      row: number,
      debtorCode,
      companyName: text(cell(row, at.companyName)) || null,
      price: price!,
      quantity: quantity!,
      productCode: (at.productCode >= 0 ? text(cell(row, at.productCode)) : text(config.productCode ?? null)) || null,
    });
  });
  if (lines.length === 0 && Object.keys(errors).length === 0) errors.file = [ROW_TEXTS.empty];
  if (lines.length > MAX_IMPORT_ROWS) errors.file = [ROW_TEXTS.tooMany(MAX_IMPORT_ROWS)];
  return { lines, errors };
}
