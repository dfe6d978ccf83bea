import { useEffect, useState } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { loadCalendarsConfigured, loadCalendarUsers, type CalendarUser } from './calendarOperations';

export type CalendarUsersState =
  | { status: 'loading' }
  | { status: 'notConfigured' }
  | { status: 'failed' }
  | { status: 'loaded'; users: readonly CalendarUser[] };

/** The calendars Microsoft 365 offers, asked once per mount; whether it is set up at all first. */
export function useCalendarUsers(): CalendarUsersState {
  const environment = useRelayEnvironment();
  const [state, setState] = useState<CalendarUsersState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    // Without Microsoft 365 the planner shows the week's tasks and says why there are no calendars.
    const load = async (): Promise<CalendarUsersState> =>
      (await loadCalendarsConfigured(environment)) ? { status: 'loaded', users: await loadCalendarUsers(environment) } : { status: 'notConfigured' };
    load().then(
      (next) => current && setState(next),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [environment]);
  return state;
}
