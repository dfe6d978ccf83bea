import { createGraphQLError } from 'graphql-yoga';
import type { Context } from './context.ts';
import { toGraphQLError, toUserErrors, UpstreamError } from '../upstream/errors.ts';

/** The planner's Microsoft 365 calendars over REST /msgraph/calendar/... (back-office §7 Calendar). */

interface CalendarUserRow {
  id: string;
  operator_id: number | null;
  name: string;
  email: string | null;
}

interface CalendarEventRow {
  id: string;
  user_id: string;
  subject: string | null;
  description: string | null;
  start: string;
  end: string;
  location: string | null;
  attendees: string[];
  occurrence: string | null;
  cancelled: boolean;
  readonly: boolean;
  organizer: string | null;
}

const userOf = (row: CalendarUserRow) => ({ id: row.id, operatorId: row.operator_id, name: row.name, email: row.email });

const eventOf = (row: CalendarEventRow) => ({
  id: row.id,
  userId: row.user_id,
  subject: row.subject,
  description: row.description,
  start: row.start,
  end: row.end,
  location: row.location,
  attendees: row.attendees,
  occurrence: row.occurrence,
  cancelled: row.cancelled,
  readonly: row.readonly,
  organizer: row.organizer,
});

const userPath = (userId: string) => `/msgraph/calendar/user/${encodeURIComponent(userId)}`;
const eventPath = (userId: string, eventId: string) => `${userPath(userId)}/events/${encodeURIComponent(eventId)}`;

/** Microsoft 365 not set up (409) or out of reach (502) keeps the REST service's Dutch text. */
function queryError(error: unknown) {
  if (error instanceof UpstreamError && (error.status === 409 || error.status === 502)) {
    return createGraphQLError(error.body.message ?? 'Microsoft 365 is niet bereikbaar.', { extensions: { code: 'SERVICE_UNAVAILABLE', status: error.status } });
  }
  return toGraphQLError(error);
}

const FIELD_NAMES: Record<string, string> = { task_id: 'taskId' };

/**
 * A refusal of the change becomes userErrors: invalid input (422) per field, and what Microsoft 365
 * or the calendar check refused (404, 409, 429, 502, a 403 that names no permission) on the input
 * as a whole. A missing permission stays a FORBIDDEN error.
 */
function userErrorsOf(error: unknown) {
  if (error instanceof UpstreamError && error.status !== 422 && error.status !== 401 && !(error.status === 403 && error.body.permission)) {
    if ([403, 404, 409, 429, 502].includes(error.status)) return [{ field: null, message: error.body.message ?? 'Microsoft 365 weigert dit.' }];
  }
  return toUserErrors(error, FIELD_NAMES);
}

/** Only the fields the input carries, so REST changes only those. */
const sent = (entries: Array<[string, unknown]>) => Object.fromEntries(entries.filter(([, value]) => value !== undefined));

interface EventFields {
  subject?: string | null;
  description?: string | null;
  start?: string | null;
  end?: string | null;
  location?: string | null;
  attendees?: string[] | null;
}

const eventBody = (input: EventFields) =>
  sent([
    ['subject', input.subject ?? undefined],
    ['description', input.description],
    ['start', input.start ?? undefined],
    ['end', input.end ?? undefined],
    ['location', input.location],
    ['attendees', input.attendees],
  ]);

export const calendarResolvers = {
  Query: {
    calendarUsers: async (_: unknown, __: unknown, ctx: Context) => {
      try {
        return (await ctx.client.request<{ data: CalendarUserRow[] }>('GET', '/msgraph/calendar/users')).data.map(userOf);
      } catch (error) {
        throw queryError(error);
      }
    },
    calendarEvents: async (_: unknown, args: { userId: string; start: string; end: string }, ctx: Context) => {
      const query = new URLSearchParams({ start: args.start, end: args.end });
      try {
        const answer = await ctx.client.request<{ access: boolean; data: CalendarEventRow[] }>('GET', `${userPath(args.userId)}/events?${query}`);
        return { access: answer.access, events: answer.data.map(eventOf) };
      } catch (error) {
        throw queryError(error);
      }
    },
  },
  CalendarUser: {
    /** One Graph call per mailbox, made only when asked for; null when Microsoft 365 does not tell. */
    userPurpose: async (user: { id: string }, _: unknown, ctx: Context) => {
      try {
        return (await ctx.client.request<{ user_purpose: string | null }>('GET', `${userPath(user.id)}/user-purpose`)).user_purpose;
      } catch {
        return null;
      }
    },
  },
  Mutation: {
    createCalendarEvent: async (_: unknown, { input }: { input: EventFields & { userId: string; taskId?: number | null } }, ctx: Context) => {
      try {
        const row = await ctx.client.request<CalendarEventRow>('POST', `${userPath(input.userId)}/events`, { ...eventBody(input), ...sent([['task_id', input.taskId]]) });
        return { event: eventOf(row), userErrors: [] };
      } catch (error) {
        return { event: null, userErrors: userErrorsOf(error) };
      }
    },
    updateCalendarEvent: async (_: unknown, { input }: { input: EventFields & { userId: string; eventId: string } }, ctx: Context) => {
      try {
        const row = await ctx.client.request<CalendarEventRow>('PATCH', eventPath(input.userId, input.eventId), eventBody(input));
        return { event: eventOf(row), userErrors: [] };
      } catch (error) {
        return { event: null, userErrors: userErrorsOf(error) };
      }
    },
    deleteCalendarEvent: async (_: unknown, { input }: { input: { userId: string; eventId: string } }, ctx: Context) => {
      try {
        await ctx.client.request('DELETE', eventPath(input.userId, input.eventId));
        return { deletedEventId: input.eventId, userErrors: [] };
      } catch (error) {
        return { deletedEventId: null, userErrors: userErrorsOf(error) };
      }
    },
  },
};
