/** The parts of a keydown event the shortcut looks at. */
export interface ShortcutKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  /** Where the key was typed. */
  target: { tagName?: string; isContentEditable?: boolean; type?: string } | null;
}

const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'url', 'tel', 'password', 'number', 'date', 'time', 'datetime-local', 'month', 'week']);

/** Typing in this element would be disturbed by a one-key shortcut. */
export function isTextField(target: ShortcutKey['target']): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName?.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  return tag === 'INPUT' && TEXT_INPUT_TYPES.has((target.type ?? 'text').toLowerCase());
}

/** Ctrl+K (⌘K on a Mac) anywhere, or '/' outside a text field, opens the global search. */
export function isSearchShortcut(event: ShortcutKey, mac: boolean): boolean {
  if (event.altKey) return false;
  if (event.key.toLowerCase() === 'k') return mac ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !isTextField(event.target);
}

/** ⌘K on a Mac, Ctrl+K elsewhere: as the search button shows it. */
export function shortcutLabel(mac: boolean): string {
  return mac ? '⌘K' : 'Ctrl+K';
}

/** Macs use ⌘ where other systems use Ctrl. */
export function isMacPlatform(userAgent: string): boolean {
  return /Mac|iPhone|iPad|iPod/.test(userAgent);
}
