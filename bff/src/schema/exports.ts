import type { Context } from './context.ts';
import { listBuilder, type ListArgs } from './filters.ts';
import { toSnake } from './names.ts';
import { mark } from '../loaders/index.ts';
import type { RestRecord } from '../upstream/client.ts';
import { toUserErrors } from '../upstream/errors.ts';

interface RequestExportInput extends ListArgs {
  type: string;
  columns?: Array<{ field: string; header: string }> | null;
  clientMutationId?: string | null;
}

/** Where the browser fetches an export's file: the BFF proxies it with the caller's token (server.ts). */
export const exportDownloadPath = (id: number) => `/downloads/exports/${id}`;

/** The REST names of the export payload as the mutation's input names. */
const INPUT_FIELDS = { model: 'type', filter: 'filter', columns: 'columns', user_id: 'type' };

export const exportResolvers = {
  Mutation: {
    requestExport: async (_: unknown, { input }: { input: RequestExportInput }, ctx: Context) => {
      const clientMutationId = input.clientMutationId ?? null;
      // The same builder the list itself sends, so the file holds what the screen shows.
      const filter = listBuilder(input);
      if (input.search?.trim()) filter.fullSearch = input.search.trim();
      const columns = input.columns?.map((column) => ({ field: column.field.split('.').map(toSnake).join('.'), header: column.header }));
      try {
        const answer = await ctx.client.request<{ message: string; data: RestRecord }>('POST', '/exports', { model: input.type, filter, ...(columns ? { columns } : {}) });
        return { message: answer.message, export: mark('exports', answer.data), userErrors: [], clientMutationId };
      } catch (error) {
        return { message: null, export: null, userErrors: toUserErrors(error, INPUT_FIELDS), clientMutationId };
      }
    },
  },
  Export: {
    downloadLink: (row: RestRecord) => (row.exported_at && row.download_url ? exportDownloadPath(row.id) : null),
  },
};
