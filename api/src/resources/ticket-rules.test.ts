import { describe, expect, it } from 'vitest';
import { copyDescription, problemTextHtml } from './ticket-rules.ts';

describe('copyDescription', () => {
  it('marks the copy after the original description', () => {
    expect(copyDescription('Laptop instellen', 255)).toBe('Laptop instellen (kopie)');
  });

  it('cuts a long description so the marker still fits', () => {
    const copy = copyDescription('x'.repeat(255), 255);
    expect(copy).toHaveLength(255);
    expect(copy.endsWith(' (kopie)')).toBe(true);
  });
});

describe('problemTextHtml', () => {
  it('makes a paragraph of each block and keeps its line breaks', () => {
    expect(problemTextHtml('Printer doet het niet.\r\nLampje knippert.\n\n  Graag vandaag.  ')).toBe('<p>Printer doet het niet.<br>Lampje knippert.</p><p>Graag vandaag.</p>');
  });

  it('shows markup as the text it is', () => {
    expect(problemTextHtml('<script>alert(1)</script> & "zo"')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;zo&quot;</p>');
  });

  it('gives nothing for blank text', () => {
    expect(problemTextHtml(' \n\n ')).toBe('');
  });
});
