import { useCallback, useEffect, useMemo, useRef } from 'react';
import { commitMutation, useRelayEnvironment } from 'react-relay/hooks';
import type { useListPreferencesMutation } from '../../__generated__/useListPreferencesMutation.graphql';
import { choosePreferences, mergePreferences, readPreferences, writePreferences, type ListPreferences } from '../../lib/preferences';
import { useViewer, type ViewerInfo } from '../../relay/viewer';
import { lazyOperations } from '../../relay/lazyOperation';

const mutation = lazyOperations(() => import('./useListPreferences.mutation'))('mutation');

/** The server copy is written once the user stops changing things for a second. */
const SERVER_SAVE_DELAY_MS = 1000;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** What a list starts with for this user and route: this browser's copy, else the server's. */
export function storedListPreferences(viewer: ViewerInfo, route: string): ListPreferences {
  return choosePreferences(readPreferences(storage(), viewer.databaseId, route), viewer.preferences, route);
}

/**
 * Preferences of one list for the signed-in user: read once, saved to localStorage at once and
 * to the server (savePreferences) shortly after.
 */
export function useListPreferences(route: string): { initial: ListPreferences; save: (patch: Partial<ListPreferences>) => void } {
  const viewer = useViewer();
  const environment = useRelayEnvironment();
  const initial = useMemo(() => storedListPreferences(viewer, route), [viewer, route]);
  const current = useRef(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const flush = useCallback(() => {
    timer.current = null;
    const preferences = current.current;
    // Not being able to store preferences on the server is no reason to bother the user.
    mutation.load().then(
      (operation) => commitMutation<useListPreferencesMutation>(environment, { mutation: operation, variables: { input: { route, preferences } }, onError: () => undefined }),
      () => undefined,
    );
  }, [environment, route]);

  useEffect(
    () => () => {
      if (timer.current) {
        clearTimeout(timer.current);
        flush();
      }
    },
    [flush],
  );

  const save = useCallback(
    (patch: Partial<ListPreferences>) => {
      const next = mergePreferences(current.current, patch);
      if (JSON.stringify(next) === JSON.stringify(current.current)) return;
      current.current = next;
      writePreferences(storage(), viewer.databaseId, route, next);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(flush, SERVER_SAVE_DELAY_MS);
    },
    [flush, route, viewer.databaseId],
  );

  return useMemo(() => ({ initial, save }), [initial, save]);
}
