import type { Context } from './context.ts';
import { fromGlobalId } from './ids.ts';
import { toUserErrors } from '../upstream/errors.ts';

interface BuyInput {
  id: string;
  prepaidCardId?: string | null;
  clientMutationId?: string | null;
}

interface Purchase {
  id: number;
  invoice_id: number;
  minutes: number;
}

const INPUT_FIELDS = { prepaid_card_id: 'prepaidCardId', period: 'id', archived_at: 'id', companies: 'id' };

async function fresh(ctx: Context, resource: string, id: number) {
  const loader = ctx.loaders.get(resource);
  loader.clear(id);
  return loader.load(id);
}

/** Contract actions (back-office §7 Contracts): buying a prepaid card onto a prepaid contract. */
export const contractActionResolvers = {
  Mutation: {
    buyContractHours: async (_: unknown, { input }: { input: BuyInput }, ctx: Context) => {
      const clientMutationId = input.clientMutationId ?? null;
      const id = fromGlobalId(input.id, 'Contract').id;
      const cardId = input.prepaidCardId ? fromGlobalId(input.prepaidCardId, 'PrepaidCard').id : null;
      try {
        const answer = await ctx.client.request<{ message: string; data: Purchase }>('POST', `/contracts/${id}/buy`, { prepaid_card_id: cardId });
        return {
          contract: await fresh(ctx, 'contracts', id),
          invoice: await fresh(ctx, 'invoices', answer.data.invoice_id),
          minutesAdded: answer.data.minutes,
          message: answer.message,
          userErrors: [],
          clientMutationId,
        };
      } catch (error) {
        return { contract: null, invoice: null, minutesAdded: null, message: null, userErrors: toUserErrors(error, INPUT_FIELDS), clientMutationId };
      }
    },
  },
};
