import { graphql } from 'relay-runtime';

export const countQuery = graphql`
  query useAskTimeBeforeClosingQuery($id: ID!) {
    ticket(id: $id) {
      timeRegistrations(first: 1) {
        totalCount
      }
    }
  }
`;
