import type { Context } from './context.ts';
import { listBuilder, type FieldFilter } from './filters.ts';
import { toSnake } from './names.ts';
import { toGraphQLError } from '../upstream/errors.ts';

interface StatisticsArgs {
  type: string;
  groupBy: string;
  interval?: 'DAY' | 'WEEK' | 'MONTH' | null;
  sum?: string[] | null;
  filter?: FieldFilter[] | null;
  search?: string | null;
}

interface RestStats {
  data: Array<{ key: unknown; label: string | null; count: number; sums: Record<string, number> }>;
  total: { count: number; sums: Record<string, number> };
}

/** GET /stats/{type}: field names in GraphQL's camelCase, sums as lists in the order asked. */
export const statisticsResolvers = {
  Query: {
    statistics: async (_: unknown, args: StatisticsArgs, ctx: Context) => {
      const sums = (args.sum ?? []).map(toSnake);
      const query = new URLSearchParams({ group: toSnake(args.groupBy) });
      if (args.interval) query.set('interval', args.interval.toLowerCase());
      if (sums.length > 0) query.set('sum', sums.join(','));
      query.set('builder', JSON.stringify(listBuilder({ filter: args.filter })));
      if (args.search?.trim()) query.set('s', args.search.trim());
      try {
        const answer = await ctx.client.request<RestStats>('GET', `/stats/${encodeURIComponent(args.type)}?${query}`);
        return {
          rows: answer.data.map((row) => ({ key: row.key, label: row.label, count: row.count, sums: sums.map((name) => row.sums[name]) })),
          totalCount: answer.total.count,
          totalSums: sums.map((name) => answer.total.sums[name]),
        };
      } catch (error) {
        throw toGraphQLError(error);
      }
    },
  },
};

interface RestSlaReport {
  from: string;
  to: string;
  data: Array<{
    company_id: number | null;
    company_name: string | null;
    month: string;
    tickets: number;
    first_response_met: number;
    first_response_missed: number;
    resolve_met: number;
    resolve_missed: number;
  }>;
}

type SlaReportRow = RestSlaReport['data'][number];

/** GET /stats/sla: met and missed SLA times per company and month. */
export const slaReportResolvers = {
  Query: {
    slaReport: async (_: unknown, args: { from?: string | null; to?: string | null }, ctx: Context) => {
      const query = new URLSearchParams();
      if (args.from) query.set('from', args.from);
      if (args.to) query.set('to', args.to);
      try {
        const answer = await ctx.client.request<RestSlaReport>('GET', `/stats/sla?${query}`);
        return { from: answer.from, to: answer.to, rows: answer.data };
      } catch (error) {
        throw toGraphQLError(error);
      }
    },
  },
  SlaReportRow: {
    // The company goes through its loader like every relation, so its own permission check holds.
    company: async (row: SlaReportRow, _: unknown, ctx: Context) => {
      if (row.company_id === null) return null;
      try {
        return await ctx.loaders.get('companies').load(row.company_id);
      } catch (error) {
        throw toGraphQLError(error);
      }
    },
    companyName: (row: SlaReportRow) => row.company_name,
    firstResponseMet: (row: SlaReportRow) => row.first_response_met,
    firstResponseMissed: (row: SlaReportRow) => row.first_response_missed,
    resolveMet: (row: SlaReportRow) => row.resolve_met,
    resolveMissed: (row: SlaReportRow) => row.resolve_missed,
  },
};
