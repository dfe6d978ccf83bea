import { graphql } from 'relay-runtime';

export const subscription = graphql`
  subscription useTicketMessageAddedSubscription($ticketId: ID!) {
    ticketMessageAdded(ticketId: $ticketId) {
      messageEdge {
        cursor
        node {
          id
          isNote
          isFromClient
          sendToClient
          isPinned
          actor {
            id
            fullName
          }
          ...MessageItem_message
        }
      }
      ticket {
        id
        updatedAt
      }
    }
  }
`;
