/** A price input takes at most 15 characters (spec core §5). */
export const PRICE_MAX_LENGTH = 15;

/**
 * What a price input keeps of typed or pasted text: digits, comma, dot and minus, the comma
 * becoming a dot, at most 15 characters.
 */
export function normalizePriceInput(text: string): string {
  return text
    .replace(/[^0-9,.-]/g, '')
    .replace(/,/g, '.')
    .slice(0, PRICE_MAX_LENGTH);
}

/** The number a price input holds, or null when it holds none. */
export function parsePrice(text: string): number | null {
  const normalized = normalizePriceInput(text);
  if (!/^-?(\d+(\.\d*)?|\.\d+)$/.test(normalized)) return null;
  const value = Number(normalized);
  return Number.isFinite(value) ? value : null;
}

const currency = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** EUR, nl-NL, two decimals (spec core §9): € 1.234,50. */
export function formatCurrency(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? currency.format(number) : '';
}

/** A new price shows two decimals (spec back-office §5): 12.5 → "12.50". */
export function priceWithTwoDecimals(value: number | null): string {
  return value === null ? '' : value.toFixed(2);
}
