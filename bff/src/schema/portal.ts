import type { Context } from './context.ts';
import { fromGlobalId } from './ids.ts';
import { toUserErrors, UpstreamError } from '../upstream/errors.ts';

interface TokenAnswer {
  access_token: string;
  expires_in: number;
}

/**
 * The customer portal: "log in as contact" (a single-use link an operator opens in a new
 * window, REST GET auth/portal-login/{id}) and exchanging that link for the contact's session.
 */
export const portalResolvers = {
  Mutation: {
    createPortalLogin: async (_: unknown, { input }: { input: { clientId: string; clientMutationId?: string } }, ctx: Context) => {
      const clientMutationId = input.clientMutationId ?? null;
      try {
        const { id } = fromGlobalId(input.clientId, 'Client');
        const answer = await ctx.client.request<{ url: string }>('GET', `/auth/portal-login/${id}`);
        return { url: answer.url, userErrors: [], clientMutationId };
      } catch (error) {
        return { url: null, userErrors: toUserErrors(error, { id: 'clientId' }), clientMutationId };
      }
    },
    exchangePortalLogin: async (_: unknown, { input }: { input: { token: string; clientMutationId?: string } }, ctx: Context) => {
      const clientMutationId = input.clientMutationId ?? null;
      try {
        const answer = await ctx.client.request<TokenAnswer>('POST', `/auth/portal-login/${encodeURIComponent(input.token)}`);
        return { accessToken: answer.access_token, expiresIn: answer.expires_in, userErrors: [], clientMutationId };
      } catch (error) {
        // A used, expired or unknown link is an answer the page shows, not an error.
        const userErrors =
          error instanceof UpstreamError && error.status === 404 ? [{ field: 'token', message: error.body.message ?? 'Deze inloglink werkt niet.' }] : toUserErrors(error);
        return { accessToken: null, expiresIn: null, userErrors, clientMutationId };
      }
    },
  },
};
