import { describe, expect, it } from 'vitest';
import { IMAP_ERROR_TEXTS, imapErrorText, retryDelayMs } from './imap-status.ts';

describe('imapErrorText', () => {
  it('names a refused login, an unreachable server, a missing folder and a TLS failure', () => {
    expect(imapErrorText(Object.assign(new Error('Command failed'), { authenticationFailed: true }))).toBe(IMAP_ERROR_TEXTS.authentication);
    expect(imapErrorText(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' }))).toBe(IMAP_ERROR_TEXTS.unreachable);
    expect(imapErrorText(Object.assign(new Error('getaddrinfo ENOTFOUND x'), { code: 'ENOTFOUND' }))).toBe(IMAP_ERROR_TEXTS.unreachable);
    expect(imapErrorText(Object.assign(new Error('Command failed'), { serverResponseCode: 'NONEXISTENT' }))).toBe(IMAP_ERROR_TEXTS.folder);
    expect(imapErrorText(Object.assign(new Error('self-signed'), { code: 'DEPTH_ZERO_SELF_SIGNED_CERT' }))).toBe(IMAP_ERROR_TEXTS.tls);
  });

  it('passes on the server text of anything else, shortened', () => {
    expect(imapErrorText(Object.assign(new Error('Command failed'), { responseText: 'Quota exceeded' }))).toBe('Ophalen van e-mail is mislukt: Quota exceeded');
    expect(imapErrorText(new Error('x'.repeat(500)))).toHaveLength('Ophalen van e-mail is mislukt: '.length + 200);
    expect(imapErrorText('kapot')).toBe('Ophalen van e-mail is mislukt: kapot');
    expect(imapErrorText(new Error(''))).toBe('Ophalen van e-mail is mislukt.');
  });
});

describe('retryDelayMs', () => {
  it('waits nothing before the first failure, then doubles up to the cap', () => {
    expect([0, 1, 2, 3, 4, 10, 100].map((failures) => retryDelayMs(failures, 5_000, 60_000))).toEqual([0, 5_000, 10_000, 20_000, 40_000, 60_000, 60_000]);
  });
});
