/** A piece of a search snippet: plain text, or a match to show highlighted. */
export interface SnippetPart {
  text: string;
  match: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The text of HTML-escaped plain text: named entities and numeric references. */
export function unescapeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * A search snippet as the server sends it (HTML-escaped text with each match in <mark>…</mark>)
 * as parts to render as text nodes, so nothing in it is ever taken for markup.
 */
export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const push = (text: string, match: boolean) => {
    if (text) parts.push({ text: unescapeHtml(text), match });
  };
  const pattern = /<mark>([\s\S]*?)<\/mark>/g;
  let last = 0;
  for (const found of snippet.matchAll(pattern)) {
    push(snippet.slice(last, found.index), false);
    push(found[1], true);
    last = found.index + found[0].length;
  }
  push(snippet.slice(last), false);
  return parts;
}
