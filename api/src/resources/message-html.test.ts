import { describe, expect, it } from 'vitest';
import { inlineImageIds, isBlankHtml, sanitizeMessageHtml } from './message-html.ts';

describe('sanitizeMessageHtml', () => {
  it('keeps basic formatting', () => {
    const html = '<h2>Titel</h2><p>Een <strong>vet</strong>, <em>schuin</em> en <u>onderstreept</u> woord.</p><ul><li>een</li></ul><pre><code>ping</code></pre>';
    expect(sanitizeMessageHtml(html)).toBe(html);
  });

  it('drops scripts, styles, event handlers and javascript: links', () => {
    const html =
      '<p onclick="steal()">Hallo</p><script>alert(1)</script><style>p{}</style><img src=x onerror="alert(2)"><a href="javascript:alert(3)">klik</a>';
    const clean = sanitizeMessageHtml(html);
    expect(clean).toBe('<p>Hallo</p><a target="_blank" rel="noopener noreferrer">klik</a>');
  });

  it('removes NUL characters, which PostgreSQL cannot store', () => {
    expect(sanitizeMessageHtml('<p>a\u0000b</p>')).toBe('<p>ab</p>');
  });

  it('keeps http, https and mailto links and makes them open outside the app', () => {
    expect(sanitizeMessageHtml('<a href="https://balie.nl" target="_self">site</a>')).toBe(
      '<a href="https://balie.nl" target="_blank" rel="noopener noreferrer">site</a>',
    );
    expect(sanitizeMessageHtml('<a href="mailto:info@balie.nl">mail</a>')).toContain('href="mailto:info@balie.nl"');
    expect(sanitizeMessageHtml('<a href="//evil.example">x</a>')).not.toContain('href');
  });
});

describe('isBlankHtml', () => {
  it.each(['', '   ', '<p></p>', '<p> &nbsp; </p><br>', '<p>\u00a0</p>'])('%j is blank', (html) => {
    expect(isBlankHtml(html)).toBe(true);
  });

  it('sees text', () => {
    expect(isBlankHtml('<p>.</p>')).toBe(false);
  });
});

describe('inline images', () => {
  const src = '/attachments/12/public/0123456789abcdef0123456789abcdef';

  it('keep only images of stored attachments, by their public address', () => {
    const html = `<p>Zie <img src="${src}" alt="scherm" onerror="x()"><img src="https://evil.example/a.png"><img src="/attachments/12/download"></p>`;
    expect(sanitizeMessageHtml(html)).toBe(`<p>Zie <img src="${src}" alt="scherm" /></p>`);
  });

  it('are found by attachment id and count as content', () => {
    const html = sanitizeMessageHtml(`<p><img src="${src}"></p><p><img src="${src}"></p>`);
    expect(inlineImageIds(html)).toEqual([12]);
    expect(isBlankHtml(html)).toBe(false);
  });
});
