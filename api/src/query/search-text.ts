/**
 * The text side of full-text search: user input into safe tsquery operands, and highlighted
 * excerpts into escaped HTML. Pure, so every odd input is tested without a database.
 */

/** ts_headline wraps matches in these; they cannot occur in stored text (removed before use). */
export const MARK_START = '\u0002';
export const MARK_STOP = '\u0003';
const MARKERS = /[\u0002\u0003]/g;

export const SNIPPET_MAX = 200;

/**
 * One to_tsquery operand per typed word: quoted, so operators and punctuation typed by the user
 * are never query syntax, and a prefix (`fact` finds `factuur`). Only letters, digits and the
 * characters of e-mail addresses and codes are kept; a term with nothing left is dropped.
 */
export function tsQueryOperand(term: string): string | null {
  const words = term
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}@._+-]+/gu, ' ')
    .trim();
  if (words === '') return null;
  // Only the last part of a hyphenated code ('T-2024-S25') can be partly typed; as prefixes, its
  // whole parts ('t') would match most of the index. The last part keeps its hyphen: '-88317' is
  // how the parser reads digits after one.
  const cut = words.lastIndexOf('-');
  if (cut > 0 && cut < words.length - 1 && !words.includes(' ')) return `'${words.slice(0, cut)}' <-> '${words.slice(cut)}':*`;
  return `'${words}':*`;
}

export function tsQueryOperands(terms: string[]): string[] {
  return terms.map(tsQueryOperand).filter((operand): operand is string => operand !== null);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Message bodies are HTML with tags already stripped: their entities become the characters they stand for. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      // Control characters (the markers among them) and code points that do not exist become a space.
      return code >= 0x20 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : ' ';
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]);
}

/** ts_headline's output (stripped HTML with markers) as plain text with its markers. */
export function headlineText(text: string): string {
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/** A stored value as plain text: markers of its own removed. */
export function plainText(text: string): string {
  return headlineText(text.replace(MARKERS, ''));
}

/**
 * Marks each literal (case-insensitive) occurrence of a term: for matches full-text search does
 * not see, such as part of a reference ("2026-00" in "T-2026-0012").
 */
export function markLiteral(text: string, terms: string[]): string {
  const needles = terms.map((term) => term.toLowerCase()).filter((term) => term.length > 0);
  if (needles.length === 0) return text;
  const lower = text.toLowerCase();
  let out = '';
  let index = 0;
  while (index < text.length) {
    const length = Math.max(0, ...needles.filter((needle) => lower.startsWith(needle, index)).map((needle) => needle.length));
    if (length > 0) {
      out += `${MARK_START}${text.slice(index, index + length)}${MARK_STOP}`;
      index += length;
    } else {
      out += text[index];
      index += 1;
    }
  }
  return out;
}

export const hasMark = (marked: string) => marked.includes(MARK_START);

interface Piece {
  text: string;
  marked: boolean;
}

function pieces(marked: string): Piece[] {
  const out: Piece[] = [];
  for (const [index, part] of marked.split(MARK_START).entries()) {
    if (index === 0) {
      if (part) out.push({ text: part.replace(MARKERS, ''), marked: false });
      continue;
    }
    const stop = part.indexOf(MARK_STOP);
    const inside = stop < 0 ? part : part.slice(0, stop);
    const after = stop < 0 ? '' : part.slice(stop + 1);
    if (inside) out.push({ text: inside.replace(MARKERS, ''), marked: true });
    if (after) out.push({ text: after.replace(MARKERS, ''), marked: false });
  }
  return out;
}

const htmlOf = (piece: Piece) => (piece.marked ? `<mark>${escapeHtml(piece.text)}</mark>` : escapeHtml(piece.text));

/**
 * Text with marker pairs around matches as escaped HTML with `<mark>` … `</mark>`, at most
 * SNIPPET_MAX characters in all: it starts a few words before the first match and ends with an
 * ellipsis where it was cut.
 */
export function snippetHtml(marked: string, max = SNIPPET_MAX): string {
  let parts = pieces(marked.replace(/\s+/g, ' ').trim());
  const first = parts.findIndex((piece) => piece.marked);
  let lead = '';
  if (first > 0) {
    // Some context before the first match, cut at a word boundary.
    const before = parts[first - 1].text;
    if (before.length > 40) {
      const kept = before.slice(before.length - 40);
      const space = kept.indexOf(' ');
      parts = [{ text: space >= 0 ? kept.slice(space + 1) : kept, marked: false }, ...parts.slice(first)];
      lead = '… ';
    } else {
      parts = parts.slice(first - 1);
    }
  }
  let html = escapeHtml(lead);
  for (const piece of parts) {
    const next = htmlOf(piece);
    // One character stays free for the ellipsis.
    if (html.length + next.length < max) {
      html += next;
      continue;
    }
    // Room left for part of an unmarked piece (whole characters, never half an entity) and the ellipsis.
    if (!piece.marked) {
      let text = piece.text;
      while (text.length > 0 && html.length + escapeHtml(text).length >= max) text = text.slice(0, -1);
      const space = text.lastIndexOf(' ');
      if (space > 0) text = text.slice(0, space);
      html += escapeHtml(text);
    }
    return `${html.trimEnd()}…`;
  }
  return html;
}
