import { ownField, ownRelation, type FieldType, type ResourceDeclaration, type Resolve, type Serialized } from '../resources/declaration.ts';

/** One column of an exported sheet: a field of the record, `relation.field` of a belongs-to relation, or an append. */
export interface ExportColumn {
  field: string;
  header: string;
}

export const EXPORT_TEXTS = {
  unknownModel: 'Dit soort gegevens kan niet geëxporteerd worden.',
  filterObject: 'Het filter moet een object zijn.',
  columnList: 'De kolommen moeten een lijst zijn van velden met een kop.',
  tooManyColumns: (max: number) => `Een export kan maximaal ${max} kolommen hebben.`,
  unknownColumn: (name: string) => `Onbekende kolom: ${name}.`,
  ownOnly: 'Je kunt alleen voor jezelf exporteren.',
  queued: 'De export wordt klaargezet. Je vindt hem onder Exports.',
  notReady: 'Deze export staat nog in de wachtrij.',
  fileGone: 'Het bestand van deze export is niet meer beschikbaar. Maak een nieuwe export.',
  noLongerAllowed: 'Je hebt geen rechten meer om deze lijst te exporteren.',
  failed: 'De export is mislukt.',
} as const;

export const MAX_EXPORT_COLUMNS = 50;
const MAX_HEADER = 100;

type Kind = { type: FieldType } | { type: 'append' };

/** Where a column's value comes from, or null for a name the resource does not have. */
function kindOf(declaration: ResourceDeclaration, resolve: Resolve, name: string): Kind | null {
  const [first, second, extra] = name.split('.');
  if (extra !== undefined) return null;
  if (second === undefined) {
    const own = ownField(declaration, first);
    if (own) return { type: own.type };
    return declaration.appends && Object.hasOwn(declaration.appends, first) ? { type: 'append' } : null;
  }
  const relation = ownRelation(declaration, first);
  if (relation?.kind !== 'belongsTo') return null;
  const target = ownField(resolve(relation.target), second);
  return target ? { type: target.type } : null;
}

/** The columns a request asks for, checked against the declaration; errors are Dutch texts. */
export function parseExportColumns(declaration: ResourceDeclaration, resolve: Resolve, raw: unknown): { columns: ExportColumn[]; errors: string[] } {
  if (raw === undefined || raw === null) return { columns: defaultColumns(declaration), errors: [] };
  if (!Array.isArray(raw)) return { columns: [], errors: [EXPORT_TEXTS.columnList] };
  if (raw.length > MAX_EXPORT_COLUMNS) return { columns: [], errors: [EXPORT_TEXTS.tooManyColumns(MAX_EXPORT_COLUMNS)] };
  const columns: ExportColumn[] = [];
  const errors: string[] = [];
  for (const entry of raw) {
    const field = typeof entry === 'string' ? entry : (entry as { field?: unknown } | null)?.field;
    const header = typeof entry === 'string' ? entry : (entry as { header?: unknown } | null)?.header;
    if (typeof field !== 'string' || (header !== undefined && typeof header !== 'string')) {
      errors.push(EXPORT_TEXTS.columnList);
      continue;
    }
    if (!kindOf(declaration, resolve, field)) {
      errors.push(EXPORT_TEXTS.unknownColumn(field.slice(0, 60)));
      continue;
    }
    columns.push({ field, header: (header ?? field).trim().slice(0, MAX_HEADER) || field });
  }
  return { columns: columns.length > 0 || errors.length > 0 ? columns : defaultColumns(declaration), errors };
}

/** Without a choice: every stored field but json blobs. */
export function defaultColumns(declaration: ResourceDeclaration): ExportColumn[] {
  return Object.entries(declaration.fields)
    .filter(([, spec]) => spec.type !== 'json')
    .map(([name]) => ({ field: name, header: name }));
}

/** The belongs-to relations the columns read through, to embed with the rows. */
export function columnRelations(columns: ExportColumn[]): string[] {
  return [...new Set(columns.filter((column) => column.field.includes('.')).map((column) => column.field.split('.')[0]))];
}

/** The appends the columns read. */
export function columnAppends(declaration: ResourceDeclaration, columns: ExportColumn[]): string[] {
  return columns.map((column) => column.field).filter((name) => !name.includes('.') && !ownField(declaration, name));
}

export type CellValue = string | number | Date | null;

/** A record's value for a column as a spreadsheet cell: numbers stay numbers, times become dates, yes/no in Dutch. */
export function cellValue(declaration: ResourceDeclaration, resolve: Resolve, record: Serialized, column: ExportColumn): CellValue {
  const kind = kindOf(declaration, resolve, column.field);
  const [first, second] = column.field.split('.');
  const value = second === undefined ? record[first] : ((record[first] as Serialized | null | undefined)?.[second] ?? null);
  if (value === null || value === undefined || !kind) return null;
  switch (kind.type) {
    case 'integer':
    case 'decimal':
      return typeof value === 'number' ? value : Number(value);
    case 'boolean':
      return value ? 'Ja' : 'Nee';
    case 'timestamp':
      return wallClock(new Date(String(value)));
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(String(value)) ? new Date(`${value}T00:00:00Z`) : String(value);
    case 'json':
      return JSON.stringify(value);
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

// One formatter for every cell: making one costs far more than formatting with it.
const AMSTERDAM_CLOCK = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Amsterdam', hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });

/**
 * A spreadsheet has no time zones: a moment is written as the Dutch clock showed it, as a date
 * whose UTC fields hold the Amsterdam local time.
 */
export function wallClock(moment: Date): Date {
  const parts = Object.fromEntries(AMSTERDAM_CLOCK.formatToParts(moment).map((part) => [part.type, Number(part.value)]));
  return new Date(Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second));
}

/** 'Export Bedrijven 22-11-2026.xlsx' */
export function exportFileName(declaration: ResourceDeclaration, at: Date): string {
  const plural = declaration.label?.plural ?? declaration.name;
  const day = new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', day: '2-digit', month: '2-digit', year: 'numeric' }).format(at);
  return `Export ${plural.charAt(0).toUpperCase()}${plural.slice(1)} ${day}.xlsx`;
}

/** Content-Disposition for a file name with accents: an ASCII fallback and the UTF-8 name. */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
