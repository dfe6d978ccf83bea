/** Invoice numbers: one unbroken sequence per tenant, plain digits, issued at an invoice's first export. */

export const FIRST_INVOICE_NUMBER_CONFIG = 'invoicing.first_invoice_number';

export const INVOICE_NUMBER_TEXTS = {
  firstNumber: 'Het eerste factuurnummer moet een geheel getal van minstens 1 zijn (hoogstens 15 cijfers).',
} as const;

/** The setting's number, or null when it is not a whole number of at least 1. */
export function parseFirstInvoiceNumber(setting: string | null | undefined): number | null {
  const text = (setting ?? '').trim();
  if (!/^\d{1,15}$/.test(text)) return null;
  const number = Number(text);
  return number >= 1 ? number : null;
}

/**
 * The number the next exported invoice gets: the setting's first number while none was issued,
 * else the one after the last, so no number is skipped or issued twice (a changed setting only
 * moves a sequence that has not started).
 */
export function nextInvoiceNumber(lastIssued: number | null, firstSetting: string | null | undefined): number {
  if (lastIssued !== null) return lastIssued + 1;
  return parseFirstInvoiceNumber(firstSetting) ?? 1;
}

/** How the number is stored and shown: plain digits, as accounting packages take it. */
export const formatInvoiceNumber = (number: number): string => String(number);

/** The sequence position of a stored number (plain digits), or null for codes of another form. */
export function invoiceNumberOf(code: string | null | undefined): number | null {
  return typeof code === 'string' && /^\d{1,15}$/.test(code) ? Number(code) : null;
}
