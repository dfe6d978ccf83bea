import type { Db } from '../db/connection.ts';
import { unprocessable } from '../errors.ts';
import { untyped } from '../query/execute.ts';
import { escapeHtml } from '../query/search-text.ts';
import type { ResourceContext, Row } from './declaration.ts';

/** Ticket rules of core §4 that more than one route needs: statuses by internal type, closing, invoiced lines. */

export const TICKET_RULE_TEXTS = {
  closedInvoiced: 'Het ticket is gesloten; gefactureerde regels kunnen niet meer van de factuur gehaald worden.',
  closingNotification: (reference: string) => `<p>Je ticket #${reference} is gesloten. Heb je nog vragen? Beantwoord dan dit bericht.</p>`,
} as const;

/** The permissions of the ticket actions beyond the generic ones (spec core §6 action names). */
export const ticketActionPermissions = { merge: 'tickets.merge', clone: 'tickets.clone' } as const;

/** The longest problem text a new ticket takes, as a message body. */
export const PROBLEM_TEXT_MAX = 65_535;

/**
 * dontSendClosingNotification: asked on PUT tickets/{id} and POST tickets/close, only read by the
 * closing rule. message: the customer's problem as the operator took it down, on POST tickets only;
 * it becomes the new ticket's first note (ticketProblemNote).
 */
export const ticketWriteOnly = {
  dontSendClosingNotification: { type: 'boolean' as const, input: { label: 'Geen sluitingsmelding sturen' } },
  message: { type: 'text' as const, input: { label: 'Probleemomschrijving', max: PROBLEM_TEXT_MAX, createOnly: true } },
};

/** Plain text as message HTML: a paragraph per blank-line-separated block, its line breaks kept, nothing of it markup. */
export function problemTextHtml(text: string): string {
  return text
    .replaceAll('\r\n', '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block) => `<p>${escapeHtml(block).replaceAll('\n', '<br>')}</p>`)
    .join('');
}

/**
 * The new ticket's problem text (plain text) as a note by whoever made the ticket, in the ticket's own
 * transaction: an operator writes down what the customer said; only an answer goes out to them.
 */
export async function ticketProblemNote(context: ResourceContext, ticketId: number, text: unknown): Promise<void> {
  if (typeof text !== 'string' || !context.user || text.trim() === '') return;
  const html = problemTextHtml(text);
  await untyped(context.db)
    .insertInto('messages')
    .values({
      tenant_id: context.tenantId,
      message: html,
      actor_id: context.user.id,
      morphable_type: 'tickets',
      morphable_id: ticketId,
      is_from_client: false,
      send_to_client: false,
      visible_to_client: false,
      is_pinned: false,
      is_sent: false,
      type: null,
    })
    .execute();
}

/** How a duplicated ticket tells itself apart from the original in lists and search. */
export const COPY_MARKER = '(kopie)';

/** The description of a duplicated ticket: the original's with the marker, cut to fit the column. */
export function copyDescription(description: string, max: number): string {
  const suffix = ` ${COPY_MARKER}`;
  return `${description.slice(0, Math.max(0, max - suffix.length)).trimEnd()}${suffix}`;
}

/** The tenant's first status of an internal type (1 open, 2 closed, 3 archived...). */
export async function statusOfType(db: Db, tenantId: number, internalType: number): Promise<number | null> {
  const row = await db
    .selectFrom('ticket_statuses')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('internal_type', '=', internalType)
    .orderBy('order')
    .orderBy('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

async function internalTypeOf(db: Db, tenantId: number, statusId: unknown): Promise<number | null> {
  if (typeof statusId !== 'number') return null;
  const row = await db.selectFrom('ticket_statuses').select('internal_type').where('tenant_id', '=', tenantId).where('id', '=', statusId).executeTakeFirst();
  return row?.internal_type ?? null;
}

/** Whether the tenant mails the contact when a ticket closes (config notifications.client_ticket_closed). */
async function mailsOnClose(db: Db, tenantId: number): Promise<boolean> {
  const row = await untyped(db)
    .selectFrom('configs')
    .select('value')
    .where('tenant_id', '=', tenantId)
    .where('name', '=', 'notifications.client_ticket_closed')
    .executeTakeFirst();
  return (row as Row | undefined)?.value === '1';
}

/**
 * When a status change closes the ticket, the contact gets the closing notification: a
 * status-changed message addressed to the contact, which the mail delivery sends. Skipped when the
 * caller asks for it (dontSendClosingNotification), the tenant has it off, or nobody can receive it.
 */
export async function closingNotification({ db, tenantId, user }: ResourceContext, changes: Row, existing: Row): Promise<void> {
  if (changes.dontSendClosingNotification === true) return;
  if ((await internalTypeOf(db, tenantId, changes.status_id)) !== 2) return;
  if (!(await mailsOnClose(db, tenantId))) return;
  const client = existing.client_id
    ? await db.selectFrom('users').select('email').where('id', '=', existing.client_id as number).executeTakeFirst()
    : undefined;
  const to = client?.email ?? (existing.original_email_from as string | null) ?? null;
  if (!to) return;
  await untyped(db)
    .insertInto('messages')
    .values({
      tenant_id: tenantId,
      message: TICKET_RULE_TEXTS.closingNotification(String(existing.reference)),
      actor_id: user?.id ?? null,
      morphable_type: 'tickets',
      morphable_id: existing.id,
      send_to_client: true,
      visible_to_client: true,
      type: 'status-changed',
      to,
    })
    .execute();
}

/**
 * Invoiced lines of a closed ticket stay on their invoice (core §4). Throws the 422 when one of the
 * rows (time registrations or used products, with ticket_id and invoice_id) is such a line.
 */
export async function refuseClosedInvoiced({ db, tenantId }: ResourceContext, rows: Row[], field = 'id'): Promise<void> {
  const ticketIds = [...new Set(rows.filter((row) => row.invoice_id != null && row.ticket_id != null).map((row) => row.ticket_id as number))];
  if (ticketIds.length === 0) return;
  const closed = await db
    .selectFrom('tickets')
    .innerJoin('ticket_statuses', 'ticket_statuses.id', 'tickets.status_id')
    .select('tickets.id')
    .where('tickets.tenant_id', '=', tenantId)
    .where('tickets.id', 'in', ticketIds)
    .where('ticket_statuses.internal_type', '=', 2)
    .executeTakeFirst();
  if (closed) throw unprocessable({ [field]: [TICKET_RULE_TEXTS.closedInvoiced] });
}
