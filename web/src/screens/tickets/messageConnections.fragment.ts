import { graphql } from 'relay-runtime';

// What prependMessageEdge reads of a new message, and what its list item shows: a sent message and
// a live one select the same.
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
