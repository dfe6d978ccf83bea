import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';
import { kindsOfMessage } from '../../lib/messageKinds';

/** The @connection key of the message lists in MessagesPanel; one connection per kind. */
export const MESSAGES_CONNECTION_KEY = 'MessagesPanel_messages';
/** The pinned messages MessagesPanel shows on top of Alles. */
export const PINNED_CONNECTION_KEY = 'MessagesPanel_pinned';

/**
 * Puts a new message at the top of every loaded message list of the ticket or conversation it belongs in.
 * The author receives the same message twice (mutation answer and live event): a message
 * already in a list is left alone.
 */
export function prependMessageEdge(
  store: RecordSourceSelectorProxy,
  ownerId: string,
  serverEdge: RecordProxy | null | undefined,
): void {
  const node = serverEdge?.getLinkedRecord('node');
  const owner = store.get(ownerId);
  if (!serverEdge || !node || !owner) return;

  const kinds = kindsOfMessage({
    isNote: node.getValue('isNote') === true,
    isFromClient: node.getValue('isFromClient') === true,
    sendToClient: node.getValue('sendToClient') === true,
    isPinned: node.getValue('isPinned') === true,
  });

  for (const kind of kinds) {
    const connection = ConnectionHandler.getConnection(owner, MESSAGES_CONNECTION_KEY, { kind });
    if (!connection) continue;
    const edges = connection.getLinkedRecords('edges') ?? [];
    if (edges.some((edge) => edge?.getLinkedRecord('node')?.getDataID() === node.getDataID())) continue;
    const edge = ConnectionHandler.buildConnectionEdge(store, connection, serverEdge);
    if (!edge) continue;
    ConnectionHandler.insertEdgeBefore(connection, edge);
    const total = connection.getValue('totalCount');
    if (typeof total === 'number') connection.setValue(total + 1, 'totalCount');
  }
}

/** After pinning or unpinning: the message joins or leaves the loaded pinned list of its ticket. */
export function updatePinnedList(store: RecordSourceSelectorProxy, ticketId: string, messageId: string, pinned: boolean): void {
  const ticket = store.get(ticketId);
  const node = store.get(messageId);
  if (!ticket || !node) return;
  const connections = [
    ConnectionHandler.getConnection(ticket, MESSAGES_CONNECTION_KEY, { kind: 'PINNED' }),
    ConnectionHandler.getConnection(ticket, PINNED_CONNECTION_KEY),
  ];
  for (const connection of connections) {
    if (!connection) continue;
    const edges = connection.getLinkedRecords('edges') ?? [];
    const present = edges.some((edge) => edge?.getLinkedRecord('node')?.getDataID() === messageId);
    const total = connection.getValue('totalCount');
    if (pinned && !present) {
      const edge = ConnectionHandler.createEdge(store, connection, node, 'MessageEdge');
      ConnectionHandler.insertEdgeBefore(connection, edge);
      if (typeof total === 'number') connection.setValue(total + 1, 'totalCount');
    } else if (!pinned && present) {
      ConnectionHandler.deleteNode(connection, messageId);
      if (typeof total === 'number') connection.setValue(Math.max(0, total - 1), 'totalCount');
    }
  }
}
