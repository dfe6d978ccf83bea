import { zonedInstant, zonedParts } from './calendarLayout';

/** What the event dialog edits, as its inputs hold it (start and end as datetime-local values). */
export interface EventDraft {
  subject: string;
  start: string;
  end: string;
  location: string;
  description: string;
  attendees: string;
}

export interface EventValues {
  subject: string;
  start: string;
  end: string;
  location: string | null;
  description: string | null;
  attendees: string[];
}

export interface EventTexts {
  subjectRequired: string;
  invalidTime: string;
  endBeforeStart: string;
  invalidAttendee: string;
}

const LOCAL = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;
const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

/** A datetime-local value read as wall-clock time in the zone; null when it is not one. */
export function fromLocalInput(value: string, timeZone: string): Date | null {
  const match = LOCAL.exec(value.trim());
  if (!match) return null;
  const hours = Number(match[2]);
  const minutes = Number(match[3]);
  if (hours > 23 || minutes > 59) return null;
  return zonedInstant(match[1]!, hours * 60 + minutes, timeZone);
}

/** An instant as a datetime-local value in the zone. */
export function toLocalInput(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** Attendees as typed: addresses separated by commas, semicolons or spaces. */
export function splitAttendees(value: string): string[] {
  return value
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Checks the dialog's fields: the values to send, or a Dutch message per field. */
export function checkEventDraft(draft: EventDraft, timeZone: string, texts: EventTexts): { values: EventValues | null; errors: Partial<Record<keyof EventDraft, string>> } {
  const errors: Partial<Record<keyof EventDraft, string>> = {};
  const subject = draft.subject.trim();
  if (!subject) errors.subject = texts.subjectRequired;
  const start = fromLocalInput(draft.start, timeZone);
  const end = fromLocalInput(draft.end, timeZone);
  if (!start) errors.start = texts.invalidTime;
  if (!end) errors.end = texts.invalidTime;
  else if (start && end.getTime() <= start.getTime()) errors.end = texts.endBeforeStart;
  const attendees = splitAttendees(draft.attendees);
  const wrong = attendees.find((address) => !EMAIL.test(address));
  if (wrong) errors.attendees = texts.invalidAttendee.replace('{email}', wrong);
  if (Object.keys(errors).length > 0 || !start || !end) return { values: null, errors };
  return {
    values: {
      subject,
      start: start.toISOString(),
      end: end.toISOString(),
      location: draft.location.trim() || null,
      description: draft.description.trim() || null,
      attendees,
    },
    errors,
  };
}

/** A task's estimate (uu:mm) in minutes, or the fallback when it has none or it is not one. */
export function estimateToMinutes(estimate: string | null | undefined, fallback = 60): number {
  const match = /^(\d{1,2}):([0-5]\d)$/.exec(estimate?.trim() ?? '');
  const minutes = match ? Number(match[1]) * 60 + Number(match[2]) : 0;
  return minutes > 0 ? minutes : fallback;
}

/** The next whole hour after `now`: where a new appointment starts when nothing else says. */
export function nextWholeHour(now: Date): Date {
  const next = new Date(now.getTime());
  next.setUTCMinutes(0, 0, 0);
  return new Date(next.getTime() + 3_600_000);
}
