import { sql } from 'kysely';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accessFor, authOf } from '../auth/guard.ts';
import type { AppContext } from '../context.ts';
import { forbidden, unprocessable } from '../errors.ts';
import { filtered, ROOT } from '../query/compile.ts';
import { untyped } from '../query/execute.ts';
import { TIME_ZONE } from './core/common.ts';
import { reportMonths, slaReport, type ReportTicket } from './core/sla-report.ts';
import { STATS_PERMISSION } from './stats.ts';

const currentMonth = (now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit' }).format(now).slice(0, 7);

/**
 * GET /stats/sla?from=YYYY-MM&to=YYYY-MM: per company and month of creation, how many of the
 * tickets under an SLA met or missed their first-response and resolve times. The tickets the
 * caller may see; needs stats.index and tickets.index.
 */
export function registerSlaReportRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, resolve } = context;
  app.get('/stats/sla', { config: { permission: STATS_PERMISSION } }, async (request: FastifyRequest) => {
    if (!authOf(request).permissions.has('tickets.index')) throw forbidden('tickets.index');
    const input = request.query as Record<string, unknown>;
    const now = new Date();
    const months = reportMonths(input.from, input.to, currentMonth(now));
    if ('errors' in months) throw unprocessable(months.errors);
    const month = sql<string>`to_char(timezone(${TIME_ZONE}, ${sql.ref(`${ROOT}.created_at`)}), 'YYYY-MM')`;
    const tickets = (await filtered(untyped(db), resolve('tickets'), resolve, accessFor(request, resolve), [], 'without')
      .leftJoin('companies as report_company', 'report_company.id', `${ROOT}.company_id`)
      .select([
        `${ROOT}.company_id`,
        'report_company.name as company_name',
        month.as('month'),
        `${ROOT}.first_response_expires_at`,
        `${ROOT}.first_responded_at`,
        `${ROOT}.resolved_expires_at`,
        `${ROOT}.resolved_at`,
      ])
      .where(`${ROOT}.sla_id`, 'is not', null)
      .where(month, '>=', months.from)
      .where(month, '<=', months.to)
      .execute()) as ReportTicket[];
    return { data: slaReport(tickets, now), from: months.from, to: months.to };
  });
}
