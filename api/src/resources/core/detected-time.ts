import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { accessFor, authOf } from '../../auth/guard.ts';
import type { AppContext } from '../../context.ts';
import { forbidden, unprocessable } from '../../errors.ts';
import { ROOT, scoped } from '../../query/compile.ts';
import type { ResourceContext, Row, Serialized } from '../declaration.ts';
import { TIME_ZONE, untyped } from './common.ts';
import { mergeTicketEvents, type TicketEvent } from './detected-intervals.ts';

export const DETECTED_TIME_TEXTS = {
  userRequired: 'Kies een behandelaar.',
  unknownUser: 'Behandelaar bestaat niet.',
  date: 'Kies een datum als JJJJ-MM-DD.',
} as const;

/** Seeing someone else's detected time needs the right to see time registrations. */
export const DETECTED_TIME_PERMISSION = 'time-registrations.index';

/** A real calendar date written YYYY-MM-DD, else null. */
export function calendarDate(value: unknown): string | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : null;
}

/**
 * The show route of a ticket records that an operator opened it, at most once a minute per ticket;
 * detected time reads these views.
 */
export async function recordTicketView({ db, tenantId, user }: ResourceContext, record: Serialized): Promise<void> {
  if (!user || user.is_operator <= 0) return;
  await untyped(db)
    .insertInto('ticket_views')
    .values({ tenant_id: tenantId, user_id: user.id, ticket_id: record.id, viewed_at: sql`date_trunc('minute', now())` })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

/** What the operator did on tickets between the bounds: opened one, wrote on one, changed a status. */
async function ticketEvents(context: AppContext, tenantId: number, userId: number, from: Date, to: Date): Promise<TicketEvent[]> {
  const { rows } = await sql<{ ticket_id: number; at: Date }>`
    select ticket_id, viewed_at as at from ticket_views
      where tenant_id = ${tenantId} and user_id = ${userId} and viewed_at >= ${from} and viewed_at < ${to}
    union all
    select morphable_id, created_at from messages
      where tenant_id = ${tenantId} and actor_id = ${userId} and morphable_type = 'tickets' and created_at >= ${from} and created_at < ${to}
    union all
    select subject_id, created_at from activity_log
      where tenant_id = ${tenantId} and causer_id = ${userId} and subject_type = 'tickets' and event = 'updated'
        and (properties -> 'attributes') -> 'status_id' is not null and created_at >= ${from} and created_at < ${to}`.execute(context.db);
  return rows.map((row) => ({ ticketId: Number(row.ticket_id), at: new Date(row.at) }));
}

/**
 * GET /time-registrations/detected-time?userId&date: the operator's ticket activity on that day
 * (Europe/Amsterdam) as intervals per ticket (see detected-intervals.ts for the rule), sorted by
 * start. The operator themself, or a caller with time-registrations.index; only tickets the caller sees.
 */
export function registerDetectedTime(app: FastifyInstance, context: AppContext): void {
  const { db, resolve } = context;
  app.get('/time-registrations/detected-time', async (request) => {
    const auth = authOf(request);
    const query = request.query as Record<string, unknown>;
    const userId = typeof query.userId === 'string' && /^\d{1,9}$/.test(query.userId) ? Number(query.userId) : null;
    const date = calendarDate(query.date);
    const errors: Record<string, string[]> = {};
    if (userId === null) errors.userId = [DETECTED_TIME_TEXTS.userRequired];
    if (date === null) errors.date = [DETECTED_TIME_TEXTS.date];
    if (userId === null || date === null) throw unprocessable(errors);
    if (userId !== auth.user.id && !auth.permissions.has(DETECTED_TIME_PERMISSION)) throw forbidden(DETECTED_TIME_PERMISSION);

    const tenantId = request.tenant.id;
    const operator = await db.selectFrom('users').select('id').where('tenant_id', '=', tenantId).where('id', '=', userId).where('is_operator', '>', 0).executeTakeFirst();
    if (!operator) throw unprocessable({ userId: [DETECTED_TIME_TEXTS.unknownUser] });

    const { rows } = await sql<{ day_start: Date; day_end: Date }>`select
      (${date}::date)::timestamp at time zone ${TIME_ZONE} as day_start,
      (${date}::date + 1)::timestamp at time zone ${TIME_ZONE} as day_end`.execute(db);
    const dayStart = new Date(rows[0].day_start);
    const dayEnd = new Date(rows[0].day_end);
    const intervals = mergeTicketEvents(await ticketEvents(context, tenantId, userId, dayStart, dayEnd), dayEnd);
    if (intervals.length === 0) return { data: [] };

    const ids = [...new Set(intervals.map((interval) => interval.ticketId))];
    const tickets = (await scoped(untyped(db), resolve('tickets'), accessFor(request, resolve))
      .leftJoin('companies as ticket_company', 'ticket_company.id', `${ROOT}.company_id`)
      .select([`${ROOT}.id`, `${ROOT}.reference`, `${ROOT}.description`, `${ROOT}.company_id`, 'ticket_company.name as company_name'])
      .where(`${ROOT}.id`, 'in', ids)
      .execute()) as Row[];
    const byId = new Map(tickets.map((ticket) => [ticket.id as number, ticket]));
    return {
      data: intervals.flatMap(({ ticketId, start, end, duration }) => {
        const ticket = byId.get(ticketId);
        if (!ticket) return [];
        const company = ticket.company_id === null ? null : { id: ticket.company_id, name: ticket.company_name };
        return [{ ticket: { id: ticketId, reference: ticket.reference, description: ticket.description, company }, start: start.toISOString(), end: end.toISOString(), duration }];
      }),
    };
  });
}
