import { AuthError, ConfidentialClientApplication, type AuthenticationResult } from '@azure/msal-node';
import { graphApp, graphUrl, identityUrl, type GraphApp } from './config.ts';
import { GraphError, graphTexts } from './errors.ts';
import { msalNetwork } from './network.ts';

/**
 * Tokens from the Microsoft identity platform through msal-node: client credentials for a tenant
 * (the IT company's own, or a customer's that consented), the authorization code for sign-in.
 */

const applications = new Map<string, ConfidentialClientApplication>();

/** One msal application per app and tenant, so each keeps its own token cache. */
function application(app: GraphApp, tenant: string): ConfidentialClientApplication {
  const authority = `${identityUrl()}/${tenant}`;
  const key = `${app.clientId}|${app.clientSecret}|${authority}`;
  let found = applications.get(key);
  if (!found) {
    const host = new URL(authority).host;
    found = new ConfidentialClientApplication({
      // Another identity host than Microsoft's (a test server) is trusted as named instead of looked up in Microsoft's cloud list.
      auth: { clientId: app.clientId, clientSecret: app.clientSecret, authority, ...(host === 'login.microsoftonline.com' ? {} : { knownAuthorities: [host] }) },
      system: { networkClient: msalNetwork },
    });
    applications.set(key, found);
  }
  return found;
}

export function requireApp(): GraphApp {
  const app = graphApp();
  if (!app) throw new GraphError(0, 'NotConfigured', graphTexts.notConfigured);
  return app;
}

const graphScope = () => `${graphUrl()}/.default`;

function refusal(error: unknown): GraphError {
  if (error instanceof GraphError) return error;
  if (error instanceof AuthError) return new GraphError(401, error.errorCode, graphTexts.signInRefused(error.errorMessage || error.errorCode));
  return new GraphError(0, 'Unreachable', graphTexts.unreachable);
}

/** An app-only access token for Graph in `tenant`; `fresh` skips msal's cache (after a 401). */
export async function appToken(tenant: string, fresh = false): Promise<string> {
  const app = requireApp();
  try {
    const result = await application(app, tenant).acquireTokenByClientCredential({ scopes: [graphScope()], skipCache: fresh });
    if (!result?.accessToken) throw new GraphError(401, 'NoToken', graphTexts.signInRefused('geen token ontvangen'));
    return result.accessToken;
  } catch (error) {
    throw refusal(error);
  }
}

const SIGN_IN_SCOPES = ['openid', 'profile', 'email', 'User.Read'];

/** The identity platform's sign-in page for the IT company's own tenant. */
export async function signInUrl(redirectUri: string, state: string): Promise<string> {
  const app = requireApp();
  try {
    return await application(app, app.tenantId).getAuthCodeUrl({ scopes: SIGN_IN_SCOPES, redirectUri, state, prompt: 'select_account' });
  } catch (error) {
    throw refusal(error);
  }
}

/** Trades the code from the sign-in redirect for the signed-in user's tokens. */
export async function signInResult(code: string, redirectUri: string): Promise<AuthenticationResult> {
  const app = requireApp();
  try {
    return await application(app, app.tenantId).acquireTokenByCode({ code, redirectUri, scopes: SIGN_IN_SCOPES });
  } catch (error) {
    throw refusal(error);
  }
}

/** Where a customer's admin grants the app its application permissions for their tenant. */
export function adminConsentUrl(redirectUri: string, state: string): string {
  const app = requireApp();
  const url = new URL(`${identityUrl()}/organizations/v2.0/adminconsent`);
  url.searchParams.set('client_id', app.clientId);
  url.searchParams.set('scope', graphScope());
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('state', state);
  return url.toString();
}
