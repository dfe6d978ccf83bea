import { graphql } from 'react-relay/hooks';
import type { RelationLookup } from '../../../components/form/types';

// The records the ticket actions let the operator choose: another ticket, a template, an invoice.

const ticketSearch = graphql`
  query actionLookupsTicketSearchQuery($search: String, $first: Int = 20) {
    list: tickets(first: $first, search: $search) {
      edges {
        node {
          databaseId
          label
        }
      }
    }
  }
`;

const templateSearch = graphql`
  query actionLookupsTemplateSearchQuery($search: String, $first: Int = 20) {
    list: ticketTemplates(first: $first, search: $search) {
      edges {
        node {
          databaseId
          label
        }
      }
    }
  }
`;

const invoiceSearch = graphql`
  query actionLookupsInvoiceSearchQuery($search: String, $first: Int = 20) {
    list: invoices(first: $first, search: $search, filter: [{ field: "exportedAt", operator: IS_NULL }]) {
      edges {
        node {
          databaseId
          label
        }
      }
    }
  }
`;

export const ticketLookup: RelationLookup = { search: ticketSearch, path: (id) => `/tickets/${id}` };
export const ticketTemplateLookup: RelationLookup = { search: templateSearch };
export const conceptInvoiceLookup: RelationLookup = { search: invoiceSearch };
