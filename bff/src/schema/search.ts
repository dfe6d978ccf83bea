import type { Context } from './context.ts';
import { toGraphQLError } from '../upstream/errors.ts';

interface RestSearchHit {
  id: number;
  title: string;
  subtitle: string | null;
  snippet: string | null;
  url: string;
}

interface RestSearchAnswer {
  query: string;
  groups: { kind: string; label: string; total: number; items: RestSearchHit[] }[];
}

/** GET /search: the top bar's search, grouped by kind; the REST service leaves out what the caller may not read. */
export const searchResolvers = {
  Query: {
    globalSearch: async (_: unknown, args: { query: string; perKind?: number | null }, ctx: Context) => {
      const query = new URLSearchParams({ q: args.query });
      if (args.perKind != null) query.set('per_kind', String(args.perKind));
      let answer: RestSearchAnswer;
      try {
        answer = await ctx.client.request<RestSearchAnswer>('GET', `/search?${query}`);
      } catch (error) {
        throw toGraphQLError(error);
      }
      return {
        query: answer.query,
        groups: answer.groups.map((group) => ({ ...group, items: group.items.map(({ id, ...hit }) => ({ recordId: id, ...hit })) })),
      };
    },
  },
};
