/** What an admin reads in last_error when fetching a mailbox failed: short, Dutch, no stack traces. */
export const IMAP_ERROR_TEXTS = {
  authentication: 'Inloggen op de IMAP-server is mislukt; controleer gebruikersnaam en wachtwoord.',
  unreachable: 'De IMAP-server is niet bereikbaar.',
  tls: 'De TLS-verbinding met de IMAP-server is mislukt.',
  folder: 'De map bestaat niet op de IMAP-server.',
  other: 'Ophalen van e-mail is mislukt',
} as const;

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ETIMEDOUT', 'ECONNRESET', 'NoConnection']);

interface ErrorLike {
  message?: string;
  code?: string;
  authenticationFailed?: boolean;
  serverResponseCode?: string;
  responseText?: string;
}

/** The last_error text for a failure of connecting, opening the folder, fetching or storing. */
export function imapErrorText(error: unknown): string {
  const found = (typeof error === 'object' && error !== null ? error : { message: String(error) }) as ErrorLike;
  if (found.authenticationFailed) return IMAP_ERROR_TEXTS.authentication;
  if (found.serverResponseCode === 'NONEXISTENT') return IMAP_ERROR_TEXTS.folder;
  if (found.code && NETWORK_CODES.has(found.code)) return IMAP_ERROR_TEXTS.unreachable;
  if (found.code?.startsWith('ERR_SSL') || found.code?.includes('CERT')) return IMAP_ERROR_TEXTS.tls;
  const detail = (found.responseText || found.message || '').trim().slice(0, 200);
  return detail === '' ? `${IMAP_ERROR_TEXTS.other}.` : `${IMAP_ERROR_TEXTS.other}: ${detail}`;
}

/** Wait before reconnecting after the given number of failures in a row: doubling, capped. */
export function retryDelayMs(failures: number, minMs: number, maxMs: number): number {
  if (failures <= 0) return 0;
  return Math.min(maxMs, minMs * 2 ** Math.min(failures - 1, 30));
}
