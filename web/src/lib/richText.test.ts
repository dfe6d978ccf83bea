import { describe, expect, it } from 'vitest';
import { emptyDocument, htmlToRichNodes, isEmptyDocument, markForHotkey, serializeHtml, type RichElement } from './richText';

const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('serializeHtml', () => {
  it('writes paragraphs with marks', () => {
    const doc: RichElement[] = [
      {
        type: 'paragraph',
        children: [{ text: 'Printer ' }, { text: 'staat', bold: true }, { text: ' weer ' }, { text: 'aan', italic: true, underline: true }],
      },
    ];
    expect(serializeHtml(doc)).toBe('<p>Printer <strong>staat</strong> weer <u><em>aan</em></u></p>');
  });

  it('writes bulleted lists', () => {
    const doc: RichElement[] = [
      {
        type: 'bulleted-list',
        children: [
          { type: 'list-item', children: [{ text: 'toner' }] },
          { type: 'list-item', children: [{ text: 'papier', bold: true }] },
        ],
      },
    ];
    expect(serializeHtml(doc)).toBe('<ul><li>toner</li><li><strong>papier</strong></li></ul>');
  });

  it('escapes markup typed as text and keeps soft line breaks', () => {
    const doc: RichElement[] = [{ type: 'paragraph', children: [{ text: '<script>"a" & \'b\'</script>\nregel 2' }] }];
    expect(serializeHtml(doc)).toBe('<p>&lt;script&gt;&quot;a&quot; &amp; &#39;b&#39;&lt;/script&gt;<br>regel 2</p>');
  });

  it('drops blank blocks at both ends but keeps them in between', () => {
    const blank = (): RichElement => ({ type: 'paragraph', children: [{ text: ' ' }] });
    const doc: RichElement[] = [blank(), { type: 'paragraph', children: [{ text: 'a' }] }, blank(), { type: 'paragraph', children: [{ text: 'b' }] }, blank()];
    expect(serializeHtml(doc)).toBe('<p>a</p><p> </p><p>b</p>');
  });
});

describe('isEmptyDocument', () => {
  it('sees white space as empty', () => {
    expect(isEmptyDocument(emptyDocument())).toBe(true);
    expect(isEmptyDocument([{ type: 'paragraph', children: [{ text: '  \n ' }] }])).toBe(true);
    expect(isEmptyDocument([{ type: 'paragraph', children: [{ text: 'x' }] }])).toBe(false);
  });
});

describe('markForHotkey', () => {
  it('maps Ctrl/Cmd + B, I, U', () => {
    expect(markForHotkey(key('b', { ctrlKey: true }))).toBe('bold');
    expect(markForHotkey(key('I', { ctrlKey: true }))).toBe('italic');
    expect(markForHotkey(key('u', { metaKey: true }))).toBe('underline');
  });

  it('ignores plain keys and other combinations', () => {
    expect(markForHotkey(key('b'))).toBeNull();
    expect(markForHotkey(key('b', { ctrlKey: true, shiftKey: true }))).toBeNull();
    expect(markForHotkey(key('x', { ctrlKey: true }))).toBeNull();
  });
});

describe('htmlToRichNodes', () => {
  it('reads paragraphs, marks, line breaks and lists', () => {
    expect(htmlToRichNodes('<p>Beste <strong>Erik</strong>,<br>groet</p><ul><li>een</li><li><em>twee</em></li></ul>')).toEqual([
      { type: 'paragraph', children: [{ text: 'Beste ' }, { text: 'Erik', bold: true }, { text: ',' }, { text: '\n' }, { text: 'groet' }] },
      { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'een' }] }, { type: 'list-item', children: [{ text: 'twee', italic: true }] }] },
    ]);
  });

  it('decodes entities, keeps images and gives an empty document for nothing', () => {
    expect(htmlToRichNodes('<p>a &amp; b</p><img src="/attachments/1/public/abc" alt="x">')).toEqual([
      { type: 'paragraph', children: [{ text: 'a & b' }] },
      { type: 'image', url: '/attachments/1/public/abc', alt: 'x', children: [{ text: '' }] },
    ]);
    expect(htmlToRichNodes('')).toEqual(emptyDocument());
  });

  it('round-trips through serializeHtml, images included', () => {
    const html = '<p>Zie <u>bijlage</u></p><p><img src="/attachments/1/public/abc" alt="scherm"></p>';
    expect(serializeHtml(htmlToRichNodes(html))).toBe(html);
    expect(isEmptyDocument(htmlToRichNodes('<p><img src="/a" alt=""></p>'))).toBe(false);
  });
});
