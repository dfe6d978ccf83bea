import { eboekhoudenReason, type EboekhoudenInvoice, type EboekhoudenRelation } from './mapping.ts';

/** e-Boekhouden's REST API v1 over fetch: a session per piece of work, its token in the Authorization header. */

/** Where the API lives; EBOEKHOUDEN_BASE_URL points elsewhere (a test server). */
export const eboekhoudenBaseUrl = () => (process.env.EBOEKHOUDEN_BASE_URL?.trim() || 'https://api.e-boekhouden.nl').replace(/\/+$/, '');

/** e-Boekhouden said no: `reason` is its own title and code from the problem-details body. */
export class EboekhoudenError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
  ) {
    super(reason);
    this.name = 'EboekhoudenError';
  }
}

interface List<T> {
  items: T[];
  count?: number;
}

export interface EboekhoudenCredentials {
  baseUrl: string;
  accessToken: string;
  source: string;
}

async function answer(response: Response): Promise<unknown> {
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!response.ok) throw new EboekhoudenError(response.status, eboekhoudenReason(json) ?? `HTTP ${response.status}`);
  return json;
}

export class EboekhoudenSession {
  private constructor(
    private readonly baseUrl: string,
    private readonly token: string,
  ) {}

  /** POST /v1/session with the admin's API token and our source code. */
  static async start(credentials: EboekhoudenCredentials): Promise<EboekhoudenSession> {
    const response = await fetch(`${credentials.baseUrl}/v1/session`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ accessToken: credentials.accessToken, source: credentials.source }),
    });
    const session = (await answer(response)) as { token?: unknown };
    if (typeof session?.token !== 'string') throw new EboekhoudenError(502, 'geen sessie ontvangen');
    return new EboekhoudenSession(credentials.baseUrl, session.token);
  }

  private async call(method: string, path: string, body?: unknown): Promise<unknown> {
    const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${this.token}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}/v1/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return answer(response);
  }

  /** DELETE /v1/session: the token stops working. */
  async end(): Promise<void> {
    await this.call('DELETE', 'session');
  }

  async findRelation(code: string): Promise<{ id: number; code: string } | null> {
    const list = (await this.call('GET', `relation?${new URLSearchParams({ code, limit: '1' }).toString()}`)) as List<{ id: number; code: string }>;
    return list.items.find((relation) => relation.code === code) ?? null;
  }

  async createRelation(relation: EboekhoudenRelation): Promise<{ id: number }> {
    return (await this.call('POST', 'relation', relation)) as { id: number };
  }

  async findLedger(code: string): Promise<{ id: number; code: string } | null> {
    const list = (await this.call('GET', `ledger?${new URLSearchParams({ code, limit: '1' }).toString()}`)) as List<{ id: number; code: string }>;
    return list.items.find((ledger) => ledger.code === code) ?? null;
  }

  async findInvoice(id: string): Promise<{ id: number; urlPdfFile?: string | null } | null> {
    try {
      return (await this.call('GET', `invoice/${encodeURIComponent(id)}`)) as { id: number; urlPdfFile?: string | null };
    } catch (error) {
      if (error instanceof EboekhoudenError && error.status === 404) return null;
      throw error;
    }
  }

  async createInvoice(invoice: EboekhoudenInvoice): Promise<{ id: number }> {
    return (await this.call('POST', 'invoice', invoice)) as { id: number };
  }
}
