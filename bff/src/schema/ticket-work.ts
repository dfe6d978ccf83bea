import type { Context } from './context.ts';
import { fromGlobalId } from './ids.ts';
import { mark } from '../loaders/index.ts';
import type { RestRecord } from '../upstream/client.ts';
import { toUserErrors } from '../upstream/errors.ts';

interface IdsInput {
  ids: string[];
  clientMutationId?: string | null;
}

const databaseIds = (ids: string[], type: string) => ids.map((id) => fromGlobalId(id, type).id);

/** POST /used-products/invoice or /deinvoice with the chosen ids. */
function invoicing(path: 'invoice' | 'deinvoice') {
  return async (_: unknown, { input }: { input: IdsInput }, ctx: Context) => {
    const clientMutationId = input.clientMutationId ?? null;
    try {
      const answer = await ctx.client.request<{ message: string; data: RestRecord[] }>('POST', `/used-products/${path}`, { ids: databaseIds(input.ids, 'UsedProduct') });
      for (const row of answer.data) ctx.loaders.get('used-products').clear(row.id);
      return { message: answer.message, usedProducts: answer.data.map((row) => mark('used-products', row)), userErrors: [], clientMutationId };
    } catch (error) {
      return { message: null, usedProducts: [], userErrors: toUserErrors(error), clientMutationId };
    }
  };
}

export const ticketWorkResolvers = {
  Mutation: {
    invoiceUsedProducts: invoicing('invoice'),
    deinvoiceUsedProducts: invoicing('deinvoice'),
    reorderTasks: async (_: unknown, { input }: { input: IdsInput }, ctx: Context) => {
      const clientMutationId = input.clientMutationId ?? null;
      try {
        const ids = databaseIds(input.ids, 'Task');
        if (ids.length === 0) return { tasks: [], userErrors: [{ field: 'ids', message: 'Kies minstens één item.' }], clientMutationId };
        await ctx.client.request('PUT', `/tasks/${ids[0]}/update-order`, { order: ids });
        const loader = ctx.loaders.get('tasks');
        for (const id of ids) loader.clear(id);
        const tasks = await Promise.all(ids.map((id) => loader.load(id)));
        return { tasks: tasks.filter((task) => task !== null), userErrors: [], clientMutationId };
      } catch (error) {
        return { tasks: [], userErrors: toUserErrors(error, { order: 'ids' }), clientMutationId };
      }
    },
  },
};
