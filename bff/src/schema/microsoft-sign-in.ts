import { viewerOf } from './auth.ts';
import type { Context } from './context.ts';
import { toGraphQLError, toUserErrors, UpstreamError } from '../upstream/errors.ts';

/** Sign-in with Microsoft over REST /msgraph/signin and GET /msgraph/code/{code}. */

const refusal = (error: unknown) =>
  error instanceof UpstreamError && [409, 429, 502].includes(error.status) ? [{ field: null, message: error.body.message ?? error.message }] : toUserErrors(error);

export const microsoftSignInResolvers = {
  Query: {
    microsoftSignInEnabled: async (_: unknown, __: unknown, ctx: Context) => {
      try {
        return (await ctx.client.request<{ enabled: boolean }>('GET', '/msgraph/signin')).enabled;
      } catch (error) {
        throw toGraphQLError(error);
      }
    },
  },
  Mutation: {
    startMicrosoftSignIn: async (_: unknown, { input }: { input: { clientMutationId?: string | null } }, ctx: Context) => {
      const clientMutationId = input.clientMutationId ?? null;
      try {
        return { url: (await ctx.client.request<{ url: string }>('POST', '/msgraph/signin')).url, userErrors: [], clientMutationId };
      } catch (error) {
        return { url: null, userErrors: refusal(error), clientMutationId };
      }
    },
    signInWithMicrosoft: async (_: unknown, { input }: { input: { code: string; state: string; clientMutationId?: string | null } }, ctx: Context) => {
      const clientMutationId = input.clientMutationId ?? null;
      try {
        const answer = await ctx.client.request<{ access_token: string; expires_in: number }>('GET', `/msgraph/code/${encodeURIComponent(input.code)}?${new URLSearchParams({ state: input.state })}`);
        // The viewer in the answer, and whatever else it selects, is the signed-in user's.
        ctx.signIn(answer.access_token);
        const me = await ctx.me();
        return { accessToken: answer.access_token, expiresIn: answer.expires_in, viewer: viewerOf(me, ctx.client), twoFactor: false, userErrors: [], clientMutationId };
      } catch (error) {
        return { accessToken: null, expiresIn: null, viewer: null, twoFactor: false, userErrors: refusal(error), clientMutationId };
      }
    },
  },
};
