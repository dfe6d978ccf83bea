import { nlForm } from '../i18n/nl/form';
import { nlOpeningHours } from '../i18n/nl/openingHours';
import { toDisplayDate, toWireDate } from './dateInput';
import { interpolate } from './interpolate';
import { formatMinutes, minutesFromHours } from './minutes';
import { draftFromHours, draftFromText, hoursFromDraft, isValidWeek } from './openingHours';
import { normalizePriceInput, parsePrice, priceWithTwoDecimals } from './price';

/** `hours`: stored as minutes, shown and typed as hours (HH:MM, or decimal hours when typed). */
export type FormFieldKind = 'text' | 'textarea' | 'number' | 'price' | 'email' | 'password' | 'date' | 'relation' | 'select' | 'boolean' | 'weekHours' | 'hours';

/** A chosen related record: its databaseId and label. */
export interface RelationValue {
  id: number;
  label: string;
}

export type FormValue = string | boolean | RelationValue | readonly RelationValue[] | null;
export type FormValues = Record<string, FormValue>;

export interface SelectOption {
  value: string;
  label: string;
}

/** The pure part of a form field; screens add how a relation is searched. */
export interface FormFieldSpec {
  /** The input field of the create/update mutation (camelCase). */
  name: string;
  label: string;
  kind: FormFieldKind;
  required?: boolean;
  /** The text of an empty required field when the spec words it (an SLA's 'Bedrijven zijn verplicht!'). */
  requiredMessage?: string;
  maxLength?: number;
  /** relation: the record's object field holding the current value (company for companyId). */
  relation?: string;
  /** relation with many values, sent as relationships.{name}: [ids]. */
  multiple?: boolean;
  /** select: values travel as numbers when `numeric` (the options live with the screen). */
  numeric?: boolean;
  /** The route query key that prefills this field (company_id); defaults to the field name in snake_case. */
  query?: string;
  /** Value on a new record. */
  defaultValue?: FormValue;
  /** Only set when creating: the edit form shows it read-only. */
  createOnly?: boolean;
  /** Upper-case typed text (operator acronym). */
  uppercase?: boolean;
  /** A custom field of the tenant (its name): read from customValues, sent as relationships.custom_values. */
  custom?: string;
  /** Shown, checked and sent only while another field of the form has this value (IMAP settings for an IMAP mailbox). */
  visibleWhen?: { field: string; equals: string };
  /** password: the record's boolean field that tells a value is stored; the value itself is never read back. */
  storedFlag?: string;
  /** select: the value travels as `relationships.{name}: [id]` (one chosen role of a belongs-to-many). */
  relationship?: boolean;
  /** Reads the value from the record instead of the field of the same name. */
  read?: (record: Readonly<Record<string, unknown>>) => FormValue;
}

/** Whether a field takes part in the form with these values. */
export function isFieldVisible(field: FormFieldSpec, values: FormValues): boolean {
  return !field.visibleWhen || values[field.visibleWhen.field] === field.visibleWhen.equals;
}

/** How a record's custom values arrive from the detail query. */
interface CustomValueData {
  readonly name: string;
  readonly value?: string | null;
}

function customRaw(field: FormFieldSpec, record: Readonly<Record<string, unknown>>): unknown {
  const values = record.customValues as readonly CustomValueData[] | undefined;
  return values?.find((entry) => entry.name === field.custom)?.value ?? null;
}

export function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

function emptyValue(field: FormFieldSpec): FormValue {
  if (field.kind === 'boolean') return false;
  if (field.kind === 'relation') return field.multiple ? [] : null;
  // A week of opening hours travels through the form as JSON text: every day closed.
  if (field.kind === 'weekHours') return JSON.stringify(draftFromHours({}));
  return '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return Boolean(value) && typeof value === 'object' && !Array.isArray(value);
}

function relationOf(value: unknown): RelationValue | null {
  if (!isRecord(value)) return null;
  const id = Number(value.databaseId ?? value.id);
  if (!Number.isFinite(id)) return null;
  const label = typeof value.label === 'string' && value.label ? value.label : String(value.name ?? value.fullName ?? id);
  return { id, label };
}

/** Form values for an existing record as the detail query returned it. */
export function valuesFromRecord(fields: readonly FormFieldSpec[], record: Readonly<Record<string, unknown>>): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    if (field.read) {
      values[field.name] = field.read(record);
      continue;
    }
    const raw = field.custom ? customRaw(field, record) : record[field.relation ?? field.name];
    values[field.name] = valueFromRaw(field, raw);
  }
  return values;
}

function valueFromRaw(field: FormFieldSpec, raw: unknown): FormValue {
  if (raw === null || raw === undefined) return emptyValue(field);
  switch (field.kind) {
    case 'boolean':
      return raw === true || raw === 1 || raw === '1' || raw === 'true';
    case 'relation':
      if (field.multiple) {
        const list = Array.isArray(raw) ? raw : isRecord(raw) && Array.isArray(raw.edges) ? raw.edges.map((e: unknown) => (isRecord(e) ? e.node : null)) : [];
        return list.map(relationOf).filter((v): v is RelationValue => v !== null);
      }
      return relationOf(raw);
    case 'date':
      return toDisplayDate(String(raw));
    case 'price':
      return typeof raw === 'number' ? priceWithTwoDecimals(raw) : normalizePriceInput(String(raw));
    case 'weekHours':
      return JSON.stringify(typeof raw === 'string' ? draftFromText(raw) : draftFromHours(raw));
    case 'hours':
      return formatMinutes(Number(raw));
    default:
      return String(raw);
  }
}

/** A prefill from the address bar: ids for relations (the label follows once loaded), text for the rest. */
function valueFromQuery(field: FormFieldSpec, text: string): FormValue | undefined {
  switch (field.kind) {
    case 'boolean':
      return text === '1' || text === 'true';
    case 'relation': {
      const ids = text
        .split(',')
        .map((s) => Number(s.trim()))
        .filter((n) => Number.isInteger(n) && n > 0);
      if (ids.length === 0) return undefined;
      const values = ids.map((id) => ({ id, label: `#${id}` }));
      return field.multiple ? values : (values[0] ?? null);
    }
    case 'date': {
      const wire = /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : toWireDate(text);
      return wire ? toDisplayDate(wire) : undefined;
    }
    case 'price':
      return normalizePriceInput(text);
    default:
      return text;
  }
}

/**
 * Create routes take the company as company_id or as companies, whichever the form holds
 * (spec back-office §2): a single company takes the first of a list, a multi-select a single id.
 */
const QUERY_ALIASES: Readonly<Record<string, readonly string[]>> = { companyId: ['companies'], companies: ['company_id'] };

/** The query keys that prefill a field, most specific first. */
function queryKeys(field: FormFieldSpec): string[] {
  return [...new Set([field.query ?? snakeCase(field.name), field.name, ...(field.kind === 'relation' ? (QUERY_ALIASES[field.name] ?? []) : [])])];
}

/**
 * Values for a new record: empty, then the field defaults, then the route query (spec core §2:
 * prefilled from defaults and route query).
 */
export function initialValues(fields: readonly FormFieldSpec[], query: URLSearchParams, defaults: Readonly<Record<string, FormValue>> = {}): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    let value: FormValue = field.defaultValue !== undefined ? field.defaultValue : emptyValue(field);
    if (defaults[field.name] !== undefined) value = defaults[field.name] as FormValue;
    const fromQuery = queryKeys(field)
      .map((key) => query.get(key))
      .find((text) => text !== null && text.trim() !== '');
    if (fromQuery !== undefined && fromQuery !== null) {
      const parsed = valueFromQuery(field, fromQuery);
      if (parsed !== undefined) value = parsed;
    }
    values[field.name] = value;
  }
  return values;
}

/** The value the mutation input takes for one field; undefined when the field is not sent. */
export function inputValue(field: FormFieldSpec, value: FormValue): unknown {
  switch (field.kind) {
    case 'boolean':
      return value === true;
    case 'relation':
      if (field.multiple) return Array.isArray(value) ? value.map((v: RelationValue) => v.id) : [];
      return value && !Array.isArray(value) && typeof value === 'object' ? (value as RelationValue).id : null;
    case 'number': {
      const text = typeof value === 'string' ? value.trim().replace(',', '.') : '';
      if (!text) return null;
      const n = Number(text);
      return Number.isFinite(n) ? n : null;
    }
    case 'price':
      return typeof value === 'string' ? parsePrice(value) : null;
    case 'hours':
      return typeof value === 'string' ? minutesFromHours(value) : null;
    case 'date':
      return typeof value === 'string' ? toWireDate(value) || null : null;
    case 'weekHours':
      return hoursFromDraft(draftFromText(typeof value === 'string' ? value : ''));
    case 'select': {
      const text = typeof value === 'string' ? value : '';
      if (!text) return null;
      return field.numeric ? Number(text) : text;
    }
    default: {
      const text = typeof value === 'string' ? value.trim() : '';
      return text === '' ? null : text;
    }
  }
}

function sameInput(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => v === b[i]);
  if (a && b && typeof a === 'object' && typeof b === 'object') return JSON.stringify(a) === JSON.stringify(b);
  return a === b;
}

export interface MutationInput {
  fields: Record<string, unknown>;
  /** Many-valued relations, sent as `relationships: { name: [ids] }`, and custom values as `custom_values`. */
  relationships: Record<string, unknown[]>;
}

/**
 * The input for a create (everything filled in) or an update (only what changed from
 * `original`, spec core §3: only changed fields are sent).
 */
export function mutationInput(fields: readonly FormFieldSpec[], values: FormValues, original?: FormValues): MutationInput {
  const input: MutationInput = { fields: {}, relationships: {} };
  for (const field of fields) {
    if (original && field.createOnly) continue;
    if (!isFieldVisible(field, values)) continue;
    const value = inputValue(field, values[field.name] ?? emptyValue(field));
    if (original) {
      const before = inputValue(field, original[field.name] ?? emptyValue(field));
      if (sameInput(before, value)) continue;
    } else if (value === null || (Array.isArray(value) && value.length === 0)) {
      continue;
    }
    if (field.custom) (input.relationships.custom_values ??= []).push({ custom_field: field.custom, value });
    else if (field.kind === 'relation' && field.multiple) input.relationships[field.name] = value as unknown[];
    else if (field.relationship) input.relationships[field.name] = value === null ? [] : [value];
    else input.fields[field.name] = value;
  }
  return input;
}

export function hasChanges(input: MutationInput): boolean {
  return Object.keys(input.fields).length > 0 || Object.keys(input.relationships).length > 0;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Quick checks before sending; the server checks again and has the last word. */
export function validateValues(fields: readonly FormFieldSpec[], values: FormValues, creating: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  const t = nlForm.validation;
  for (const field of fields) {
    if (!creating && field.createOnly) continue;
    if (!isFieldVisible(field, values)) continue;
    const value = values[field.name];
    const text = typeof value === 'string' ? value.trim() : '';
    const empty =
      value === null ||
      value === undefined ||
      (typeof value === 'string' && text === '') ||
      (Array.isArray(value) && value.length === 0);
    if (field.required && empty && field.kind !== 'boolean') {
      errors[field.name] = field.requiredMessage ?? interpolate(t.required, { label: field.label });
      continue;
    }
    if (empty || typeof value !== 'string') continue;
    if (field.kind === 'weekHours') {
      if (!isValidWeek(draftFromText(value))) errors[field.name] = nlOpeningHours.invalid;
      continue;
    }
    if (field.maxLength && text.length > field.maxLength) {
      errors[field.name] = interpolate(t.maxLength, { label: field.label, max: field.maxLength });
    } else if (field.kind === 'email' && !EMAIL.test(text)) {
      errors[field.name] = interpolate(t.email, { label: field.label });
    } else if (field.kind === 'date' && toWireDate(text) === null) {
      errors[field.name] = interpolate(t.date, { label: field.label });
    } else if (field.kind === 'price' && parsePrice(text) === null) {
      errors[field.name] = interpolate(t.price, { label: field.label });
    } else if (field.kind === 'hours' && minutesFromHours(text) === null) {
      errors[field.name] = interpolate(t.hours, { label: field.label });
    } else if (field.kind === 'number' && !Number.isFinite(Number(text.replace(',', '.')))) {
      errors[field.name] = interpolate(t.number, { label: field.label });
    }
  }
  return errors;
}

/** 'Nog n letter(s)...' until a search select has its 2 characters (spec core §5). */
export const SEARCH_MIN_CHARS = 2;

export function searchHint(typed: string, template: string = nlForm.searchMore): string | null {
  const missing = SEARCH_MIN_CHARS - typed.trim().length;
  return missing > 0 ? interpolate(template, { n: missing }) : null;
}
