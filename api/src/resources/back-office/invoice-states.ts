/** Which invoice action each state allows (spec back-office §4 Invoice): concept or exported. */

export const INVOICE_STATE_TEXTS = {
  alreadyExported: 'Deze factuur is al geëxporteerd. Kies opnieuw exporteren om haar nogmaals naar het facturatiepakket te sturen.',
  notExportedYet: 'Deze factuur is nog niet geëxporteerd en kan dus niet opnieuw geëxporteerd worden.',
  notExported: 'Deze factuur is niet geëxporteerd en staat al in concept.',
} as const;

export interface InvoiceState {
  exportedAt: unknown;
}

const isExported = (invoice: InvoiceState) => invoice.exportedAt !== null && invoice.exportedAt !== undefined;

/** A concept is exported; an exported invoice only again when the caller asks for a re-export. */
export function exportRefusal(invoice: InvoiceState, reExport: boolean): string | null {
  if (isExported(invoice)) return reExport ? null : INVOICE_STATE_TEXTS.alreadyExported;
  return reExport ? INVOICE_STATE_TEXTS.notExportedYet : null;
}

/** Only an exported invoice goes back to concept. */
export function restoreRefusal(invoice: InvoiceState): string | null {
  return isExported(invoice) ? null : INVOICE_STATE_TEXTS.notExported;
}
