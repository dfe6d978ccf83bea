import type { Context } from './context.ts';
import { fromGlobalId } from './ids.ts';
import { toUserErrors, UpstreamError } from '../upstream/errors.ts';

interface Base {
  clientMutationId?: string | null;
}

interface SignedIn {
  access_token?: string;
  expires_in?: number;
  user?: { is_operator: number };
  message?: string;
  two_factor?: boolean;
}

/** REST field names as the mutations' input names. */
const FIELDS = { password_confirmation: 'passwordConfirmation', first_name: 'firstName', last_name: 'lastName' };

/** A throttled caller (429) gets the REST service's Dutch text as a userError, as a 422 does. */
function userErrorsOf(error: unknown) {
  if (error instanceof UpstreamError && error.status === 429) return [{ field: null, message: error.message }];
  return toUserErrors(error, FIELDS);
}

/** The answer of a call that may sign in: the token, or why not. */
function signedIn(answer: SignedIn, clientMutationId: string | null) {
  return {
    accessToken: answer.access_token ?? null,
    expiresIn: answer.expires_in ?? null,
    isOperator: answer.user ? answer.user.is_operator > 0 : null,
    twoFactor: answer.two_factor === true,
    message: answer.message ?? null,
    userErrors: [],
    clientMutationId,
  };
}

const failed = (userErrors: Array<{ field: string | null; message: string }>, clientMutationId: string | null) => ({
  accessToken: null,
  expiresIn: null,
  isOperator: null,
  twoFactor: false,
  message: null,
  userErrors,
  clientMutationId,
});

async function invite(ctx: Context, path: string, input: Base) {
  const clientMutationId = input.clientMutationId ?? null;
  try {
    const answer = await ctx.client.request<{ message: string }>('POST', path, {});
    return { message: answer.message, userErrors: [], clientMutationId };
  } catch (error) {
    return { message: null, userErrors: toUserErrors(error), clientMutationId };
  }
}

export const credentialResolvers = {
  Query: {
    passwordLink: async (_: unknown, { token }: { token: string }, ctx: Context) => {
      try {
        const answer = await ctx.client.request<{ data: { email: string; kind: 'invite' | 'reset'; is_operator: boolean } }>(
          'GET',
          `/auth/password/${encodeURIComponent(token)}`,
        );
        return { email: answer.data.email, kind: answer.data.kind.toUpperCase(), isOperator: answer.data.is_operator };
      } catch (error) {
        if (error instanceof UpstreamError && error.status === 404) return null;
        throw error;
      }
    },
  },
  Mutation: {
    requestPasswordReset: async (_: unknown, { input }: { input: Base & { email: string } }, ctx: Context) => {
      const clientMutationId = input.clientMutationId ?? null;
      try {
        const answer = await ctx.client.request<{ message: string }>('POST', '/auth/password/email', { email: input.email });
        return { message: answer.message, userErrors: [], clientMutationId };
      } catch (error) {
        return { message: null, userErrors: userErrorsOf(error), clientMutationId };
      }
    },
    resetPassword: async (_: unknown, { input }: { input: Base & { token: string; password: string; passwordConfirmation: string } }, ctx: Context) => {
      const clientMutationId = input.clientMutationId ?? null;
      try {
        const answer = await ctx.client.request<SignedIn>('POST', '/auth/password/reset', {
          token: input.token,
          password: input.password,
          password_confirmation: input.passwordConfirmation,
        });
        return signedIn(answer, clientMutationId);
      } catch (error) {
        return failed(userErrorsOf(error), clientMutationId);
      }
    },
    inviteOperator: (_: unknown, { input }: { input: Base & { id: string } }, ctx: Context) =>
      invite(ctx, `/operators/${fromGlobalId(input.id, 'Operator').id}/invite`, input),
    inviteClient: (_: unknown, { input }: { input: Base & { id: string } }, ctx: Context) =>
      invite(ctx, `/clients/${fromGlobalId(input.id, 'Client').id}/invite`, input),
    setupSystem: async (
      _: unknown,
      { input }: { input: Base & { name: string; subdomain: string; firstName: string; lastName: string; email: string; password: string } },
      ctx: Context,
    ) => {
      const clientMutationId = input.clientMutationId ?? null;
      try {
        const answer = await ctx.client.request<SignedIn & { tenant: { subdomain: string } }>('POST', '/system/setup', {
          name: input.name,
          subdomain: input.subdomain,
          first_name: input.firstName,
          last_name: input.lastName,
          email: input.email,
          password: input.password,
        });
        return { ...signedIn(answer, clientMutationId), tenant: answer.tenant.subdomain };
      } catch (error) {
        // Set up meanwhile (409): a userError the page shows, not a failure.
        if (error instanceof UpstreamError && error.status === 409) {
          return { ...failed([{ field: null, message: error.message }], clientMutationId), tenant: null };
        }
        return { ...failed(userErrorsOf(error), clientMutationId), tenant: null };
      }
    },
  },
};
