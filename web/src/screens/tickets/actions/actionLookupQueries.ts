import { graphql } from 'react-relay/hooks';

// The searches behind the ticket actions' choices (actionLookups.ts), loaded with the first one.

export const ticketSearch = graphql`
  query actionLookupQueriesTicketSearchQuery($search: String, $first: Int = 20) {
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

export const templateSearch = graphql`
  query actionLookupQueriesTemplateSearchQuery($search: String, $first: Int = 20) {
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

export const invoiceSearch = graphql`
  query actionLookupQueriesInvoiceSearchQuery($search: String, $first: Int = 20) {
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
