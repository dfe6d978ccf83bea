// The document model of the note editor, as plain data: slate stores exactly these shapes,
// and the functions below turn them into the HTML the server stores.

export type MarkName = 'bold' | 'italic' | 'underline';
export const MARKS: readonly MarkName[] = ['bold', 'italic', 'underline'];

export interface RichText {
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
}

export type BlockType = 'paragraph' | 'bulleted-list' | 'list-item' | 'image';

export interface RichElement {
  type: BlockType;
  children: RichNode[];
  /** An image: where it is stored, and its text for those who cannot see it. */
  url?: string;
  alt?: string;
}

export type RichNode = RichElement | RichText;

export function isRichText(node: RichNode): node is RichText {
  return typeof (node as RichText).text === 'string';
}

export function emptyDocument(): RichElement[] {
  return [{ type: 'paragraph', children: [{ text: '' }] }];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

function textToHtml(leaf: RichText): string {
  let html = escapeHtml(leaf.text).replace(/\n/g, '<br>');
  if (!html) return '';
  if (leaf.bold) html = `<strong>${html}</strong>`;
  if (leaf.italic) html = `<em>${html}</em>`;
  if (leaf.underline) html = `<u>${html}</u>`;
  return html;
}

const TAGS: Record<BlockType, string> = { paragraph: 'p', 'bulleted-list': 'ul', 'list-item': 'li', image: 'p' };

function nodeToHtml(node: RichNode): string {
  if (isRichText(node)) return textToHtml(node);
  if (node.type === 'image') return `<p><img src="${escapeHtml(node.url ?? '')}" alt="${escapeHtml(node.alt ?? '')}"></p>`;
  const inner = node.children.map(nodeToHtml).join('');
  const tag = TAGS[node.type] ?? 'p';
  return `<${tag}>${inner}</${tag}>`;
}

export function plainText(node: RichNode): string {
  return isRichText(node) ? node.text : node.children.map(plainText).join('');
}

const hasImage = (node: RichNode): boolean => !isRichText(node) && (node.type === 'image' || node.children.some(hasImage));

function isBlank(node: RichNode): boolean {
  return !hasImage(node) && plainText(node).trim() === '';
}

/** Urls of the images in the document. */
export function imageUrls(nodes: readonly RichNode[]): string[] {
  return nodes.flatMap((node) => (isRichText(node) ? [] : node.type === 'image' ? (node.url ? [node.url] : []) : imageUrls(node.children)));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', '#39': "'", '#160': '\u00a0' };
const decodeEntities = (text: string) => text.replace(/&(#?\w+);/g, (whole, name: string) => ENTITIES[name] ?? whole);
const attribute = (attributes: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i').exec(attributes)?.[1];

/**
 * The editor's document from HTML of the kind the server keeps (paragraphs, lists, bold, italic,
 * underline, line breaks, images); other tags give up their text. For quick-reply templates.
 */
export function htmlToRichNodes(html: string): RichElement[] {
  const blocks: RichElement[] = [];
  let list: RichElement | null = null;
  let current: RichElement | null = null;
  const marks = { bold: 0, italic: 0, underline: 0 };
  const flush = () => {
    if (current && current.children.length > 0) (current.type === 'list-item' && list ? list.children : blocks).push(current);
    current = null;
  };
  const leaf = (text: string) => {
    if (!current) {
      if (text.trim() === '') return;
      current = { type: list ? 'list-item' : 'paragraph', children: [] };
    }
    const node: RichText = { text };
    if (marks.bold > 0) node.bold = true;
    if (marks.italic > 0) node.italic = true;
    if (marks.underline > 0) node.underline = true;
    current.children.push(node);
  };
  const MARK_TAGS: Record<string, keyof typeof marks> = { strong: 'bold', b: 'bold', em: 'italic', i: 'italic', u: 'underline' };
  for (const match of html.matchAll(/<(\/?)([a-z][a-z0-9]*)([^>]*)>|([^<]+)/gi)) {
    const [, closing, rawTag, attributes = '', text] = match;
    if (text !== undefined) {
      leaf(decodeEntities(text));
      continue;
    }
    const tag = rawTag.toLowerCase();
    if (MARK_TAGS[tag]) marks[MARK_TAGS[tag]] = Math.max(0, marks[MARK_TAGS[tag]] + (closing ? -1 : 1));
    else if (tag === 'br') leaf('\n');
    else if (tag === 'p' || tag === 'li' || /^h[1-6]$/.test(tag) || tag === 'blockquote' || tag === 'pre') flush();
    else if (tag === 'ul' || tag === 'ol') {
      flush();
      if (closing) {
        if (list && list.children.length > 0) blocks.push(list);
        list = null;
      } else list = { type: 'bulleted-list', children: [] };
    } else if (tag === 'img' && !closing) {
      flush();
      const url = attribute(attributes, 'src');
      if (url) blocks.push({ type: 'image', url: decodeEntities(url), alt: decodeEntities(attribute(attributes, 'alt') ?? ''), children: [{ text: '' }] });
    }
  }
  flush();
  if (list && (list as RichElement).children.length > 0) blocks.push(list);
  return blocks.length > 0 ? blocks : emptyDocument();
}

/** True when the document holds nothing but white space. */
export function isEmptyDocument(nodes: readonly RichNode[]): boolean {
  return nodes.every(isBlank);
}

/** HTML for the server: blank blocks at the start and the end are left out. */
export function serializeHtml(nodes: readonly RichNode[]): string {
  let start = 0;
  let end = nodes.length;
  while (start < end && isBlank(nodes[start])) start += 1;
  while (end > start && isBlank(nodes[end - 1])) end -= 1;
  return nodes.slice(start, end).map(nodeToHtml).join('');
}

export interface HotkeyEvent {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/** Ctrl+B, Ctrl+I and Ctrl+U (Cmd on a Mac) toggle bold, italic and underline. */
export function markForHotkey(event: HotkeyEvent): MarkName | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return null;
  switch (event.key.toLowerCase()) {
    case 'b':
      return 'bold';
    case 'i':
      return 'italic';
    case 'u':
      return 'underline';
    default:
      return null;
  }
}
