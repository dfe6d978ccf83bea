import type { Context } from './context.ts';
import { fromGlobalId } from './ids.ts';
import { mark } from '../loaders/index.ts';
import type { RestRecord } from '../upstream/client.ts';
import { toUserErrors } from '../upstream/errors.ts';

/** REST field names of the ticket action calls as the mutations' input names. */
const INPUT_FIELDS = {
  ids: 'ids',
  id: 'id',
  operator: 'operatorId',
  templateId: 'templateId',
  selectedData: 'selectedData',
  old_invoice_id: 'oldInvoiceId',
  new_invoice_id: 'newInvoiceId',
};

const TEMPLATE_PARTS: Record<string, string> = {
  DESCRIPTION: 'description',
  STATUS: 'status_id',
  PRIORITY: 'priority_id',
  LINE_TYPE: 'line_type',
  OPERATOR: 'operator_id',
  CC: 'cc',
  TICKET_GROUP: 'ticket_group_id',
  TICKET_SOURCE: 'ticket_source_id',
  TICKET_TYPE: 'ticket_type_id',
  SERVICE: 'service_id',
  SLA: 'sla_id',
  CATEGORIES: 'categories',
  TASKS: 'tasks',
};

interface Base {
  clientMutationId?: string | null;
}

type Answer = { message?: string; data: RestRecord | RestRecord[] };

const ticketIds = (ids: string[]) => ids.map((id) => fromGlobalId(id, 'Ticket').id);

/** Tickets and templates share the REST route tickets/{id}/clone. */
function ticketOrTemplateId(globalId: string): number {
  if (/^\d+$/.test(globalId)) return Number(globalId);
  const { type, id } = fromGlobalId(globalId);
  return type === 'TicketTemplate' ? id : fromGlobalId(globalId, 'Ticket').id;
}

/** The tickets as they are now, through the loader, so the answer carries every field the client asks for. */
async function freshTickets(ctx: Context, ids: number[]) {
  const loader = ctx.loaders.get('tickets');
  for (const id of ids) loader.clear(id);
  const rows = await Promise.all(ids.map((id) => loader.load(id)));
  return rows.filter((row) => row !== null);
}

/** Calls REST; a 422 becomes userErrors, anything else a GraphQL error (403 FORBIDDEN, 404 NOT_FOUND). */
async function act(
  input: Base,
  call: () => Promise<Answer>,
  done: (answer: Answer) => Promise<Record<string, unknown>>,
  empty: Record<string, unknown>,
) {
  const clientMutationId = input.clientMutationId ?? null;
  try {
    const answer = await call();
    return { ...(await done(answer)), message: answer.message ?? null, userErrors: [], clientMutationId };
  } catch (error) {
    return { ...empty, message: null, userErrors: toUserErrors(error, INPUT_FIELDS), clientMutationId };
  }
}

const many = (ctx: Context, ids: number[]) => async () => ({ tickets: await freshTickets(ctx, ids) });
const one = (ctx: Context, id: number) => async () => ({ ticket: (await freshTickets(ctx, [id]))[0] ?? null });

export const ticketActionResolvers = {
  Mutation: {
    pickUpTicket: async (_: unknown, { input }: { input: Base & { id: string } }, ctx: Context) => {
      const id = fromGlobalId(input.id, 'Ticket').id;
      const { user } = await ctx.me();
      return act(input, () => ctx.client.request('PUT', `/tickets/${id}`, { operator_id: user.id }), one(ctx, id), { ticket: null });
    },
    closeTickets: (_: unknown, { input }: { input: Base & { ids: string[]; sendClosingNotification?: boolean | null } }, ctx: Context) => {
      const ids = ticketIds(input.ids);
      const body = { ids, ...(input.sendClosingNotification === false ? { dontSendClosingNotification: true } : {}) };
      return act(input, () => ctx.client.request('POST', '/tickets/close', body), many(ctx, ids), { tickets: [] });
    },
    archiveTickets: (_: unknown, { input }: { input: Base & { ids: string[] } }, ctx: Context) => {
      const ids = ticketIds(input.ids);
      return act(input, () => ctx.client.request('POST', '/tickets/archive', { ids }), many(ctx, ids), { tickets: [] });
    },
    restoreTickets: (_: unknown, { input }: { input: Base & { ids: string[] } }, ctx: Context) => {
      const ids = ticketIds(input.ids);
      return act(input, () => ctx.client.request('POST', '/tickets/restore', { ids }), many(ctx, ids), { tickets: [] });
    },
    assignTickets: (_: unknown, { input }: { input: Base & { ids: string[]; operatorId: string } }, ctx: Context) => {
      const ids = ticketIds(input.ids);
      const operator = fromGlobalId(input.operatorId, 'Operator').id;
      return act(input, () => ctx.client.request('POST', '/tickets/assign', { operator, ids }), many(ctx, ids), { tickets: [] });
    },
    mergeTickets: (_: unknown, { input }: { input: Base & { ids: string[] } }, ctx: Context) => {
      const ids = ticketIds(input.ids);
      return act(
        input,
        () => ctx.client.request('POST', '/tickets/merge', { ids }),
        async (answer) => ({ ticket: (await freshTickets(ctx, [(answer.data as RestRecord).id]))[0] ?? null }),
        { ticket: null },
      );
    },
    cloneTicket: (_: unknown, { input }: { input: Base & { id: string } }, ctx: Context) => {
      const id = ticketOrTemplateId(input.id);
      return act(
        input,
        () => ctx.client.request('POST', `/tickets/${id}/clone`, {}),
        async (answer) => {
          const copy = answer.data as RestRecord;
          if (copy.is_template) return { ticket: null, template: await ctx.loaders.get('ticket-templates').load(copy.id), isTemplate: true };
          return { ticket: (await freshTickets(ctx, [copy.id]))[0] ?? null, template: null, isTemplate: false };
        },
        { ticket: null, template: null, isTemplate: null },
      );
    },
    makeDealFromTicket: (_: unknown, { input }: { input: Base & { id: string } }, ctx: Context) => {
      const id = fromGlobalId(input.id, 'Ticket').id;
      return act(
        input,
        () => ctx.client.request('POST', `/tickets/${id}/make-deal`, {}),
        async (answer) => ({ deal: (await ctx.loaders.get('deals').load((answer.data as RestRecord).id)) ?? mark('deals', answer.data as RestRecord) }),
        { deal: null },
      );
    },
    applyTicketTemplate: (_: unknown, { input }: { input: Base & { id: string; templateId: string; selectedData?: string[] | null } }, ctx: Context) => {
      const id = fromGlobalId(input.id, 'Ticket').id;
      const templateId = fromGlobalId(input.templateId, 'TicketTemplate').id;
      const body = { templateId, ...(input.selectedData ? { selectedData: input.selectedData.map((part) => TEMPLATE_PARTS[part]) } : {}) };
      return act(input, () => ctx.client.request('POST', `/tickets/${id}/apply-template`, body), one(ctx, id), { ticket: null });
    },
    moveTicketToInvoice: (_: unknown, { input }: { input: Base & { id: string; oldInvoiceId: string; newInvoiceId: string } }, ctx: Context) => {
      const id = fromGlobalId(input.id, 'Ticket').id;
      const body = { old_invoice_id: fromGlobalId(input.oldInvoiceId, 'Invoice').id, new_invoice_id: fromGlobalId(input.newInvoiceId, 'Invoice').id };
      return act(input, () => ctx.client.request('POST', `/tickets/${id}/moveToInvoice`, body), one(ctx, id), { ticket: null });
    },
  },
};
