import { format, isValid, parseISO } from 'date-fns';

/** One changed field of an activity-log entry, ready to show as "field: old → new". */
export interface ChangeLine {
  field: string;
  /** Absent for values that have no before (created, or a relation added). */
  old?: string;
  value: string;
}

export interface ChangeTexts {
  empty: string;
  yes: string;
  no: string;
}

const MAX_VALUE = 120;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** A logged wire value as a Dutch reader expects it: dates DD-MM-YYYY (HH:mm:ss), Ja/Nee, lists with commas. */
export function formatChangeValue(value: unknown, texts: ChangeTexts): string {
  if (value === null || value === undefined || value === '') return texts.empty;
  if (typeof value === 'boolean') return value ? texts.yes : texts.no;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? texts.empty : cut(value.map((item) => formatChangeValue(item, texts)).join(', '));
  if (typeof value === 'object') {
    const named = record(value);
    const label = named._label ?? named.name ?? named.label;
    return typeof label === 'string' ? cut(label) : cut(JSON.stringify(value));
  }
  const text = String(value);
  if (DATE.test(text)) {
    const date = parseISO(text);
    if (isValid(date)) return format(date, 'dd-MM-yyyy');
  }
  if (TIMESTAMP.test(text)) {
    const date = parseISO(text);
    if (isValid(date)) return format(date, 'dd-MM-yyyy HH:mm:ss');
  }
  // Rich text (descriptions, messages) reads as plain text here.
  return cut(text.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim() || texts.empty);
}

function cut(text: string): string {
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

/**
 * The changes an activity-log entry records (`properties` holds `attributes`, the new values, and
 * `old`, the values before), one line per field, in the order the entry names them.
 */
export function changeLines(properties: unknown, labelOf: (field: string) => string, texts: ChangeTexts): ChangeLine[] {
  const props = record(properties);
  const attributes = record(props.attributes);
  const old = record(props.old);
  const names = [...new Set([...Object.keys(attributes), ...Object.keys(old)])];
  return names.map((name) => {
    const line: ChangeLine = { field: labelOf(name), value: formatChangeValue(attributes[name], texts) };
    if (Object.hasOwn(old, name)) line.old = formatChangeValue(old[name], texts);
    return line;
  });
}

function camel(name: string): string {
  return name.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * A field's label from a table of labels by GraphQL name: company_id is 'Bedrijf' through
 * companyId or company; unknown fields read as their name with spaces.
 */
export function fieldLabel(name: string, labels: Readonly<Record<string, string>>): string {
  for (const candidate of [camel(name), camel(name.replace(/_id$/, ''))]) {
    const label = labels[candidate];
    if (label) return label;
  }
  const spaced = name.replace(/[_.]+/g, ' ').trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
