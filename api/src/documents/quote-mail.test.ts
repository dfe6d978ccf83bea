import { describe, expect, it } from 'vitest';
import { publicBase, QUOTE_LINK, quoteMessage, quoteSubject, withQuoteLink } from './quote-mail.ts';

describe('quote mail', () => {
  const source = { reference: 'OFF-2026-0007', name: 'Netwerk & wifi', clientFirstName: 'Piet', operatorName: 'Sanne de Vries', companyName: 'Balie IT' };

  it('greets the contact, names the quote and signs with the operator', () => {
    const html = quoteMessage(source);
    expect(html).toContain('<p>Beste Piet,</p>');
    expect(html).toContain('‘Netwerk &amp; wifi’ met kenmerk OFF-2026-0007');
    expect(html).toContain(QUOTE_LINK);
    expect(html).toContain('Met vriendelijke groet,<br>Sanne de Vries<br>Balie IT</p>');
  });

  it('greets formally without a first name and signs with the company alone without an operator', () => {
    const html = quoteMessage({ ...source, clientFirstName: ' ', operatorName: null });
    expect(html).toContain('<p>Geachte heer, mevrouw,</p>');
    expect(html).toContain('Met vriendelijke groet,<br>Balie IT</p>');
  });

  it('puts the link in place of the placeholder, or adds it when it was removed', () => {
    const url = 'https://balie.example.nl/offerte/abc';
    expect(withQuoteLink(`<p>Klik: ${QUOTE_LINK}</p>`, url)).toBe(`<p>Klik: <a href="${url}">${url}</a></p>`);
    expect(withQuoteLink('<p>Hallo</p>', url)).toBe(`<p>Hallo</p><p>Bekijk de offerte online: <a href="${url}">${url}</a></p>`);
  });

  it('makes the subject and the public base address', () => {
    expect(quoteSubject('OFF-2026-0007', 'Netwerk')).toBe('Offerte OFF-2026-0007: Netwerk');
    expect(publicBase('https://balie.example.nl/', 'http', 'api:4001')).toBe('https://balie.example.nl');
    expect(publicBase(undefined, 'https', 'demo.balie.nl')).toBe('https://demo.balie.nl');
  });
});
