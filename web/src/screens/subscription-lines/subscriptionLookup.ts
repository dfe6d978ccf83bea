import { graphql } from 'react-relay/hooks';
import type { RelationLookup } from '../../components/form/types';

const search = graphql`
  query subscriptionLookupSearchQuery($search: String, $first: Int = 20) {
    list: subscriptions(first: $first, search: $search) {
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

const find = graphql`
  query subscriptionLookupFindQuery($id: ID!) {
    record: customerSubscription(id: $id) {
      databaseId
      label
      description
    }
  }
`;

/** Subscriptions for the line's subscription field, linking to the subscription screen. */
export const subscriptionLookup: RelationLookup = { search, find, path: (id) => `/subscriptions/${id}` };
