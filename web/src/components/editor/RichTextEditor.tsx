import { Box } from '@chakra-ui/react';
import { onDemand } from '../onDemand';
import type { RichTextEditorProps } from './RichTextEditorView';

export type { RichTextEditorProps, RichTextHandle } from './RichTextEditorView';

const view = onDemand(() => import('./RichTextEditorView').then((module) => module.RichTextEditorView));

/**
 * A small rich-text editor: bold, italic, underline and bulleted lists, with Ctrl+B/I/U. Its code
 * (the editor framework) loads after the screen it sits on, or beside it (preloadRichTextEditor):
 * until then an empty box of its size holds its place, so nothing moves when it arrives.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const View = view.useComponent(true);
  if (View) return <View {...props} />;
  return (
    <Box borderWidth="1px" borderRadius="md" bg="bg" aria-busy="true" data-testid="editor-loading">
      <Box h="2.375rem" borderBottomWidth="1px" bg="bg.subtle" borderTopRadius="md" />
      <Box h="calc(150px + 1rem)" />
    </Box>
  );
}
