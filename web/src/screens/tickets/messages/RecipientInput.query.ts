import { graphql } from 'relay-runtime';

export const searchQuery = graphql`
  query RecipientInputSearchQuery($search: String!) {
    clients(first: 8, search: $search) {
      edges {
        node {
          fullName
          email
        }
      }
    }
  }
`;
