import { Editor, Element, Range, Transforms, type Node } from 'slate';
import type { MarkName } from '../../lib/richText';
import './slateTypes';

export function isMarkActive(editor: Editor, mark: MarkName): boolean {
  const marks = Editor.marks(editor);
  return marks?.[mark] === true;
}

export function toggleMark(editor: Editor, mark: MarkName): void {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}

const isList = (node: Node) => !Editor.isEditor(node) && Element.isElement(node) && node.type === 'bulleted-list';

export function isListActive(editor: Editor): boolean {
  const { selection } = editor;
  if (!selection) return false;
  const [match] = Editor.nodes(editor, { at: Editor.unhangRange(editor, selection), match: isList });
  return Boolean(match);
}

/** Turns the selected blocks into a bulleted list, or back into paragraphs. */
export function toggleBulletedList(editor: Editor): void {
  const active = isListActive(editor);
  Transforms.unwrapNodes(editor, { match: isList, split: true });
  Transforms.setNodes(
    editor,
    { type: active ? 'paragraph' : 'list-item' },
    { match: (node) => Element.isElement(node) && Editor.isBlock(editor, node) && node.type !== 'bulleted-list' },
  );
  if (!active) Transforms.wrapNodes(editor, { type: 'bulleted-list', children: [] });
}

/** Enter in an empty list item leaves the list, as in every word processor. */
export function leavesEmptyListItem(editor: Editor): boolean {
  const { selection } = editor;
  if (!selection || !Range.isCollapsed(selection)) return false;
  const entry = Editor.above(editor, {
    match: (node) => Element.isElement(node) && node.type === 'list-item',
  });
  if (!entry) return false;
  const [item] = entry;
  if (Editor.string(editor, entry[1]) !== '' || item.children.length > 1) return false;
  toggleBulletedList(editor);
  return true;
}

/**
 * Puts content (a quick reply, an image) where the cursor is, or after the text when the editor
 * never had one. An empty paragraph at the cursor is replaced, so nothing starts with a blank line; text
 * blocks typed into the middle of a paragraph join it, as a paste does.
 */
export function insertContent(editor: Editor, nodes: readonly Node[]): void {
  if (nodes.length === 0) return;
  const blocks = nodes.every((node) => Element.isElement(node));
  if (!editor.selection) {
    Transforms.select(editor, Editor.end(editor, []));
    const last = editor.children[editor.children.length - 1];
    // Without a cursor a reply follows the text typed so far, on its own lines.
    if (blocks && last && !(Element.isElement(last) && last.type === 'paragraph' && Editor.isEmpty(editor, last))) {
      Transforms.insertNodes(editor, nodes as Node[] as Element[], { at: [editor.children.length], select: true });
      return;
    }
  }
  if (editor.selection && Range.isExpanded(editor.selection)) Transforms.delete(editor);
  const entry = Editor.above<Element>(editor, { match: (node) => Element.isElement(node) && Editor.isBlock(editor, node) && node.type !== 'bulleted-list' });
  if (entry && blocks) {
    const [block, path] = entry;
    if (block.type === 'paragraph' && Editor.isEmpty(editor, block)) {
      Editor.withoutNormalizing(editor, () => {
        Transforms.removeNodes(editor, { at: path });
        Transforms.insertNodes(editor, nodes as Node[] as Element[], { at: path, select: true });
      });
      return;
    }
  }
  if (blocks && nodes.some((node) => Element.isElement(node) && editor.isVoid(node))) {
    Transforms.insertNodes(editor, nodes as Node[] as Element[]);
    return;
  }
  Transforms.insertFragment(editor, nodes as Node[]);
}
