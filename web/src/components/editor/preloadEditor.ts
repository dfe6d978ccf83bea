/**
 * Starts downloading the rich-text editor's code (RichTextEditorView) without waiting for it: a
 * screen that will show the editor asks for it together with its own code, then draws without it.
 */
export function preloadRichTextEditor(): void {
  void import('./RichTextEditorView').catch(() => undefined);
}
