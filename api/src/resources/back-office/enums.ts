/** Status and type enumerations of the back office, with the Dutch labels the screens show. */

export interface Option<T extends string | number> {
  value: T;
  label: string;
  /** Badge styling: primary, secondary, info, success, warning, danger. */
  color?: string;
}

/** The stored values of an enumeration, for the `in` rule of a field. */
export const optionValues = <T extends string | number>(options: readonly Option<T>[]): T[] => options.map((option) => option.value);

/** Label of a stored value; an unknown value shows as unknown rather than failing the whole list. */
export function labelOf<T extends string | number>(options: readonly Option<T>[], value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return options.find((option) => option.value === value)?.label ?? '(onbekend)';
}

export function colorOf<T extends string | number>(options: readonly Option<T>[], value: unknown): string | null {
  return options.find((option) => option.value === value)?.color ?? null;
}

export const ASSET_STATUS_TYPES = [
  { value: 1, label: 'Offerte' },
  { value: 2, label: 'Besteld' },
  { value: 3, label: 'Op voorraad' },
  { value: 4, label: 'In gebruik' },
  { value: 5, label: 'Buiten gebruik' },
] as const satisfies readonly Option<number>[];

export const CONTRACT_PERIODS = [
  { value: 'none', label: 'Geen (strippenkaart)' },
  { value: 'month', label: 'Maand' },
  { value: 'quarter', label: 'Kwartaal' },
  { value: 'half_year', label: 'Halfjaar' },
  { value: 'year', label: 'Jaar' },
] as const satisfies readonly Option<string>[];

export const DEAL_STAGE_TYPES = [
  { value: 1, label: 'Open', color: 'info' },
  { value: 2, label: 'Gewonnen', color: 'success' },
  { value: 3, label: 'Verloren', color: 'danger' },
] as const satisfies readonly Option<number>[];

export const DEAL_STATUSES = [
  { value: 1, label: 'Open', color: 'info' },
  { value: 2, label: 'Gewonnen', color: 'success' },
  { value: 3, label: 'Verloren', color: 'danger' },
] as const satisfies readonly Option<number>[];

export const MESSAGE_THREAD_STATUSES = [
  { value: 1, label: 'Nieuw', color: 'primary' },
  { value: 2, label: 'Klant gereageerd', color: 'warning' },
  { value: 3, label: 'Behandelaar gereageerd', color: 'success' },
] as const satisfies readonly Option<number>[];

export const QUOTE_STATUSES = [
  { value: 1, label: 'Concept', color: 'secondary' },
  { value: 2, label: 'Verzonden', color: 'info' },
  { value: 3, label: 'Goedgekeurd', color: 'success' },
  { value: 4, label: 'Afgewezen', color: 'danger' },
] as const satisfies readonly Option<number>[];
export const QUOTE_ACCEPTED = 3;

export const PROJECT_PHASE_STATUSES = [
  { value: 1, label: 'Niet gestart', color: 'secondary' },
  { value: 2, label: 'Gestart', color: 'warning' },
  { value: 3, label: 'Afgerond', color: 'success' },
] as const satisfies readonly Option<number>[];

export const PROJECT_LINE_INVOICE_TYPES = [
  { value: 1, label: 'Artikel' },
  { value: 2, label: 'Uren fixed price' },
  { value: 3, label: 'Uren nacalculatie' },
  { value: 4, label: 'Niet factureren' },
] as const satisfies readonly Option<number>[];
/** Types 1-3 end up on an invoice; 4 is shown but never charged. */
export const INVOICEABLE_TYPES: readonly number[] = [1, 2, 3];
/** The hour types, on which time can be registered. */
export const TIME_TYPES: readonly number[] = [2, 3];

export const INVOICE_MOMENTS = [
  { value: 1, label: 'Akkoord offerte' },
  { value: 2, label: 'Start fase' },
  { value: 3, label: 'Einde fase' },
] as const satisfies readonly Option<number>[];

export const CHANGE_MOMENTS = [...INVOICE_MOMENTS, { value: 4, label: 'Datum' }] as const satisfies readonly Option<number>[];
export const CHANGE_MOMENT_DATE = 4;

export const SUBSCRIPTION_PERIODS = [
  { value: 'month', label: 'Maand', months: 1 },
  { value: 'quarter', label: 'Kwartaal', months: 3 },
  { value: 'half_year', label: 'Halfjaar', months: 6 },
  { value: 'year', label: 'Jaar', months: 12 },
] as const satisfies readonly (Option<string> & { months: number })[];

export const INVOICE_SETTINGS_ON_CHANGE = [
  { value: 'start', label: 'Vanaf start periode' },
  { value: 'start_month', label: 'Vanaf start maand' },
  { value: 'prorate', label: 'Naar rato' },
  { value: 'no', label: 'Niet factureren' },
  { value: 'system', label: 'Systeeminstelling' },
] as const satisfies readonly Option<string>[];

export const CLOUD_STATUSES = [
  { value: 0, label: 'Actief', color: 'success' },
  { value: 1, label: 'Inactief', color: 'secondary' },
  { value: 2, label: 'In behandeling', color: 'warning' },
  { value: 3, label: 'Trial', color: 'info' },
  { value: 4, label: 'Pause', color: 'warning' },
  { value: 5, label: 'Verwijderd', color: 'danger' },
] as const satisfies readonly Option<number>[];

export const CLOUD_PERIOD_TYPES = [
  { value: 0, label: 'Maand' },
  { value: 1, label: 'Jaar' },
  { value: 2, label: 'Eenmalig' },
] as const satisfies readonly Option<number>[];

export const IMPORT_MODELS = [{ value: 'invoice-lines', label: 'Factuurregels' }] as const satisfies readonly Option<string>[];

/** The columns of an import file a user can map, and which of them the import cannot do without. */
export const IMPORT_COLUMNS = ['debtorCode', 'price', 'companyName', 'quantity', 'productCode'] as const;
