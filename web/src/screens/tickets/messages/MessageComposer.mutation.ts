import { graphql } from 'relay-runtime';

export const mutation = graphql`
  mutation MessageComposerMutation($input: SendTicketMessageInput!) {
    sendTicketMessage(input: $input) {
      isSent
      sendError
      messageEdge {
        cursor
        node {
          id
          isNote
          isFromClient
          sendToClient
          isPinned
          ...MessageItem_message
        }
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
