import { describe, expect, it } from 'vitest';
import { decodeEntities, escapeHtml, headlineText, markLiteral, MARK_START as S, MARK_STOP as E, plainText, snippetHtml, SNIPPET_MAX, tsQueryOperand, tsQueryOperands } from './search-text.ts';

describe('tsQueryOperand', () => {
  it('quotes a word and makes it a prefix', () => {
    expect(tsQueryOperand('fact')).toBe("'fact':*");
    expect(tsQueryOperand('Facturen')).toBe("'Facturen':*");
  });

  it('keeps e-mail addresses and codes whole', () => {
    expect(tsQueryOperand('jan@acme.nl')).toBe("'jan@acme.nl':*");
    expect(tsQueryOperand('T-2026-0012')).toBe("'T-2026' <-> '-0012':*");
    expect(tsQueryOperand('T-2026-')).toBe("'T-2026-':*");
    expect(tsQueryOperand('-5')).toBe("'-5':*");
    expect(tsQueryOperand('jan_de+info@acme.nl')).toBe("'jan_de+info@acme.nl':*");
  });

  it('never lets quotes, backslashes or operators through as query syntax', () => {
    for (const input of ["o'brien", 'a\\', '&|!<->', '"x"', 'a:*', '(b)', "'); drop table tickets; --"]) {
      const operand = tsQueryOperand(input);
      if (operand === null) continue;
      // One quoted phrase: nothing inside can close the quote or escape.
      expect(operand).toMatch(/^'[^'\\]+'( <-> '[^'\\]+')?:\*$/);
    }
    expect(tsQueryOperand("o'brien")).toBe("'o brien':*");
    expect(tsQueryOperand('&|!')).toBeNull();
    expect(tsQueryOperand('   ')).toBeNull();
  });

  it('keeps letters of any script', () => {
    expect(tsQueryOperand('café')).toBe("'café':*");
    expect(tsQueryOperand('øre')).toBe("'øre':*");
  });

  it('drops terms with nothing left', () => {
    expect(tsQueryOperands(['printer', '!!', 'kapot'])).toEqual(["'printer':*", "'kapot':*"]);
  });
});

describe('entities and escaping', () => {
  it('decodes named and numeric entities, control characters to a space', () => {
    expect(decodeEntities('a &amp; b &lt;p&gt; &#233;&#xE9; &nbsp;x &unknown;')).toBe('a & b <p> éé  x &unknown;');
    expect(decodeEntities('&#2;&#3;&#xD800;')).toBe('   ');
  });

  it('escapes what HTML would read', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('removes markers of stored text, but keeps those of a headline', () => {
    expect(plainText(`a${S}b${E}  c`)).toBe('ab c');
    expect(headlineText(`${S}a${E} &amp;\n b`)).toBe(`${S}a${E} & b`);
  });
});

describe('markLiteral', () => {
  it('marks every case-insensitive occurrence, the longest term first', () => {
    expect(markLiteral('T-2026-0012 en t-2026-0013', ['2026-00'])).toBe(`T-${S}2026-00${E}12 en t-${S}2026-00${E}13`);
    expect(markLiteral('Printer', ['print', 'printer'])).toBe(`${S}Printer${E}`);
    expect(markLiteral('niets', ['x'])).toBe('niets');
  });
});

describe('snippetHtml', () => {
  it('escapes text and wraps marks', () => {
    expect(snippetHtml(`a <b> ${S}printer${E} & "c"`)).toBe('a &lt;b&gt; <mark>printer</mark> &amp; &quot;c&quot;');
  });

  it('starts shortly before the first mark and stays within the limit, ending in an ellipsis', () => {
    const before = 'woord '.repeat(40);
    const after = ' verder'.repeat(60);
    const html = snippetHtml(`${before}${S}printer${E}${after}`);
    expect(html.startsWith('… ')).toBe(true);
    expect(html).toContain('<mark>printer</mark>');
    expect(html.endsWith('…')).toBe(true);
    expect(html.length).toBeLessThanOrEqual(SNIPPET_MAX);
    expect(html).not.toMatch(/&[a-z]*…$/);
  });

  it('never cuts inside an entity or a mark', () => {
    const html = snippetHtml(`${S}x${E}${' &&&&'.repeat(100)}`);
    expect(html.length).toBeLessThanOrEqual(SNIPPET_MAX);
    expect(html).toMatch(/^<mark>x<\/mark>( &amp;&amp;&amp;&amp;)*…$/);
    const marks = snippetHtml(`${'a '.repeat(5)}${`${S}woord${E} `.repeat(60)}`);
    expect(marks.length).toBeLessThanOrEqual(SNIPPET_MAX);
    expect(marks.match(/<mark>/g)?.length).toBe(marks.match(/<\/mark>/g)?.length);
  });

  it('treats a lone or unbalanced marker as text boundaries, never as markup', () => {
    expect(snippetHtml(`a${E}b${S}c`)).toBe('ab<mark>c</mark>');
  });
});
