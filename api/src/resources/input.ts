import { parseTimestamp } from '../query/parse.ts';
import type { FieldErrors, FieldInput, FieldType, ResourceDeclaration, Row } from './declaration.ts';

/** The Dutch texts of the per-field rules (documented on FieldInput). */
export const inputTexts = {
  required: (label: string) => `${label} is verplicht.`,
  maxText: (label: string, max: number) => `${label} mag maximaal ${max} tekens bevatten.`,
  maxNumber: (label: string, max: number) => `${label} mag maximaal ${max} zijn.`,
  minText: (label: string, min: number) => `${label} moet minimaal ${min} tekens bevatten.`,
  minNumber: (label: string, min: number) => `${label} moet minimaal ${min} zijn.`,
  email: (label: string) => `${label} is geen geldig e-mailadres.`,
  in: (label: string) => `${label} heeft een ongeldige waarde.`,
  exists: (label: string) => `${label} bestaat niet.`,
  integer: (label: string) => `${label} moet een geheel getal zijn.`,
  number: (label: string) => `${label} moet een getal zijn.`,
  boolean: (label: string) => `${label} moet ja of nee zijn.`,
  date: (label: string) => `${label} is geen geldige datum.`,
  timestamp: (label: string) => `${label} is geen geldig tijdstip.`,
  text: (label: string) => `${label} moet tekst zijn.`,
  createOnly: (label: string) => `${label} kan na het aanmaken niet meer gewijzigd worden.`,
  unknown: (name: string) => `Onbekend veld: ${name}.`,
  readOnly: (name: string) => `Het veld ${name} kan niet gewijzigd worden.`,
  body: 'Het verzoek moet één object met velden zijn.',
} as const;

const EMAIL = /^[^\s@,;<>]+@[^\s@,;<>]+\.[^\s@,;<>]+$/;
const INT_LIMIT = 2147483647;
/** Longest text a string field takes; long bodies are `text` fields. */
const MAX_STRING = 1000;
const MAX_TEXT = 1_000_000;

export const isEmail = (value: string) => EMAIL.test(value) && value.length <= 254;

export interface WriteSpec {
  type: FieldType;
  input: FieldInput;
}

/** The writable fields of a declaration and its write-only inputs. */
export function writableFields(declaration: ResourceDeclaration): Map<string, WriteSpec> {
  const specs = new Map<string, WriteSpec>();
  for (const [name, field] of Object.entries(declaration.fields)) {
    if (field.input && !field.expression) specs.set(name, { type: field.type, input: field.input });
  }
  for (const [name, spec] of Object.entries(declaration.writeOnly ?? {})) specs.set(name, spec);
  return specs;
}

type Coerced = { value: unknown } | { error: string };

/** The client's value in the column's type; '' means no value. */
export function coerceInput(type: FieldType, label: string, raw: unknown): Coerced {
  if (raw === null || raw === undefined || raw === '') return { value: null };
  switch (type) {
    case 'integer': {
      const number = typeof raw === 'string' && /^\s*-?\d{1,10}\s*$/.test(raw) ? Number(raw) : raw;
      return typeof number === 'number' && Number.isInteger(number) && Math.abs(number) <= INT_LIMIT
        ? { value: number }
        : { error: inputTexts.integer(label) };
    }
    case 'decimal': {
      // Dutch input writes a decimal comma.
      const number = typeof raw === 'string' && /^\s*-?\d{1,13}([.,]\d{1,6})?\s*$/.test(raw) ? Number(raw.replace(',', '.')) : raw;
      return typeof number === 'number' && Number.isFinite(number) && Math.abs(number) < 1e13
        ? { value: number }
        : { error: inputTexts.number(label) };
    }
    case 'boolean':
      if (raw === true || raw === 1 || raw === '1' || raw === 'true') return { value: true };
      if (raw === false || raw === 0 || raw === '0' || raw === 'false') return { value: false };
      return { error: inputTexts.boolean(label) };
    case 'date': {
      const text = typeof raw === 'string' ? raw.trim() : '';
      return /^\d{4}-\d{2}-\d{2}( |T|$)/.test(text) && parseTimestamp(text.slice(0, 10))
        ? { value: text.slice(0, 10) }
        : { error: inputTexts.date(label) };
    }
    case 'timestamp': {
      const value = typeof raw === 'string' ? parseTimestamp(raw.trim()) : null;
      return value ? { value } : { error: inputTexts.timestamp(label) };
    }
    case 'json':
      return { value: raw };
    case 'string':
    case 'text': {
      const text = typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : raw;
      if (typeof text !== 'string' || text.includes('\0')) return { error: inputTexts.text(label) };
      const value = type === 'string' ? text.trim() : text;
      if (value.length > (type === 'string' ? MAX_STRING : MAX_TEXT)) {
        return { error: inputTexts.maxText(label, type === 'string' ? MAX_STRING : MAX_TEXT) };
      }
      return { value: value === '' ? null : value };
    }
  }
}

/** The per-field rules after coercion; null when the value passes. */
export function checkRules(spec: WriteSpec, value: unknown): string | null {
  const { input, type } = spec;
  if (value === null) return input.required ? inputTexts.required(input.label) : null;
  const numeric = type === 'integer' || type === 'decimal';
  if (typeof value === 'string' && !numeric) {
    if (input.max !== undefined && value.length > input.max) return inputTexts.maxText(input.label, input.max);
    if (input.min !== undefined && value.length < input.min) return inputTexts.minText(input.label, input.min);
    if (input.email && !isEmail(value)) return inputTexts.email(input.label);
  }
  if (typeof value === 'number') {
    if (input.max !== undefined && value > input.max) return inputTexts.maxNumber(input.label, input.max);
    if (input.min !== undefined && value < input.min) return inputTexts.minNumber(input.label, input.min);
  }
  if (input.in && !input.in.includes(value as string | number)) return inputTexts.in(input.label);
  return null;
}

export interface ParsedInput {
  /** Coerced values of the fields sent (and, on create, the defaults of those not sent). */
  values: Row;
  /** archived_at sent on update: null restores, anything else archives. */
  archive?: 'archive' | 'restore';
  /** relationships, unparsed; checked against the declaration's relations by the writer. */
  relationships?: Record<string, unknown>;
  errors: FieldErrors;
}

const add = (errors: FieldErrors, field: string, message: string) => {
  (errors[field] ??= []).push(message);
};

/**
 * Reads a POST or PUT body against the declaration: only writable fields, each coerced and checked;
 * on update only the fields sent. Checks needing the database (exists, validate) come later.
 */
export function parseInput(declaration: ResourceDeclaration, body: unknown, mode: 'create' | 'update'): ParsedInput {
  const errors: FieldErrors = {};
  const values: Row = {};
  const parsed: ParsedInput = { values, errors };
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    add(errors, 'body', inputTexts.body);
    return parsed;
  }
  const specs = writableFields(declaration);
  for (const [name, raw] of Object.entries(body as Record<string, unknown>)) {
    if (name === 'relationships') {
      if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) add(errors, 'relationships', inputTexts.body);
      else parsed.relationships = raw as Record<string, unknown>;
      continue;
    }
    if (name === 'archived_at' && declaration.archivable && mode === 'update') {
      parsed.archive = raw === null || raw === '' ? 'restore' : 'archive';
      continue;
    }
    const spec = specs.get(name);
    if (!spec) {
      add(errors, name, Object.hasOwn(declaration.fields, name) ? inputTexts.readOnly(name) : inputTexts.unknown(name));
      continue;
    }
    if (mode === 'update' && spec.input.createOnly) {
      add(errors, name, inputTexts.createOnly(spec.input.label));
      continue;
    }
    const coerced = coerceInput(spec.type, spec.input.label, raw);
    if ('error' in coerced) {
      add(errors, name, coerced.error);
      continue;
    }
    let value = coerced.value;
    if (spec.input.uppercase && typeof value === 'string') value = value.toUpperCase();
    const problem = checkRules(spec, value);
    if (problem) add(errors, name, problem);
    else values[name] = value;
  }
  if (mode === 'create') {
    for (const [name, spec] of specs) {
      if (Object.hasOwn(values, name) || errors[name]) continue;
      if (spec.input.default !== undefined) values[name] = spec.input.default;
      else if (spec.input.required) add(errors, name, inputTexts.required(spec.input.label));
    }
  }
  return parsed;
}

/** Merges rule errors from several checks, keeping the field order they were found in. */
export function mergeErrors(...sets: FieldErrors[]): FieldErrors {
  const merged: FieldErrors = {};
  for (const set of sets) for (const [field, messages] of Object.entries(set)) for (const message of messages) add(merged, field, message);
  return merged;
}
