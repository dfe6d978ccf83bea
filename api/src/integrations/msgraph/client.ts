import { appToken } from './auth.ts';
import { graphUrl } from './config.ts';
import { GraphError, graphTexts } from './errors.ts';
import { send } from './network.ts';

/** Graph v1.0 with an app-only token: paging through @odata.nextLink, 429 waited out, 401 retried once with a new token. */

/** Retries after a 429, and the longest Retry-After waited out; beyond either the caller hears Graph is busy. */
const MAX_RETRIES = 3;
const MAX_WAIT_SECONDS = 10;

export interface GraphRequest {
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
}

interface GraphPage<T> {
  value: T[];
  '@odata.nextLink'?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Seconds from Retry-After (seconds or an HTTP date), 1 when absent. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  if (!header) return 1;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? 1 : Math.max(0, Math.ceil((date - now) / 1000));
}

function errorOf(status: number, json: unknown): GraphError {
  const error = (json as { error?: { code?: string; message?: string } } | null)?.error;
  const code = error?.code ?? `HTTP${status}`;
  if (status === 403 || status === 401) return new GraphError(status, code, graphTexts.noAccess);
  if (status === 404) return new GraphError(status, code, graphTexts.notFound);
  if (status === 429) return new GraphError(status, code, graphTexts.busy);
  if (status >= 400 && status < 500) return new GraphError(status, code, graphTexts.refused(error?.message ?? code));
  return new GraphError(status, code, graphTexts.failed);
}

export class GraphClient {
  constructor(
    /** The tenant whose directory and mailboxes are read: the IT company's own, or a customer's. */
    private readonly tenant: string,
  ) {}

  /** One call; `url` is a path below /v1.0 or a nextLink Graph handed out. */
  async request<T>(method: string, url: string, options: GraphRequest = {}): Promise<T> {
    const target = new URL(url.startsWith('http') ? url : `${graphUrl()}/v1.0${url}`);
    for (const [name, value] of Object.entries(options.query ?? {})) target.searchParams.set(name, value);
    let token = await appToken(this.tenant);
    let renewed = false;
    for (let attempt = 0; ; attempt++) {
      let response;
      try {
        response = await send(target.toString(), {
          method,
          headers: {
            accept: 'application/json',
            authorization: `Bearer ${token}`,
            ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
            ...options.headers,
          },
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
        });
      } catch {
        throw new GraphError(0, 'Unreachable', graphTexts.unreachable);
      }
      if (response.status === 401 && !renewed) {
        await response.body?.cancel();
        renewed = true;
        token = await appToken(this.tenant, true);
        continue;
      }
      if (response.status === 429) {
        const wait = retryAfterSeconds(response.headers.get('retry-after'));
        await response.body?.cancel();
        if (attempt >= MAX_RETRIES || wait > MAX_WAIT_SECONDS) throw new GraphError(429, 'TooManyRequests', graphTexts.busy);
        await sleep(wait * 1000);
        continue;
      }
      const text = await response.text();
      let json: unknown = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = null;
      }
      if (!response.ok) throw errorOf(response.status, json);
      return json as T;
    }
  }

  /** Every item of a collection, page after page. */
  async list<T>(path: string, options: GraphRequest = {}): Promise<T[]> {
    const items: T[] = [];
    let page = await this.request<GraphPage<T>>('GET', path, options);
    items.push(...page.value);
    while (page['@odata.nextLink']) {
      page = await this.request<GraphPage<T>>('GET', page['@odata.nextLink'], { headers: options.headers });
      items.push(...page.value);
    }
    return items;
  }
}
