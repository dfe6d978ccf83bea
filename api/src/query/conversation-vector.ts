import type { Audience, FullText } from '../resources/declaration.ts';
import type { Viewer } from './types.ts';

/** Internal work (no viewer) and every operator role see all related rows of a row they see. */
export const audienceOf = (viewer: Viewer | undefined): Audience => (viewer?.restriction === 'contact' ? 'contact' : 'staff');

/**
 * The stored vector that holds exactly what this viewer may find in a row's related rows, or null
 * when none does: none is declared for the viewer's audience, or the viewer may not read every
 * related path (then the related rows themselves are searched, only along the readable paths).
 */
export function conversationVector(fullText: FullText, viewer: Viewer | undefined, readable: (path: string) => boolean): string | null {
  const audience = audienceOf(viewer);
  const stored = fullText.conversation?.find((candidate) => candidate.audience === audience);
  if (!stored || !fullText.related.every((related) => readable(related.path))) return null;
  return stored.vector;
}
