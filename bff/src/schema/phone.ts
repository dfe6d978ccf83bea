import type { Context } from './context.ts';
import { toGraphQLError } from '../upstream/errors.ts';

type PhoneAnswer = { type: string; id: number } | 'notfound';

/** GET /phone/{phone} (spec core §7): a contact person or company, or nobody. */
export const phoneResolvers = {
  Query: {
    phoneLookup: async (_: unknown, args: { phone: string }, ctx: Context) => {
      const phone = args.phone.trim();
      if (!phone) return null;
      let answer: PhoneAnswer;
      try {
        answer = await ctx.client.request<PhoneAnswer>('GET', `/phone/${encodeURIComponent(phone)}`);
      } catch (error) {
        throw toGraphQLError(error);
      }
      if (answer === 'notfound' || typeof answer !== 'object' || !ctx.model.byResource.has(answer.type)) return null;
      return { type: answer.type, databaseId: answer.id };
    },
  },
  PhoneMatch: {
    record: async (match: { type: string; databaseId: number }, _: unknown, ctx: Context) => {
      try {
        return await ctx.loaders.get(match.type).load(match.databaseId);
      } catch (error) {
        throw toGraphQLError(error);
      }
    },
  },
};
