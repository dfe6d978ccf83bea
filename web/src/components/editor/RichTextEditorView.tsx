import { Box, Flex, IconButton } from '@chakra-ui/react';
import { useCallback, useImperativeHandle, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { createEditor, Editor, Range, Transforms, type Descendant } from 'slate';
import { withHistory } from 'slate-history';
import { Editable, ReactEditor, Slate, useSlate, withReact, type RenderElementProps, type RenderLeafProps, type RenderPlaceholderProps } from 'slate-react';
import { emptyDocument, markForHotkey, type MarkName, type RichNode } from '../../lib/richText';
import { nlEditor } from '../../i18n/nl/editor';
import { ListIcon } from '../icons';
import { insertContent, isListActive, isMarkActive, leavesEmptyListItem, toggleBulletedList, toggleMark } from './commands';
import './slateTypes';

export interface RichTextEditorProps {
  /** Accessible name of the text box. */
  label: string;
  placeholder?: string;
  onChange: (value: RichNode[]) => void;
  /** Ctrl+Enter. */
  onSubmit?: () => void;
  disabled?: boolean;
  /** The document to start with (a draft); empty by default. */
  initialValue?: RichNode[];
  /** Lets the caller insert content (a quick reply, an image) where the cursor is. */
  handleRef?: Ref<RichTextHandle>;
  /** Extra buttons at the end of the toolbar. */
  toolbarExtra?: ReactNode;
}

export interface RichTextHandle {
  insertNodes(nodes: RichNode[]): void;
  /** Puts the cursor in the editor (at the end when it had none) and brings it into view. */
  focus(): void;
}

/**
 * Takes the caret the user sees as the editor's selection before input lands. Slate reads it from the
 * page only when it is not busy with a selection of its own; input right after a caret move (a typed
 * character, then an arrow key and Enter) would otherwise land where the caret is and then send the
 * cursor back to where Slate last saw it, so that a quick reply picked next went there.
 */
function takeCaret(editor: Editor, event: InputEvent) {
  if (event.isComposing || ReactEditor.isComposing(editor) || event.inputType.endsWith('CompositionText')) return;
  const caret = window.getSelection();
  if (!caret || caret.rangeCount === 0) return;
  if (!ReactEditor.hasEditableTarget(editor, caret.anchorNode) || !ReactEditor.hasEditableTarget(editor, caret.focusNode)) return;
  const range = ReactEditor.toSlateRange(editor, caret, { exactMatch: false, suppressThrow: true });
  if (range && !(editor.selection && Range.equals(range, editor.selection))) Transforms.select(editor, range);
}

/** Images are blocks without editable text. */
function withImages(editor: Editor): Editor {
  const { isVoid } = editor;
  editor.isVoid = (element) => element.type === 'image' || isVoid(element);
  return editor;
}

function renderElement({ attributes, children, element }: RenderElementProps) {
  switch (element.type) {
    case 'image':
      return (
        <div {...attributes}>
          <div contentEditable={false}>
            <img src={element.url} alt={element.alt ?? ''} style={{ maxWidth: '100%', maxHeight: '240px' }} />
          </div>
          {children}
        </div>
      );
    case 'bulleted-list':
      return <ul {...attributes}>{children}</ul>;
    case 'list-item':
      return <li {...attributes}>{children}</li>;
    default:
      return <p {...attributes}>{children}</p>;
  }
}

function renderLeaf({ attributes, children, leaf }: RenderLeafProps) {
  let content: ReactNode = children;
  if (leaf.bold) content = <strong>{content}</strong>;
  if (leaf.italic) content = <em>{content}</em>;
  if (leaf.underline) content = <u>{content}</u>;
  return <span {...attributes}>{content}</span>;
}

/**
 * A small rich-text editor: bold, italic, underline and bulleted lists, with Ctrl+B/I/U.
 * The caller turns the value into HTML with `serializeHtml`; give it a new `key` to empty it.
 */
export function RichTextEditorView({ label, placeholder, onChange, onSubmit, disabled, initialValue: startValue, handleRef, toolbarExtra }: RichTextEditorProps) {
  const [editor] = useState(() => withImages(withHistory(withReact(createEditor()))));
  const [initialValue] = useState<Descendant[]>(() => (startValue && startValue.length > 0 ? (startValue as Descendant[]) : emptyDocument()));

  useImperativeHandle(
    handleRef,
    () => ({
      insertNodes(nodes) {
        insertContent(editor, nodes as Descendant[]);
      },
      focus() {
        if (!editor.selection) Transforms.select(editor, Editor.end(editor, []));
        ReactEditor.focus(editor);
        ReactEditor.toDOMNode(editor, editor).scrollIntoView({ block: 'center' });
      },
    }),
    [editor],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      const mark = markForHotkey(event);
      if (mark) {
        event.preventDefault();
        toggleMark(editor, mark);
        return;
      }
      if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        onSubmit?.();
        return;
      }
      if (event.key === 'Enter' && !event.shiftKey && leavesEmptyListItem(editor)) {
        event.preventDefault();
      }
    },
    [editor, onSubmit],
  );

  return (
    <Box
      borderWidth="1px"
      borderRadius="md"
      bg="bg"
      _focusWithin={{ borderColor: 'blue.500', boxShadow: '0 0 0 1px var(--chakra-colors-blue-500)' }}
      opacity={disabled ? 0.7 : 1}
    >
      <Slate editor={editor} initialValue={initialValue} onValueChange={(value) => onChange(value)}>
        <Toolbar extra={toolbarExtra} />
        <Box
          px="3"
          py="2"
          css={{
            '& p': { margin: 0 },
            '& ul': { paddingInlineStart: '1.5em', listStyleType: 'disc', margin: '0.25em 0' },
          }}
        >
          <Editable
            aria-label={label}
            placeholder={placeholder}
            readOnly={disabled}
            renderElement={renderElement}
            renderLeaf={renderLeaf}
            renderPlaceholder={renderPlaceholder}
            onKeyDown={onKeyDown}
            onDOMBeforeInput={(event) => takeCaret(editor, event)}
            spellCheck
            style={{ minHeight: '150px', maxHeight: '310px', overflowY: 'auto', outline: 'none' }}
          />
        </Box>
      </Slate>
    </Box>
  );
}

/** Slate fades its placeholder to a third, too faint to read (WCAG contrast); the muted text colour reads. */
function renderPlaceholder({ attributes, children }: RenderPlaceholderProps) {
  return (
    <span {...attributes} style={{ ...attributes.style, opacity: 1, color: 'var(--chakra-colors-fg-muted)' }}>
      {children}
    </span>
  );
}

const MARK_BUTTONS: { mark: MarkName; label: string; glyph: ReactNode }[] = [
  { mark: 'bold', label: nlEditor.bold, glyph: <strong>B</strong> },
  { mark: 'italic', label: nlEditor.italic, glyph: <em style={{ fontFamily: 'serif' }}>I</em> },
  { mark: 'underline', label: nlEditor.underline, glyph: <u>U</u> },
];

function Toolbar({ extra }: { extra?: ReactNode }) {
  const editor = useSlate();
  const listActive = isListActive(editor);
  return (
    <Flex role="toolbar" aria-label={nlEditor.toolbar} gap="1" px="2" py="1" wrap="wrap" borderBottomWidth="1px" bg="bg.subtle" borderTopRadius="md">
      {MARK_BUTTONS.map(({ mark, label, glyph }) => {
        const active = isMarkActive(editor, mark);
        return (
          <IconButton
            key={mark}
            size="xs"
            variant={active ? 'subtle' : 'ghost'}
            aria-label={label}
            title={label}
            aria-pressed={active}
            // Keep the focus and the selection in the editor.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              toggleMark(editor, mark);
              ReactEditor.focus(editor);
            }}
          >
            {glyph}
          </IconButton>
        );
      })}
      <IconButton
        size="xs"
        variant={listActive ? 'subtle' : 'ghost'}
        aria-label={nlEditor.bulletedList}
        title={nlEditor.bulletedList}
        aria-pressed={listActive}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => {
          toggleBulletedList(editor);
          ReactEditor.focus(editor);
        }}
      >
        <ListIcon />
      </IconButton>
      {extra}
    </Flex>
  );
}
