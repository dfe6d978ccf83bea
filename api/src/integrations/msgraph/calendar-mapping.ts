/**
 * Calendar events between Graph's shape and ours. Graph takes local wall-clock times with a
 * Windows time zone name; we speak ISO instants, and the planner's events are planned in Dutch time.
 */

export const GRAPH_TIME_ZONE = 'W. Europe Standard Time';
const IANA_ZONE = 'Europe/Amsterdam';

export interface GraphDateTime {
  dateTime: string;
  timeZone: string;
}

export interface GraphEvent {
  id: string;
  subject?: string | null;
  body?: { contentType?: string; content?: string } | null;
  bodyPreview?: string | null;
  start: GraphDateTime;
  end: GraphDateTime;
  location?: { displayName?: string | null } | null;
  attendees?: Array<{ emailAddress?: { address?: string | null; name?: string | null } }> | null;
  type?: string | null;
  isCancelled?: boolean | null;
  isOrganizer?: boolean | null;
  organizer?: { emailAddress?: { address?: string | null; name?: string | null } } | null;
}

export interface CalendarEvent {
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

const amsterdam = new Intl.DateTimeFormat('en-GB', {
  timeZone: IANA_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The wall-clock time in the Netherlands at an instant, as YYYY-MM-DDTHH:mm:ss. */
export function amsterdamLocal(instant: Date): string {
  const part = Object.fromEntries(amsterdam.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}`;
}

const LOCAL = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?)(?:\.\d+)?$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

const withSeconds = (local: string) => (local.length === 16 ? `${local}:00` : local);

/** The instant of a Dutch wall-clock time; in the autumn's doubled hour the first (summer) one. */
export function fromAmsterdamLocal(local: string): Date {
  const asUtc = Date.parse(`${withSeconds(local)}Z`);
  const offsetAt = (ms: number) => Date.parse(`${amsterdamLocal(new Date(ms))}Z`) - ms;
  let instant = asUtc - offsetAt(asUtc - 3 * 3600_000);
  if (amsterdamLocal(new Date(instant)) !== withSeconds(local)) instant = asUtc - offsetAt(asUtc);
  return new Date(instant);
}

/** An ISO instant, or a wall-clock time without offset read as Dutch time; null when neither. */
export function parseMoment(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const local = LOCAL.exec(text);
  if (local) {
    const date = fromAmsterdamLocal(local[1]!);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  if (!INSTANT.test(text)) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

export const graphDateTime = (instant: Date): GraphDateTime => ({ dateTime: amsterdamLocal(instant), timeZone: GRAPH_TIME_ZONE });

/** Graph's dateTime in UTC (we ask for it with Prefer: outlook.timezone) or in Dutch time, as an ISO instant. */
export function instantOf(value: GraphDateTime): string {
  const local = LOCAL.exec(value.dateTime.trim());
  if (!local) return new Date(value.dateTime).toISOString();
  if (value.timeZone === 'UTC') return new Date(`${withSeconds(local[1]!)}Z`).toISOString();
  return fromAmsterdamLocal(local[1]!).toISOString();
}

const emailOf = (person?: { emailAddress?: { address?: string | null; name?: string | null } } | null) =>
  person?.emailAddress?.address ?? person?.emailAddress?.name ?? null;

export function eventOf(userId: string, event: GraphEvent): CalendarEvent {
  const description = event.body?.content?.trim() || event.bodyPreview?.trim() || null;
  return {
    id: event.id,
    user_id: userId,
    subject: event.subject ?? null,
    description,
    start: instantOf(event.start),
    end: instantOf(event.end),
    location: event.location?.displayName?.trim() || null,
    attendees: (event.attendees ?? []).map((attendee) => emailOf(attendee)).filter((address): address is string => Boolean(address)),
    occurrence: event.type ?? null,
    cancelled: event.isCancelled === true,
    // An invitation from someone else: changing it here would change only this copy.
    readonly: event.isOrganizer === false,
    organizer: emailOf(event.organizer),
  };
}

export interface LocationInput {
  displayName: string;
  address?: { street?: string; city?: string; postalCode?: string };
}

/** What a create or change sends; absent fields stay as they are. */
export interface EventInput {
  subject?: string;
  description?: string | null;
  start?: Date;
  end?: Date;
  location?: LocationInput | null;
  attendees?: string[];
}

export const eventTexts = {
  subject: 'Geef het event een onderwerp.',
  subjectTooLong: 'Het onderwerp mag maximaal 255 tekens zijn.',
  start: 'Vul een geldig begin in (datum en tijd).',
  end: 'Vul een geldig einde in (datum en tijd).',
  order: 'Het einde moet na het begin liggen.',
  attendees: 'Vul geldige e-mailadressen in bij de deelnemers.',
  location: 'Vul een locatie in als tekst of met een naam en adres.',
  description: 'De beschrijving moet tekst zijn.',
  taskId: 'Deze taak bestaat niet.',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function locationFrom(value: unknown): LocationInput | null | undefined {
  if (value === null || value === '') return null;
  if (typeof value === 'string') return { displayName: value.trim() };
  if (typeof value !== 'object' || Array.isArray(value)) return undefined;
  const raw = value as { displayName?: unknown; address?: unknown };
  const address = (raw.address && typeof raw.address === 'object' ? raw.address : {}) as Record<string, unknown>;
  const text = (field: unknown) => (typeof field === 'string' && field.trim() ? field.trim() : undefined);
  const street = text(address.street);
  const city = text(address.city);
  const postalCode = text(address.postalCode);
  const displayName = text(raw.displayName) ?? [street, [postalCode, city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  if (!displayName) return undefined;
  return { displayName, ...(street || city || postalCode ? { address: { street, city, postalCode } } : {}) };
}

/**
 * The event fields of a REST body, checked: a create needs subject, start and end; a change only
 * what it sends (and a new start or end is checked against the other one when both are sent).
 */
export function eventInputFrom(body: Record<string, unknown>, creating: boolean): { input: EventInput; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const input: EventInput = {};
  if (creating || 'subject' in body) {
    const subject = typeof body.subject === 'string' ? body.subject.trim() : '';
    if (!subject) errors.subject = [eventTexts.subject];
    else if (subject.length > 255) errors.subject = [eventTexts.subjectTooLong];
    else input.subject = subject;
  }
  if ('description' in body) {
    if (body.description === null || typeof body.description === 'string') input.description = (body.description as string | null)?.trim() || null;
    else errors.description = [eventTexts.description];
  }
  for (const field of ['start', 'end'] as const) {
    if (!creating && !(field in body)) continue;
    const moment = parseMoment(body[field]);
    if (!moment) errors[field] = [eventTexts[field]];
    else input[field] = moment;
  }
  if (input.start && input.end && input.end.getTime() <= input.start.getTime()) errors.end = [eventTexts.order];
  if ('location' in body) {
    const location = locationFrom(body.location);
    if (location === undefined) errors.location = [eventTexts.location];
    else input.location = location;
  }
  if ('attendees' in body && body.attendees !== null) {
    const list = body.attendees;
    if (!Array.isArray(list) || list.some((address) => typeof address !== 'string' || !EMAIL.test(address.trim()))) errors.attendees = [eventTexts.attendees];
    else input.attendees = [...new Set(list.map((address: string) => address.trim()))];
  } else if (body.attendees === null) input.attendees = [];
  return { input, errors };
}

/** The Graph body for a create or a PATCH: only what the input carries. */
export function graphEventBody(input: EventInput): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (input.subject !== undefined) body.subject = input.subject;
  if (input.description !== undefined) body.body = { contentType: 'text', content: input.description ?? '' };
  if (input.start) body.start = graphDateTime(input.start);
  if (input.end) body.end = graphDateTime(input.end);
  if (input.location !== undefined) {
    body.location = input.location
      ? {
          displayName: input.location.displayName,
          ...(input.location.address ? { address: Object.fromEntries(Object.entries(input.location.address).filter(([, value]) => value !== undefined)) } : {}),
        }
      : { displayName: '' };
  }
  if (input.attendees) body.attendees = input.attendees.map((address) => ({ emailAddress: { address }, type: 'required' }));
  return body;
}
