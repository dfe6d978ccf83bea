import { useCallback, useEffect, useState } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { loadCalendarEvents, type CalendarEvent } from './calendarOperations';

export type CalendarState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; access: boolean; events: readonly CalendarEvent[] };

/** The chosen calendars' events in a range, each calendar on its own (one refused calendar leaves the others); reload after a change. */
export function useCalendarWeek(userIds: readonly string[], range: { start: string; end: string }) {
  const environment = useRelayEnvironment();
  const [states, setStates] = useState<Readonly<Record<string, CalendarState>>>({});
  const [round, setRound] = useState(0);
  const key = userIds.join('|');
  const { start, end } = range;

  useEffect(() => {
    let current = true;
    const ids = key ? key.split('|') : [];
    setStates((previous) => Object.fromEntries(ids.map((id) => [id, previous[id] ?? { status: 'loading' }])));
    for (const id of ids) {
      loadCalendarEvents(environment, id, { start, end }).then(
        (list) => current && setStates((previous) => ({ ...previous, [id]: { status: 'loaded', access: list.access, events: list.events } })),
        () => current && setStates((previous) => ({ ...previous, [id]: { status: 'failed' } })),
      );
    }
    return () => {
      current = false;
    };
  }, [environment, key, start, end, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { states, reload };
}
