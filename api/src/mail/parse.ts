import { createHash } from 'node:crypto';
import { simpleParser, type AddressObject, type HeaderValue } from 'mailparser';
import { headerIds } from './threading.ts';

export interface InboundAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  /** Content-ID without brackets: the HTML shows it as cid:{cid}. */
  cid: string | null;
}

/** A received mail as ingesting needs it: decoded, character sets and encoded headers resolved. */
export interface InboundMail {
  /** With angle brackets; made from the content when the mail has none, so a resent copy is still the same mail. */
  messageId: string;
  inReplyTo: string | null;
  /** Space-separated ids, the oldest first. */
  references: string | null;
  fromAddress: string | null;
  fromName: string | null;
  cc: string[];
  subject: string;
  /** The HTML body, or null for a plain-text mail. */
  html: string | null;
  text: string;
  attachments: InboundAttachment[];
  /** Headers that tell automatic mail apart, lower-case names. */
  headers: Record<string, string>;
}

const AUTO_HEADER_NAMES = ['auto-submitted', 'precedence', 'x-autoreply', 'x-autorespond', 'x-autoresponder', 'content-type', 'x-loop'];

function headerText(value: HeaderValue | undefined): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && 'value' in value && typeof value.value === 'string') {
    const params = 'params' in value && value.params ? Object.entries(value.params).map(([key, param]) => `; ${key}=${param}`).join('') : '';
    return value.value + params;
  }
  return String(value);
}

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((object) => object.value.flatMap((entry) => (entry.address ? [entry.address.toLowerCase()] : [])));

export async function parseMail(raw: Buffer): Promise<InboundMail> {
  const parsed = await simpleParser(raw, { keepCidLinks: true });
  const headers: Record<string, string> = {};
  for (const name of AUTO_HEADER_NAMES) {
    const value = headerText(parsed.headers.get(name));
    if (value !== undefined) headers[name] = value;
  }
  const from = parsed.from?.value[0];
  const messageId = headerIds(parsed.messageId)[0] ?? `<${createHash('sha256').update(raw).digest('hex')}@zonder-message-id>`;
  const references = headerIds(parsed.references);
  return {
    messageId,
    inReplyTo: headerIds(parsed.inReplyTo)[0] ?? null,
    references: references.length > 0 ? references.join(' ') : null,
    fromAddress: from?.address ? from.address.toLowerCase() : null,
    fromName: from?.name ? from.name.trim() : null,
    cc: addresses(parsed.cc),
    subject: (parsed.subject ?? '').trim(),
    html: typeof parsed.html === 'string' && parsed.html.trim() !== '' ? parsed.html : null,
    text: parsed.text ?? '',
    attachments: parsed.attachments.map((attachment) => ({
      filename: attachment.filename ?? '',
      contentType: attachment.contentType,
      content: attachment.content,
      cid: attachment.cid ?? null,
    })),
    headers,
  };
}
