import { useEffect, useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { loadCalendarUsers, type CalendarUser } from './calendarOperations';

export type CalendarUsersState = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; users: readonly CalendarUser[] };

/** The calendars Microsoft 365 offers, asked once per mount. */
export function useCalendarUsers(): CalendarUsersState {
  const environment = useRelayEnvironment();
  const [state, setState] = useState<CalendarUsersState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    loadCalendarUsers(environment).then(
      (users) => current && setState({ status: 'loaded', users }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [environment]);
  return state;
}
