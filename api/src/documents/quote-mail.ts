import { escapeHtml } from '../messages/mail-text.ts';

/** Where the prefilled text puts the customer's link; sending fills it in. */
export const QUOTE_LINK = '{{quote_link}}';

export interface QuoteMessageSource {
  reference: string;
  name: string;
  clientFirstName: string | null;
  operatorName: string | null;
  companyName: string;
}

/** The Dutch e-mail text an operator starts from when sending a quote (GET quotes/{id}/message). */
export function quoteMessage(source: QuoteMessageSource): string {
  const greeting = source.clientFirstName?.trim() ? `Beste ${escapeHtml(source.clientFirstName.trim())},` : 'Geachte heer, mevrouw,';
  const signature = [source.operatorName?.trim(), source.companyName.trim()].filter(Boolean).map((line) => escapeHtml(line!)).join('<br>');
  return [
    `<p>${greeting}</p>`,
    `<p>Hierbij ontvangt u onze offerte ‘${escapeHtml(source.name)}’ met kenmerk ${escapeHtml(source.reference)}. De offerte vindt u als PDF in de bijlage.</p>`,
    `<p>Via deze link bekijkt u de offerte online en kunt u haar direct accepteren of afwijzen: ${QUOTE_LINK}</p>`,
    '<p>Heeft u nog vragen? Neem gerust contact met ons op.</p>',
    `<p>Met vriendelijke groet,<br>${signature}</p>`,
  ].join('');
}

export const quoteSubject = (reference: string, name: string) => `Offerte ${reference}: ${name}`;

/** The message with the link in place of its placeholder, or added at the end when the operator removed it. */
export function withQuoteLink(html: string, url: string): string {
  const link = `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
  return html.includes(QUOTE_LINK) ? html.replaceAll(QUOTE_LINK, link) : `${html}<p>Bekijk de offerte online: ${link}</p>`;
}

/** The public base address without a trailing slash: PUBLIC_URL, else the request's protocol and host. */
export const publicBase = (configured: string | undefined, protocol: string, host: string) => (configured?.trim() || `${protocol}://${host}`).replace(/\/+$/, '');
