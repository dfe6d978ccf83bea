import { graphql } from 'relay-runtime';

export const subscription = graphql`
  subscription useTicketMessageAddedSubscription($ticketId: ID!) {
    ticketMessageAdded(ticketId: $ticketId) {
      messageEdge {
        ...messageConnections_edge
        node {
          actor {
            id
            fullName
          }
        }
      }
      ticket {
        id
        updatedAt
      }
    }
  }
`;
