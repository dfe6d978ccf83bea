import { PAGE_BREAK } from './placeholders.ts';

/** Inline text as pdfmake takes it. */
export interface PdfText {
  text: string | PdfText[];
  bold?: boolean;
  italics?: boolean;
  decoration?: 'underline';
}

/** A block of a document as pdfmake takes it. */
export type PdfBlock =
  | { text: string | PdfText[]; style?: string; pageBreak?: 'before' }
  | { ul: Array<string | PdfText[] | PdfBlock>; style?: string; pageBreak?: 'before' }
  | { ol: Array<string | PdfText[] | PdfBlock>; style?: string; pageBreak?: 'before' }
  | { stack: PdfBlock[]; pageBreak?: 'before' };

interface ElementNode {
  tag: string;
  children: HtmlNode[];
}
type HtmlNode = ElementNode | string;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });

const VOID_TAGS = new Set(['br', 'img', 'hr']);
/** Tags whose content is no text for the reader. */
const SKIPPED_TAGS = new Set(['script', 'style', 'head', 'title']);
const BLOCK_TAGS = new Set(['p', 'div', 'h1', 'h2', 'h3', 'ul', 'ol', 'li', 'blockquote']);

/** A forgiving parse: unclosed tags end with their parent, stray closing tags are dropped. */
function parse(html: string): ElementNode {
  const root: ElementNode = { tag: 'root', children: [] };
  const stack: ElementNode[] = [root];
  for (const match of html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)[^>]*?(\/?)>|<!--[\s\S]*?-->|([^<]+)|</g)) {
    const [whole, closing, rawTag, , text] = match;
    const top = stack[stack.length - 1]!;
    if (text !== undefined) {
      top.children.push(decode(text));
    } else if (rawTag) {
      const tag = rawTag.toLowerCase();
      if (closing) {
        const index = stack.map((node) => node.tag).lastIndexOf(tag);
        if (index > 0) stack.length = index;
      } else {
        const node: ElementNode = { tag, children: [] };
        if (!SKIPPED_TAGS.has(tag)) top.children.push(node);
        if (!VOID_TAGS.has(tag)) stack.push(node);
      }
    } else if (whole === '<') {
      top.children.push('<');
    }
  }
  return root;
}

/** Text runs of inline content, with bold, italics and underline from the tags around them. */
function inlines(nodes: HtmlNode[], marks: Omit<PdfText, 'text'> = {}): PdfText[] {
  const runs: PdfText[] = [];
  for (const node of nodes) {
    if (typeof node === 'string') {
      // Source line breaks are spaces in HTML.
      const text = node.replace(/[ \t\r\n]+/g, ' ');
      if (text !== '') runs.push({ text, ...marks });
      continue;
    }
    switch (node.tag) {
      case 'br':
        runs.push({ text: '\n', ...marks });
        break;
      case 'strong':
      case 'b':
        runs.push(...inlines(node.children, { ...marks, bold: true }));
        break;
      case 'em':
      case 'i':
        runs.push(...inlines(node.children, { ...marks, italics: true }));
        break;
      case 'u':
        runs.push(...inlines(node.children, { ...marks, decoration: 'underline' }));
        break;
      default:
        runs.push(...inlines(node.children, marks));
    }
  }
  return runs;
}

const isBlank = (runs: PdfText[]) => runs.every((run) => typeof run.text === 'string' && run.text.trim() === '');

function listItem(node: ElementNode): PdfText[] | PdfBlock {
  const nested = node.children.filter((child): child is ElementNode => typeof child !== 'string' && (child.tag === 'ul' || child.tag === 'ol'));
  const own = inlines(node.children.filter((child) => typeof child === 'string' || !BLOCK_TAGS.has(child.tag) || child.tag === 'p'));
  return nested.length === 0 ? own : { stack: [{ text: own }, ...nested.flatMap(blocks)] };
}

function blocks(node: HtmlNode): PdfBlock[] {
  if (typeof node === 'string') return node.trim() === '' ? [] : [{ text: inlines([node]) }];
  switch (node.tag) {
    case 'h1':
    case 'h2':
    case 'h3': {
      const runs = inlines(node.children);
      return isBlank(runs) ? [] : [{ text: runs, style: node.tag }];
    }
    case 'ul':
    case 'ol': {
      const items = node.children.filter((child): child is ElementNode => typeof child !== 'string' && child.tag === 'li').map(listItem);
      if (items.length === 0) return [];
      return [node.tag === 'ul' ? { ul: items, style: 'list' } : { ol: items, style: 'list' }];
    }
    case 'p': {
      const runs = inlines(node.children);
      return isBlank(runs) ? [] : [{ text: runs, style: 'paragraph' }];
    }
    default:
      return groupInlines(node.children);
  }
}

/** Children of a container: blocks as they are, loose inline content gathered into paragraphs. */
function groupInlines(children: HtmlNode[]): PdfBlock[] {
  const result: PdfBlock[] = [];
  let loose: HtmlNode[] = [];
  const flush = () => {
    const runs = inlines(loose);
    if (!isBlank(runs)) result.push({ text: runs, style: 'paragraph' });
    loose = [];
  };
  for (const child of children) {
    if (typeof child !== 'string' && BLOCK_TAGS.has(child.tag)) {
      flush();
      result.push(...blocks(child));
    } else {
      loose.push(child);
    }
  }
  flush();
  return result;
}

/**
 * The editor's rich text (p, strong, em, u, ul/ol/li, br, h1-h3) as pdfmake blocks; the page-break
 * placeholder starts the content after it on a new page. Other tags keep only their text.
 */
export function richTextToPdf(html: string): PdfBlock[] {
  const parts = html.split(PAGE_BREAK);
  return parts.flatMap((part, index) => {
    const content = groupInlines(parse(part).children);
    if (index === 0) return content;
    const [first, ...rest] = content;
    return first ? [{ ...first, pageBreak: 'before' as const }, ...rest] : [{ text: '', pageBreak: 'before' as const }];
  });
}
