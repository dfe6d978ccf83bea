import { createContext, useContext } from 'react';
import type { ListNavigationState } from '../../lib/keyboardShortcuts';

/** The rows a list shows, handed to the record a row or its link opens (for next/previous). */
export const ListNavigationContext = createContext<ListNavigationState | null>(null);

export function useListNavigation(): ListNavigationState | null {
  return useContext(ListNavigationContext);
}
