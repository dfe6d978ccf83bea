import type { Context } from './context.ts';
import { fromGlobalId } from './ids.ts';
import { messageEdge } from './messages.ts';
import type { RestRecord } from '../upstream/client.ts';
import { toUserErrors } from '../upstream/errors.ts';

/** MessageAction values as the REST action of POST /messages. */
const REST_ACTIONS: Record<string, string> = {
  NOTE: 'note',
  SEND: 'send_no_change',
  SEND_CLOSE: 'send_close',
  SEND_CLOSE_NO_NOTIFICATION: 'send_close_no_notification',
};

/** REST field names as the input names them. */
const INPUT_FIELDS = { message: 'html', morphable_id: 'ticketId', attachment_ids: 'attachmentIds', time_spent: 'timeSpent', activity_id: 'activityId' };

interface SendInput {
  ticketId?: string | null;
  messageThreadId?: string | null;
  dealId?: string | null;
  html: string;
  action?: string;
  to?: string[] | null;
  cc?: string[] | null;
  bcc?: string[] | null;
  attachmentIds?: number[] | null;
  timeSpent?: number | null;
  activityId?: string | null;
  description?: string | null;
  clientMutationId?: string;
}

interface CreatedMessage {
  id: number;
  is_sent: boolean;
  error?: string | null;
}

const optionalId = (id: string | null | undefined, type: string) => (id ? fromGlobalId(id, type).id : null);

const ONE_TARGET = 'Kies één ticket, gesprek of deal voor het bericht.';

/** Where the message goes: a ticket, or a conversation (a deal's is made on first use). */
async function targetOf(ctx: Context, input: SendInput): Promise<{ morphType: 'tickets' | 'message-threads'; id: number }> {
  const given = [input.ticketId, input.messageThreadId, input.dealId].filter(Boolean);
  if (given.length !== 1) throw new UserInputError(ONE_TARGET, 'ticketId');
  if (input.ticketId) return { morphType: 'tickets', id: fromGlobalId(input.ticketId, 'Ticket').id };
  if (input.messageThreadId) return { morphType: 'message-threads', id: fromGlobalId(input.messageThreadId, 'MessageThread').id };
  const { id: dealId } = fromGlobalId(input.dealId!, 'Deal');
  const thread = await ctx.client.request<{ message_thread_id: number }>('POST', `/deals/${dealId}/message-thread`);
  ctx.loaders.get('deals').clear(dealId);
  return { morphType: 'message-threads', id: thread.message_thread_id };
}

/** Loads a message the REST service just stored, with the ticket's new "last updated". */
async function freshMessage(ctx: Context, id: number, ticketId: number | null) {
  ctx.loaders.get('messages').clear(id);
  const message = await ctx.loaders.get('messages').load(id);
  if (!message) throw new Error(`Message ${id} vanished after it was stored`);
  if (ticketId !== null) ctx.loaders.get('tickets').clear(ticketId);
  return { message, ticket: ticketId !== null ? await ctx.loaders.get('tickets').load(ticketId) : null };
}

/** The conversation with its new status and "last updated". */
async function freshThread(ctx: Context, id: number) {
  ctx.loaders.get('message-threads').clear(id);
  return ctx.loaders.get('message-threads').load(id);
}

/** A refusal of the input itself, before anything is asked of the REST service. */
class UserInputError extends Error {
  constructor(
    message: string,
    readonly field: string,
  ) {
    super(message);
  }
}

export const messageSendingResolvers = {
  Message: {
    bcc: (m: RestRecord) => m.bcc ?? null,
    replyTo: (m: RestRecord) => m.reply_to ?? null,
    sendError: (m: RestRecord) => m.send_error ?? null,
    timeSpent: (m: RestRecord) => m.time_spent ?? null,
    description: (m: RestRecord) => m.description ?? null,
    type: (m: RestRecord) => m.type ?? null,
    attachments: async (m: RestRecord, _: unknown, ctx: Context) => {
      if (Array.isArray(m.attachments)) return ctx.loaders.prime('attachments', m.attachments);
      return ctx.loaders.relation('messages', 'attachments').load(m.id);
    },
  },
  Mutation: {
    sendTicketMessage: async (_: unknown, { input }: { input: SendInput }, ctx: Context) => {
      const clientMutationId = input.clientMutationId ?? null;
      const empty = { message: null, messageEdge: null, ticket: null, messageThread: null, isSent: false, sendError: null, clientMutationId };
      try {
        const target = await targetOf(ctx, input);
        const created = await ctx.client.request<CreatedMessage>('POST', '/messages', {
          morphable_type: target.morphType,
          morphable_id: target.id,
          message: input.html,
          action: REST_ACTIONS[input.action ?? 'NOTE'],
          to: input.to ?? [],
          cc: input.cc ?? [],
          bcc: input.bcc ?? [],
          attachment_ids: input.attachmentIds ?? [],
          time_spent: input.timeSpent ?? 0,
          activity_id: optionalId(input.activityId, 'Activity'),
          description: input.description ?? null,
        });
        const { message, ticket } = await freshMessage(ctx, created.id, target.morphType === 'tickets' ? target.id : null);
        const messageThread = target.morphType === 'message-threads' ? await freshThread(ctx, target.id) : null;
        return { message, messageEdge: messageEdge(message), ticket, messageThread, isSent: created.is_sent, sendError: created.error ?? null, userErrors: [], clientMutationId };
      } catch (error) {
        if (error instanceof UserInputError) return { ...empty, userErrors: [{ field: error.field, message: error.message }] };
        return { ...empty, userErrors: toUserErrors(error, INPUT_FIELDS) };
      }
    },

    resendMessage: async (_: unknown, { input }: { input: { messageId: string; clientMutationId?: string } }, ctx: Context) => {
      const { id } = fromGlobalId(input.messageId, 'Message');
      const clientMutationId = input.clientMutationId ?? null;
      try {
        await ctx.client.request('POST', `/messages/${id}/resend`);
        const { message } = await freshMessage(ctx, id, null);
        return { message, userErrors: [], clientMutationId };
      } catch (error) {
        return { message: null, userErrors: toUserErrors(error, { id: 'messageId' }), clientMutationId };
      }
    },

    setMessagePinned: async (_: unknown, { input }: { input: { messageId: string; isPinned: boolean; clientMutationId?: string } }, ctx: Context) => {
      const { id } = fromGlobalId(input.messageId, 'Message');
      const clientMutationId = input.clientMutationId ?? null;
      try {
        await ctx.client.request('PUT', `/messages/${id}`, { is_pinned: input.isPinned });
        const { message } = await freshMessage(ctx, id, null);
        return { message, userErrors: [], clientMutationId };
      } catch (error) {
        return { message: null, userErrors: toUserErrors(error, { id: 'messageId', is_pinned: 'isPinned' }), clientMutationId };
      }
    },

    createTicketFromMessage: async (
      _: unknown,
      { input }: { input: { messageId: string; description: string; companyId?: string | null; clientId?: string | null; statusId?: string | null; clientMutationId?: string } },
      ctx: Context,
    ) => {
      const { id: messageId } = fromGlobalId(input.messageId, 'Message');
      const clientMutationId = input.clientMutationId ?? null;
      try {
        const source = await ctx.client.request<{ data: RestRecord }>('GET', `/messages/${messageId}`);
        const oldTicketId = source.data.morphable_type === 'tickets' ? Number(source.data.morphable_id) : null;
        const oldTicket = oldTicketId !== null ? await ctx.loaders.get('tickets').load(oldTicketId) : null;
        // Company and client default to those of the ticket the message is on.
        const created = await ctx.client.request<{ data: RestRecord }>('POST', '/tickets', {
          description: input.description,
          company_id: input.companyId !== undefined ? optionalId(input.companyId, 'Company') : (oldTicket?.company_id ?? null),
          client_id: input.clientId !== undefined ? optionalId(input.clientId, 'Client') : (oldTicket?.client_id ?? null),
          status_id: optionalId(input.statusId, 'TicketStatus'),
        });
        const ticket = created.data;
        // The conversation goes along: the message opens the new ticket, the old one says where it went.
        await ctx.client.request('POST', '/messages', {
          morphable_type: 'tickets',
          morphable_id: ticket.id,
          action: 'note',
          type: 'reply-from-message',
          message: source.data.message,
        });
        let noteEdge = null;
        if (oldTicketId !== null) {
          const note = await ctx.client.request<CreatedMessage>('POST', '/messages', {
            morphable_type: 'tickets',
            morphable_id: oldTicketId,
            action: 'note',
            message: `<p>Nieuw ticket #${ticket.reference} aangemaakt van dit bericht.</p>`,
          });
          noteEdge = messageEdge((await freshMessage(ctx, note.id, oldTicketId)).message);
        }
        return { ticket: await ctx.loaders.get('tickets').load(Number(ticket.id)), noteEdge, userErrors: [], clientMutationId };
      } catch (error) {
        return {
          ticket: null,
          noteEdge: null,
          userErrors: toUserErrors(error, { description: 'description', company_id: 'companyId', client_id: 'clientId', status_id: 'statusId' }),
          clientMutationId,
        };
      }
    },
  },
};
