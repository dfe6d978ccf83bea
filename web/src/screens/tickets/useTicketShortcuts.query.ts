import { graphql } from 'relay-runtime';

export const neighbourQuery = graphql`
  query useTicketShortcutsNeighbourQuery($filter: [FieldFilter!], $orderBy: [FieldOrder!]) {
    tickets(first: 1, filter: $filter, orderBy: $orderBy) {
      edges {
        node {
          databaseId
        }
      }
    }
  }
`;
