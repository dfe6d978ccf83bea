import { isValid, lightFormat, parseISO } from 'date-fns';

/** Dates show as DD-MM-YYYY and travel as YYYY-MM-DD (spec core §7, §9). */
export const DISPLAY_DATE = 'dd-MM-yyyy';
export const WIRE_DATE = 'yyyy-MM-dd';

/** '2026-11-22' (or a timestamp) → '22-11-2026'; empty for nothing or garbage. */
export function toDisplayDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = parseISO(value.length > 10 ? value : value.slice(0, 10));
  return isValid(date) ? lightFormat(date, DISPLAY_DATE) : '';
}

/**
 * '22-11-2026' → '2026-11-22'. Also takes one-digit days and months and slashes or dots
 * ('2/3/2026'). Returns null for text that is not a real date, '' for an empty field.
 */
export function toWireDate(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return '';
  const match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(trimmed);
  if (!match) return null;
  const [day, month, year] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(year, month - 1, day);
  // A day past the month's end (31-02) rolls over into the next month: not a real date.
  const real = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real ? lightFormat(date, WIRE_DATE) : null;
}

/** DD-MM-YYYY for a date value (no time). */
export function formatDate(value: string | null | undefined): string {
  return toDisplayDate(value);
}
