import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { Cell } from './rows.ts';

export const FILE_TEXTS = {
  missing: 'Kies een bestand om te importeren.',
  oneFile: 'Importeer één bestand tegelijk.',
  type: 'Alleen xls-, xlsx- en csv-bestanden kunnen geïmporteerd worden.',
  oldExcel: 'Oude Excel-bestanden (.xls) kunnen niet gelezen worden. Sla het bestand op als .xlsx of .csv en probeer het opnieuw.',
  tooLarge: (mb: number) => `Het bestand is groter dan ${mb} MB.`,
  unreadable: 'Het bestand kon niet gelezen worden. Controleer of het een geldig xlsx- of csv-bestand is.',
  noHeader: 'De eerste regel van het bestand moet de kolomnamen bevatten.',
  duplicateHeader: (name: string) => `De kolomnaam "${name}" komt meer dan eens voor.`,
  gone: 'Het geüploade bestand is niet gevonden. Upload het opnieuw.',
} as const;

export const MAX_IMPORT_MB = 10;

export class ImportFileError extends Error {}

export interface Sheet {
  header: string[];
  rows: Cell[][];
}

/** The extension of an uploaded name: xlsx or csv; anything else is refused with a Dutch reason. */
export function importKind(filename: string): 'xlsx' | 'csv' {
  const extension = filename.toLowerCase().split('.').pop();
  if (!filename.includes('.') || (extension !== 'xlsx' && extension !== 'csv' && extension !== 'xls')) throw new ImportFileError(FILE_TEXTS.type);
  if (extension === 'xls') throw new ImportFileError(FILE_TEXTS.oldExcel);
  return extension;
}

/** The first sheet of an xlsx file, or a csv file with ';', ',' or tab between the values. */
export async function readSheet(buffer: Buffer, kind: 'xlsx' | 'csv'): Promise<Sheet> {
  const table = kind === 'xlsx' ? await readXlsx(buffer) : readCsv(buffer);
  const [first, ...rows] = table;
  const header = (first ?? []).map((value) => (value === null ? '' : String(value).trim()));
  if (header.length === 0 || header.every((name) => name === '')) throw new ImportFileError(FILE_TEXTS.noHeader);
  const seen = new Set<string>();
  for (const name of header) {
    if (name !== '' && seen.has(name)) throw new ImportFileError(FILE_TEXTS.duplicateHeader(name));
    seen.add(name);
  }
  return { header, rows: rows.map((row) => header.map((_, index) => row[index] ?? null)) };
}

async function readXlsx(buffer: Buffer): Promise<Cell[][]> {
  // An xlsx file is a zip archive.
  if (buffer.subarray(0, 2).toString('latin1') !== 'PK') throw new ImportFileError(FILE_TEXTS.unreadable);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw new ImportFileError(FILE_TEXTS.unreadable);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new ImportFileError(FILE_TEXTS.noHeader);
  const rows: Cell[][] = [];
  for (let number = 1; number <= sheet.rowCount; number++) {
    const row = sheet.getRow(number);
    const cells: Cell[] = [];
    for (let column = 1; column <= sheet.columnCount; column++) cells.push(cellOf(row.getCell(column)));
    rows.push(cells);
  }
  return rows;
}

function cellOf(cell: ExcelJS.Cell): Cell {
  const value = cell.value;
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'object' && 'result' in value) return typeof value.result === 'number' ? value.result : value.result == null ? null : String(value.result);
  return cell.text;
}

function readCsv(buffer: Buffer): Cell[][] {
  if (buffer.includes(0)) throw new ImportFileError(FILE_TEXTS.unreadable);
  const text = buffer.toString('utf8');
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = [';', '\t', ','].reduce((best, candidate) => (firstLine.split(candidate).length > firstLine.split(best).length ? candidate : best), ',');
  try {
    return parse(text, { bom: true, delimiter, relax_column_count: true, skip_empty_lines: true, trim: true }) as Cell[][];
  } catch {
    throw new ImportFileError(FILE_TEXTS.unreadable);
  }
}
