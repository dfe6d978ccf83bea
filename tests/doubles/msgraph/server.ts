import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * The Microsoft identity platform and Microsoft Graph v1.0 on loopback, over https with a
 * certificate made at start (its PEM is the CA the client trusts through MSGRAPH_CA_FILE).
 *
 * Identity: /{tenant}/v2.0/.well-known/openid-configuration, /{tenant}/oauth2/v2.0/authorize (a
 * redirect with a code for the user set in `signInAs`), /{tenant}/oauth2/v2.0/token
 * (client_credentials, authorization_code, refresh_token), /{tenant}/v2.0/adminconsent.
 * Graph: /users ($select, $top, $filter, paging), /users/{id}, /users/{id}/mailboxSettings,
 * /groups?$search, /groups/{id}/members, /users/{id}/calendar/events, /users/{id}/calendarView,
 * /users/{id}/events/{id} (GET, PATCH, DELETE), /me; Graph's error body {"error":{"code","message"}}.
 */

export interface GraphUserRecord {
  tenant: string;
  id: string;
  displayName: string;
  givenName?: string | null;
  surname?: string | null;
  mail: string | null;
  userPrincipalName: string;
  accountEnabled: boolean;
  mobilePhone?: string | null;
  businessPhones?: string[];
  jobTitle?: string | null;
  userPurpose?: string;
  /** false: the app gets 403 ErrorAccessDenied on this mailbox, as with an application access policy. */
  calendarAccess?: boolean;
}

export interface GraphGroupRecord {
  tenant: string;
  id: string;
  displayName: string;
  members: string[];
}

export interface GraphEventRecord {
  id: string;
  userId: string;
  subject: string;
  body: { contentType: string; content: string };
  /** Milliseconds since the epoch; answered in UTC as Graph does by default. */
  start: number;
  end: number;
  location: { displayName: string; address?: Record<string, string> };
  attendees: Array<{ emailAddress: { address: string; name?: string }; type: string }>;
  type: string;
  isCancelled: boolean;
  isOrganizer: boolean;
  organizer: { emailAddress: { address: string; name?: string } };
}

export interface GraphDouble {
  url: string;
  /** PEM of the certificate the double serves; trust it through MSGRAPH_CA_FILE. */
  caFile: string;
  clientId: string;
  clientSecret: string;
  /** The IT company's own tenant: its users' calendars, sign-in. */
  homeTenant: string;
  users: GraphUserRecord[];
  groups: GraphGroupRecord[];
  events: GraphEventRecord[];
  /** Which user signs in at /authorize (their id); null: the page answers 400 as if cancelled. */
  signInAs: string | null;
  /** The tenant whose admin grants consent at /adminconsent. */
  consentTenant: string;
  /** Tenants that granted consent; the home tenant always may. */
  consented: Set<string>;
  /** Token endpoint calls as `grant_type tenant`. */
  grants: string[];
  /** Graph calls as `METHOD path?query`. */
  requests: string[];
  /** The next Graph call matching method and path answers this status (429 with Retry-After seconds). */
  failNext(method: string, path: RegExp, status: number, options?: { retryAfter?: number; code?: string }): void;
  /** Makes every access token handed out so far invalid, as after a key rollover. */
  expireAccessTokens(): void;
  close(): Promise<void>;
}

function send(response: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { ...(body === undefined ? {} : { 'content-type': 'application/json; odata.metadata=minimal; charset=utf-8' }), ...headers });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

const graphError = (code: string, message: string) => ({ error: { code, message, innerError: { date: new Date().toISOString(), 'request-id': randomUUID() } } });
const oauthError = (error: string, description: string) => ({ error, error_description: description, error_codes: [Number(/AADSTS(\d+)/.exec(description)?.[1] ?? 0)], timestamp: new Date().toISOString() });

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A JWT in the identity platform's form; the signature is not checked by a confidential client that got it straight from the token endpoint. */
const jwt = (claims: Record<string, unknown>) => `${base64url({ typ: 'JWT', alg: 'RS256', kid: 'double' })}.${base64url(claims)}.${randomBytes(32).toString('base64url')}`;

/** Wall-clock time in a Windows zone Graph accepts, as an instant. */
function instantOf(dateTime: string, timeZone: string): number {
  const asUtc = Date.parse(`${dateTime.replace(/\.\d+$/, '')}Z`);
  if (timeZone === 'UTC') return asUtc;
  if (timeZone !== 'W. Europe Standard Time') throw new Error(`time zone ${timeZone}`);
  const offsetAt = (ms: number) => {
    const name = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Amsterdam', timeZoneName: 'longOffset' }).formatToParts(new Date(ms)).find((part) => part.type === 'timeZoneName')!.value;
    const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
    return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) * 60_000 : 0;
  };
  const first = asUtc - offsetAt(asUtc);
  return asUtc - offsetAt(first);
}

const utc = (ms: number) => ({ dateTime: new Date(ms).toISOString().replace(/\.\d{3}Z$/, '.0000000'), timeZone: 'UTC' });

function selected(record: Record<string, unknown>, select: string | null): Record<string, unknown> {
  if (!select) return record;
  const fields = select.split(',').map((field) => field.trim());
  return Object.fromEntries(fields.filter((field) => field in record).map((field) => [field, record[field]]));
}

/** The $filter forms a client of /users sends: `field eq 'x'`, `field eq true`, `startswith(field,'x')`, joined by `and`. */
function filterOf(filter: string | null): ((row: Record<string, unknown>) => boolean) | null {
  if (!filter) return () => true;
  const tests: Array<(row: Record<string, unknown>) => boolean> = [];
  for (const clause of filter.split(/\s+and\s+/i)) {
    let match = /^(\w+) eq '((?:[^']|'')*)'$/.exec(clause);
    if (match) {
      const [, field, raw] = match;
      tests.push((row) => String(row[field!] ?? '').toLowerCase() === raw!.replace(/''/g, "'").toLowerCase());
      continue;
    }
    match = /^(\w+) eq (true|false)$/.exec(clause);
    if (match) {
      const [, field, raw] = match;
      tests.push((row) => row[field!] === (raw === 'true'));
      continue;
    }
    match = /^startswith\((\w+),\s*'((?:[^']|'')*)'\)$/.exec(clause);
    if (match) {
      const [, field, raw] = match;
      tests.push((row) => String(row[field!] ?? '').toLowerCase().startsWith(raw!.replace(/''/g, "'").toLowerCase()));
      continue;
    }
    return null;
  }
  return (row) => tests.every((test) => test(row));
}

export interface GraphDoubleOptions {
  port?: number;
  /** Where to write the certificate's PEM (the path MSGRAPH_CA_FILE names); else a temporary folder. */
  caFile?: string;
  clientId?: string;
  clientSecret?: string;
  homeTenant?: string;
}

export async function startGraphDouble(options: GraphDoubleOptions = {}): Promise<GraphDouble> {
  const folder = mkdtempSync(join(tmpdir(), 'msgraph-double-'));
  const keyFile = join(folder, 'key.pem');
  const certFile = join(folder, 'cert.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', keyFile, '-out', certFile, '-days', '2', '-subj', '/CN=Balie Graph double',
    '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost',
  ], { stdio: 'ignore' });
  const caFile = options.caFile ?? certFile;
  if (options.caFile) {
    mkdirSync(dirname(options.caFile), { recursive: true });
    writeFileSync(options.caFile, readFileSync(certFile));
  }

  const accessTokens = new Map<string, { tenant: string; userId: string | null }>();
  const codes = new Map<string, { userId: string; redirectUri: string; scope: string; nonce: string | null }>();
  const refreshTokens = new Map<string, { userId: string; scope: string }>();
  const failures: Array<{ method: string; path: RegExp; status: number; retryAfter?: number; code?: string }> = [];

  const double: GraphDouble = {
    url: '',
    caFile,
    clientId: options.clientId ?? randomUUID(),
    clientSecret: options.clientSecret ?? randomBytes(24).toString('base64url'),
    homeTenant: options.homeTenant ?? randomUUID(),
    users: [],
    groups: [],
    events: [],
    signInAs: null,
    consentTenant: randomUUID(),
    consented: new Set(),
    grants: [],
    requests: [],
    failNext(method, path, status, extra = {}) {
      failures.push({ method, path, status, ...extra });
    },
    expireAccessTokens() {
      accessTokens.clear();
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          rmSync(folder, { recursive: true, force: true });
          resolve();
        });
      }),
  };

  const userView = (user: GraphUserRecord) => {
    const { tenant: _tenant, userPurpose: _purpose, calendarAccess: _access, ...view } = user;
    return { businessPhones: [], givenName: null, surname: null, jobTitle: null, mobilePhone: null, ...view };
  };
  const eventView = (event: GraphEventRecord) => {
    const { userId: _user, start, end, ...view } = event;
    return {
      ...view,
      bodyPreview: event.body.content.slice(0, 255),
      start: utc(start),
      end: utc(end),
      '@odata.etag': `W/"${event.id}"`,
    };
  };

  function page<T>(response: ServerResponse, url: URL, rows: T[], defaultTop: number, maxTop: number) {
    const top = Math.min(Number(url.searchParams.get('$top') ?? defaultTop) || defaultTop, maxTop);
    const skip = Number(url.searchParams.get('$skip') ?? url.searchParams.get('$skiptoken') ?? 0);
    const slice = rows.slice(skip, skip + top);
    const body: Record<string, unknown> = { '@odata.context': `${double.url}/v1.0/$metadata`, value: slice };
    if (skip + top < rows.length) {
      const next = new URL(url.toString());
      next.searchParams.set(url.pathname.includes('calendarView') || url.pathname.includes('/events') ? '$skip' : '$skiptoken', String(skip + top));
      body['@odata.nextLink'] = `${double.url}${next.pathname}${next.search}`;
    }
    send(response, 200, body);
  }

  function eventInput(event: GraphEventRecord, input: Record<string, any>) {
    if (typeof input.subject === 'string') event.subject = input.subject;
    if (input.body) event.body = { contentType: input.body.contentType ?? 'text', content: String(input.body.content ?? '') };
    if (input.start) event.start = instantOf(input.start.dateTime, input.start.timeZone);
    if (input.end) event.end = instantOf(input.end.dateTime, input.end.timeZone);
    if (input.location) event.location = input.location;
    if (Array.isArray(input.attendees)) event.attendees = input.attendees.map((attendee: any) => ({ emailAddress: attendee.emailAddress, type: attendee.type ?? 'required' }));
  }

  async function identity(request: IncomingMessage, response: ServerResponse, url: URL, tenant: string, rest: string) {
    if (rest === 'v2.0/.well-known/openid-configuration') {
      const root = `${double.url}/${tenant}`;
      return send(response, 200, {
        token_endpoint: `${root}/oauth2/v2.0/token`,
        token_endpoint_auth_methods_supported: ['client_secret_post', 'private_key_jwt', 'client_secret_basic'],
        jwks_uri: `${double.url}/${tenant}/discovery/v2.0/keys`,
        response_modes_supported: ['query', 'fragment', 'form_post'],
        subject_types_supported: ['pairwise'],
        id_token_signing_alg_values_supported: ['RS256'],
        response_types_supported: ['code', 'id_token', 'code id_token', 'id_token token'],
        scopes_supported: ['openid', 'profile', 'email', 'offline_access'],
        issuer: `${root}/v2.0`,
        request_uri_parameter_supported: false,
        userinfo_endpoint: `${double.url}/oidc/userinfo`,
        authorization_endpoint: `${root}/oauth2/v2.0/authorize`,
        device_authorization_endpoint: `${root}/oauth2/v2.0/devicecode`,
        http_logout_supported: true,
        frontchannel_logout_supported: true,
        end_session_endpoint: `${root}/oauth2/v2.0/logout`,
        claims_supported: ['sub', 'iss', 'aud', 'exp', 'iat', 'nonce', 'preferred_username', 'name', 'tid', 'oid', 'email'],
        tenant_region_scope: 'EU',
        cloud_instance_name: 'microsoftonline.com',
      });
    }
    if (rest === 'oauth2/v2.0/authorize' && request.method === 'GET') {
      const redirect = url.searchParams.get('redirect_uri');
      if (url.searchParams.get('client_id') !== double.clientId || !redirect) return send(response, 400, oauthError('unauthorized_client', 'AADSTS700016: Application not found in the directory.'));
      const target = new URL(redirect);
      const state = url.searchParams.get('state');
      if (state) target.searchParams.set('state', state);
      if (!double.signInAs) {
        target.searchParams.set('error', 'access_denied');
        target.searchParams.set('error_description', 'AADSTS65004: User declined to consent to access the app.');
      } else {
        const code = randomBytes(24).toString('base64url');
        codes.set(code, { userId: double.signInAs, redirectUri: redirect, scope: url.searchParams.get('scope') ?? '', nonce: url.searchParams.get('nonce') });
        target.searchParams.set('code', code);
        target.searchParams.set('session_state', randomUUID());
      }
      response.writeHead(302, { location: target.toString() });
      return response.end();
    }
    if (rest === 'v2.0/adminconsent' && request.method === 'GET') {
      const redirect = url.searchParams.get('redirect_uri');
      if (url.searchParams.get('client_id') !== double.clientId || !redirect) return send(response, 400, oauthError('unauthorized_client', 'AADSTS700016: Application not found in the directory.'));
      double.consented.add(double.consentTenant);
      const target = new URL(redirect);
      target.searchParams.set('admin_consent', 'True');
      target.searchParams.set('tenant', double.consentTenant);
      const state = url.searchParams.get('state');
      if (state) target.searchParams.set('state', state);
      response.writeHead(302, { location: target.toString() });
      return response.end();
    }
    if (rest === 'oauth2/v2.0/token' && request.method === 'POST') {
      const form = new URLSearchParams(await bodyOf(request));
      const grant = form.get('grant_type') ?? '';
      double.grants.push(`${grant} ${tenant}`);
      if (form.get('client_id') !== double.clientId || form.get('client_secret') !== double.clientSecret) {
        return send(response, 401, oauthError('invalid_client', 'AADSTS7000215: Invalid client secret provided.'));
      }
      const issue = (tokenTenant: string, userId: string | null) => {
        const token = randomBytes(32).toString('base64url');
        accessTokens.set(token, { tenant: tokenTenant, userId });
        return token;
      };
      if (grant === 'client_credentials') {
        if (tenant !== double.homeTenant && !double.consented.has(tenant)) {
          return send(response, 400, oauthError('unauthorized_client', `AADSTS700016: Application with identifier '${double.clientId}' was not found in the directory '${tenant}'.`));
        }
        return send(response, 200, { token_type: 'Bearer', expires_in: 3599, ext_expires_in: 3599, access_token: issue(tenant, null) });
      }
      let grantFor: { userId: string; scope: string; nonce?: string | null } | undefined;
      if (grant === 'authorization_code') {
        const code = form.get('code') ?? '';
        const issued = codes.get(code);
        codes.delete(code);
        grantFor = issued;
        if (!issued || form.get('redirect_uri') !== issued.redirectUri) {
          return send(response, 400, oauthError('invalid_grant', 'AADSTS70000: The provided authorization code or refresh token has expired or is invalid.'));
        }
      } else if (grant === 'refresh_token') {
        const token = form.get('refresh_token') ?? '';
        grantFor = refreshTokens.get(token);
        refreshTokens.delete(token);
        if (!grantFor) return send(response, 400, oauthError('invalid_grant', 'AADSTS70000: The provided authorization code or refresh token has expired or is invalid.'));
      } else {
        return send(response, 400, oauthError('unsupported_grant_type', `AADSTS70003: The app requested an unsupported grant type '${grant}'.`));
      }
      const user = double.users.find((candidate) => candidate.id === grantFor!.userId);
      if (!user) return send(response, 400, oauthError('invalid_grant', 'AADSTS50034: The user account does not exist in the directory.'));
      const refreshToken = randomBytes(32).toString('base64url');
      refreshTokens.set(refreshToken, { userId: user.id, scope: grantFor.scope });
      const now = Math.floor(Date.now() / 1000);
      const idToken = jwt({
        aud: double.clientId,
        iss: `${double.url}/${user.tenant}/v2.0`,
        iat: now,
        nbf: now,
        exp: now + 3600,
        name: user.displayName,
        oid: user.id,
        preferred_username: user.userPrincipalName,
        email: user.mail,
        sub: randomBytes(16).toString('base64url'),
        tid: user.tenant,
        ver: '2.0',
        ...(grantFor.nonce ? { nonce: grantFor.nonce } : {}),
      });
      return send(response, 200, {
        token_type: 'Bearer',
        scope: grantFor.scope || 'openid profile email User.Read',
        expires_in: 3599,
        ext_expires_in: 3599,
        access_token: issue(user.tenant, user.id),
        refresh_token: refreshToken,
        id_token: idToken,
        client_info: base64url({ uid: user.id, utid: user.tenant }),
      });
    }
    return send(response, 404, oauthError('invalid_request', `AADSTS900561: The endpoint only accepts POST, OPTIONS requests. Received a ${request.method} request.`));
  }

  async function graph(request: IncomingMessage, response: ServerResponse, url: URL, path: string) {
    const method = request.method ?? 'GET';
    double.requests.push(`${method} ${path}${url.search}`);
    const failure = failures.findIndex((candidate) => candidate.method === method && candidate.path.test(path));
    if (failure >= 0) {
      const [chosen] = failures.splice(failure, 1);
      const headers: Record<string, string> = chosen!.retryAfter !== undefined ? { 'retry-after': String(chosen!.retryAfter) } : {};
      const code = chosen!.code ?? (chosen!.status === 429 ? 'TooManyRequests' : chosen!.status === 403 ? 'ErrorAccessDenied' : 'generalException');
      return send(response, chosen!.status, graphError(code, chosen!.status === 429 ? 'Too many requests.' : 'Refused by the test.'), headers);
    }
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const token = bearer ? accessTokens.get(bearer) : undefined;
    if (!token) return send(response, 401, graphError('InvalidAuthenticationToken', 'Access token has expired or is not yet valid.'));
    const tenantUsers = double.users.filter((user) => user.tenant === token.tenant);
    const select = url.searchParams.get('$select');
    const segments = path.split('/').filter(Boolean).map(decodeURIComponent);

    if (segments[0] === 'me' && segments.length === 1) {
      const me = tenantUsers.find((user) => user.id === token.userId);
      if (!me) return send(response, 400, graphError('BadRequest', '/me request is only valid with delegated authentication flow.'));
      return send(response, 200, selected(userView(me), select));
    }
    if (segments[0] === 'users' && segments.length === 1 && method === 'GET') {
      const filter = filterOf(url.searchParams.get('$filter'));
      if (!filter) return send(response, 400, graphError('Request_UnsupportedQuery', 'Unsupported or invalid query filter clause specified.'));
      const rows = tenantUsers.map(userView).filter((row) => filter(row)).map((row) => selected(row, select));
      return page(response, url, rows, 100, 999);
    }
    if (segments[0] === 'groups' && segments.length === 1 && method === 'GET') {
      const search = url.searchParams.get('$search');
      if (search && request.headers.consistencylevel !== 'eventual') {
        return send(response, 400, graphError('Request_UnsupportedQuery', "Request with $search query parameter only works through MSGraph with a special request header: 'ConsistencyLevel: eventual'"));
      }
      const term = /^"displayName:(.*)"$/.exec(search ?? '')?.[1]?.toLowerCase();
      if (search && term === undefined) return send(response, 400, graphError('Request_UnsupportedQuery', 'Invalid search clause.'));
      const rows = double.groups
        .filter((group) => group.tenant === token.tenant && (term === undefined || group.displayName.toLowerCase().includes(term)))
        .map((group) => selected({ id: group.id, displayName: group.displayName, description: null, mail: null, securityEnabled: true }, select));
      return page(response, url, rows, 100, 999);
    }
    if (segments[0] === 'groups' && segments.length === 3 && segments[2] === 'members' && method === 'GET') {
      const group = double.groups.find((candidate) => candidate.tenant === token.tenant && candidate.id === segments[1]);
      if (!group) return send(response, 404, graphError('Request_ResourceNotFound', `Resource '${segments[1]}' does not exist or one of its queried reference-property objects are not present.`));
      const rows = group.members
        .map((id) => tenantUsers.find((user) => user.id === id))
        .filter((user): user is GraphUserRecord => Boolean(user))
        .map((user) => ({ '@odata.type': '#microsoft.graph.user', ...selected(userView(user), select) }));
      return page(response, url, rows, 100, 999);
    }
    if (segments[0] === 'users' && segments.length >= 2) {
      const user = tenantUsers.find((candidate) => candidate.id === segments[1] || candidate.userPrincipalName.toLowerCase() === segments[1]!.toLowerCase());
      if (!user) return send(response, 404, graphError('Request_ResourceNotFound', `Resource '${segments[1]}' does not exist or one of its queried reference-property objects are not present.`));
      const rest = segments.slice(2).join('/');
      if (rest === '' && method === 'GET') return send(response, 200, selected(userView(user), select));
      if (rest === 'mailboxSettings' && method === 'GET') {
        if (user.calendarAccess === false) return send(response, 403, graphError('ErrorAccessDenied', 'Access is denied. Check credentials and try again.'));
        return send(response, 200, selected({ userPurpose: user.userPurpose ?? 'user', timeZone: 'W. Europe Standard Time', language: { locale: 'nl-NL', displayName: 'Nederlands (Nederland)' } }, select));
      }
      if (user.calendarAccess === false) return send(response, 403, graphError('ErrorAccessDenied', 'Access is denied. Check credentials and try again.'));
      const own = double.events.filter((event) => event.userId === user.id).sort((a, b) => a.start - b.start);
      if (rest === 'calendarView' && method === 'GET') {
        const start = Date.parse(url.searchParams.get('startDateTime') ?? '');
        const end = Date.parse(url.searchParams.get('endDateTime') ?? '');
        if (Number.isNaN(start) || Number.isNaN(end)) {
          return send(response, 400, graphError('ErrorInvalidParameter', "This request requires a time window specified by the query string parameters StartDateTime and EndDateTime."));
        }
        const rows = own.filter((event) => event.start < end && event.end > start).map((event) => selected(eventView(event), select));
        return page(response, url, rows, 10, 1000);
      }
      if ((rest === 'calendar/events' || rest === 'events') && method === 'GET') {
        return page(response, url, own.map((event) => selected(eventView(event), select)), 10, 1000);
      }
      if ((rest === 'calendar/events' || rest === 'events') && method === 'POST') {
        let input: Record<string, any>;
        try {
          input = JSON.parse(await bodyOf(request));
        } catch {
          return send(response, 400, graphError('UnableToDeserializePostBody', 'were unable to deserialize'));
        }
        if (!input.start?.dateTime || !input.end?.dateTime) return send(response, 400, graphError('ErrorInvalidRequest', 'Your request can\'t be completed. The start and end time must be specified.'));
        const event: GraphEventRecord = {
          id: `AAMkAD${randomBytes(18).toString('base64url')}`,
          userId: user.id,
          subject: '',
          body: { contentType: 'text', content: '' },
          start: 0,
          end: 0,
          location: { displayName: '' },
          attendees: [],
          type: 'singleInstance',
          isCancelled: false,
          isOrganizer: true,
          organizer: { emailAddress: { address: user.mail ?? user.userPrincipalName, name: user.displayName } },
        };
        try {
          eventInput(event, input);
        } catch {
          return send(response, 400, graphError('TimeZoneNotSupportedException', 'A valid TimeZone value must be specified.'));
        }
        double.events.push(event);
        return send(response, 201, eventView(event));
      }
      const match = /^(?:calendar\/)?events\/([^/]+)$/.exec(rest);
      if (match) {
        const event = own.find((candidate) => candidate.id === match[1]);
        if (!event) return send(response, 404, graphError('ErrorItemNotFound', 'The specified object was not found in the store.'));
        if (method === 'GET') return send(response, 200, selected(eventView(event), select));
        if (method === 'PATCH') {
          try {
            eventInput(event, JSON.parse(await bodyOf(request)));
          } catch {
            return send(response, 400, graphError('ErrorInvalidRequest', 'Your request can\'t be completed.'));
          }
          return send(response, 200, eventView(event));
        }
        if (method === 'DELETE') {
          double.events.splice(double.events.indexOf(event), 1);
          return send(response, 204);
        }
      }
    }
    return send(response, 400, graphError('BadRequest', `Resource not found for the segment '${segments.at(-1) ?? ''}'.`));
  }

  const server = createServer({ key: readFileSync(keyFile), cert: readFileSync(certFile) }, async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', double.url);
      if (url.pathname.startsWith('/v1.0/')) return await graph(request, response, url, url.pathname.slice('/v1.0'.length));
      const match = /^\/([^/]+)\/(.+)$/.exec(url.pathname);
      if (match) return await identity(request, response, url, match[1]!, match[2]!);
      send(response, 404, graphError('BadRequest', 'Invalid version.'));
    } catch (error) {
      send(response, 500, graphError('generalException', error instanceof Error ? error.message : String(error)));
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  double.url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return double;
}
