import { graphql } from 'relay-runtime';

export const subscription = graphql`
  subscription useTicketChangedSubscription($ticketId: ID!) {
    ticketChanged(ticketId: $ticketId) {
      type
      databaseId
      kind
      actorDatabaseId
    }
  }
`;
