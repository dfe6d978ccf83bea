import { graphql } from 'relay-runtime';

export const mutation = graphql`
  mutation MessageComposerMutation($input: SendTicketMessageInput!) {
    sendTicketMessage(input: $input) {
      isSent
      sendError
      messageEdge {
        ...messageConnections_edge
      }
      ticket {
        id
        updatedAt
        status {
          id
        }
      }
      userErrors {
        field
        message
      }
    }
  }
`;
