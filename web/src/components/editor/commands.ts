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
