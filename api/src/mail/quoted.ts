/** A reply split from the history quoted below it; quoted is null when there is none. */
export interface SplitReply {
  reply: string;
  quoted: string | null;
}

/** Elements mail clients wrap the quoted history in. */
const HTML_QUOTE_STARTS = [
  /<blockquote\b[^>]*\btype\s*=\s*["']?cite\b/i,
  /<div\b[^>]*\bclass\s*=\s*["'][^"']*\bgmail_quote\b/i,
  /<div\b[^>]*\bid\s*=\s*["']?(?:divRplyFwdMsg|appendonsend)\b/i,
  /<div\b[^>]*\bclass\s*=\s*["'][^"']*\bmoz-cite-prefix\b/i,
];

/** Lines that introduce the history: "Op … schreef:", "On … wrote:", an Outlook header block. */
const ATTRIBUTION = /(?:^|\n)[ \t]*(?:Op|On|Le|Am)\s[^\n]{1,200}?(?:schreef|geschreven|wrote|a écrit|schrieb)\b[^\n]{0,200}?:[ \t]*(?=\n|$)/i;
const ORIGINAL_MESSAGE = /(?:^|\n)[ \t]*-{2,}\s*(?:Original Message|Oorspronkelijk bericht|Origineel bericht|Forwarded message|Doorgestuurd bericht)\s*-{2,}/i;
const HEADER_BLOCK = /(?:^|\n)[ \t]*\*?(?:Van|From)\s*:\*?[^\n]{1,300}\n[ \t]*\*?(?:Verzonden|Sent|Datum|Date|Aan|To)\s*:/i;

function firstIndex(text: string, patterns: RegExp[]): number {
  let first = -1;
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (!match) continue;
    // A pattern that starts at a line break cuts after it.
    const at = match.index + (match[0].startsWith('\n') ? 1 : 0);
    if (first === -1 || at < first) first = at;
  }
  return first;
}

const hasText = (text: string) => text.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;|\u00a0|\s/g, '') !== '';

/** Plain text: the reply above the first attribution, Outlook block or run of "> " lines. */
export function splitQuotedText(text: string): SplitReply {
  const normalized = text.replace(/\r\n?/g, '\n');
  let cut = firstIndex(normalized, [ATTRIBUTION, ORIGINAL_MESSAGE, HEADER_BLOCK, /(?:^|\n)>/]);
  if (cut <= 0) return { reply: normalized, quoted: null };
  const reply = normalized.slice(0, cut);
  if (!hasText(reply)) return { reply: normalized, quoted: null };
  return { reply: reply.trimEnd(), quoted: normalized.slice(cut).trim() };
}

/** The HTML as text lines, with tags kept, so the text patterns see one line per block. */
const asLines = (html: string) => html.replace(/\r\n?/g, '\n').replace(/<(?:br|\/p|\/div)\b[^>]*>/gi, (tag) => `${tag}\n`);

/**
 * HTML: the reply above the client's quote element (blockquote type=cite, .gmail_quote, Outlook's
 * divRplyFwdMsg) or above an attribution line. Both parts may be left with tags open or closed
 * too often; the sanitizer that follows balances them.
 */
export function splitQuotedHtml(html: string): SplitReply {
  const lined = asLines(html);
  const byElement = firstIndex(lined, HTML_QUOTE_STARTS);
  const textual = lined.replace(/<[^>]*>/g, (tag) => ' '.repeat(tag.length));
  const byText = firstIndex(textual, [ATTRIBUTION, ORIGINAL_MESSAGE, HEADER_BLOCK]);
  let cut = [byElement, byText].filter((at) => at > 0).reduce((first, at) => (first === -1 || at < first ? at : first), -1);
  if (cut === -1) return { reply: html, quoted: null };
  // Opening tags right before the attribution go with it.
  const before = /(?:<(?:p|div|span|font|b|i|strong|em)\b[^>]*>\s*)+$/i.exec(lined.slice(0, cut));
  if (before) cut = before.index;
  const reply = lined.slice(0, cut);
  if (!hasText(reply)) return { reply: html, quoted: null };
  return { reply: reply.replace(/\n/g, '').trim(), quoted: lined.slice(cut).replace(/\n/g, '').trim() };
}
