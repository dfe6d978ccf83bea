/** The headers of a received mail that tell an automatic answer from a person's mail, names in lower case. */
export interface AutoReplyFacts {
  headers: Record<string, string>;
  /** The From address. */
  from: string | null;
  /** MAIL FROM of the envelope: empty for a bounce (null when unknown, as for mail fetched over IMAP). */
  envelopeFrom: string | null;
}

const BULK_PRECEDENCE = ['bulk', 'junk', 'list', 'auto_reply'];
const SYSTEM_SENDERS = ['mailer-daemon', 'postmaster'];
const AUTO_HEADERS = ['x-autoreply', 'x-autorespond', 'x-autoresponder'];

const localPart = (address: string | null) => (address ?? '').split('@')[0].trim().toLowerCase();

/**
 * Why a mail is an automatic one (an out-of-office, a bounce, a list mail), or null for a person's
 * mail. Such mail never becomes a ticket or a message, so two auto-responders cannot keep a loop going.
 */
export function autoReplyReason({ headers, from, envelopeFrom }: AutoReplyFacts): string | null {
  const autoSubmitted = headers['auto-submitted']?.trim().toLowerCase();
  if (autoSubmitted && autoSubmitted !== 'no') return `Auto-Submitted: ${autoSubmitted}`;
  const precedence = headers.precedence?.trim().toLowerCase();
  if (precedence && BULK_PRECEDENCE.includes(precedence)) return `Precedence: ${precedence}`;
  const autoHeader = AUTO_HEADERS.find((name) => headers[name] !== undefined);
  if (autoHeader) return `${autoHeader} gezet`;
  if (envelopeFrom === '') return 'Lege afzender (bounce)';
  const sender = [from, envelopeFrom].find((address) => SYSTEM_SENDERS.includes(localPart(address)));
  if (sender) return `Systeemafzender ${sender}`;
  if (/^multipart\/report\b/i.test(headers['content-type'] ?? '')) return 'Afleverbericht (multipart/report)';
  return null;
}
