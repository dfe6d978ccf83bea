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
