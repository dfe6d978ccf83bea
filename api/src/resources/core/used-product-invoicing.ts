import type { Row } from '../declaration.ts';
import { asDate, LINE_INVOICING_TEXTS, type LineInvoicing } from './line-invoicing.ts';

export const USED_PRODUCT_TEXTS = {
  ...LINE_INVOICING_TEXTS,
  archived: 'Ticket is gearchiveerd, open een nieuw ticket als je artikelen wilt aanpassen.',
  alreadyInvoiced: 'Dit artikel staat al op een factuur.',
  notInvoiced: 'Dit artikel staat niet op een factuur.',
  noCompany: 'Het ticket heeft geen bedrijf; koppel eerst een bedrijf om artikelen te factureren.',
  closed: 'Het ticket is gesloten; gefactureerde artikelen kunnen niet meer van de factuur gehaald worden.',
  exported: 'Dit artikel staat op een geëxporteerde factuur en kan niet meer gewijzigd worden.',
} as const;

/** A used product becomes the same article on the invoice; edits follow it there. */
export const usedProductInvoicing: LineInvoicing = {
  texts: USED_PRODUCT_TEXTS,
  invoiceLine: (line: Row) => ({
    date: asDate(line.executed_at),
    product_code: (line.product_code as string | null) ?? null,
    description: line.description,
    quantity: Number(line.quantity),
    price: Number(line.price),
  }),
  followEdits: true,
};
