import { useEffect, useRef } from 'react';
import { shortcutAction, type ShortcutAction } from '../lib/keyboardShortcuts';

/** Inside an open dialog, menu or list box, keys belong to it. */
const OWNS_KEYS = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]';

/** Runs `handler` when the one-key shortcut of `action` is pressed outside text fields and dialogs. */
export function useShortcut(action: ShortcutAction, handler: () => void, enabled = true): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(OWNS_KEYS)) return;
      const { key, ctrlKey, metaKey, altKey, shiftKey } = event;
      if (shortcutAction({ key, ctrlKey, metaKey, altKey, shiftKey, target: target as HTMLElement | null }) !== action) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [action, enabled]);
}
