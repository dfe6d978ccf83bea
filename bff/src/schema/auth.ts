import type { Context } from './context.ts';
import { mark } from '../loaders/index.ts';
import type { RestClient, RestRecord } from '../upstream/client.ts';
import { toGraphQLError, toUserErrors, UpstreamError } from '../upstream/errors.ts';

interface TokenAnswer {
  access_token: string;
  expires_in: number;
}

/**
 * The reference lists `names` asks for (every list without it), as `client`'s user may see them:
 * asked apart from the rest of the viewer, so that only a viewer that selects them reads them.
 */
async function referenceLists(client: RestClient, names: readonly string[] | null | undefined): Promise<Record<string, unknown>> {
  const query = names ? `?${new URLSearchParams({ lists: names.join(',') })}` : '';
  try {
    return (await client.request<{ lists: Record<string, unknown> }>('GET', `/auth/me${query}`)).lists;
  } catch (error) {
    throw toGraphQLError(error);
  }
}

/** The viewer from GET /auth/me; its lists are asked of the REST service with `client` when selected. */
export function viewerOf(
  me: { user: Record<string, any>; tenant: Record<string, any>; impersonator?: { full_name: string } | null; restriction?: string },
  client: RestClient,
) {
  return {
    language: me.user.language ?? 'nl',
    restricted: (me.restriction ?? 'none') !== 'none',
    impersonator: me.impersonator ? { fullName: me.impersonator.full_name } : null,
    // A contact person handles no categories, and may not read operators' ones: none to load.
    user: mark('operators', (me.user.is_operator === 0 ? { ...me.user, categories: [] } : me.user) as RestRecord),
    permissions: me.user.permissions_names ?? [],
    tenant: me.tenant,
    modules: me.user.modules ?? me.tenant.modules ?? {},
    configs: me.user.configs ?? {},
    preferences: me.user.preferences ?? {},
    lists: ({ names }: { names?: readonly string[] | null }) => referenceLists(client, names),
  };
}

export const authResolvers = {
  Query: {
    viewer: async (_: unknown, __: unknown, ctx: Context) => {
      if (!ctx.caller.token) return null;
      return viewerOf(await ctx.me(), ctx.client);
    },
    systemStatus: async (_: unknown, __: unknown, ctx: Context) => {
      try {
        const status = await ctx.client.request<{ setup_completed: boolean; trial_ends_in: number | null; tenant: string }>('GET', '/system/status');
        return { setupCompleted: status.setup_completed, trialEndsIn: status.trial_ends_in, tenant: status.tenant };
      } catch (error) {
        throw toGraphQLError(error);
      }
    },
  },
  Mutation: {
    login: async (_: unknown, { input }: { input: { username: string; password: string; otp?: string | null; portal?: boolean | null; clientMutationId?: string } }, ctx: Context) => {
      const clientMutationId = input.clientMutationId ?? null;
      try {
        // The portal's login is for contact persons, the back office's for operators.
        const answer = await ctx.client.request<TokenAnswer>('POST', input.portal ? '/auth/login' : '/auth/login?operator=true', {
          username: input.username,
          password: input.password,
          ...(input.otp ? { otp: input.otp } : {}),
        });
        // The viewer in the answer, and whatever else it selects, is the signed-in user's.
        ctx.signIn(answer.access_token);
        const me = await ctx.me();
        return {
          accessToken: answer.access_token,
          expiresIn: answer.expires_in,
          viewer: viewerOf(me, ctx.client),
          twoFactor: false,
          userErrors: [],
          clientMutationId,
        };
      } catch (error) {
        // A locked login is the REST service's Dutch text for the login screen, as a wrong password is.
        const userErrors =
          error instanceof UpstreamError && error.status === 429 ? [{ field: null, message: error.message }] : toUserErrors(error);
        const twoFactor = error instanceof UpstreamError && (error.body as { two_factor?: boolean }).two_factor === true;
        return { accessToken: null, expiresIn: null, viewer: null, twoFactor, userErrors, clientMutationId };
      }
    },
    refreshToken: async (_: unknown, { input }: { input: { clientMutationId?: string } }, ctx: Context) => {
      try {
        const answer = await ctx.client.request<TokenAnswer>('POST', '/auth/refresh');
        return { accessToken: answer.access_token, expiresIn: answer.expires_in, userErrors: [], clientMutationId: input.clientMutationId ?? null };
      } catch (error) {
        throw toGraphQLError(error);
      }
    },
    savePreferences: async (
      _: unknown,
      { input }: { input: { route: string; preferences: unknown; clientMutationId?: string } },
      ctx: Context,
    ) => {
      const clientMutationId = input.clientMutationId ?? null;
      try {
        await ctx.client.request('POST', '/auth/me', { relationships: { configs: { [input.route]: input.preferences } } });
        ctx.resetLoaders();
        return { viewer: viewerOf(await ctx.me(), ctx.client), userErrors: [], clientMutationId };
      } catch (error) {
        return { viewer: null, userErrors: toUserErrors(error), clientMutationId };
      }
    },
    logout: async (_: unknown, { input }: { input: { clientMutationId?: string } }, ctx: Context) => {
      ctx.identities.forget(ctx.caller);
      if (ctx.caller.token) {
        await ctx.client.request('POST', '/auth/logout').catch((error) => {
          // An already expired or revoked token is logged out as far as the caller is concerned.
          if (toGraphQLError(error).extensions.code !== 'UNAUTHENTICATED') throw toGraphQLError(error);
        });
      }
      return { ok: true, clientMutationId: input.clientMutationId ?? null };
    },
  },
};
