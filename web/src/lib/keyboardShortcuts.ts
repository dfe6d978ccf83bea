import { isTextField, type ShortcutKey } from './searchShortcut';

export type ShortcutAction = 'help' | 'newTicket' | 'nextTicket' | 'previousTicket' | 'answer' | 'note';

/** One key each, as service desks use them; Ctrl+K and '/' (search) live in searchShortcut. */
export const SHORTCUT_KEYS: Record<ShortcutAction, string> = {
  newTicket: 'n',
  nextTicket: 'j',
  previousTicket: 'k',
  answer: 'r',
  note: 'i',
  help: '?',
};

const BY_KEY = new Map(Object.entries(SHORTCUT_KEYS).map(([action, key]) => [key, action as ShortcutAction]));

/**
 * The action of a key pressed outside a text field, without Ctrl, ⌘ or Alt (those are the
 * browser's and the system's). Shift only makes the '?'.
 */
export function shortcutAction(event: ShortcutKey & { shiftKey?: boolean }): ShortcutAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey || isTextField(event.target)) return null;
  const action = BY_KEY.get(event.key) ?? null;
  if (event.shiftKey && action !== 'help') return null;
  return action;
}

/**
 * The path next to `current` in the list the user came from (step 1: next, -1: previous); null at
 * either end, and undefined when the list does not hold the current path.
 */
export function neighbourPath(paths: readonly string[], current: string, step: 1 | -1): string | null | undefined {
  const index = paths.indexOf(current);
  if (index < 0) return undefined;
  return paths[index + step] ?? null;
}

/** What a list hands to the record it opens: the paths of the rows it showed, in their order. */
export interface ListNavigationState {
  listPaths: string[];
}

/** The list paths in a location's state, when it came from a list. */
export function listPathsOf(state: unknown): string[] | null {
  const paths = (state as Partial<ListNavigationState> | null)?.listPaths;
  return Array.isArray(paths) && paths.every((path) => typeof path === 'string') ? paths : null;
}

/**
 * The filter and order that find the neighbour of a ticket in the default list order (last updated
 * first): the next one was updated earlier, the previous one later. The server keeps microseconds
 * and answers milliseconds, so the later side starts one millisecond on, past the ticket itself.
 */
export function defaultOrderNeighbour(updatedAt: string, step: 1 | -1) {
  const later = new Date(new Date(updatedAt).getTime() + 1).toISOString();
  return {
    filter: [{ field: 'updatedAt', operator: step === 1 ? ('LT' as const) : ('GTE' as const), value: step === 1 ? updatedAt : later }],
    orderBy: [{ field: 'updatedAt', direction: step === 1 ? ('DESC' as const) : ('ASC' as const) }],
  };
}
