import type { RelationLookup } from '../../../components/form/types';
import { lazyOperation } from '../../../relay/lazyOperation';
import type * as Queries from './actionLookupQueries';

// The records the ticket actions let the operator choose: another ticket, a template, an invoice.
// Their searches load with the first dialog that asks (actionLookupQueries.ts).
const query = (name: keyof typeof Queries) => lazyOperation(() => import('./actionLookupQueries').then((queries) => queries[name]));

export const ticketLookup: RelationLookup = { search: query('ticketSearch'), path: (id) => `/tickets/${id}` };
export const ticketTemplateLookup: RelationLookup = { search: query('templateSearch') };
export const conceptInvoiceLookup: RelationLookup = { search: query('invoiceSearch') };
