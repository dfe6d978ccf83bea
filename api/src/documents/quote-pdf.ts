import type { Db } from '../db/connection.ts';
import { addressBlock, formatDate, letterhead, lineTable, PAGE, pageFooter, STYLES, totalsBlock } from './layout.ts';
import { totalsOf } from './money.ts';
import { renderPdf } from './pdf.ts';
import { fillPlaceholders } from './placeholders.ts';
import { loadQuoteDocument, type QuoteDocument } from './quote-data.ts';
import { richTextToPdf } from './rich-text.ts';

/** The document definition of a quote: letterhead, customer, intro, phases with lines, totals, footer text. */
export function quoteDefinition(quote: QuoteDocument) {
  const totals = totalsOf(quote.phases.flatMap((phase) => phase.lines));
  return {
    ...PAGE,
    info: { title: `Offerte ${quote.reference}`, subject: quote.name, author: quote.tenant.name, creator: quote.tenant.name },
    styles: STYLES,
    footer: pageFooter(quote.tenant),
    content: [
      letterhead(quote.tenant),
      addressBlock(quote.customer, [
        ['Offerte', quote.reference],
        ['Datum', formatDate(quote.date)],
      ]),
      { text: 'Offerte', style: 'title' },
      { text: quote.name, style: 'subtitle' },
      ...richTextToPdf(fillPlaceholders(quote.introHtml, quote.placeholders)),
      ...quote.phases.flatMap((phase) => [
        { text: phase.name, style: 'phase', headlineLevel: 1 },
        lineTable(phase.lines, `Totaal ${phase.name}`, phase.total),
      ]),
      totalsBlock(totals),
      ...richTextToPdf(fillPlaceholders(quote.footerHtml, quote.placeholders)),
    ],
    // A phase title never stays alone at the bottom of a page.
    pageBreakBefore: (node: { headlineLevel?: number; startPosition: { verticalRatio: number } }) => node.headlineLevel === 1 && node.startPosition.verticalRatio > 0.85,
  };
}

/** The quote as a PDF to send or download; throws when the tenant has no such quote. */
export async function renderQuotePdf(db: Db, tenantId: number, quoteId: number): Promise<Buffer> {
  const quote = await loadQuoteDocument(db, tenantId, quoteId);
  if (!quote) throw new Error(`Quote ${quoteId} of tenant ${tenantId} does not exist`);
  return renderPdf(quoteDefinition(quote));
}
