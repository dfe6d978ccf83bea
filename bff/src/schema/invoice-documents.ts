import type { Context } from './context.ts';
import { fromGlobalId } from './ids.ts';
import type { RestRecord } from '../upstream/client.ts';
import { toUserErrors, UpstreamError } from '../upstream/errors.ts';

/** Where the browser fetches an invoice's files: the BFF proxies them with the caller's token (files.ts). */
export const invoiceDownloadPath = (id: number) => `/downloads/invoices/${id}`;
export const invoiceUblPath = (id: number) => `/downloads/invoices/${id}/ubl`;
export const invoicePrintTimePath = (id: number) => `/downloads/invoices/${id}/print-time`;

/** REST field names as the input names them. */
const INPUT_FIELDS = { administrative_emails: 'id', time_registrations: 'id', id: 'id' };

interface SendTimeSheetInput {
  id: string;
  clientMutationId?: string | null;
}

export const invoiceDocumentResolvers = {
  Invoice: {
    downloadUrl: (row: RestRecord) => invoiceDownloadPath(row.id),
    ublUrl: (row: RestRecord) => invoiceUblPath(row.id),
    printTimeUrl: (row: RestRecord) => invoicePrintTimePath(row.id),
    /** Whether the company the invoice bills (invoice_to when set) has administrative e-mails; null when the caller may not read it. */
    hasAdministrativeEmails: async (row: RestRecord, _: unknown, ctx: Context) => {
      const companyId = (row.invoice_to ?? row.company_id) as number | null;
      if (typeof companyId !== 'number') return false;
      try {
        const company = await ctx.loaders.get('companies').load(companyId);
        return typeof company?.administrative_emails === 'string' && company.administrative_emails.trim() !== '';
      } catch (error) {
        if (error instanceof UpstreamError && (error.status === 403 || error.status === 404)) return null;
        throw error;
      }
    },
  },
  Mutation: {
    sendInvoiceTimeSheet: async (_: unknown, { input }: { input: SendTimeSheetInput }, ctx: Context) => {
      const clientMutationId = input.clientMutationId ?? null;
      const { id } = fromGlobalId(input.id, 'Invoice');
      try {
        const answer = await ctx.client.request<{ message: string }>('POST', `/invoices/${id}/send-time`, {});
        const loader = ctx.loaders.get('invoices');
        loader.clear(id);
        return { invoice: await loader.load(id), message: answer.message, userErrors: [], clientMutationId };
      } catch (error) {
        // A refused or missing mail server is the operator's to read, like a refusal of the send itself.
        if (error instanceof UpstreamError && (error.status === 502 || error.status === 503) && error.body.message) {
          return { invoice: null, message: null, userErrors: [{ field: null, message: error.body.message }], clientMutationId };
        }
        return { invoice: null, message: null, userErrors: toUserErrors(error, INPUT_FIELDS), clientMutationId };
      }
    },
  },
};
