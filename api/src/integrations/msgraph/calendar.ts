import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import { requireApp } from './auth.ts';
import { eventOf, graphEventBody, type CalendarEvent, type EventInput, type GraphEvent } from './calendar-mapping.ts';
import { GraphClient } from './client.ts';
import { GraphError } from './errors.ts';

/**
 * The operators' calendars in the IT company's own tenant. A calendar is an operator's when the
 * Graph user's mail or user principal name is the operator's e-mail; no other mailbox is reachable.
 */

interface GraphUser {
  id: string;
  displayName?: string | null;
  mail?: string | null;
  userPrincipalName?: string | null;
}

export interface CalendarUser {
  id: string;
  operator_id: number;
  name: string;
  email: string;
}

const USER_FIELDS = 'id,displayName,mail,userPrincipalName';
const EVENT_FIELDS = 'id,subject,body,bodyPreview,start,end,location,attendees,type,isCancelled,isOrganizer,organizer';
/** Times in UTC and bodies as text, whatever the mailbox's own settings. */
const EVENT_PREFER = { prefer: 'outlook.timezone="UTC", outlook.body-content-type="text"' };

export class CalendarNotFound extends Error {}

const ownTenant = () => new GraphClient(requireApp().tenantId);

const addressesOf = (user: GraphUser) => [user.mail, user.userPrincipalName].filter((address): address is string => Boolean(address)).map((address) => address.toLowerCase());

async function operatorsByEmail(db: Db, tenantId: number): Promise<Map<string, { id: number; name: string; email: string }>> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email', sql<string>`concat_ws(' ', first_name, prefix, last_name)`.as('name')])
    .where('tenant_id', '=', tenantId)
    .where('is_operator', '>', 0)
    .where('is_active', '=', true)
    .where('archived_at', 'is', null)
    .where('email', 'is not', null)
    .execute();
  return new Map(rows.map((row) => [row.email!.toLowerCase(), { id: row.id, name: row.name, email: row.email! }]));
}

function matched(user: GraphUser, operators: Map<string, { id: number; name: string; email: string }>): CalendarUser | null {
  for (const address of addressesOf(user)) {
    const operator = operators.get(address);
    if (operator) return { id: user.id, operator_id: operator.id, name: user.displayName?.trim() || operator.name, email: operator.email };
  }
  return null;
}

/** Every operator with a mailbox in the tenant, by name. */
export async function calendarUsers(db: Db, tenantId: number): Promise<CalendarUser[]> {
  const [users, operators] = await Promise.all([ownTenant().list<GraphUser>('/users', { query: { $select: USER_FIELDS, $top: '999' } }), operatorsByEmail(db, tenantId)]);
  return users
    .map((user) => matched(user, operators))
    .filter((user): user is CalendarUser => user !== null)
    .sort((a, b) => a.name.localeCompare(b.name, 'nl'));
}

/** One operator's calendar user; a mailbox that is no operator's is not found. */
export async function calendarUser(db: Db, tenantId: number, userId: string): Promise<CalendarUser> {
  let user: GraphUser;
  try {
    user = await ownTenant().request<GraphUser>('GET', `/users/${encodeURIComponent(userId)}`, { query: { $select: USER_FIELDS } });
  } catch (error) {
    if (error instanceof GraphError && (error.status === 404 || error.status === 400)) throw new CalendarNotFound();
    throw error;
  }
  const found = matched(user, await operatorsByEmail(db, tenantId));
  if (!found) throw new CalendarNotFound();
  return found;
}

/** The mailbox's purpose (user, shared, room, equipment...); null when Graph does not say. */
export async function userPurpose(userId: string): Promise<string | null> {
  const settings = await ownTenant().request<{ userPurpose?: string | null }>('GET', `/users/${encodeURIComponent(userId)}/mailboxSettings`, { query: { $select: 'userPurpose' } });
  return settings.userPurpose ?? null;
}

export type EventsAnswer = { status: 200; events: CalendarEvent[] } | { status: 403 | 404; events: [] };

/** The events between two instants, recurring ones expanded; Graph's 403 or 404 means Balie may not read this calendar. */
export async function calendarEvents(userId: string, start: Date, end: Date): Promise<EventsAnswer> {
  try {
    const events = await ownTenant().list<GraphEvent>(`/users/${encodeURIComponent(userId)}/calendarView`, {
      query: { startDateTime: start.toISOString(), endDateTime: end.toISOString(), $select: EVENT_FIELDS, $orderby: 'start/dateTime', $top: '100' },
      headers: EVENT_PREFER,
    });
    return { status: 200, events: events.map((event) => eventOf(userId, event)) };
  } catch (error) {
    if (error instanceof GraphError && (error.status === 403 || error.status === 404)) return { status: error.status, events: [] };
    throw error;
  }
}

export async function createEvent(userId: string, input: EventInput): Promise<CalendarEvent> {
  const created = await ownTenant().request<GraphEvent>('POST', `/users/${encodeURIComponent(userId)}/calendar/events`, { body: graphEventBody(input), headers: EVENT_PREFER });
  return eventOf(userId, created);
}

export async function updateEvent(userId: string, eventId: string, input: EventInput): Promise<CalendarEvent> {
  const changed = await ownTenant().request<GraphEvent>('PATCH', `/users/${encodeURIComponent(userId)}/events/${encodeURIComponent(eventId)}`, {
    body: graphEventBody(input),
    headers: EVENT_PREFER,
  });
  return eventOf(userId, changed);
}

export async function deleteEvent(userId: string, eventId: string): Promise<void> {
  await ownTenant().request('DELETE', `/users/${encodeURIComponent(userId)}/events/${encodeURIComponent(eventId)}`);
}
