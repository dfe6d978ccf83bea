import { describe, expect, it } from 'vitest';
import { richTextToPdf } from './rich-text.ts';

describe('rich text to PDF blocks', () => {
  it('turns paragraphs with bold, italics and underline into text runs', () => {
    expect(richTextToPdf('<p>Beste <strong>Piet</strong>, <em>welkom</em> <u>hier</u></p>')).toEqual([
      { text: [{ text: 'Beste ' }, { text: 'Piet', bold: true }, { text: ', ' }, { text: 'welkom', italics: true }, { text: ' ' }, { text: 'hier', decoration: 'underline' }], style: 'paragraph' },
    ]);
  });

  it('nests marks and keeps line breaks', () => {
    expect(richTextToPdf('<p><strong>a <em>b</em></strong><br>c</p>')).toEqual([
      { text: [{ text: 'a ', bold: true }, { text: 'b', bold: true, italics: true }, { text: '\n' }, { text: 'c' }], style: 'paragraph' },
    ]);
  });

  it('makes headings and lists', () => {
    expect(richTextToPdf('<h1>Titel</h1><h3>Kop</h3><ul><li>een</li><li><strong>twee</strong></li></ul><ol><li>eerst</li></ol>')).toEqual([
      { text: [{ text: 'Titel' }], style: 'h1' },
      { text: [{ text: 'Kop' }], style: 'h3' },
      { ul: [[{ text: 'een' }], [{ text: 'twee', bold: true }]], style: 'list' },
      { ol: [[{ text: 'eerst' }]], style: 'list' },
    ]);
  });

  it('keeps a nested list under its item', () => {
    expect(richTextToPdf('<ul><li>a<ul><li>b</li></ul></li></ul>')).toEqual([
      { ul: [{ stack: [{ text: [{ text: 'a' }] }, { ul: [[{ text: 'b' }]], style: 'list' }] }], style: 'list' },
    ]);
  });

  it('decodes entities and drops empty paragraphs, scripts and unknown tags', () => {
    expect(richTextToPdf('<p></p><p>&lt;prijs&gt; &amp; &#8364;5&nbsp;p/m</p><p><span style="color:red">rood</span></p><script>x</script>')).toEqual([
      { text: [{ text: '<prijs> & €5\u00a0p/m' }], style: 'paragraph' },
      { text: [{ text: 'rood' }], style: 'paragraph' },
    ]);
  });

  it('starts the content after a page break on a new page, also inside a paragraph', () => {
    expect(richTextToPdf('<p>een</p><p>{{page_break}}</p><p>twee</p>')).toEqual([
      { text: [{ text: 'een' }], style: 'paragraph' },
      { text: [{ text: 'twee' }], style: 'paragraph', pageBreak: 'before' },
    ]);
    expect(richTextToPdf('<p>een{{page_break}}twee</p>')).toEqual([
      { text: [{ text: 'een' }], style: 'paragraph' },
      { text: [{ text: 'twee' }], style: 'paragraph', pageBreak: 'before' },
    ]);
    expect(richTextToPdf('<p>een</p>{{page_break}}')).toEqual([{ text: [{ text: 'een' }], style: 'paragraph' }, { text: '', pageBreak: 'before' }]);
  });

  it('gives nothing for empty text', () => {
    expect(richTextToPdf('')).toEqual([]);
    expect(richTextToPdf('<p> </p>')).toEqual([]);
  });
});
