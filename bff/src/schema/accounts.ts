import type { Context } from './context.ts';
import { fromGlobalId } from './ids.ts';
import { toUserErrors } from '../upstream/errors.ts';

interface Lookup {
  exists: boolean;
  kind: 'operator' | 'contact' | null;
  id: number | null;
  archived: boolean;
}

const MIGRATE_FIELDS = { email: 'clientId', client_id: 'clientId', is_operator: 'isOperator', confirm_licence: 'confirmLicence' };

async function fresh(ctx: Context, resource: string, id: number) {
  const loader = ctx.loaders.get(resource);
  loader.clear(id);
  return loader.load(id);
}

/** Operator accounts and roles (back-office §7): e-mail lookup, contact migration, moving a role's users. */
export const accountResolvers = {
  Mutation: {
    lookupOperatorEmail: async (_: unknown, { input }: { input: { email: string; clientMutationId?: string | null } }, ctx: Context) => {
      const clientMutationId = input.clientMutationId ?? null;
      try {
        const { data } = await ctx.client.request<{ data: Lookup }>('POST', '/operators/lookup', { email: input.email });
        const client = data.kind === 'contact' && data.id !== null ? await ctx.loaders.get('clients').load(data.id) : null;
        const operator = data.kind === 'operator' && data.id !== null ? await ctx.loaders.get('operators').load(data.id) : null;
        return { exists: data.exists, client, operator, archived: data.archived, userErrors: [], clientMutationId };
      } catch (error) {
        return { exists: false, client: null, operator: null, archived: false, userErrors: toUserErrors(error), clientMutationId };
      }
    },
    migrateContactToOperator: async (
      _: unknown,
      { input }: { input: { clientId: string; isOperator?: number | null; confirmLicence?: boolean | null; clientMutationId?: string | null } },
      ctx: Context,
    ) => {
      const clientMutationId = input.clientMutationId ?? null;
      const id = fromGlobalId(input.clientId, 'Client').id;
      try {
        const answer = await ctx.client.request<{ message: string; data: { id: number } }>('POST', '/operators/migrate', {
          client_id: id,
          is_operator: input.isOperator ?? 1,
          confirm_licence: input.confirmLicence === true,
        });
        ctx.loaders.get('clients').clear(id);
        return { operator: await fresh(ctx, 'operators', answer.data.id), message: answer.message, userErrors: [], clientMutationId };
      } catch (error) {
        return { operator: null, message: null, userErrors: toUserErrors(error, MIGRATE_FIELDS), clientMutationId };
      }
    },
    moveRoleUsers: async (_: unknown, { input }: { input: { id: string; to?: string | null; clientMutationId?: string | null } }, ctx: Context) => {
      const clientMutationId = input.clientMutationId ?? null;
      const id = fromGlobalId(input.id, 'Role').id;
      const to = input.to ? fromGlobalId(input.to, 'Role').id : null;
      try {
        const answer = await ctx.client.request<{ message: string; moved: number }>('POST', `/roles/${id}/move`, { to });
        return { role: await fresh(ctx, 'roles', id), target: await fresh(ctx, 'roles', to!), moved: answer.moved, message: answer.message, userErrors: [], clientMutationId };
      } catch (error) {
        return { role: null, target: null, moved: null, message: null, userErrors: toUserErrors(error), clientMutationId };
      }
    },
  },
};
