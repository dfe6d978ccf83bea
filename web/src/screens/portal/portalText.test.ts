import { describe, expect, it } from 'vitest';
import { textToHtml } from './portalText';

describe('textToHtml', () => {
  it('turns blank lines into paragraphs and single line breaks into <br>, escaping markup', () => {
    expect(textToHtml('Hallo,\nde printer <b>doet</b> het niet.\n\nGroet')).toBe('<p>Hallo,<br>de printer &lt;b&gt;doet&lt;/b&gt; het niet.</p><p>Groet</p>');
  });
});
