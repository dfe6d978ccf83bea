import { Pool } from 'undici';
import { UpstreamError } from './errors.ts';
import { callsPerCallerFromEnv, PerCallerLimit } from './per-caller-limit.ts';

/** Who a request to the REST service is made for: passed through unchanged. */
export interface Caller {
  token?: string;
  /** The Host the browser used; the REST service derives the tenant from its subdomain. */
  host?: string;
  /** An explicit tenant (X-Tenant) for bare hosts. */
  tenant?: string;
  /** The client's address, passed on as X-Forwarded-For so the REST service can count per address. */
  address?: string;
  /** The browser's User-Agent, so the user's list of sessions says which browser a login came from. */
  userAgent?: string;
  /** The id of the BFF request this call serves, sent as X-Request-Id so both services log the same id. */
  requestId?: string;
}

/** Told of every REST call once answered: method, path, status and seconds taken. */
export type UpstreamObserver = (call: { method: string; path: string; status: number; seconds: number }) => void;

export interface Paginated<T> {
  data: T[];
  current_page: number;
  last_page: number;
  from: number | null;
  to: number | null;
  total: number;
  per_page: number;
}

export type Builder = Record<string, unknown>;
export type RestRecord = Record<string, any> & { id: number };

/** The signed-in user and their tenant, as GET /auth/me answers. */
export interface Me {
  user: RestRecord;
  tenant: { subdomain: string; name: string };
}

/** Each pool's calls in flight per caller (upstream/per-caller-limit.ts). */
const limits = new WeakMap<Pool, PerCallerLimit>();
const observers = new WeakMap<Pool, UpstreamObserver>();

/** Times the pool's REST calls (metrics). */
export function observeUpstream(pool: Pool, observer: UpstreamObserver): void {
  observers.set(pool, observer);
}

export function createPool(apiUrl: string, callsPerCaller = callsPerCallerFromEnv()): Pool {
  const pool = new Pool(apiUrl, { connections: 64, pipelining: 1, keepAliveTimeout: 30_000 });
  limits.set(pool, new PerCallerLimit(callsPerCaller));
  return pool;
}

function retryAfterOf(header: string | string[] | undefined): number | undefined {
  const seconds = Number(Array.isArray(header) ? header[0] : header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

/**
 * An answer's JSON body. A refusal that is not JSON (the HTML page a load balancer sends with a 502
 * when the replica it passed the request to went away) counts as an empty body, so it is still a
 * refusal with its status and not a parse error.
 */
export function answerBody(status: number, text: string): unknown {
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch (error) {
    if (status >= 400) return {};
    throw error;
  }
}

/** undici's codes for a connection that failed or closed before the answer came. */
const CONNECTION_LOST = new Set(['UND_ERR_SOCKET', 'UND_ERR_CLOSED', 'UND_ERR_CONNECT_TIMEOUT', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE']);

/**
 * A REST call that got no answer at all, as the balancer's 502: the REST service is briefly away.
 * HAProxy closes a kept-alive connection without an answer when the replica died with a request
 * that was not the connection's first (so that a browser would retry it); otherwise undefined.
 */
export function connectionLost(error: unknown): UpstreamError | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && CONNECTION_LOST.has(code) ? new UpstreamError(502, {}) : undefined;
}

/** The REST calls of the spec, made for one caller. */
export class RestClient {
  constructor(
    private readonly pool: Pool,
    private readonly caller: Caller,
  ) {}

  withToken(token: string): RestClient {
    return new RestClient(this.pool, { ...this.caller, token });
  }

  get token(): string | undefined {
    return this.caller.token;
  }

  async request<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.caller.token) headers.authorization = `Bearer ${this.caller.token}`;
    if (this.caller.host) headers['x-forwarded-host'] = this.caller.host;
    if (this.caller.tenant) headers['x-tenant'] = this.caller.tenant;
    if (this.caller.address) headers['x-forwarded-for'] = this.caller.address;
    if (this.caller.userAgent) headers['user-agent'] = this.caller.userAgent;
    if (this.caller.requestId) headers['x-request-id'] = this.caller.requestId;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const observer = observers.get(this.pool);
    const call = async () => {
      const started = performance.now();
      const response = await this.pool
        .request({
          method,
          path,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        })
        .catch((error: unknown) => {
          throw connectionLost(error) ?? error;
        });
      const text = await response.body.text();
      observer?.({ method, path, status: response.statusCode, seconds: (performance.now() - started) / 1000 });
      return { response, text };
    };
    const limit = limits.get(this.pool);
    const callerKey = this.caller.token ?? this.caller.address ?? 'anonymous';
    const { response, text } = limit ? await limit.run(callerKey, call) : await call();
    const json = answerBody(response.statusCode, text) as Record<string, any>;
    if (response.statusCode >= 400) throw new UpstreamError(response.statusCode, json, retryAfterOf(response.headers['retry-after']));
    return json as T;
  }

  list<T = RestRecord>(resource: string, builder: Builder, options: { page?: number; s?: string } = {}) {
    const query = new URLSearchParams({ builder: JSON.stringify(builder) });
    if (options.page) query.set('page', String(options.page));
    if (options.s) query.set('s', options.s);
    return this.request<Paginated<T>>('GET', `/${resource}?${query}`);
  }
}
