import type { RecordChange } from '../live/changes.ts';

/**
 * A mention of an operator in a note or message is an element the editor inserts:
 * `<span data-mention="12">@Bram Jansen</span>`, with the operator's user id. Typed text such as
 * "@Bram" never notifies: names are ambiguous, ids are not. The sanitizer keeps this attribute.
 */
export const MENTION_ATTRIBUTE = 'data-mention';

const MENTION = /<span\b[^>]*\bdata-mention\s*=\s*["']?(\d{1,10})["']?/gi;

/** The user ids mentioned in message HTML, each once, in order of appearance. */
export function mentionedUserIds(html: string): number[] {
  const ids: number[] = [];
  for (const match of html.matchAll(MENTION)) {
    const id = Number(match[1]);
    if (id > 0 && id <= 2147483647 && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** Letters and digits of any script: what may not follow a name for it to be the whole name. */
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/**
 * Operators named in the text as `@Voornaam Achternaam` (whole name, any case, spaces as typed
 * once), as an operator types a mention without a picker. Longer names win, so '@Bram Jansen'
 * is not also '@Bram' when both exist; each user once, in order of appearance.
 */
export function mentionedByName(text: string, operators: ReadonlyArray<{ id: number; fullName: string }>): number[] {
  const plain = text.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').toLocaleLowerCase('nl');
  const named = [...operators].filter((o) => o.fullName.trim() !== '').sort((a, b) => b.fullName.length - a.fullName.length);
  const found: Array<{ id: number; at: number }> = [];
  const taken = new Set<number>();
  for (let at = plain.indexOf('@'); at !== -1; at = plain.indexOf('@', at + 1)) {
    const rest = plain.slice(at + 1);
    const match = named.find((o) => {
      const name = o.fullName.trim().replace(/\s+/g, ' ').toLocaleLowerCase('nl');
      return rest.startsWith(name) && !WORD_CHARACTER.test(rest.charAt(name.length));
    });
    if (match && !taken.has(match.id)) {
      taken.add(match.id);
      found.push({ id: match.id, at });
    }
  }
  return found.map((entry) => entry.id);
}

/**
 * The operator a ticket change hands the ticket to, when that is news for them: a new ticket
 * with an operator, or a changed operator_id, set by someone else than that operator.
 */
export function newlyAssignedOperator(change: RecordChange, actorId: number | null): number | null {
  if (change.type !== 'tickets' || (change.kind !== 'created' && change.kind !== 'updated')) return null;
  const next = change.attributes?.operator_id;
  if (typeof next !== 'number') return null;
  if (change.kind === 'updated' && change.old?.operator_id === next) return null;
  return next === actorId ? null : next;
}

export type NotificationType = 'assigned' | 'new-message' | 'mentioned' | 'sla-warning' | 'sla-expired';

export interface TicketFacts {
  id: number;
  reference: string | null;
  description: string | null;
}

/** What one user is told, before it is stored. */
export interface NotificationIntent {
  userId: number;
  actorId: number | null;
  type: NotificationType;
  title: string;
  data: { url: string; title: string; message: string; dirty: Array<{ label: string; value: string }> };
  objectType: 'tickets';
  objectId: number;
}

const ticketName = (ticket: TicketFacts) => `#${ticket.reference ?? ticket.id}`;

/** Plain text of message HTML, shortened for a notification line. */
export function excerpt(html: string, length = 140): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text;
}

export function notificationTitle(type: NotificationType, ticket: TicketFacts, actorName: string | null): string {
  switch (type) {
    case 'assigned':
      return `Ticket ${ticketName(ticket)} is aan je toegewezen`;
    case 'new-message':
      return `Nieuw bericht op ticket ${ticketName(ticket)}`;
    case 'mentioned':
      return actorName ? `${actorName} heeft je genoemd op ticket ${ticketName(ticket)}` : `Je bent genoemd op ticket ${ticketName(ticket)}`;
    case 'sla-warning':
      return `SLA van ticket ${ticketName(ticket)} verloopt binnen 1 uur`;
    case 'sla-expired':
      return `SLA van ticket ${ticketName(ticket)} is verlopen`;
  }
}

export function notificationIntent(
  type: NotificationType,
  userId: number,
  actor: { id: number | null; name: string | null },
  ticket: TicketFacts,
  message: string,
): NotificationIntent {
  const title = notificationTitle(type, ticket, actor.name);
  return {
    userId,
    actorId: actor.id,
    type,
    title,
    data: { url: `/tickets/${ticket.id}`, title, message, dirty: [] },
    objectType: 'tickets',
    objectId: ticket.id,
  };
}

/** Nobody is told about their own doing, and each user hears once per ticket and request (the first reason wins). */
export function deliverable(intents: NotificationIntent[]): NotificationIntent[] {
  const seen = new Set<string>();
  return intents.filter((intent) => {
    if (intent.actorId !== null && intent.userId === intent.actorId) return false;
    const key = `${intent.userId}:${intent.objectType}:${intent.objectId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
