export type MessageKind = 'ALL' | 'NOTES' | 'MESSAGES' | 'PINNED';

export const MESSAGE_KINDS: readonly MessageKind[] = ['ALL', 'NOTES', 'MESSAGES', 'PINNED'];

export interface MessageFlags {
  isNote: boolean;
  isFromClient: boolean;
  sendToClient: boolean;
  isPinned: boolean;
}

/** The message tabs a message belongs in (spec §3: pinned; note; message from or to a client). */
export function kindsOfMessage(message: MessageFlags): MessageKind[] {
  const kinds: MessageKind[] = ['ALL'];
  if (message.isNote) kinds.push('NOTES');
  else if (message.isFromClient || message.sendToClient) kinds.push('MESSAGES');
  if (message.isPinned) kinds.push('PINNED');
  return kinds;
}
