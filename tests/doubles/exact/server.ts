import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Exact Online on loopback: the OAuth 2.0 endpoints (/api/oauth2/auth, /api/oauth2/token with the
 * authorization_code and refresh_token grants, refresh tokens that rotate, access tokens that
 * expire) and the REST API v1 parts Balie uses (current/Me, crm/Accounts, logistics/Items,
 * salesinvoice/SalesInvoices) with OData JSON ({"d":{"results":[...]}}, $filter, $select) and
 * Exact's error body ({"error":{"code":"","message":{"lang":"","value":"..."}}}).
 */

export interface ExactAccountRecord {
  ID: string;
  Code: string;
  Name: string;
  [field: string]: unknown;
}

export interface ExactItemRecord {
  ID: string;
  Code: string;
  Description: string;
}

export interface ExactInvoiceRecord {
  InvoiceID: string;
  InvoiceNumber: number;
  Status: number;
  body: Record<string, any>;
}

export interface ExactDouble {
  url: string;
  clientId: string;
  clientSecret: string;
  division: number;
  /** Seconds an access token lives; Exact's is 600, tests shorten it. */
  accessTokenSeconds: number;
  /** Codes Exact gives accounts it creates: 18 characters, right-aligned. */
  accounts: ExactAccountRecord[];
  items: ExactItemRecord[];
  invoices: ExactInvoiceRecord[];
  vatCodes: Set<string>;
  /** Each call to the token endpoint, by grant type. */
  grants: string[];
  /** Every refresh token handed out, oldest first; only the newest works. */
  issuedRefreshTokens: string[];
  /** The next REST call whose method and path match answers this error instead. */
  refuseNext(method: string, path: RegExp, status: number, message: string): void;
  /** Makes every access token handed out so far invalid, as after a revoke on Exact's side. */
  expireAccessTokens(): void;
  close(): Promise<void>;
}

const padCode = (code: string) => code.padStart(18, ' ');

function send(response: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { ...(body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' }), ...headers });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

const exactError = (value: string) => ({ error: { code: '', message: { lang: '', value } } });

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The OData $filter forms Balie sends: `Field eq 'x'`, `trim(Field) eq 'x'`, `Field eq guid'x'`. */
function filterOf(filter: string | null): ((row: Record<string, unknown>) => boolean) | null {
  if (!filter) return () => true;
  const match = /^(trim\()?(\w+)\)? eq (guid)?'((?:[^']|'')*)'$/.exec(filter);
  if (!match) return null;
  const [, trim, field, , raw] = match;
  const value = raw!.replace(/''/g, "'");
  return (row) => {
    const actual = String(row[field!] ?? '');
    return (trim ? actual.trim() : actual) === value;
  };
}

function select(row: Record<string, unknown>, fields: string | null): Record<string, unknown> {
  if (!fields) return row;
  return Object.fromEntries(fields.split(',').map((field) => [field, row[field]]));
}

export async function startExactDouble(options: { clientId?: string; clientSecret?: string; division?: number; port?: number } = {}): Promise<ExactDouble> {
  const codes = new Map<string, { redirectUri: string }>();
  const accessTokens = new Map<string, number>();
  let validRefreshToken: string | null = null;
  let refusal: { method: string; path: RegExp; status: number; message: string } | null = null;
  let nextAccountCode = 1000;
  let nextInvoiceNumber = 26000001;

  const double: ExactDouble = {
    url: '',
    clientId: options.clientId ?? 'balie-test-client',
    clientSecret: options.clientSecret ?? 'balie-test-secret',
    division: options.division ?? 1234567,
    accessTokenSeconds: 600,
    accounts: [],
    items: [],
    invoices: [],
    vatCodes: new Set(['0', '1', '2']),
    grants: [],
    issuedRefreshTokens: [],
    refuseNext(method, path, status, message) {
      refusal = { method, path, status, message };
    },
    expireAccessTokens() {
      for (const token of accessTokens.keys()) accessTokens.set(token, 0);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const issueTokens = () => {
    const accessToken = randomBytes(16).toString('hex');
    const refreshToken = randomBytes(16).toString('hex');
    accessTokens.set(accessToken, Date.now() + double.accessTokenSeconds * 1000);
    validRefreshToken = refreshToken;
    double.issuedRefreshTokens.push(refreshToken);
    // Exact sends expires_in as a string.
    return { access_token: accessToken, token_type: 'bearer', expires_in: String(double.accessTokenSeconds), refresh_token: refreshToken };
  };

  const token = async (request: IncomingMessage, response: ServerResponse) => {
    if (!String(request.headers['content-type']).startsWith('application/x-www-form-urlencoded')) return send(response, 400, { error: 'invalid_request' });
    const form = new URLSearchParams(await bodyOf(request));
    const grant = form.get('grant_type') ?? '';
    double.grants.push(grant);
    if (form.get('client_id') !== double.clientId || form.get('client_secret') !== double.clientSecret) {
      return send(response, 400, { error: 'invalid_client', error_description: 'Client authentication failed' });
    }
    if (grant === 'authorization_code') {
      const issued = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (!issued || issued.redirectUri !== form.get('redirect_uri')) return send(response, 400, { error: 'invalid_grant', error_description: 'Authorization code is invalid' });
      return send(response, 200, issueTokens());
    }
    if (grant === 'refresh_token') {
      if (!validRefreshToken || form.get('refresh_token') !== validRefreshToken) return send(response, 400, { error: 'invalid_grant', error_description: 'Refresh token is invalid or expired' });
      return send(response, 200, issueTokens());
    }
    return send(response, 400, { error: 'unsupported_grant_type' });
  };

  /** Exact shows its login and consent page; here the admin consents at once. */
  const authorize = (url: URL, response: ServerResponse) => {
    const redirectUri = url.searchParams.get('redirect_uri');
    if (url.searchParams.get('client_id') !== double.clientId || !redirectUri || url.searchParams.get('response_type') !== 'code') {
      return send(response, 400, exactError('Invalid client_id, redirect_uri or response_type'));
    }
    const code = randomBytes(12).toString('hex');
    codes.set(code, { redirectUri });
    const target = new URL(redirectUri);
    target.searchParams.set('code', code);
    const state = url.searchParams.get('state');
    if (state) target.searchParams.set('state', state);
    return send(response, 302, undefined, { location: target.toString() });
  };

  const list = (response: ServerResponse, rows: Array<Record<string, unknown>>, url: URL) => {
    const keep = filterOf(url.searchParams.get('$filter'));
    if (!keep) return send(response, 400, exactError(`Invalid $filter: ${url.searchParams.get('$filter')}`));
    return send(response, 200, { d: { results: rows.filter(keep).map((row) => select(row, url.searchParams.get('$select'))) } });
  };

  const rest = async (request: IncomingMessage, response: ServerResponse, url: URL) => {
    const method = request.method ?? 'GET';
    const bearer = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
    const expiresAt = bearer ? accessTokens.get(bearer) : undefined;
    if (!expiresAt || expiresAt < Date.now()) return send(response, 401, exactError('Access token is missing, invalid or expired'));
    if (!String(request.headers.accept ?? '').includes('application/json')) return send(response, 406, exactError('Accept: application/json is required'));
    const path = url.pathname.slice('/api/v1/'.length);
    if (refusal && refusal.method === method && refusal.path.test(path)) {
      const { status, message } = refusal;
      refusal = null;
      return send(response, status, exactError(message));
    }
    if (method === 'GET' && path === 'current/Me') return list(response, [{ CurrentDivision: double.division, FullName: 'Beheerder Test' }], url);
    const [division, ...rest] = path.split('/');
    if (Number(division) !== double.division) return send(response, 403, exactError('Forbidden: no access to this division'));
    const resource = rest.join('/');
    const body = method === 'POST' ? (JSON.parse((await bodyOf(request)) || '{}') as Record<string, any>) : {};

    if (resource === 'crm/Accounts' && method === 'GET') return list(response, double.accounts, url);
    if (resource === 'crm/Accounts' && method === 'POST') {
      if (typeof body.Name !== 'string' || body.Name.trim() === '') return send(response, 400, exactError('Naam: Verplicht'));
      const code = padCode(body.Code ? String(body.Code).trim() : String(nextAccountCode++));
      if (double.accounts.some((account) => account.Code === code)) return send(response, 400, exactError(`Code: bestaat al (${code.trim()})`));
      const account: ExactAccountRecord = { ...body, ID: randomUUID(), Code: code, Name: body.Name };
      double.accounts.push(account);
      return send(response, 201, { d: account });
    }
    const account = /^crm\/Accounts\(guid'([^']+)'\)$/.exec(resource);
    if (account && method === 'DELETE') {
      const index = double.accounts.findIndex((candidate) => candidate.ID === account[1]);
      if (index < 0) return send(response, 404, exactError('Object niet gevonden'));
      if (double.invoices.some((invoice) => invoice.body.OrderedBy === account[1] || invoice.body.InvoiceTo === account[1])) {
        return send(response, 400, exactError('Relatie is in gebruik en kan niet worden verwijderd'));
      }
      double.accounts.splice(index, 1);
      return send(response, 204);
    }
    if (resource === 'logistics/Items' && method === 'GET') return list(response, double.items as unknown as Array<Record<string, unknown>>, url);
    if (resource === 'salesinvoice/SalesInvoices' && method === 'GET') {
      return list(response, double.invoices.map((invoice) => ({ InvoiceID: invoice.InvoiceID, InvoiceNumber: invoice.InvoiceNumber, Status: invoice.Status })), url);
    }
    if (resource === 'salesinvoice/SalesInvoices' && method === 'POST') {
      if (!body.Journal) return send(response, 400, exactError('Dagboek: Verplicht'));
      if (!double.accounts.some((account) => account.ID === body.OrderedBy)) return send(response, 400, exactError('Besteld door: Ongeldige referentie'));
      if (!Array.isArray(body.SalesInvoiceLines) || body.SalesInvoiceLines.length === 0) return send(response, 400, exactError('Factuurregels: Verplicht'));
      for (const line of body.SalesInvoiceLines) {
        if (!double.items.some((item) => item.ID === line.Item)) return send(response, 400, exactError(`Artikel: Ongeldige referentie (${line.Item})`));
        if (!double.vatCodes.has(String(line.VATCode))) return send(response, 400, exactError(`Btw-code: Ongeldige waarde (${line.VATCode})`));
        if (typeof line.Quantity !== 'number') return send(response, 400, exactError('Aantal: Verplicht'));
      }
      const invoice: ExactInvoiceRecord = { InvoiceID: randomUUID(), InvoiceNumber: nextInvoiceNumber++, Status: 10, body };
      double.invoices.push(invoice);
      return send(response, 201, { d: { InvoiceID: invoice.InvoiceID, InvoiceNumber: invoice.InvoiceNumber, Status: invoice.Status } });
    }
    const single = /^salesinvoice\/SalesInvoices\(guid'([^']+)'\)$/.exec(resource);
    if (single && method === 'DELETE') {
      const index = double.invoices.findIndex((invoice) => invoice.InvoiceID === single[1]);
      if (index < 0) return send(response, 404, exactError('Object niet gevonden'));
      if (double.invoices[index]!.Status !== 10) return send(response, 400, exactError('Verwerkte facturen kunnen niet worden verwijderd'));
      double.invoices.splice(index, 1);
      return send(response, 204);
    }
    return send(response, 404, exactError(`Unknown resource ${resource}`));
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const handle = async () => {
      if (url.pathname === '/api/oauth2/auth' && request.method === 'GET') return authorize(url, response);
      if (url.pathname === '/api/oauth2/token' && request.method === 'POST') return token(request, response);
      if (url.pathname.startsWith('/api/v1/')) return rest(request, response, url);
      return send(response, 404, exactError('Not found'));
    };
    handle().catch((error: unknown) => send(response, 500, exactError(String(error))));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  double.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return double;
}
