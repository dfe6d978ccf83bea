import { graphql } from 'relay-runtime';

// What prependMessageEdge reads of a new message, and what its list item shows: every answer that
// brings a new message (sent, live, a note on a new ticket) selects it with this.
const edge = graphql`
  fragment messageConnections_edge on MessageEdge {
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
`;
