import { sql } from 'kysely';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accessOfUser } from '../../auth/permissions.ts';
import { presentUser } from '../../auth/routes.ts';
import { issueToken } from '../../auth/tokens.ts';
import type { AppContext } from '../../context.ts';
import { unprocessable } from '../../errors.ts';
import { publicBase } from '../../documents/quote-mail.ts';
import { requireApp, signInResult, signInUrl } from './auth.ts';
import { graphApp } from './config.ts';
import { GraphError } from './errors.ts';
import { viaGraph } from './http-errors.ts';
import { fromOwnTenant, signInAddresses, type SignInClaims } from './sign-in-claims.ts';
import { consumeState, issueState } from './states.ts';

/**
 * Sign-in with Microsoft for operators: the identity platform's authorization code flow in the IT
 * company's own tenant. Microsoft's own sign-in (and its multi-factor policy) replaces the password
 * and Balie's second factor; the operator is found by e-mail.
 */

/** Where the identity platform sends the browser back to: the web client, which hands us code and state. */
export const SIGN_IN_CALLBACK_PATH = '/msgraph/code';

export const signInTexts = {
  state: 'Deze aanmelding is verlopen of al gebruikt. Probeer opnieuw in te loggen met Microsoft.',
  noOperator: 'Er is geen actieve behandelaar met het e-mailadres van dit Microsoft-account.',
  codeRefused: 'Microsoft heeft deze aanmelding niet bevestigd. Probeer opnieuw in te loggen met Microsoft.',
  otherTenant: 'Dit Microsoft-account hoort niet bij de organisatie van deze omgeving.',
} as const;

export function registerSignInRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, tokenTtlSeconds } = context;
  const config = { public: true };
  const redirectUri = (request: FastifyRequest) => `${publicBase(context.publicUrl, request.protocol, request.host)}${SIGN_IN_CALLBACK_PATH}`;

  /** Whether the login screen offers 'Inloggen met Microsoft'. */
  app.get('/msgraph/signin', { config }, async () => ({ enabled: graphApp() !== null }));

  app.post('/msgraph/signin', { config }, async (request) => {
    const state = await issueState(db, request.tenant.id, 'signin');
    return { url: await viaGraph(() => signInUrl(redirectUri(request), state)) };
  });

  app.get<{ Params: { code: string }; Querystring: { state?: string } }>('/msgraph/code/:code', { config }, async (request) => {
    const state = typeof request.query.state === 'string' ? request.query.state : '';
    if (!state || !(await consumeState(db, request.tenant.id, 'signin', state))) throw unprocessable({ state: [signInTexts.state] });
    const result = await viaGraph(async () => {
      try {
        return await signInResult(request.params.code, redirectUri(request));
      } catch (error) {
        // A code that is spent, expired or not ours is the user's to retry, not an outage.
        if (error instanceof GraphError && error.status === 401) throw unprocessable({ code: [signInTexts.codeRefused] });
        throw error;
      }
    });
    const claims = (result.idTokenClaims ?? {}) as SignInClaims;
    if (!fromOwnTenant(claims, requireApp().tenantId)) throw unprocessable({ code: [signInTexts.otherTenant] });
    const addresses = signInAddresses(claims);
    const user =
      addresses.length === 0
        ? undefined
        : await db
            .selectFrom('users')
            .select(['id', 'email', 'first_name', 'prefix', 'last_name', 'acronym', 'is_operator', 'configs', 'language'])
            .where('tenant_id', '=', request.tenant.id)
            .where(sql`lower(email)`, 'in', addresses)
            .where('is_operator', '>', 0)
            .where('is_active', '=', true)
            .where('archived_at', 'is', null)
            .executeTakeFirst();
    if (!user) throw unprocessable({ code: [signInTexts.noOperator] });
    const token = await issueToken(db, request.tenant.id, user.id, tokenTtlSeconds, { userAgent: request.headers['user-agent'], ip: request.ip });
    const access = await accessOfUser(db, user.id);
    return { ...token, user: await presentUser(db, request.tenant, user, access.permissions, access.roles) };
  });
}
