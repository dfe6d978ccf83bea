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
  ticketId: string;
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

/** Loads a message the REST service just stored, with the ticket's new "last updated". */
async function freshMessage(ctx: Context, id: number, ticketId: number | null) {
  ctx.loaders.get('messages').clear(id);
  const message = await ctx.loaders.get('messages').load(id);
  if (!message) throw new Error(`Message ${id} vanished after it was stored`);
  if (ticketId !== null) ctx.loaders.get('tickets').clear(ticketId);
  return { message, ticket: ticketId !== null ? await ctx.loaders.get('tickets').load(ticketId) : null };
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
      const { id: ticketId } = fromGlobalId(input.ticketId, 'Ticket');
      const clientMutationId = input.clientMutationId ?? null;
      try {
        const created = await ctx.client.request<CreatedMessage>('POST', '/messages', {
          morphable_type: 'tickets',
          morphable_id: ticketId,
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
        const { message, ticket } = await freshMessage(ctx, created.id, ticketId);
        return { message, messageEdge: messageEdge(message), ticket, isSent: created.is_sent, sendError: created.error ?? null, userErrors: [], clientMutationId };
      } catch (error) {
        return { message: null, messageEdge: null, ticket: null, isSent: false, sendError: null, userErrors: toUserErrors(error, INPUT_FIELDS), clientMutationId };
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
