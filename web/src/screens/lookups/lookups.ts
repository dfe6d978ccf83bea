import { graphql } from 'react-relay/hooks';
import type { RelationLookup } from '../../components/form/types';

// Searching and finding records of the types other records point at (relation fields and filters).
// Each search takes `$search` (null lists the first 100, for small catalogues).

const companySearch = graphql`
  query lookupsCompanySearchQuery($search: String, $first: Int = 20) {
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

const companyFind = graphql`
  query lookupsCompanyFindQuery($id: ID!) {
    record: company(id: $id) {
      databaseId
      label
      name
    }
  }
`;

const clientSearch = graphql`
  query lookupsClientSearchQuery($search: String, $first: Int = 20, $filter: [FieldFilter!]) {
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

const clientFind = graphql`
  query lookupsClientFindQuery($id: ID!) {
    record: client(id: $id) {
      databaseId
      label
      fullName
    }
  }
`;

// Only operators that can be assigned are offered; the find query still names an inactive one already chosen.
const operatorSearch = graphql`
  query lookupsOperatorSearchQuery($search: String, $first: Int = 20) {
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

const operatorFind = graphql`
  query lookupsOperatorFindQuery($id: ID!) {
    record: operator(id: $id) {
      databaseId
      label
      fullName
    }
  }
`;

const countrySearch = graphql`
  query lookupsCountrySearchQuery($search: String, $first: Int = 20) {
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

const countryFind = graphql`
  query lookupsCountryFindQuery($id: ID!) {
    record: country(id: $id) {
      databaseId
      label
      name
    }
  }
`;

const assetStatusSearch = graphql`
  query lookupsAssetStatusSearchQuery($search: String, $first: Int = 20) {
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

const assetStatusFind = graphql`
  query lookupsAssetStatusFindQuery($id: ID!) {
    record: assetStatus(id: $id) {
      databaseId
      label
      name
    }
  }
`;

const locationSearch = graphql`
  query lookupsLocationSearchQuery($search: String, $first: Int = 20) {
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

const locationFind = graphql`
  query lookupsLocationFindQuery($id: ID!) {
    record: location(id: $id) {
      databaseId
      label
      name
    }
  }
`;

const serviceSearch = graphql`
  query lookupsServiceSearchQuery($search: String, $first: Int = 20) {
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

const serviceFind = graphql`
  query lookupsServiceFindQuery($id: ID!) {
    record: service(id: $id) {
      databaseId
      label
      name
    }
  }
`;

const dealStageSearch = graphql`
  query lookupsDealStageSearchQuery($search: String, $first: Int = 20) {
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

const dealStageFind = graphql`
  query lookupsDealStageFindQuery($id: ID!) {
    record: dealStage(id: $id) {
      databaseId
      label
      name
    }
  }
`;

const projectSearch = graphql`
  query lookupsProjectSearchQuery($search: String, $first: Int = 20) {
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

const projectFind = graphql`
  query lookupsProjectFindQuery($id: ID!) {
    record: project(id: $id) {
      databaseId
      label
      name
    }
  }
`;

const contractSearch = graphql`
  query lookupsContractSearchQuery($search: String, $first: Int = 20) {
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

const contractFind = graphql`
  query lookupsContractFindQuery($id: ID!) {
    record: contract(id: $id) {
      databaseId
      label
      name
    }
  }
`;

const dealSearch = graphql`
  query lookupsDealSearchQuery($search: String, $first: Int = 20) {
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

const dealFind = graphql`
  query lookupsDealFindQuery($id: ID!) {
    record: deal(id: $id) {
      databaseId
      label
      description
    }
  }
`;

const quoteSearch = graphql`
  query lookupsQuoteSearchQuery($search: String, $first: Int = 20) {
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

const quoteFind = graphql`
  query lookupsQuoteFindQuery($id: ID!) {
    record: quote(id: $id) {
      databaseId
      label
      name
    }
  }
`;

const businessHourContractSearch = graphql`
  query lookupsBusinessHourContractSearchQuery($search: String, $first: Int = 20) {
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

const businessHourContractFind = graphql`
  query lookupsBusinessHourContractFindQuery($id: ID!) {
    record: businessHourContract(id: $id) {
      databaseId
      label
      name
    }
  }
`;

const assetSearch = graphql`
  query lookupsAssetSearchQuery($search: String, $first: Int = 20) {
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

const assetFind = graphql`
  query lookupsAssetFindQuery($id: ID!) {
    record: asset(id: $id) {
      databaseId
      label
      name
    }
  }
`;

const ticketGroupSearch = graphql`
  query lookupsTicketGroupSearchQuery($search: String, $first: Int = 20) {
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

const ticketGroupFind = graphql`
  query lookupsTicketGroupFindQuery($id: ID!) {
    record: ticketGroup(id: $id) {
      databaseId
      label
      name
    }
  }
`;

const slaSearch = graphql`
  query lookupsSlaSearchQuery($search: String, $first: Int = 20) {
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

const slaFind = graphql`
  query lookupsSlaFindQuery($id: ID!) {
    record: sla(id: $id) {
      databaseId
      label
      name
    }
  }
`;

const ticketTypeSearch = graphql`
  query lookupsTicketTypeSearchQuery($search: String, $first: Int = 20) {
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

const ticketTypeFind = graphql`
  query lookupsTicketTypeFindQuery($id: ID!) {
    record: ticketType(id: $id) {
      databaseId
      label
      name
    }
  }
`;

const ticketSourceSearch = graphql`
  query lookupsTicketSourceSearchQuery($search: String, $first: Int = 20) {
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

const ticketSourceFind = graphql`
  query lookupsTicketSourceFindQuery($id: ID!) {
    record: ticketSource(id: $id) {
      databaseId
      label
      name
    }
  }
`;

const activitySearch = graphql`
  query lookupsActivitySearchQuery($search: String, $first: Int = 20) {
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

const activityFind = graphql`
  query lookupsActivityFindQuery($id: ID!) {
    record: activity(id: $id) {
      databaseId
      label
      name
    }
  }
`;

const prepaidCardSearch = graphql`
  query lookupsPrepaidCardSearchQuery($search: String, $first: Int = 20) {
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

const prepaidCardFind = graphql`
  query lookupsPrepaidCardFindQuery($id: ID!) {
    record: prepaidCard(id: $id) {
      databaseId
      label
      name
    }
  }
`;

const categorySearch = graphql`
  query lookupsCategorySearchQuery($search: String, $first: Int = 20) {
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

const categoryFind = graphql`
  query lookupsCategoryFindQuery($id: ID!) {
    record: category(id: $id) {
      databaseId
      label
      title
    }
  }
`;

export const companyLookup: RelationLookup = { search: companySearch, find: companyFind, path: (id) => `/companies/${id}` };
export const clientLookup: RelationLookup = { search: clientSearch, find: clientFind, path: (id) => `/clients/${id}` };
export const operatorLookup: RelationLookup = { search: operatorSearch, find: operatorFind, path: (id) => `/operators/${id}` };
export const countryLookup: RelationLookup = { search: countrySearch, find: countryFind };
export const assetStatusLookup: RelationLookup = { search: assetStatusSearch, find: assetStatusFind };
export const locationLookup: RelationLookup = { search: locationSearch, find: locationFind };
export const serviceLookup: RelationLookup = { search: serviceSearch, find: serviceFind };
export const dealStageLookup: RelationLookup = { search: dealStageSearch, find: dealStageFind };
export const projectLookup: RelationLookup = { search: projectSearch, find: projectFind, path: (id) => `/projects/${id}` };
export const contractLookup: RelationLookup = { search: contractSearch, find: contractFind, path: (id) => `/contracts/${id}` };
export const dealLookup: RelationLookup = { search: dealSearch, find: dealFind, path: (id) => `/deals/${id}` };
export const quoteLookup: RelationLookup = { search: quoteSearch, find: quoteFind, path: (id) => `/deals/quotes/${id}` };
export const businessHourContractLookup: RelationLookup = { search: businessHourContractSearch, find: businessHourContractFind };
export const assetLookup: RelationLookup = { search: assetSearch, find: assetFind, path: (id) => `/assets/${id}` };
export const ticketGroupLookup: RelationLookup = { search: ticketGroupSearch, find: ticketGroupFind, path: (id) => `/tickets/groups/${id}` };
export const slaLookup: RelationLookup = { search: slaSearch, find: slaFind, path: (id) => `/slas/${id}` };
export const ticketTypeLookup: RelationLookup = { search: ticketTypeSearch, find: ticketTypeFind };
export const ticketSourceLookup: RelationLookup = { search: ticketSourceSearch, find: ticketSourceFind };
export const activityLookup: RelationLookup = { search: activitySearch, find: activityFind };
export const prepaidCardLookup: RelationLookup = { search: prepaidCardSearch, find: prepaidCardFind };
export const categoryLookup: RelationLookup = { search: categorySearch, find: categoryFind };
