import { createGraphQLError } from 'graphql-yoga';
import { Repeater } from 'graphql-yoga';
import type { Context } from '../schema/context.ts';
import { fromGlobalId } from '../schema/ids.ts';
import type { Me } from '../upstream/client.ts';
import { toGraphQLError } from '../upstream/errors.ts';
import { messageEdge } from '../schema/messages.ts';
import { listenEarly } from './early-listener.ts';

/**
 * `ticketMessageAdded`: the subscriber must be able to see the ticket; every message
 * announced on '{tenant}.ticket.{id}' is then fetched with the subscriber's own token,
 * so a subscriber only ever receives what REST lets them read; a contact person is not told of
 * the others at all.
 */
export const ticketMessageSubscription = {
  ticketMessageAdded: {
    subscribe: async (_: unknown, args: { ticketId: string }, ctx: Context) => {
      const { id } = fromGlobalId(args.ticketId, 'Ticket');
      // Heard from now on, so a message written while the checks below wait is not lost.
      const early = listenEarly(ctx.live, (event) => event.name === 'NewTicketMessage' && event.channel.endsWith(`.ticket.${id}`));
      let checked: Me;
      try {
        const ticket = await ctx.loaders.get('tickets').load(id).catch((error) => {
          throw toGraphQLError(error);
        });
        if (!ticket) throw createGraphQLError('Niet gevonden.', { extensions: { code: 'NOT_FOUND' } });
        checked = await ctx.me();
      } catch (error) {
        early.stop();
        throw error;
      }
      const { tenant, user } = checked;
      const channel = `${tenant.subdomain}.ticket.${id}`;
      // A contact person does not even hear of a message not meant for them (an internal note).
      const contact = user.is_operator === 0;
      const meantFor = async (messageId: number) => {
        if (!contact) return true;
        ctx.resetLoaders();
        return (await ctx.loaders.get('messages').load(messageId).catch(() => null)) != null;
      };
      return new Repeater<{ messageId: number }>(async (push, stop) => {
        early.start((event) => {
          if (event.tenant !== tenant.subdomain || event.channel !== channel) return;
          const messageId = Number(event.payload.message_id);
          void meantFor(messageId).then((meant) => (meant ? push({ messageId }) : undefined));
        });
        await stop;
        early.stop();
      });
    },
    resolve: async ({ messageId }: { messageId: number }, _: unknown, ctx: Context) => {
      // A subscription keeps its context for hours: every event reads fresh data.
      ctx.resetLoaders();
      try {
        const message = await ctx.loaders.get('messages').load(messageId);
        if (!message) throw createGraphQLError('Niet gevonden.', { extensions: { code: 'NOT_FOUND' } });
        const ticket = await ctx.loaders.get('tickets').load(message.morphable_id);
        return { message, messageEdge: messageEdge(message), ticket };
      } catch (error) {
        throw toGraphQLError(error);
      }
    },
  },
};
