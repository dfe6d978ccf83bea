import { fetchQuery, graphql } from 'react-relay/hooks';
import type { Environment } from 'relay-runtime';
import type { calendarOperationsCreateMutation } from '../../__generated__/calendarOperationsCreateMutation.graphql';
import type { calendarOperationsDeleteMutation } from '../../__generated__/calendarOperationsDeleteMutation.graphql';
import type { calendarOperationsEventsQuery, calendarOperationsEventsQuery$data } from '../../__generated__/calendarOperationsEventsQuery.graphql';
import type { calendarOperationsUpdateMutation } from '../../__generated__/calendarOperationsUpdateMutation.graphql';
import type { calendarOperationsConfiguredQuery } from '../../__generated__/calendarOperationsConfiguredQuery.graphql';
import type { calendarOperationsUsersQuery, calendarOperationsUsersQuery$data } from '../../__generated__/calendarOperationsUsersQuery.graphql';
import { notify, notifyValidation } from '../../components/toaster';
import type { EventValues } from '../../lib/calendarEvent';
import { commitAsync } from '../../relay/commit';
import { reportMutationFailure } from '../../relay/errors';

const usersQuery = graphql`
  query calendarOperationsUsersQuery {
    calendarUsers {
      id
      operatorId
      name
      email
    }
  }
`;

const eventsQuery = graphql`
  query calendarOperationsEventsQuery($userId: ID!, $start: String!, $end: String!) {
    calendarEvents(userId: $userId, start: $start, end: $end) {
      access
      events {
        ...calendarOperations_event @relay(mask: false)
      }
    }
  }
`;

graphql`
  fragment calendarOperations_event on CalendarEvent {
    id
    userId
    subject
    description
    start
    end
    location
    attendees
    occurrence
    cancelled
    readonly
    organizer
  }
`;

const createMutation = graphql`
  mutation calendarOperationsCreateMutation($input: CreateCalendarEventInput!) {
    result: createCalendarEvent(input: $input) {
      event {
        ...calendarOperations_event @relay(mask: false)
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const updateMutation = graphql`
  mutation calendarOperationsUpdateMutation($input: UpdateCalendarEventInput!) {
    result: updateCalendarEvent(input: $input) {
      event {
        ...calendarOperations_event @relay(mask: false)
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation calendarOperationsDeleteMutation($input: DeleteCalendarEventInput!) {
    result: deleteCalendarEvent(input: $input) {
      deletedEventId
      userErrors {
        field
        message
      }
    }
  }
`;

export type CalendarUser = calendarOperationsUsersQuery$data['calendarUsers'][number];
export type CalendarEvent = calendarOperationsEventsQuery$data['calendarEvents']['events'][number];
export type CalendarEventList = calendarOperationsEventsQuery$data['calendarEvents'];

const configuredQuery = graphql`
  query calendarOperationsConfiguredQuery {
    microsoftSignInEnabled
  }
`;

/** Whether Microsoft 365 is set up at all (the same answer as the login screen's Microsoft sign-in). */
export async function loadCalendarsConfigured(environment: Environment): Promise<boolean> {
  const data = await fetchQuery<calendarOperationsConfiguredQuery>(environment, configuredQuery, {}, { fetchPolicy: 'network-only' }).toPromise();
  return data?.microsoftSignInEnabled === true;
}

/** The calendars the planner can show: the operators known to Microsoft 365. */
export async function loadCalendarUsers(environment: Environment): Promise<readonly CalendarUser[]> {
  const data = await fetchQuery<calendarOperationsUsersQuery>(environment, usersQuery, {}, { fetchPolicy: 'network-only' }).toPromise();
  return data?.calendarUsers ?? [];
}

/** One user's events between two instants; `access` false when Microsoft 365 refuses the calendar. */
export async function loadCalendarEvents(environment: Environment, userId: string, range: { start: string; end: string }): Promise<CalendarEventList> {
  const data = await fetchQuery<calendarOperationsEventsQuery>(environment, eventsQuery, { userId, ...range }, { fetchPolicy: 'network-only' }).toPromise();
  return data?.calendarEvents ?? { access: true, events: [] };
}

interface Refused {
  readonly userErrors: readonly { readonly field?: string | null; readonly message: string }[];
}

/** Shows a refusal or failure itself; the payload when the change went through, else null. */
async function run<T extends Refused>(attempt: () => Promise<{ readonly result: T }>, success: string | null): Promise<T | null> {
  try {
    const { result } = await attempt();
    if (result.userErrors.length > 0) {
      notifyValidation(result.userErrors);
      return null;
    }
    if (success) notify('success', success);
    return result;
  } catch (error) {
    reportMutationFailure(error);
    return null;
  }
}

export function createCalendarEvent(environment: Environment, userId: string, values: EventValues & { taskId?: number }, success: string) {
  return run(() => commitAsync<calendarOperationsCreateMutation>(environment, createMutation, { input: { userId, ...values } }), success);
}

export function updateCalendarEvent(environment: Environment, userId: string, eventId: string, values: Partial<EventValues>, success: string) {
  return run(() => commitAsync<calendarOperationsUpdateMutation>(environment, updateMutation, { input: { userId, eventId, ...values } }), success);
}

export function deleteCalendarEvent(environment: Environment, userId: string, eventId: string, success: string) {
  return run(() => commitAsync<calendarOperationsDeleteMutation>(environment, deleteMutation, { input: { userId, eventId } }), success);
}
