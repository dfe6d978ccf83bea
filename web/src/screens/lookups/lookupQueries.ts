import { graphql } from 'react-relay/hooks';

// The operations behind the relation lookups (lookups.ts), in a chunk of their own: a screen loads
// them when a relation select, filter or label first needs one, not with its own code.
// Each search takes `$search` (null lists the first 100, for small catalogues).

export const companySearch = graphql`
  query lookupQueriesCompanySearchQuery($search: String, $first: Int = 20) {
    list: companies(first: $first, search: $search) {
      edges {
        node {
          databaseId
          label
          name
        }
      }
    }
  }
`;

export const companyFind = graphql`
  query lookupQueriesCompanyFindQuery($id: ID!) {
    record: company(id: $id) {
      databaseId
      label
      name
    }
  }
`;

export const clientSearch = graphql`
  query lookupQueriesClientSearchQuery($search: String, $first: Int = 20, $filter: [FieldFilter!]) {
    list: clients(first: $first, search: $search, filter: $filter) {
      edges {
        node {
          databaseId
          label
          fullName
        }
      }
    }
  }
`;

export const clientFind = graphql`
  query lookupQueriesClientFindQuery($id: ID!) {
    record: client(id: $id) {
      databaseId
      label
      fullName
    }
  }
`;

// Only operators that can be assigned are offered; the find query still names an inactive one already chosen.
export const operatorSearch = graphql`
  query lookupQueriesOperatorSearchQuery($search: String, $first: Int = 20) {
    list: operators(first: $first, search: $search, filter: [{ field: "isActive", value: true }, { field: "archivedAt", operator: IS_NULL }]) {
      edges {
        node {
          databaseId
          label
          fullName
        }
      }
    }
  }
`;

export const operatorFind = graphql`
  query lookupQueriesOperatorFindQuery($id: ID!) {
    record: operator(id: $id) {
      databaseId
      label
      fullName
    }
  }
`;

export const countrySearch = graphql`
  query lookupQueriesCountrySearchQuery($search: String, $first: Int = 20) {
    list: countries(first: $first, search: $search) {
      edges {
        node {
          databaseId
          label
          name
        }
      }
    }
  }
`;

export const countryFind = graphql`
  query lookupQueriesCountryFindQuery($id: ID!) {
    record: country(id: $id) {
      databaseId
      label
      name
    }
  }
`;

export const assetStatusSearch = graphql`
  query lookupQueriesAssetStatusSearchQuery($search: String, $first: Int = 20) {
    list: assetStatuses(first: $first, search: $search) {
      edges {
        node {
          databaseId
          label
          name
        }
      }
    }
  }
`;

export const assetStatusFind = graphql`
  query lookupQueriesAssetStatusFindQuery($id: ID!) {
    record: assetStatus(id: $id) {
      databaseId
      label
      name
    }
  }
`;

export const locationSearch = graphql`
  query lookupQueriesLocationSearchQuery($search: String, $first: Int = 20) {
    list: locations(first: $first, search: $search) {
      edges {
        node {
          databaseId
          label
          name
        }
      }
    }
  }
`;

export const locationFind = graphql`
  query lookupQueriesLocationFindQuery($id: ID!) {
    record: location(id: $id) {
      databaseId
      label
      name
    }
  }
`;

export const serviceSearch = graphql`
  query lookupQueriesServiceSearchQuery($search: String, $first: Int = 20) {
    list: services(first: $first, search: $search) {
      edges {
        node {
          databaseId
          label
          name
        }
      }
    }
  }
`;

export const serviceFind = graphql`
  query lookupQueriesServiceFindQuery($id: ID!) {
    record: service(id: $id) {
      databaseId
      label
      name
    }
  }
`;

export const dealStageSearch = graphql`
  query lookupQueriesDealStageSearchQuery($search: String, $first: Int = 20) {
    list: dealStages(first: $first, search: $search) {
      edges {
        node {
          databaseId
          label
          name
        }
      }
    }
  }
`;

export const dealStageFind = graphql`
  query lookupQueriesDealStageFindQuery($id: ID!) {
    record: dealStage(id: $id) {
      databaseId
      label
      name
    }
  }
`;

export const projectSearch = graphql`
  query lookupQueriesProjectSearchQuery($search: String, $first: Int = 20) {
    list: projects(first: $first, search: $search) {
      edges {
        node {
          databaseId
          label
          name
        }
      }
    }
  }
`;

export const projectFind = graphql`
  query lookupQueriesProjectFindQuery($id: ID!) {
    record: project(id: $id) {
      databaseId
      label
      name
    }
  }
`;

export const contractSearch = graphql`
  query lookupQueriesContractSearchQuery($search: String, $first: Int = 20) {
    list: contracts(first: $first, search: $search) {
      edges {
        node {
          databaseId
          label
          name
        }
      }
    }
  }
`;

export const contractFind = graphql`
  query lookupQueriesContractFindQuery($id: ID!) {
    record: contract(id: $id) {
      databaseId
      label
      name
    }
  }
`;

export const dealSearch = graphql`
  query lookupQueriesDealSearchQuery($search: String, $first: Int = 20) {
    list: deals(first: $first, search: $search) {
      edges {
        node {
          databaseId
          label
          description
        }
      }
    }
  }
`;

export const dealFind = graphql`
  query lookupQueriesDealFindQuery($id: ID!) {
    record: deal(id: $id) {
      databaseId
      label
      description
    }
  }
`;

export const quoteSearch = graphql`
  query lookupQueriesQuoteSearchQuery($search: String, $first: Int = 20) {
    list: quotes(first: $first, search: $search) {
      edges {
        node {
          databaseId
          label
          name
        }
      }
    }
  }
`;

export const quoteFind = graphql`
  query lookupQueriesQuoteFindQuery($id: ID!) {
    record: quote(id: $id) {
      databaseId
      label
      name
    }
  }
`;

export const businessHourContractSearch = graphql`
  query lookupQueriesBusinessHourContractSearchQuery($search: String, $first: Int = 20) {
    list: businessHourContracts(first: $first, search: $search) {
      edges {
        node {
          databaseId
          label
          name
        }
      }
    }
  }
`;

export const businessHourContractFind = graphql`
  query lookupQueriesBusinessHourContractFindQuery($id: ID!) {
    record: businessHourContract(id: $id) {
      databaseId
      label
      name
    }
  }
`;

export const assetSearch = graphql`
  query lookupQueriesAssetSearchQuery($search: String, $first: Int = 20) {
    list: assets(first: $first, search: $search) {
      edges {
        node {
          databaseId
          label
          name
        }
      }
    }
  }
`;

export const assetFind = graphql`
  query lookupQueriesAssetFindQuery($id: ID!) {
    record: asset(id: $id) {
      databaseId
      label
      name
    }
  }
`;

export const ticketGroupSearch = graphql`
  query lookupQueriesTicketGroupSearchQuery($search: String, $first: Int = 20) {
    list: ticketGroups(first: $first, search: $search) {
      edges {
        node {
          databaseId
          label
          name
        }
      }
    }
  }
`;

export const ticketGroupFind = graphql`
  query lookupQueriesTicketGroupFindQuery($id: ID!) {
    record: ticketGroup(id: $id) {
      databaseId
      label
      name
    }
  }
`;

export const slaSearch = graphql`
  query lookupQueriesSlaSearchQuery($search: String, $first: Int = 20) {
    list: slas(first: $first, search: $search) {
      edges {
        node {
          databaseId
          label
          name
        }
      }
    }
  }
`;

export const slaFind = graphql`
  query lookupQueriesSlaFindQuery($id: ID!) {
    record: sla(id: $id) {
      databaseId
      label
      name
    }
  }
`;

export const ticketTypeSearch = graphql`
  query lookupQueriesTicketTypeSearchQuery($search: String, $first: Int = 20) {
    list: ticketTypes(first: $first, search: $search) {
      edges {
        node {
          databaseId
          label
          name
        }
      }
    }
  }
`;

export const ticketTypeFind = graphql`
  query lookupQueriesTicketTypeFindQuery($id: ID!) {
    record: ticketType(id: $id) {
      databaseId
      label
      name
    }
  }
`;

export const ticketSourceSearch = graphql`
  query lookupQueriesTicketSourceSearchQuery($search: String, $first: Int = 20) {
    list: ticketSources(first: $first, search: $search) {
      edges {
        node {
          databaseId
          label
          name
        }
      }
    }
  }
`;

export const ticketSourceFind = graphql`
  query lookupQueriesTicketSourceFindQuery($id: ID!) {
    record: ticketSource(id: $id) {
      databaseId
      label
      name
    }
  }
`;

export const activitySearch = graphql`
  query lookupQueriesActivitySearchQuery($search: String, $first: Int = 20) {
    list: activities(first: $first, search: $search) {
      edges {
        node {
          databaseId
          label
          name
        }
      }
    }
  }
`;

export const activityFind = graphql`
  query lookupQueriesActivityFindQuery($id: ID!) {
    record: activity(id: $id) {
      databaseId
      label
      name
    }
  }
`;

export const prepaidCardSearch = graphql`
  query lookupQueriesPrepaidCardSearchQuery($search: String, $first: Int = 20) {
    list: prepaidCards(first: $first, search: $search) {
      edges {
        node {
          databaseId
          label
          name
        }
      }
    }
  }
`;

export const prepaidCardFind = graphql`
  query lookupQueriesPrepaidCardFindQuery($id: ID!) {
    record: prepaidCard(id: $id) {
      databaseId
      label
      name
    }
  }
`;

export const categorySearch = graphql`
  query lookupQueriesCategorySearchQuery($search: String, $first: Int = 20) {
    list: categories(first: $first, search: $search) {
      edges {
        node {
          databaseId
          label
          title
        }
      }
    }
  }
`;

export const categoryFind = graphql`
  query lookupQueriesCategoryFindQuery($id: ID!) {
    record: category(id: $id) {
      databaseId
      label
      title
    }
  }
`;

// What the ticket actions let the operator choose: another ticket, a template, a concept invoice.
export const ticketSearch = graphql`
  query lookupQueriesTicketSearchQuery($search: String, $first: Int = 20) {
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

export const ticketTemplateSearch = graphql`
  query lookupQueriesTicketTemplateSearchQuery($search: String, $first: Int = 20) {
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

export const conceptInvoiceSearch = graphql`
  query lookupQueriesConceptInvoiceSearchQuery($search: String, $first: Int = 20) {
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
