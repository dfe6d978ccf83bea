import { describe, expect, it } from 'vitest';
import { parseImapUrl, redact } from './imap-url.ts';

describe('parseImapUrl', () => {
  it('reads server, port, user, password and folder of a plain imap URL', () => {
    expect(parseImapUrl('imap://balie:geheim@mail.example.nl:1143/Support')).toEqual({
      host: 'mail.example.nl',
      port: 1143,
      secure: false,
      username: 'balie',
      password: 'geheim',
      folder: 'Support',
    });
  });

  it('uses TLS and port 993 for imaps, 143 for imap, and INBOX without a folder', () => {
    expect(parseImapUrl('imaps://u:p@mail.example.nl')).toMatchObject({ port: 993, secure: true, folder: 'INBOX' });
    expect(parseImapUrl('imap://u:p@mail.example.nl/')).toMatchObject({ port: 143, secure: false, folder: 'INBOX' });
  });

  it('decodes percent-encoded user names, passwords and folders', () => {
    expect(parseImapUrl('imap://support%40example.nl:p%40ss%2Fw0rd@mail.example.nl/INBOX%2FKlanten%20mail')).toMatchObject({
      username: 'support@example.nl',
      password: 'p@ss/w0rd',
      folder: 'INBOX/Klanten mail',
    });
  });

  it('accepts an IPv6 server', () => {
    expect(parseImapUrl('imap://u:p@[::1]:143').host).toBe('::1');
  });

  it('refuses other schemes, missing servers and missing user names without showing the password', () => {
    expect(() => parseImapUrl('pop3://u:geheim@mail.example.nl')).toThrow('IMAP_URL moet met imap:// of imaps:// beginnen: pop3://u:***@mail.example.nl');
    expect(() => parseImapUrl('imap://mail.example.nl')).toThrow('IMAP_URL noemt geen gebruikersnaam');
    expect(() => parseImapUrl('geen url')).toThrow('IMAP_URL is geen geldige URL');
  });
});

describe('redact', () => {
  it('hides the password and leaves a URL without one as it is', () => {
    expect(redact('imaps://balie:geheim@mail.example.nl/INBOX')).toBe('imaps://balie:***@mail.example.nl/INBOX');
    expect(redact('imap://mail.example.nl')).toBe('imap://mail.example.nl');
  });
});
