import type { Context } from './context.ts';
import { listBuilder, type FieldFilter } from './filters.ts';
import { toGraphQLError } from '../upstream/errors.ts';

interface PresetCountInput {
  presetId: string;
  search?: string | null;
  filter?: FieldFilter[] | null;
}

/** Quick-filter counts: every preset's builder in one REST call (presets-result-count). */
export const presetResolvers = {
  Query: {
    presetCounts: async (_: unknown, args: { type: string; presets: PresetCountInput[] }, ctx: Context) => {
      if (args.presets.length === 0) return [];
      const builders = args.presets.map((preset) => ({
        id: preset.presetId,
        builder: { ...listBuilder({ filter: preset.filter }), ...(preset.search?.trim() ? { fullSearch: preset.search.trim() } : {}) },
      }));
      try {
        const answer = await ctx.client.request<Array<{ id: string | number; count: number }> | { data: Array<{ id: string | number; count: number }> }>(
          'POST',
          `/presets-result-count/${encodeURIComponent(args.type)}`,
          { builders },
        );
        const counts = Array.isArray(answer) ? answer : answer.data;
        return counts.map((count) => ({ presetId: String(count.id), count: count.count }));
      } catch (error) {
        throw toGraphQLError(error);
      }
    },
  },
};
