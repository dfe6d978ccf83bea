/** Amounts on documents: euros in Dutch notation, VAT per rate computed in whole cents. */

/** Lines carry no VAT rate of their own (nor do products), so documents charge the Dutch standard rate. */
export const DEFAULT_VAT_RATE = 21;

const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
const quantityFormat = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 2 });
const rateFormat = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 2 });

export const formatEuro = (amount: number) => euro.format(amount);
export const formatQuantity = (quantity: number) => quantityFormat.format(quantity);
export const formatRate = (rate: number) => `${rateFormat.format(rate)}%`;

const cents = (amount: number) => Math.round(amount * 100);

/** Quantity times price, rounded to the cent as the invoice will be. */
export const lineTotal = (quantity: number, price: number) => cents(quantity * price) / 100;

export interface VatLine {
  total: number;
  vatRate: number;
}

export interface VatGroup {
  rate: number;
  /** The amount excl. VAT the rate applies to. */
  base: number;
  vat: number;
}

export interface Totals {
  excl: number;
  vat: VatGroup[];
  incl: number;
}

/** Total excl., VAT per rate (lowest rate first; rounded per rate, not per line) and total incl. */
export function totalsOf(lines: VatLine[]): Totals {
  const bases = new Map<number, number>();
  for (const line of lines) bases.set(line.vatRate, (bases.get(line.vatRate) ?? 0) + cents(line.total));
  const vat = [...bases.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, base]) => ({ rate, base: base / 100, vat: Math.round((base * rate) / 100) / 100 }));
  const excl = [...bases.values()].reduce((sum, base) => sum + base, 0);
  const vatCents = vat.reduce((sum, group) => sum + cents(group.vat), 0);
  return { excl: excl / 100, vat, incl: (excl + vatCents) / 100 };
}
