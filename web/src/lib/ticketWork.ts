import { parsePrice } from './price';

/** What may be done with one used-product line on the ticket screen (spec core §4). */
export interface UsedProductActions {
  edit: boolean;
  remove: boolean;
  invoice: boolean;
  deinvoice: boolean;
}

export interface UsedProductState {
  invoiceId: number | null | undefined;
  /** The line's invoice went to the accounting package. */
  exported: boolean;
}

export interface TicketState {
  archived: boolean;
  closed: boolean;
  /** mod_invoicing is on for the tenant. */
  invoicing: boolean;
  canUpdate: boolean;
  canDelete: boolean;
}

const NONE: UsedProductActions = { edit: false, remove: false, invoice: false, deinvoice: false };

/**
 * Archived ticket: read-only. A line on an exported invoice is final. Invoicing needs the module
 * and a line without invoice; taking it off needs an invoice and a ticket that is not closed.
 */
export function usedProductActions(line: UsedProductState, ticket: TicketState): UsedProductActions {
  if (ticket.archived || line.exported) return NONE;
  const invoiced = line.invoiceId !== null && line.invoiceId !== undefined;
  return {
    edit: ticket.canUpdate,
    remove: ticket.canDelete,
    invoice: ticket.invoicing && ticket.canUpdate && !invoiced,
    deinvoice: ticket.invoicing && ticket.canUpdate && invoiced && !ticket.closed,
  };
}

export interface UsedProductDraft {
  executedAt: string;
  productCode: string;
  description: string;
  quantity: string;
  price: string;
}

export interface UsedProductValues {
  executedAt: string;
  productCode: string | null;
  description: string;
  quantity: number;
  price: number;
}

export const USED_PRODUCT_MESSAGES = {
  date: 'Datum is verplicht.',
  description: 'Omschrijving is verplicht.',
  quantity: 'Aantal is verplicht.',
  quantityNumber: 'Aantal moet een getal zijn.',
  price: 'Prijs moet een getal zijn.',
} as const;

/** Date, description and quantity are required; the price is optional (0) and follows the price input rules (spec core §5). */
export function checkUsedProduct(draft: UsedProductDraft): { values: UsedProductValues | null; errors: Partial<Record<keyof UsedProductDraft, string>> } {
  const errors: Partial<Record<keyof UsedProductDraft, string>> = {};
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.executedAt)) errors.executedAt = USED_PRODUCT_MESSAGES.date;
  if (draft.description.trim() === '') errors.description = USED_PRODUCT_MESSAGES.description;
  const quantity = draft.quantity.trim() === '' ? null : parsePrice(draft.quantity);
  if (draft.quantity.trim() === '') errors.quantity = USED_PRODUCT_MESSAGES.quantity;
  else if (quantity === null) errors.quantity = USED_PRODUCT_MESSAGES.quantityNumber;
  const price = draft.price.trim() === '' ? 0 : parsePrice(draft.price);
  if (price === null) errors.price = USED_PRODUCT_MESSAGES.price;
  if (Object.keys(errors).length > 0) return { values: null, errors };
  return {
    values: { executedAt: draft.executedAt, productCode: draft.productCode.trim() || null, description: draft.description.trim(), quantity: quantity!, price: price! },
    errors,
  };
}

/** Done out of total, and the share done in whole percents, for the checklist's progress bar. */
export function taskProgress(tasks: readonly { completed?: boolean | null }[]): { done: number; total: number; percent: number } {
  const total = tasks.length;
  const done = tasks.filter((task) => task.completed === true).length;
  return { done, total, percent: total === 0 ? 0 : Math.round((done / total) * 100) };
}

/** An estimate as typed ("1:30", "01:30") in the stored form hh:mm, or null when it is not a time. */
export function normalizeEstimate(text: string): string | null {
  const match = /^(\d{1,2}):([0-5]\d)$/.exec(text.trim());
  return match ? `${match[1].padStart(2, '0')}:${match[2]}` : null;
}

/** Moves the item at `from` one place up (-1) or down (+1); the ids in their new order. */
export function moveBy<T>(items: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  if (from < 0 || from >= items.length || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}
