import type { Context } from './context.ts';
import { fromGlobalId } from './ids.ts';
import { mark } from '../loaders/index.ts';
import type { RestRecord } from '../upstream/client.ts';
import { toUserErrors, UpstreamError } from '../upstream/errors.ts';

/** Where the browser fetches a quote's PDF: the BFF proxies it with the caller's token (files.ts). */
export const quoteDownloadPath = (id: number) => `/downloads/quotes/${id}`;

/** REST field names as the input names them. */
const INPUT_FIELDS = { message: 'message', attachment_ids: 'attachmentIds', id: 'id', client_id: 'id', status_id: 'id', file: 'attachmentIds' };

interface SendQuoteInput {
  id: string;
  message: string;
  attachmentIds?: string[] | null;
  clientMutationId?: string | null;
}

export const quoteDocumentResolvers = {
  Quote: {
    sendMessage: async (row: RestRecord, _: unknown, ctx: Context) => {
      const answer = await ctx.client.request<{ data: { message: string } }>('GET', `/quotes/${row.id}/message`);
      return answer.data.message;
    },
    downloadUrl: (row: RestRecord) => quoteDownloadPath(row.id),
  },
  Mutation: {
    sendQuote: async (_: unknown, { input }: { input: SendQuoteInput }, ctx: Context) => {
      const clientMutationId = input.clientMutationId ?? null;
      const { id } = fromGlobalId(input.id, 'Quote');
      const attachmentIds = (input.attachmentIds ?? []).map((attachmentId) => fromGlobalId(attachmentId, 'Attachment').id);
      try {
        const answer = await ctx.client.request<{ data: RestRecord }>('POST', `/quotes/${id}/send`, { message: input.message, attachment_ids: attachmentIds });
        ctx.loaders.get('quotes').clear(id);
        return { quote: mark('quotes', answer.data), userErrors: [], clientMutationId };
      } catch (error) {
        // A refused or missing mail server is the operator's to read, like a refusal of the quote itself.
        if (error instanceof UpstreamError && (error.status === 502 || error.status === 503) && error.body.message) {
          return { quote: null, userErrors: [{ field: null, message: error.body.message }], clientMutationId };
        }
        return { quote: null, userErrors: toUserErrors(error, INPUT_FIELDS), clientMutationId };
      }
    },
  },
};
