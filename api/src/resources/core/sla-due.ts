import { sql } from 'kysely';
import type { Db } from '../../db/connection.ts';
import type { Row, SentInput } from '../declaration.ts';
import { isWeekHours } from './business-hours.ts';
import { untyped } from './common.ts';
import { pickSla, slaMoves, type SlaLinks } from './sla-choice.ts';
import { agreedMinutes, dueAt, type Interval } from './sla-clock.ts';

/** Status internal type 4: waiting for the customer's reply; the SLA clock stands still. */
export const WAITING_FOR_REPLY = 4;

/** Fields of a ticket whose change moves its due times. */
const CLOCK_FIELDS = ['priority_id', 'ticket_type_id', 'company_id', 'sla_id', 'status_id'];

/** The SLAs agreed with any of these companies, each with those of the companies it names and its ticket types. */
async function slasOfCompanies(db: Db, tenantId: number, companyIds: number[]): Promise<SlaLinks[]> {
  if (companyIds.length === 0) return [];
  return (
    await sql<SlaLinks>`
      select slas.id,
        array_agg(distinct company_sla.company_id) as companies,
        coalesce((select array_agg(sla_ticket_type.ticket_type_id) from sla_ticket_type where sla_ticket_type.sla_id = slas.id), '{}') as types
      from slas
      join company_sla on company_sla.sla_id = slas.id and company_sla.company_id in (${sql.join(companyIds)})
      where slas.tenant_id = ${tenantId}
      group by slas.id`.execute(db)
  ).rows;
}

/** The SLA a ticket falls under by its company and type (sla-choice.ts pickSla). */
export async function companySla(db: Db, tenantId: number, companyId: unknown, ticketTypeId: unknown): Promise<number | null> {
  if (typeof companyId !== 'number') return null;
  return pickSla(await slasOfCompanies(db, tenantId, [companyId]), companyId, typeof ticketTypeId === 'number' ? ticketTypeId : null);
}

/** The companies and ticket types one SLA is linked to now. */
export async function slaLinksOf(db: Db, slaId: number): Promise<SlaLinks> {
  const [companies, types] = await Promise.all([
    untyped(db).selectFrom('company_sla').select('company_id').where('sla_id', '=', slaId).execute() as Promise<Array<{ company_id: number }>>,
    untyped(db).selectFrom('sla_ticket_type').select('ticket_type_id').where('sla_id', '=', slaId).execute() as Promise<Array<{ ticket_type_id: number }>>,
  ]);
  return { id: slaId, companies: companies.map((row) => row.company_id), types: types.map((row) => row.ticket_type_id) };
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

/** Tickets whose due times are stored by one statement. */
const DUE_BATCH = 500;

/**
 * Stores a ticket's first-response and resolve due times from its SLA's priority times, counted
 * from its creation in the SLA's opening hours, without the waiting pauses. No SLA, no times for
 * its priority, no opening hours, or a pause still running: no due time.
 */
export async function recomputeDueTimes(db: Db, tenantId: number, ticketId: number): Promise<void> {
  await recomputeDueTimesOf(db, tenantId, [ticketId]);
}

/** recomputeDueTimes for many tickets: three statements per batch of DUE_BATCH, whatever their number. */
export async function recomputeDueTimesOf(db: Db, tenantId: number, ticketIds: readonly number[]): Promise<void> {
  for (let at = 0; at < ticketIds.length; at += DUE_BATCH) {
    const ids = ticketIds.slice(at, at + DUE_BATCH);
    const tickets = (await untyped(db)
      .selectFrom('tickets')
      .leftJoin('slas', 'slas.id', 'tickets.sla_id')
      .leftJoin('sla_priorities', (join: any) => join.onRef('sla_priorities.sla_id', '=', 'slas.id').onRef('sla_priorities.priority_id', '=', 'tickets.priority_id'))
      .leftJoin('business_hour_contracts', 'business_hour_contracts.id', 'slas.opening_hour_contract_id')
      .select([
        'tickets.id',
        'tickets.created_at',
        'business_hour_contracts.hours',
        'business_hour_contracts.closed_on_holidays',
        'sla_priorities.first_response_within',
        'sla_priorities.first_response_within_unit',
        'sla_priorities.resolve_within',
        'sla_priorities.resolve_within_unit',
      ])
      .where('tickets.tenant_id', '=', tenantId)
      .where('tickets.id', 'in', ids)
      .execute()) as Row[];
    if (tickets.length === 0) continue;
    const pauses = new Map<number, Interval[]>();
    const pauseRows = await db.selectFrom('ticket_sla_pauses').select(['ticket_id', 'started_at', 'ended_at']).where('ticket_id', 'in', ids).orderBy('started_at').execute();
    for (const row of pauseRows) pauses.set(row.ticket_id, [...(pauses.get(row.ticket_id) ?? []), { from: row.started_at, to: row.ended_at }]);
    const due = tickets.map((ticket) => {
      const id = ticket.id as number;
      if (ticket.first_response_within == null || !isWeekHours(ticket.hours)) return sql`(${id}::int, null::timestamptz, null::timestamptz)`;
      const clock = { hours: ticket.hours, closedOnHolidays: ticket.closed_on_holidays === true, start: ticket.created_at as Date, pauses: pauses.get(id) ?? [] };
      const firstResponse = dueAt({ ...clock, minutes: agreedMinutes(Number(ticket.first_response_within), String(ticket.first_response_within_unit)) });
      const resolve = dueAt({ ...clock, minutes: agreedMinutes(Number(ticket.resolve_within), String(ticket.resolve_within_unit)) });
      return sql`(${id}::int, ${firstResponse}::timestamptz, ${resolve}::timestamptz)`;
    });
    await sql`
      update tickets set first_response_expires_at = due.first_response, resolved_expires_at = due.resolve
      from (values ${sql.join(due)}) as due (id, first_response, resolve)
      where tickets.id = due.id`.execute(db);
  }
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

/** Open tickets: not resolved, not deleted. */
const openTickets = (db: Db, tenantId: number) => db.selectFrom('tickets').where('tenant_id', '=', tenantId).where('resolved_at', 'is', null).where('deleted_at', 'is', null);

/**
 * After an SLA, its priority times or opening hours changed: the open tickets it governs follow.
 * When its companies or ticket types changed from `before` (null: the SLA is new), tickets of the
 * companies concerned move from the SLA their company gave them to the one it gives them now
 * (sla-choice.ts slaMoves), one statement per company and type; a ticket with an SLA chosen by
 * hand keeps it. Then every open ticket of this SLA, and every one moved away, gets its due times again.
 */
export async function recomputeSlaTickets(db: Db, tenantId: number, slaId: number, before?: SlaLinks | null): Promise<void> {
  const moved: number[] = [];
  if (before !== undefined) {
    const after = await slaLinksOf(db, slaId);
    const companies = [...new Set([...(before?.companies ?? []), ...after.companies])];
    if (companies.length > 0) {
      const kinds = (await openTickets(db, tenantId).select(['company_id', 'ticket_type_id']).distinct().where('company_id', 'in', companies).execute()).map((row) => ({
        companyId: row.company_id!,
        typeId: row.ticket_type_id,
      }));
      const others = (await slasOfCompanies(db, tenantId, companies)).filter((sla) => sla.id !== slaId);
      for (const move of slaMoves(others, before, after, kinds)) {
        const rows = await db
          .updateTable('tickets')
          .set({ sla_id: move.to })
          .where('tenant_id', '=', tenantId)
          .where('resolved_at', 'is', null)
          .where('deleted_at', 'is', null)
          .where('company_id', '=', move.companyId)
          .where(sql<boolean>`ticket_type_id is not distinct from ${move.typeId}`)
          .where(sql<boolean>`sla_id is not distinct from ${move.from}`)
          .returning('id')
          .execute();
        moved.push(...rows.map((row) => row.id));
      }
    }
  }
  const governed = await openTickets(db, tenantId).select('id').where('sla_id', '=', slaId).execute();
  await recomputeDueTimesOf(db, tenantId, [...new Set([...governed.map((row) => row.id), ...moved])]);
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
