import type { Context } from './context.ts';
import { fromGlobalId, toGlobalId } from './ids.ts';
import { encodeCursor, fetchSlice, sliceOf, toConnection, type ConnectionArgs } from './connections.ts';
import type { Builder, RestRecord } from '../upstream/client.ts';
import { toGraphQLError, toUserErrors } from '../upstream/errors.ts';

/** A message that is new enough to stand first in its ticket's list. */
export function messageEdge(message: RestRecord) {
  return { cursor: encodeCursor(0), node: message };
}

const MESSAGE_PAGE_SIZE = 10;

const MESSAGE_KIND_FILTERS: Record<string, Builder> = {
  ALL: {},
  NOTES: { whereIsNote: true },
  MESSAGES: { whereIsMessage: true },
  PINNED: { whereIsPinned: true },
};

/** A page of the messages on a ticket or a conversation (morphable_type 'tickets' or 'message-threads'). */
async function messagesOf(morphType: string, owner: RestRecord, args: ConnectionArgs & { kind?: string }, ctx: Context) {
  const slice = sliceOf(args, MESSAGE_PAGE_SIZE);
  const builder: Builder = {
    where: [
      ['morphable_type', '=', morphType],
      ['morphable_id', '=', owner.id],
    ],
    orderBy: [['created_at', 'desc'], ['id', 'desc']],
    with: ['actor', 'attachments'],
    ...MESSAGE_KIND_FILTERS[args.kind ?? 'ALL'],
  };
  try {
    const { rows, total } = await fetchSlice(ctx.client, 'messages', builder, slice);
    return toConnection(rows, total, slice);
  } catch (error) {
    throw toGraphQLError(error);
  }
}

export const messageResolvers = {
  Ticket: {
    messages: (ticket: RestRecord, args: ConnectionArgs & { kind?: string }, ctx: Context) => messagesOf('tickets', ticket, args, ctx),
  },
  MessageThread: {
    messages: (thread: RestRecord, args: ConnectionArgs & { kind?: string }, ctx: Context) => messagesOf('message-threads', thread, args, ctx),
  },
  Message: {
    id: (m: RestRecord) => toGlobalId('Message', m.id),
    databaseId: (m: RestRecord) => m.id,
    html: (m: RestRecord) => m.message ?? '',
    actor: (m: RestRecord, _: unknown, ctx: Context) => {
      if (m.actor !== undefined) return m.actor;
      return m.actor_id ? ctx.loaders.get('operators').load(m.actor_id) : null;
    },
    ticket: (m: RestRecord, _: unknown, ctx: Context) =>
      m.morphable_type === 'tickets' ? ctx.loaders.get('tickets').load(m.morphable_id) : null,
    isFromClient: (m: RestRecord) => Boolean(m.is_from_client),
    sendToClient: (m: RestRecord) => Boolean(m.send_to_client),
    isPinned: (m: RestRecord) => Boolean(m.is_pinned),
    isSent: (m: RestRecord) => Boolean(m.is_sent),
    isNote: (m: RestRecord) => !m.is_from_client && !m.send_to_client && m.type == null,
    createdAt: (m: RestRecord) => m.created_at,
    quotedHtml: (m: RestRecord) => m.quoted_html ?? null,
    mailAuthFailed: (m: RestRecord) => Boolean(m.mail_auth_failed),
    mailAuth: (m: RestRecord) => m.mail_auth ?? null,
  },
  Mutation: {
    addTicketNote: async (
      _: unknown,
      { input }: { input: { ticketId: string; html: string; clientMutationId?: string } },
      ctx: Context,
    ) => {
      const { id: ticketId } = fromGlobalId(input.ticketId, 'Ticket');
      const clientMutationId = input.clientMutationId ?? null;
      try {
        const created = await ctx.client.request<{ id: number }>('POST', '/messages', {
          morphable_type: 'tickets',
          morphable_id: ticketId,
          message: input.html,
          action: 'note',
        });
        const message = await ctx.loaders.get('messages').load(created.id);
        if (!message) throw new Error(`Message ${created.id} vanished after it was stored`);
        ctx.loaders.get('tickets').clear(ticketId);
        return {
          message,
          messageEdge: messageEdge(message),
          ticket: await ctx.loaders.get('tickets').load(ticketId),
          userErrors: [],
          clientMutationId,
        };
      } catch (error) {
        return {
          message: null,
          messageEdge: null,
          ticket: null,
          userErrors: toUserErrors(error, { message: 'html', morphable_id: 'ticketId' }),
          clientMutationId,
        };
      }
    },
  },
};

