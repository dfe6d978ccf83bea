import { createGraphQLError } from 'graphql-yoga';
import type { Context } from './context.ts';
import { fromGlobalId } from './ids.ts';
import { toGraphQLError } from '../upstream/errors.ts';

interface RestEntry {
  ticket: { id: number };
  start: string;
  end: string;
  duration: number;
}

interface Entry {
  ticketId: number;
  start: string;
  end: string;
  duration: number;
}

/** An operator's global id (Operator or User) or their database id. */
function operatorId(id: string): number {
  const { type, id: databaseId } = fromGlobalId(id, 'Operator');
  if (type !== 'Operator' && type !== 'User') throw createGraphQLError(`Ongeldig id: ${id}`, { extensions: { code: 'BAD_USER_INPUT' } });
  return databaseId;
}

/** GET /time-registrations/detected-time; each entry's ticket comes through the tickets loader. */
export const detectedTimeResolvers = {
  Query: {
    detectedTime: async (_: unknown, args: { userId: string; date: string }, ctx: Context): Promise<Entry[]> => {
      const query = new URLSearchParams({ userId: String(operatorId(args.userId)), date: args.date });
      try {
        const answer = await ctx.client.request<{ data: RestEntry[] }>('GET', `/time-registrations/detected-time?${query}`);
        return answer.data.map(({ ticket, start, end, duration }) => ({ ticketId: ticket.id, start, end, duration }));
      } catch (error) {
        throw toGraphQLError(error);
      }
    },
  },
  DetectedTimeEntry: {
    ticket: async (entry: Entry, _: unknown, ctx: Context) => {
      try {
        return await ctx.loaders.get('tickets').load(entry.ticketId);
      } catch (error) {
        throw toGraphQLError(error);
      }
    },
  },
};
