import type { RelationLookup } from '../../components/form/types';
import { lazyOperations } from '../../relay/lazyOperation';

// Searching and finding records of the types other records point at (relation fields and filters)
// and that the ticket actions let the operator choose.
// The operations load with the first lookup that needs one (lookupQueries.ts).
const query = lazyOperations(() => import('./lookupQueries'));

export const companyLookup: RelationLookup = { search: query('companySearch'), find: query('companyFind'), path: (id) => `/companies/${id}` };
export const clientLookup: RelationLookup = { search: query('clientSearch'), find: query('clientFind'), path: (id) => `/clients/${id}` };
export const operatorLookup: RelationLookup = { search: query('operatorSearch'), find: query('operatorFind'), path: (id) => `/operators/${id}` };
export const countryLookup: RelationLookup = { search: query('countrySearch'), find: query('countryFind') };
export const assetStatusLookup: RelationLookup = { search: query('assetStatusSearch'), find: query('assetStatusFind') };
export const locationLookup: RelationLookup = { search: query('locationSearch'), find: query('locationFind') };
export const serviceLookup: RelationLookup = { search: query('serviceSearch'), find: query('serviceFind') };
export const dealStageLookup: RelationLookup = { search: query('dealStageSearch'), find: query('dealStageFind') };
export const projectLookup: RelationLookup = { search: query('projectSearch'), find: query('projectFind'), path: (id) => `/projects/${id}` };
export const contractLookup: RelationLookup = { search: query('contractSearch'), find: query('contractFind'), path: (id) => `/contracts/${id}` };
export const dealLookup: RelationLookup = { search: query('dealSearch'), find: query('dealFind'), path: (id) => `/deals/${id}` };
export const quoteLookup: RelationLookup = { search: query('quoteSearch'), find: query('quoteFind'), path: (id) => `/deals/quotes/${id}` };
export const businessHourContractLookup: RelationLookup = { search: query('businessHourContractSearch'), find: query('businessHourContractFind') };
export const assetLookup: RelationLookup = { search: query('assetSearch'), find: query('assetFind'), path: (id) => `/assets/${id}` };
export const ticketGroupLookup: RelationLookup = { search: query('ticketGroupSearch'), find: query('ticketGroupFind'), path: (id) => `/tickets/groups/${id}` };
export const slaLookup: RelationLookup = { search: query('slaSearch'), find: query('slaFind'), path: (id) => `/slas/${id}` };
export const ticketTypeLookup: RelationLookup = { search: query('ticketTypeSearch'), find: query('ticketTypeFind') };
export const ticketSourceLookup: RelationLookup = { search: query('ticketSourceSearch'), find: query('ticketSourceFind') };
export const activityLookup: RelationLookup = { search: query('activitySearch'), find: query('activityFind') };
export const prepaidCardLookup: RelationLookup = { search: query('prepaidCardSearch'), find: query('prepaidCardFind') };
export const categoryLookup: RelationLookup = { search: query('categorySearch'), find: query('categoryFind') };
export const ticketLookup: RelationLookup = { search: query('ticketSearch'), path: (id) => `/tickets/${id}` };
export const ticketTemplateLookup: RelationLookup = { search: query('ticketTemplateSearch') };
export const conceptInvoiceLookup: RelationLookup = { search: query('conceptInvoiceSearch') };
