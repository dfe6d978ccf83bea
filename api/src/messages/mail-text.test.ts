import { describe, expect, it } from 'vitest';
import { escapeHtml, htmlToText } from './mail-text.ts';

describe('htmlToText', () => {
  it('puts blocks on their own lines, lists with dashes and links with their address', () => {
    expect(htmlToText('<p>Beste Erik,</p><p>Zie <a href="https://balie.nl/x">de site</a>.<br>Groet</p><ul><li>een</li><li>twee &amp; drie</li></ul>')).toBe(
      'Beste Erik,\nZie de site (https://balie.nl/x).\nGroet\n- een\n- twee & drie',
    );
  });

  it('names images by their text', () => {
    expect(htmlToText('<p><img src="/attachments/1/public/x" alt="scherm" /></p>')).toBe('[scherm]');
  });
});

describe('escapeHtml', () => {
  it('escapes markup', () => {
    expect(escapeHtml(`<b>"a" & 'b'</b>`)).toBe('&lt;b&gt;&quot;a&quot; &amp; &#39;b&#39;&lt;/b&gt;');
  });
});
