import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { Row, SentInput } from '../declaration.ts';
import { isWeekHours } from './business-hours.ts';
import { untyped } from './common.ts';
import { agreedMinutes, dueAt, type Interval } from './sla-clock.ts';

/** Status internal type 4: waiting for the customer's reply; the SLA clock stands still. */
export const WAITING_FOR_REPLY = 4;

/** Fields of a ticket whose change moves its due times. */
const CLOCK_FIELDS = ['priority_id', 'ticket_type_id', 'company_id', 'sla_id', 'status_id'];

/**
 * The SLA a ticket falls under by its company: one of the company's SLAs that names the ticket's
 * type, else one that names no types at all (lowest id first, for a stable choice).
 */
export async function companySla(db: Db, tenantId: number, companyId: unknown, ticketTypeId: unknown): Promise<number | null> {
  if (typeof companyId !== 'number') return null;
  const rows = (await sql<{ id: number; types: number[] | null }>`
    select slas.id, array_remove(array_agg(sla_ticket_type.ticket_type_id), null) as types
    from slas
    join company_sla on company_sla.sla_id = slas.id and company_sla.company_id = ${companyId}
    left join sla_ticket_type on sla_ticket_type.sla_id = slas.id
    where slas.tenant_id = ${tenantId}
    group by slas.id
    order by slas.id`.execute(db)).rows;
  const typed = typeof ticketTypeId === 'number' ? rows.find((row) => (row.types ?? []).includes(ticketTypeId)) : undefined;
  return (typed ?? rows.find((row) => (row.types ?? []).length === 0))?.id ?? null;
}

async function isWaiting(db: Db, tenantId: number, statusId: unknown): Promise<boolean> {
  if (typeof statusId !== 'number') return false;
  const row = await db.selectFrom('ticket_statuses').select('internal_type').where('tenant_id', '=', tenantId).where('id', '=', statusId).executeTakeFirst();
  return row?.internal_type === WAITING_FOR_REPLY;
}

/** Opens a pause when the ticket enters a waiting status, closes the running one when it leaves. */
async function trackPause(db: Db, tenantId: number, ticketId: number, waitingBefore: boolean, waitingNow: boolean, at: Date): Promise<void> {
  if (waitingNow && !waitingBefore) {
    await db.insertInto('ticket_sla_pauses').values({ tenant_id: tenantId, ticket_id: ticketId, started_at: at }).execute();
  } else if (!waitingNow && waitingBefore) {
    await db.updateTable('ticket_sla_pauses').set({ ended_at: at }).where('ticket_id', '=', ticketId).where('ended_at', 'is', null).execute();
  }
}

/**
 * Stores a ticket's first-response and resolve due times from its SLA's priority times, counted
 * from its creation in the SLA's opening hours, without the waiting pauses. No SLA, no times for
 * its priority, no opening hours, or a pause still running: no due time.
 */
export async function recomputeDueTimes(db: Db, tenantId: number, ticketId: number): Promise<void> {
  const ticket = await db.selectFrom('tickets').select(['created_at', 'priority_id', 'sla_id']).where('tenant_id', '=', tenantId).where('id', '=', ticketId).executeTakeFirst();
  if (!ticket) return;
  let firstResponse: Date | null = null;
  let resolve: Date | null = null;
  if (ticket.sla_id !== null && ticket.priority_id !== null) {
    const terms = (await untyped(db)
      .selectFrom('slas')
      .innerJoin('sla_priorities', 'sla_priorities.sla_id', 'slas.id')
      .innerJoin('business_hour_contracts', 'business_hour_contracts.id', 'slas.opening_hour_contract_id')
      .select(['business_hour_contracts.hours', 'business_hour_contracts.closed_on_holidays', 'sla_priorities.first_response_within', 'sla_priorities.first_response_within_unit', 'sla_priorities.resolve_within', 'sla_priorities.resolve_within_unit'])
      .where('slas.id', '=', ticket.sla_id)
      .where('sla_priorities.priority_id', '=', ticket.priority_id)
      .executeTakeFirst()) as Row | undefined;
    if (terms && isWeekHours(terms.hours)) {
      const pauses: Interval[] = (await db.selectFrom('ticket_sla_pauses').select(['started_at', 'ended_at']).where('ticket_id', '=', ticketId).orderBy('started_at').execute()).map((row) => ({
        from: row.started_at,
        to: row.ended_at,
      }));
      const clock = { hours: terms.hours, closedOnHolidays: terms.closed_on_holidays === true, start: ticket.created_at, pauses };
      firstResponse = dueAt({ ...clock, minutes: agreedMinutes(Number(terms.first_response_within), String(terms.first_response_within_unit)) });
      resolve = dueAt({ ...clock, minutes: agreedMinutes(Number(terms.resolve_within), String(terms.resolve_within_unit)) });
    }
  }
  await db.updateTable('tickets').set({ first_response_expires_at: firstResponse, resolved_expires_at: resolve }).where('id', '=', ticketId).execute();
}

/**
 * After a ticket write: a ticket without its own SLA takes its company's (again when company or
 * type change and no SLA was sent along), waiting statuses pause the clock, and the due times
 * follow every change that moves them.
 */
export async function ticketSlaAfterWrite(db: Db, tenantId: number, event: 'created' | 'updated', record: Row, old: Row | null, sent?: SentInput): Promise<void> {
  const id = record.id as number;
  const changed = (name: string) => old === null || old[name] !== record[name];
  const slaSent = sent?.values.sla_id !== undefined && sent.values.sla_id !== null;
  if (!slaSent && (event === 'created' ? record.sla_id === null : changed('company_id') || changed('ticket_type_id'))) {
    const slaId = await companySla(db, tenantId, record.company_id, record.ticket_type_id);
    if (slaId !== record.sla_id) await db.updateTable('tickets').set({ sla_id: slaId }).where('id', '=', id).execute();
  }
  if (changed('status_id')) {
    const waitingBefore = old === null ? false : await isWaiting(db, tenantId, old.status_id);
    await trackPause(db, tenantId, id, waitingBefore, await isWaiting(db, tenantId, record.status_id), new Date());
  }
  if (CLOCK_FIELDS.some(changed)) await recomputeDueTimes(db, tenantId, id);
}

/** An operator's first message to the customer on a ticket meets its first-response time. */
export async function markFirstResponse(db: Db, tenantId: number, ticketId: number, at: Date): Promise<void> {
  await db.updateTable('tickets').set({ first_responded_at: at }).where('tenant_id', '=', tenantId).where('id', '=', ticketId).where('first_responded_at', 'is', null).execute();
}

/** Every ticket of an SLA gets its due times again (its priority times or opening hours changed). */
export async function recomputeSlaTickets(db: Db, tenantId: number, slaId: number): Promise<void> {
  const tickets = await db.selectFrom('tickets').select('id').where('tenant_id', '=', tenantId).where('sla_id', '=', slaId).where('resolved_at', 'is', null).where('deleted_at', 'is', null).execute();
  for (const ticket of tickets) await recomputeDueTimes(db, tenantId, ticket.id);
}

/**
 * SQL for a ticket's SLA state (null without due times) against the database clock: paused while waiting for the customer,
 * expired when a due time not met yet has passed ('SLA verlopen'), expiring when one passes within
 * the hour ('verloopt binnen 1 uur'), running while one is open, done when all were met or missed.
 */
export function slaStateSql(alias: string) {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  const open = (due: string, met: string) => sql`(${column(met)} is null and ${column(due)} is not null)`;
  const firstOpen = open('first_response_expires_at', 'first_responded_at');
  const resolveOpen = open('resolved_expires_at', 'resolved_at');
  const passedBy = (limit: ReturnType<typeof sql>) =>
    sql`((${firstOpen} and ${column('first_response_expires_at')} <= ${limit}) or (${resolveOpen} and ${column('resolved_expires_at')} <= ${limit}))`;
  return sql`(case
    when exists (select 1 from ticket_sla_pauses state_pause where state_pause.ticket_id = ${column('id')} and state_pause.ended_at is null) then 'paused'
    when ${passedBy(sql`now()`)} then 'expired'
    when ${passedBy(sql`now() + interval '1 hour'`)} then 'expiring'
    when ${firstOpen} or ${resolveOpen} then 'running'
    when ${column('first_response_expires_at')} is not null or ${column('resolved_expires_at')} is not null then 'done'
  end)`;
}
