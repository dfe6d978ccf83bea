import type { Context } from './context.ts';
import { fromGlobalId } from './ids.ts';
import { mark } from '../loaders/index.ts';
import type { RestRecord } from '../upstream/client.ts';
import { toUserErrors } from '../upstream/errors.ts';

/** REST field names of the invoice action calls as the mutations' input names. */
const INPUT_FIELDS = { id: 'id', exported_at: 'id', reExport: 'reExport', sendTimeSheet: 'sendTimeSheet' };

interface InvoiceActionInput {
  id: string;
  clientMutationId?: string | null;
}

interface ExportInvoiceInput extends InvoiceActionInput {
  reExport?: boolean | null;
  sendTimeSheet?: boolean | null;
}

/** Where the browser downloads the CSV of invoices: the BFF passes it on to POST invoicing/download-csv (files.ts). */
export const invoiceCsvPath = (ids: number[]) => `/downloads/invoices/csv?ids=${ids.join(',')}`;

const invoiceId = (id: string) => fromGlobalId(id, 'Invoice').id;

/** Calls REST; a 422 (a refused state, the package's reason) becomes userErrors, anything else a GraphQL error. */
async function act(ctx: Context, input: InvoiceActionInput, method: 'POST' | 'PUT', path: string, body: Record<string, unknown>) {
  const clientMutationId = input.clientMutationId ?? null;
  try {
    const answer = await ctx.client.request<{ message?: string; data: RestRecord }>(method, path, body);
    ctx.loaders.get('invoices').clear(answer.data.id);
    return { invoice: mark('invoices', answer.data), message: answer.message ?? null, userErrors: [], clientMutationId };
  } catch (error) {
    return { invoice: null, message: null, userErrors: toUserErrors(error, INPUT_FIELDS), clientMutationId };
  }
}

export const invoiceActionResolvers = {
  Query: {
    invoiceCsvDownloadUrl: (_: unknown, { ids }: { ids: string[] }) => invoiceCsvPath(ids.map(invoiceId)),
  },
  Mutation: {
    exportInvoice: (_: unknown, { input }: { input: ExportInvoiceInput }, ctx: Context) =>
      act(ctx, input, 'POST', `/invoicing/export/${invoiceId(input.id)}`, { reExport: input.reExport ?? false, sendTimeSheet: input.sendTimeSheet ?? false }),
    restoreInvoice: (_: unknown, { input }: { input: InvoiceActionInput }, ctx: Context) => act(ctx, input, 'PUT', `/invoicing/restore/${invoiceId(input.id)}`, {}),
  },
};
