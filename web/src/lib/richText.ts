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

export type BlockType = 'paragraph' | 'bulleted-list' | 'list-item';

export interface RichElement {
  type: BlockType;
  children: RichNode[];
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

const TAGS: Record<BlockType, string> = { paragraph: 'p', 'bulleted-list': 'ul', 'list-item': 'li' };

function nodeToHtml(node: RichNode): string {
  if (isRichText(node)) return textToHtml(node);
  const inner = node.children.map(nodeToHtml).join('');
  const tag = TAGS[node.type] ?? 'p';
  return `<${tag}>${inner}</${tag}>`;
}

export function plainText(node: RichNode): string {
  return isRichText(node) ? node.text : node.children.map(plainText).join('');
}

function isBlank(node: RichNode): boolean {
  return plainText(node).trim() === '';
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
