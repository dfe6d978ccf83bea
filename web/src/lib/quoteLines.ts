import { parsePrice } from './price';

/** Invoice types that end up on an invoice (1 Artikel, 2 and 3 hours); 4 'Niet factureren' has no moment. */
export const INVOICEABLE_TYPES: readonly number[] = [1, 2, 3];

export const LINE_DESCRIPTION_MAX = 255;

export function isInvoiceable(invoiceType: number | null | undefined): boolean {
  return invoiceType !== null && invoiceType !== undefined && INVOICEABLE_TYPES.includes(invoiceType);
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** Quantity times price, to the cent. */
export function lineTotal(quantity: number | null | undefined, price: number | null | undefined): number {
  return cents((quantity ?? 0) * (price ?? 0));
}

/** The sum of lines' or phases' totals excl. VAT, to the cent. */
export function sumTotals(items: readonly { readonly totalExcl?: number | null }[]): number {
  return cents(items.reduce((sum, item) => sum + (item.totalExcl ?? 0), 0));
}

/** A project or quote line as typed in its form. */
export interface ProjectLineDraft {
  productCode: string;
  description: string;
  invoiceType: string;
  invoiceMoment: string;
  quantity: string;
  price: string;
}

export interface ProjectLineValues {
  productCode: string;
  description: string;
  invoiceType: number;
  invoiceMoment: number | null;
  quantity: number;
  price: number;
}

export const PROJECT_LINE_MESSAGES = {
  productCode: 'Kies een artikel of vul een artikelcode in.',
  description: 'Omschrijving is verplicht.',
  descriptionLength: `Omschrijving mag maximaal ${LINE_DESCRIPTION_MAX} tekens zijn.`,
  invoiceType: 'Kies een type.',
  quantity: 'Aantal moet een getal zijn.',
  price: 'Prijs moet een getal zijn.',
} as const;

/** A new line: quantity 1, price 0, moment 1 'Akkoord offerte' (spec back-office §5). */
export function newLineDraft(): ProjectLineDraft {
  return { productCode: '', description: '', invoiceType: '', invoiceMoment: '1', quantity: '1', price: '0.00' };
}

/**
 * Type, product and description (1-255 characters) are required, quantity and price are numbers;
 * a line that is not invoiced has no invoice moment (spec back-office §5).
 */
export function checkProjectLine(draft: ProjectLineDraft): { values: ProjectLineValues | null; errors: Partial<Record<keyof ProjectLineDraft, string>> } {
  const errors: Partial<Record<keyof ProjectLineDraft, string>> = {};
  const description = draft.description.trim();
  if (draft.productCode.trim() === '') errors.productCode = PROJECT_LINE_MESSAGES.productCode;
  if (description === '') errors.description = PROJECT_LINE_MESSAGES.description;
  else if (description.length > LINE_DESCRIPTION_MAX) errors.description = PROJECT_LINE_MESSAGES.descriptionLength;
  const invoiceType = /^[1-4]$/.test(draft.invoiceType) ? Number(draft.invoiceType) : null;
  if (invoiceType === null) errors.invoiceType = PROJECT_LINE_MESSAGES.invoiceType;
  const quantity = parsePrice(draft.quantity);
  if (quantity === null) errors.quantity = PROJECT_LINE_MESSAGES.quantity;
  const price = parsePrice(draft.price);
  if (price === null) errors.price = PROJECT_LINE_MESSAGES.price;
  if (Object.keys(errors).length > 0) return { values: null, errors };
  const moment = !isInvoiceable(invoiceType) ? null : /^[1-3]$/.test(draft.invoiceMoment) ? Number(draft.invoiceMoment) : 1;
  return { values: { productCode: draft.productCode.trim(), description, invoiceType: invoiceType!, invoiceMoment: moment, quantity: quantity!, price: price! }, errors };
}

/** Quote status values the form offers: 'Goedgekeurd' (3) only when the quote already is (accepting makes the project). */
export function quoteStatusChoices(statusIds: readonly string[], current: number | null | undefined): string[] {
  return statusIds.filter((id) => id !== '3' || current === 3);
}
