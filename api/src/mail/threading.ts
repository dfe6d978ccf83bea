/** A ticket reference in a subject as outgoing mail puts it there: "[#T-2026-00042] Printer". */
const SUBJECT_REFERENCE = /\[#\s*(T-\d{4}-\d{1,9})\s*\]/i;

/** The ticket reference a subject carries, upper case, or null. */
export function subjectReference(subject: string | null | undefined): string | null {
  const match = SUBJECT_REFERENCE.exec(subject ?? '');
  return match ? match[1].toUpperCase() : null;
}

/** The message ids of a Message-ID, In-Reply-To or References header, each with its angle brackets, in order. */
export function headerIds(value: string | string[] | null | undefined): string[] {
  const text = Array.isArray(value) ? value.join(' ') : (value ?? '');
  const ids = [...text.matchAll(/<([^<>\s]+)>/g)].map((match) => `<${match[1]}>`);
  // A bare id without brackets, as some clients write one.
  if (ids.length === 0 && /^[^<>\s]+@[^<>\s]+$/.test(text.trim())) ids.push(`<${text.trim()}>`);
  return [...new Set(ids)];
}

/** The ids a reply may answer, the most direct first: In-Reply-To, then References from the newest back. */
export function threadCandidates(inReplyTo: string | null | undefined, references: string | string[] | null | undefined): string[] {
  return [...new Set([...headerIds(inReplyTo), ...headerIds(references).reverse()])];
}

/** The References of a mail answering `previous`: its chain and its own id, the oldest first, at most 20 ids. */
export function referencesAfter(previous: { messageId: string | null; references: string | null } | null): string[] {
  if (!previous?.messageId) return [];
  const chain = [...headerIds(previous.references).filter((id) => id !== previous.messageId), previous.messageId];
  // Long threads keep their first mail and the latest ones, as RFC 5322 suggests.
  return chain.length > 20 ? [chain[0], ...chain.slice(-19)] : chain;
}

/** The domain of an address such as `"Balie" <support@balie.nl>`, for the Message-IDs it sends; 'balie.local' without one. */
export function messageIdDomain(from: string): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from.trim());
  return match ? match[1].toLowerCase() : 'balie.local';
}
