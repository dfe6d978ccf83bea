/** The IMAP mailbox an `IMAP_URL` names: `imap://user:pass@host:143/INBOX`, or `imaps://…` for TLS. */
export interface ImapUrl {
  host: string;
  port: number;
  secure: boolean;
  username: string;
  password: string;
  folder: string;
}

/** Reads an IMAP URL; throws with what is wrong, so a bad setting stops the service at start. */
export function parseImapUrl(text: string): ImapUrl {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`IMAP_URL is geen geldige URL: ${redact(text)}`);
  }
  if (url.protocol !== 'imap:' && url.protocol !== 'imaps:') throw new Error(`IMAP_URL moet met imap:// of imaps:// beginnen: ${redact(text)}`);
  if (url.hostname === '') throw new Error('IMAP_URL noemt geen server.');
  if (url.username === '') throw new Error('IMAP_URL noemt geen gebruikersnaam (imap://gebruiker:wachtwoord@server).');
  const secure = url.protocol === 'imaps:';
  // A folder may itself contain slashes (INBOX/Support); the path is percent-encoded.
  const folder = decodeURIComponent(url.pathname.replace(/^\//, ''));
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port === '' ? (secure ? 993 : 143) : Number(url.port),
    secure,
    username: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    folder: folder === '' ? 'INBOX' : folder,
  };
}

/** The URL without its password, for messages and logs. */
export function redact(text: string): string {
  return text.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:@/]*:)[^@/]*@/i, '$1***@');
}
