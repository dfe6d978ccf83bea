import { IMPORT_COLUMNS } from './enums.ts';
import { Errors, isBlank } from './shared.ts';

/**
 * How an invoice-line file is read: `columns` maps a header of the file to the value it holds
 * (one of IMPORT_COLUMNS, or null to skip it); the defaults fill what no column provides.
 */
export interface ImportConfig {
  columns: Record<string, string | null>;
  productCode?: string | null;
  quantity?: number | string | null;
  /** Subject of each created invoice; [vorige_maand] and [maand] become month names. */
  invoiceSubject: string;
  invoiceLineDescription: string;
}

export const IMPORT_TEXTS = {
  config: 'De instellingen van de import ontbreken.',
  unknownColumn: (option: string) => `Onbekende kolom: ${option}.`,
  requiredColumns: 'Debiteurnummer en Prijs zijn verplichte kolommen.',
  lineDescription: 'Omschrijving factuurregel is verplicht.',
  subject: 'Onderwerp factuur is verplicht.',
  defaultProduct: 'Standaard product is verplicht als er geen kolom voor de productcode is gekozen.',
  defaultQuantity: 'Standaard aantal is verplicht als er geen kolom voor het aantal is gekozen.',
  definitionName: 'Geef de importdefinitie een naam.',
  fileType: 'Alleen xls-, xlsx- en csv-bestanden kunnen geïmporteerd worden.',
} as const;

export const IMPORT_EXTENSIONS = ['xls', 'xlsx', 'csv'] as const;

export function hasImportExtension(filename: unknown): boolean {
  if (typeof filename !== 'string') return false;
  const extension = filename.toLowerCase().split('.').pop();
  return filename.includes('.') && (IMPORT_EXTENSIONS as readonly string[]).includes(extension ?? '');
}

/** The rules of the import screen for a column mapping with its defaults, keyed config.{part}. */
export function importConfigErrors(config: unknown): Record<string, string[]> {
  const errors = new Errors();
  if (typeof config !== 'object' || config === null || Array.isArray(config)) {
    errors.add('config', IMPORT_TEXTS.config);
    return errors.list;
  }
  const settings = config as Partial<ImportConfig>;
  const columns = typeof settings.columns === 'object' && settings.columns !== null ? settings.columns : {};
  const mapped = new Set<string>();
  for (const option of Object.values(columns)) {
    if (option === null || option === '') continue;
    if (typeof option !== 'string' || !(IMPORT_COLUMNS as readonly string[]).includes(option)) {
      errors.add('config.columns', IMPORT_TEXTS.unknownColumn(String(option)));
    } else {
      mapped.add(option);
    }
  }
  if (!mapped.has('debtorCode') || !mapped.has('price')) errors.add('config.columns', IMPORT_TEXTS.requiredColumns);
  if (isBlank(settings.invoiceLineDescription)) errors.add('config.invoiceLineDescription', IMPORT_TEXTS.lineDescription);
  if (isBlank(settings.invoiceSubject)) errors.add('config.invoiceSubject', IMPORT_TEXTS.subject);
  if (!mapped.has('productCode') && isBlank(settings.productCode)) errors.add('config.productCode', IMPORT_TEXTS.defaultProduct);
  if (!mapped.has('quantity') && isBlank(settings.quantity)) errors.add('config.quantity', IMPORT_TEXTS.defaultQuantity);
  return errors.list;
}
