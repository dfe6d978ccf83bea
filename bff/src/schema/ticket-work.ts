import type { GraphQLResolveInfo } from 'graphql';
import type { ConnectionArgs } from './connections.ts';
import type { Context } from './context.ts';
import type { ListArgs } from './filters.ts';
import { listRecords } from './records.ts';
import { fromGlobalId } from './ids.ts';
import { mark } from '../loaders/index.ts';
import type { RestRecord } from '../upstream/client.ts';
import { toUserErrors } from '../upstream/errors.ts';

interface IdsInput {
  ids: string[];
  clientMutationId?: string | null;
}

const databaseIds = (ids: string[], type: string) => ids.map((id) => fromGlobalId(id, type).id);

/** POST /{resource}/invoice or /deinvoice with the chosen ids; the records come back in `field`. */
function invoicing(resource: 'used-products' | 'time-registrations', type: string, field: string, path: 'invoice' | 'deinvoice') {
  return async (_: unknown, { input }: { input: IdsInput }, ctx: Context) => {
    const clientMutationId = input.clientMutationId ?? null;
    try {
      const answer = await ctx.client.request<{ message: string; data: RestRecord[] }>('POST', `/${resource}/${path}`, { ids: databaseIds(input.ids, type) });
      for (const row of answer.data) ctx.loaders.get(resource).clear(row.id);
      return { message: answer.message, [field]: answer.data.map((row) => mark(resource, row)), userErrors: [], clientMutationId };
    } catch (error) {
      return { message: null, [field]: [], userErrors: toUserErrors(error), clientMutationId };
    }
  };
}

/**
 * PUT /{resource}/{first id}/update-order with every id in the new order (1, 2, 3…); the records
 * come back in `field`. The caller sends siblings only: the tasks of one ticket, the phases of one
 * quote, the lines of one phase.
 */
function reordering(resource: 'tasks' | 'project-phases' | 'project-lines', type: string, field: string) {
  return async (_: unknown, { input }: { input: IdsInput }, ctx: Context) => {
    const clientMutationId = input.clientMutationId ?? null;
    try {
      const ids = databaseIds(input.ids, type);
      if (ids.length === 0) return { [field]: [], userErrors: [{ field: 'ids', message: 'Kies minstens één item.' }], clientMutationId };
      await ctx.client.request('PUT', `/${resource}/${ids[0]}/update-order`, { order: ids });
      const loader = ctx.loaders.get(resource);
      for (const id of ids) loader.clear(id);
      const records = await Promise.all(ids.map((id) => loader.load(id)));
      return { [field]: records.filter((record) => record !== null), userErrors: [], clientMutationId };
    } catch (error) {
      return { [field]: [], userErrors: toUserErrors(error, { order: 'ids' }), clientMutationId };
    }
  };
}

export const ticketWorkResolvers = {
  Query: {
    /** GET /time-registrations/open: the generic list's filters, order and embedding, on the open time lines. */
    openTimeRegistrations: (_: unknown, args: ConnectionArgs & ListArgs, ctx: Context, info: GraphQLResolveInfo) =>
      listRecords(ctx, ctx.model.byResource.get('time-registrations')!, args, info, {}, 'time-registrations/open'),
  },
  Mutation: {
    invoiceUsedProducts: invoicing('used-products', 'UsedProduct', 'usedProducts', 'invoice'),
    deinvoiceUsedProducts: invoicing('used-products', 'UsedProduct', 'usedProducts', 'deinvoice'),
    invoiceTimeRegistrations: invoicing('time-registrations', 'TimeRegistration', 'timeRegistrations', 'invoice'),
    deinvoiceTimeRegistrations: invoicing('time-registrations', 'TimeRegistration', 'timeRegistrations', 'deinvoice'),
    reorderTasks: reordering('tasks', 'Task', 'tasks'),
    reorderProjectPhases: reordering('project-phases', 'ProjectPhase', 'projectPhases'),
    reorderProjectLines: reordering('project-lines', 'ProjectLine', 'projectLines'),
  },
};
