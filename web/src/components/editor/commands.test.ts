import { createEditor, Editor, Transforms, type Descendant } from 'slate';
import { describe, expect, it } from 'vitest';
import { insertContent } from './commands';

const p = (text: string): Descendant => ({ type: 'paragraph', children: [{ text }] });

function editorWith(children: Descendant[]) {
  const editor = createEditor();
  editor.children = children;
  return editor;
}

describe('insertContent', () => {
  it('replaces the empty first paragraph of an empty editor instead of leaving a blank line above', () => {
    const editor = editorWith([p('')]);
    insertContent(editor, [p('Beste klant,'), p('Met vriendelijke groet')]);
    expect(editor.children).toEqual([p('Beste klant,'), p('Met vriendelijke groet')]);
  });

  it('goes where the cursor is in the middle of the text', () => {
    const editor = editorWith([p('Eerste'), p(''), p('Laatste')]);
    Transforms.select(editor, Editor.start(editor, [1]));
    insertContent(editor, [p('Sjabloon')]);
    expect(editor.children).toEqual([p('Eerste'), p('Sjabloon'), p('Laatste')]);
  });

  it('joins a paragraph the cursor stands in', () => {
    const editor = editorWith([p('Hallo ')]);
    Transforms.select(editor, Editor.end(editor, []));
    insertContent(editor, [p('Jan')]);
    expect(editor.children).toEqual([p('Hallo Jan')]);
  });

  it('adds its own lines after the text when the editor never had a cursor', () => {
    const editor = editorWith([p('Hallo')]);
    insertContent(editor, [p('Groet')]);
    expect(editor.children).toEqual([p('Hallo'), p('Groet')]);
  });

  it('puts an image where the cursor is', () => {
    const editor = editorWith([p('Zie foto')]);
    editor.isVoid = (element) => element.type === 'image';
    Transforms.select(editor, Editor.end(editor, []));
    const image: Descendant = { type: 'image', url: '/a.png', alt: 'a', children: [{ text: '' }] };
    insertContent(editor, [image]);
    expect(editor.children[1]).toEqual(image);
  });
});
