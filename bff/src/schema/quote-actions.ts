import type { Context } from './context.ts';
import { fromGlobalId } from './ids.ts';
import type { RestRecord } from '../upstream/client.ts';
import { UpstreamError, toUserErrors, type UserError } from '../upstream/errors.ts';

/** REST field names of the quote action calls as the mutations' input names. */
const INPUT_FIELDS = { status_id: 'id', reason: 'reason', name: 'name' };

interface Base {
  clientMutationId?: string | null;
}

type Answer = { message?: string; data?: RestRecord };

/** Calls REST; a 422 becomes userErrors, anything else a GraphQL error (403 FORBIDDEN, 404 NOT_FOUND). */
async function act(input: Base, call: () => Promise<Answer>, done: (answer: Answer) => Promise<Record<string, unknown>>, empty: Record<string, unknown>) {
  const clientMutationId = input.clientMutationId ?? null;
  try {
    const answer = await call();
    return { ...(await done(answer)), message: answer.message ?? null, userErrors: [], clientMutationId };
  } catch (error) {
    return { ...empty, message: null, userErrors: toUserErrors(error, INPUT_FIELDS), clientMutationId };
  }
}

async function fresh(ctx: Context, resource: string, id: number) {
  const loader = ctx.loaders.get(resource);
  loader.clear(id);
  return loader.load(id);
}

/** A customer accepting in the portal may not read projects: the accepted quote is their answer, without the project. */
async function unlessForbidden<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 403) return null;
    throw error;
  }
}

const quoteId = (id: string) => fromGlobalId(id, 'Quote').id;
const phaseId = (id: string) => fromGlobalId(id, 'ProjectPhase').id;

/** A link that is gone (404) is an answer the customer's page shows, not an error. */
async function decide(input: Base, call: () => Promise<Answer>) {
  const clientMutationId = input.clientMutationId ?? null;
  try {
    const answer = await call();
    return { ok: true, message: answer.message ?? null, userErrors: [], clientMutationId };
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) {
      const message = error.body.message ?? 'Deze link werkt niet.';
      return { ok: false, message, userErrors: [{ field: 'token', message }], clientMutationId };
    }
    const userErrors: UserError[] = toUserErrors(error, INPUT_FIELDS);
    return { ok: false, message: userErrors[0]?.message ?? null, userErrors, clientMutationId };
  }
}

interface PublicLine {
  product_code: string | null;
  description: string;
  quantity: number;
  quantity_unit: string;
  price: number;
  total_excl: number;
}

interface PublicPhase {
  name: string;
  description: string | null;
  lines: PublicLine[];
  total_excl: number;
}

function publicQuoteOf(row: Record<string, any>, token: string) {
  return {
    reference: row.reference,
    name: row.name,
    statusId: row.status_id,
    statusLabel: row.status_label,
    canDecide: row.can_decide,
    createdAt: row.created_at,
    sentAt: row.sent_at,
    decidedAt: row.decided_at,
    decidedByName: row.decided_by_name,
    tenantName: row.tenant_name,
    companyName: row.company_name,
    clientName: row.client_name,
    introText: row.intro_text,
    footerText: row.footer_text,
    totalExcl: row.total_excl,
    // Served by the BFF on the same path as the REST route (files.ts), without sign-in.
    pdfUrl: `${tokenPath(token)}/download`,
    phases: (row.phases as PublicPhase[]).map((phase) => ({
      name: phase.name,
      description: phase.description,
      totalExcl: phase.total_excl,
      lines: phase.lines.map((line) => ({
        productCode: line.product_code,
        description: line.description,
        quantity: line.quantity,
        quantityUnit: line.quantity_unit,
        price: line.price,
        totalExcl: line.total_excl,
      })),
    })),
  };
}

const tokenPath = (token: string) => `/public/quotes/${encodeURIComponent(token)}`;

export const quoteActionResolvers = {
  Query: {
    publicQuote: async (_: unknown, { token }: { token: string }, ctx: Context) => {
      try {
        const answer = await ctx.client.request<{ data: Record<string, unknown> }>('GET', tokenPath(token));
        return publicQuoteOf(answer.data, token);
      } catch (error) {
        if (error instanceof UpstreamError && error.status === 404) return null;
        throw error;
      }
    },
  },
  Mutation: {
    acceptQuote: (_: unknown, { input }: { input: Base & { id: string } }, ctx: Context) => {
      const id = quoteId(input.id);
      return act(
        input,
        () => ctx.client.request('POST', `/quotes/${id}/accept`, {}),
        async (answer) => ({ project: await unlessForbidden(() => fresh(ctx, 'projects', (answer.data as RestRecord).id)), quote: await fresh(ctx, 'quotes', id) }),
        { project: null, quote: null },
      );
    },
    declineQuote: (_: unknown, { input }: { input: Base & { id: string; reason?: string | null } }, ctx: Context) => {
      const id = quoteId(input.id);
      return act(
        input,
        () => ctx.client.request('POST', `/quotes/${id}/decline`, { reason: input.reason ?? null }),
        async () => ({ quote: await fresh(ctx, 'quotes', id) }),
        { quote: null },
      );
    },
    duplicateQuote: (_: unknown, { input }: { input: Base & { id: string } }, ctx: Context) => {
      const id = quoteId(input.id);
      return act(
        input,
        () => ctx.client.request('POST', `/quotes/${id}/duplicate`, {}),
        async (answer) => ({ quote: await fresh(ctx, 'quotes', (answer.data as RestRecord).id) }),
        { quote: null },
      );
    },
    createQuoteTemplateFromQuote: (_: unknown, { input }: { input: Base & { id: string } }, ctx: Context) => {
      const id = quoteId(input.id);
      return act(
        input,
        () => ctx.client.request('POST', `/quotes/${id}/create-template`, {}),
        async (answer) => ({ quoteTemplate: await fresh(ctx, 'quote-templates', (answer.data as RestRecord).id) }),
        { quoteTemplate: null },
      );
    },
    startProjectPhase: (_: unknown, { input }: { input: Base & { id: string } }, ctx: Context) => {
      const id = phaseId(input.id);
      return act(input, () => ctx.client.request('POST', `/project-phases/${id}/start`, {}), async () => ({ projectPhase: await fresh(ctx, 'project-phases', id) }), {
        projectPhase: null,
      });
    },
    finishProjectPhase: (_: unknown, { input }: { input: Base & { id: string } }, ctx: Context) => {
      const id = phaseId(input.id);
      return act(input, () => ctx.client.request('POST', `/project-phases/${id}/finish`, {}), async () => ({ projectPhase: await fresh(ctx, 'project-phases', id) }), {
        projectPhase: null,
      });
    },
    acceptPublicQuote: (_: unknown, { input }: { input: Base & { token: string; name: string } }, ctx: Context) =>
      decide(input, () => ctx.client.request('POST', `${tokenPath(input.token)}/accept`, { name: input.name })),
    declinePublicQuote: (_: unknown, { input }: { input: Base & { token: string; reason?: string | null; name?: string | null } }, ctx: Context) =>
      decide(input, () => ctx.client.request('POST', `${tokenPath(input.token)}/decline`, { reason: input.reason ?? null, name: input.name ?? null })),
  },
};
