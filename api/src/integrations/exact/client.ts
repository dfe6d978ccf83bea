import * as oauth from 'oauth4webapi';
import { exactReason, odataString, type ExactAccount, type ExactSalesInvoice } from './mapping.ts';

/** Exact Online's REST API v1 and its OAuth 2.0 authorization-code flow, over fetch. */

/** Where Exact Online lives; EXACT_BASE_URL points elsewhere (another country's site, a test server). */
export const exactBaseUrl = () => (process.env.EXACT_BASE_URL?.trim() || 'https://start.exactonline.nl').replace(/\/+$/, '');

export interface ExactApp {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
}

export interface ExactTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
}

/** Exact said no: `reason` is its own text (an OAuth error or the message of an OData error body). */
export class ExactError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
    /** The OAuth error code when the token endpoint refused (invalid_grant: the refresh token is spent). */
    readonly oauthError: string | null = null,
  ) {
    super(reason);
    this.name = 'ExactError';
  }
}

const serverOf = (baseUrl: string): oauth.AuthorizationServer => ({
  issuer: baseUrl,
  authorization_endpoint: `${baseUrl}/api/oauth2/auth`,
  token_endpoint: `${baseUrl}/api/oauth2/token`,
});

/** Plain http only for a server on this machine (the test double). */
const requestOptions = (baseUrl: string) => (baseUrl.startsWith('http://') ? { [oauth.allowInsecureRequests]: true } : {});

/** The page where the admin logs in to Exact Online and allows Balie to act for the division. */
export function authorizeUrl(app: ExactApp, redirectUri: string, state: string): string {
  const url = new URL(serverOf(app.baseUrl).authorization_endpoint!);
  url.searchParams.set('client_id', app.clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('state', state);
  return url.toString();
}

async function tokensFrom(app: ExactApp, grant: () => Promise<Response>, process: (response: Response) => Promise<oauth.TokenEndpointResponse>, now: number): Promise<ExactTokens> {
  try {
    const result = await process(await grant());
    if (!result.refresh_token) throw new ExactError(502, 'geen refresh token ontvangen');
    return { accessToken: result.access_token, refreshToken: result.refresh_token, expiresAt: new Date(now + (result.expires_in ?? 600) * 1000) };
  } catch (error) {
    if (error instanceof oauth.ResponseBodyError) throw new ExactError(error.status, error.error_description || error.error, error.error);
    if (error instanceof ExactError) throw error;
    throw new ExactError(502, error instanceof Error ? error.message : String(error));
  }
}

/** Trades the code Exact sent back to the redirect for the first access and refresh token. */
export function tokensFromCode(app: ExactApp, redirectUri: string, parameters: { code: string; state: string }, now = Date.now()): Promise<ExactTokens> {
  const server = serverOf(app.baseUrl);
  const client: oauth.Client = { client_id: app.clientId };
  return tokensFrom(
    app,
    () => {
      const callback = oauth.validateAuthResponse(server, client, new URLSearchParams(parameters), parameters.state);
      return oauth.authorizationCodeGrantRequest(server, client, oauth.ClientSecretPost(app.clientSecret), callback, redirectUri, oauth.nopkce, requestOptions(app.baseUrl));
    },
    (response) => oauth.processAuthorizationCodeResponse(server, client, response),
    now,
  );
}

/** A new access token; Exact rotates the refresh token with it, so the caller must store both. */
export function refreshedTokens(app: ExactApp, refreshToken: string, now = Date.now()): Promise<ExactTokens> {
  const server = serverOf(app.baseUrl);
  const client: oauth.Client = { client_id: app.clientId };
  return tokensFrom(
    app,
    () => oauth.refreshTokenGrantRequest(server, client, oauth.ClientSecretPost(app.clientSecret), refreshToken, requestOptions(app.baseUrl)),
    (response) => oauth.processRefreshTokenResponse(server, client, response),
    now,
  );
}

/** Hands out the tenant's tokens and renews them (refresh, store the rotated pair). */
export interface TokenKeeper {
  current(): Promise<ExactTokens>;
  renew(stale: ExactTokens): Promise<ExactTokens>;
}

/** Renew this long before Exact's 10 minutes run out, so a request never leaves with a dying token. */
const EXPIRY_MARGIN_MS = 30_000;

interface ODataList<T> {
  d: { results: T[] };
}

export interface ExactMe {
  CurrentDivision: number;
  FullName?: string;
}

export class ExactClient {
  constructor(
    private readonly baseUrl: string,
    private readonly tokens: TokenKeeper,
    private readonly now: () => number = Date.now,
  ) {}

  private async call(method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    let tokens = await this.tokens.current();
    if (tokens.expiresAt.getTime() - this.now() < EXPIRY_MARGIN_MS) tokens = await this.tokens.renew(tokens);
    let response = await this.send(method, path, tokens.accessToken, body);
    if (response.status === 401) response = await this.send(method, path, (await this.tokens.renew(tokens)).accessToken, body);
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    if (!response.ok) throw new ExactError(response.status, exactReason(json) ?? `HTTP ${response.status}`);
    return { status: response.status, json };
  }

  private send(method: string, path: string, accessToken: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${accessToken}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    return fetch(`${this.baseUrl}/api/v1/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  }

  private async list<T>(path: string, query: Record<string, string>): Promise<T[]> {
    const { json } = await this.call('GET', `${path}?${new URLSearchParams(query).toString()}`);
    return (json as ODataList<T>).d.results;
  }

  async me(): Promise<ExactMe> {
    const [me] = await this.list<ExactMe>('current/Me', { $select: 'CurrentDivision,FullName' });
    if (!me) throw new ExactError(502, 'geen gebruiker gevonden');
    return me;
  }

  async findAccount(division: number, code: string): Promise<{ ID: string; Code: string } | null> {
    const [account] = await this.list<{ ID: string; Code: string }>(`${division}/crm/Accounts`, {
      $filter: `trim(Code) eq ${odataString(code)}`,
      $select: 'ID,Code',
    });
    return account ?? null;
  }

  async createAccount(division: number, account: ExactAccount): Promise<{ ID: string; Code: string }> {
    const { json } = await this.call('POST', `${division}/crm/Accounts`, account);
    return (json as { d: { ID: string; Code: string } }).d;
  }

  async deleteAccount(division: number, accountId: string): Promise<void> {
    await this.call('DELETE', `${division}/crm/Accounts(guid${odataString(accountId)})`);
  }

  async findItem(division: number, code: string): Promise<{ ID: string; Code: string } | null> {
    const [item] = await this.list<{ ID: string; Code: string }>(`${division}/logistics/Items`, {
      $filter: `Code eq ${odataString(code)}`,
      $select: 'ID,Code',
    });
    return item ?? null;
  }

  async findSalesInvoice(division: number, invoiceId: string): Promise<{ InvoiceID: string; Status: number } | null> {
    const [invoice] = await this.list<{ InvoiceID: string; Status: number }>(`${division}/salesinvoice/SalesInvoices`, {
      $filter: `InvoiceID eq guid${odataString(invoiceId)}`,
      $select: 'InvoiceID,Status',
    });
    return invoice ?? null;
  }

  async deleteSalesInvoice(division: number, invoiceId: string): Promise<void> {
    await this.call('DELETE', `${division}/salesinvoice/SalesInvoices(guid${odataString(invoiceId)})`);
  }

  async createSalesInvoice(division: number, invoice: ExactSalesInvoice): Promise<{ InvoiceID: string; InvoiceNumber: number | null }> {
    const { json } = await this.call('POST', `${division}/salesinvoice/SalesInvoices`, invoice);
    return (json as { d: { InvoiceID: string; InvoiceNumber: number | null } }).d;
  }
}
