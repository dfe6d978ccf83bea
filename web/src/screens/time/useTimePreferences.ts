import { useCallback, useRef, useState } from 'react';
import { commitMutation, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { useTimePreferencesMutation } from '../../__generated__/useTimePreferencesMutation.graphql';
import { readTimePreferences, TIME_PREFERENCES_ROUTE, writeTimePreferences, type TimePreferences } from '../../lib/timePreferences';
import { useViewer } from '../../relay/viewer';

const mutation = graphql`
  mutation useTimePreferencesMutation($input: SavePreferencesInput!) {
    savePreferences(input: $input) {
      userErrors {
        message
      }
    }
  }
`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The time entry mode and unit the signed-in user chose last: kept in this browser and on the server. */
export function useTimePreferences(): [TimePreferences, (patch: Partial<TimePreferences>) => void] {
  const viewer = useViewer();
  const environment = useRelayEnvironment();
  const [preferences, setPreferences] = useState(() => readTimePreferences(storage(), viewer.databaseId, viewer.preferences));
  const current = useRef(preferences);

  const save = useCallback(
    (patch: Partial<TimePreferences>) => {
      const next = { ...current.current, ...patch };
      if (next.mode === current.current.mode && next.unit === current.current.unit) return;
      current.current = next;
      setPreferences(next);
      writeTimePreferences(storage(), viewer.databaseId, next);
      commitMutation<useTimePreferencesMutation>(environment, {
        mutation,
        variables: { input: { route: TIME_PREFERENCES_ROUTE, preferences: next } },
        // Not being able to store the choice on the server is no reason to bother the user.
        onError: () => undefined,
      });
    },
    [environment, viewer.databaseId],
  );

  return [preferences, save];
}
