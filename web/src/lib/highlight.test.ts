import { describe, expect, it } from 'vitest';
import { snippetParts, unescapeHtml } from './highlight';

describe('snippetParts', () => {
  it('splits the matches from the text around them', () => {
    expect(snippetParts('… de <mark>printer</mark> op de <mark>tweede</mark> verdieping')).toEqual([
      { text: '… de ', match: false },
      { text: 'printer', match: true },
      { text: ' op de ', match: false },
      { text: 'tweede', match: true },
      { text: ' verdieping', match: false },
    ]);
  });

  it('unescapes the text, so escaped markup stays text and is never a tag', () => {
    expect(snippetParts('&lt;script&gt;alert(1)&lt;/script&gt; &amp; <mark>R&amp;D</mark>')).toEqual([
      { text: '<script>alert(1)</script> & ', match: false },
      { text: 'R&D', match: true },
    ]);
  });

  it('keeps a snippet without matches whole, and an empty one empty', () => {
    expect(snippetParts('geen treffer')).toEqual([{ text: 'geen treffer', match: false }]);
    expect(snippetParts('')).toEqual([]);
  });
});

describe('unescapeHtml', () => {
  it('reads named and numeric references and leaves unknown ones alone', () => {
    expect(unescapeHtml('&quot;a&quot; &#39;b&#x27; &euro; &#0;')).toBe('"a" \'b\' &euro; &#0;');
  });
});
