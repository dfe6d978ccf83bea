import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * e-Boekhouden's REST API v1 on loopback: POST/DELETE /v1/session (API token and source in, a
 * session token out, sent back as the Authorization header), /v1/relation, /v1/ledger and
 * /v1/invoice, answering errors as problem details ({ type, title, status, code }).
 */

export interface RelationRecord {
  id: number;
  code: string;
  type: string;
  name: string;
  [field: string]: unknown;
}

export interface LedgerRecord {
  id: number;
  code: string;
  description: string;
  category: string;
}

export interface InvoiceRecord {
  id: number;
  body: Record<string, any>;
}

export interface EboekhoudenDouble {
  url: string;
  accessToken: string;
  templateIds: Set<number>;
  vatCodes: Set<string>;
  relations: RelationRecord[];
  ledgers: LedgerRecord[];
  invoices: InvoiceRecord[];
  /** Session tokens handed out and not ended yet. */
  openSessions: Set<string>;
  sessionsStarted: number;
  /** The next call whose method and path match answers this problem instead. */
  refuseNext(method: string, path: RegExp, status: number, title: string, code: string): void;
  close(): Promise<void>;
}

const problem = (status: number, title: string, code: string) => ({ type: `https://api.e-boekhouden.nl/errors/${code}`, title, status, code });

function send(response: ServerResponse, status: number, body?: unknown) {
  const contentType = status >= 400 ? 'application/problem+json' : 'application/json; charset=utf-8';
  response.writeHead(status, body === undefined ? {} : { 'content-type': contentType });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

const fail = (response: ServerResponse, status: number, title: string, code: string) => send(response, status, problem(status, title, code));

async function jsonOf(request: IncomingMessage): Promise<Record<string, any>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, any>) : {};
}

export async function startEboekhoudenDouble(options: { accessToken?: string } = {}): Promise<EboekhoudenDouble> {
  let refusal: { method: string; path: RegExp; status: number; title: string; code: string } | null = null;
  let nextId = 500;

  const double: EboekhoudenDouble = {
    url: '',
    accessToken: options.accessToken ?? 'eb-api-token-test',
    templateIds: new Set([1]),
    vatCodes: new Set(['HOOG_VERK_21', 'LAAG_VERK_9', 'GEEN', 'BI_EU_VERK']),
    relations: [],
    ledgers: [],
    invoices: [],
    openSessions: new Set(),
    sessionsStarted: 0,
    refuseNext(method, path, status, title, code) {
      refusal = { method, path, status, title, code };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const session = async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method === 'POST') {
      const body = await jsonOf(request);
      if (!body.source) return fail(response, 400, 'Source is missing.', 'API_SESSION_001');
      if (!/^[A-Za-z0-9]{1,10}$/.test(String(body.source))) return fail(response, 400, 'Source does not match pattern.', 'API_SESSION_002');
      if (!body.accessToken) return fail(response, 400, 'Access token is missing or empty.', 'API_SESSION_003');
      if (body.accessToken !== double.accessToken) return fail(response, 401, 'Access token is invalid.', 'API_SESSION_005');
      const token = randomBytes(16).toString('hex');
      double.openSessions.add(token);
      double.sessionsStarted++;
      return send(response, 200, { token, expiresIn: 3600 });
    }
    return null;
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const method = request.method ?? 'GET';
    if (url.pathname === '/v1/session' && method === 'POST') return session(request, response);
    const token = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
    if (!token || !double.openSessions.has(token)) return fail(response, 401, 'Session token is missing, invalid or expired.', 'API_AUTH_001');
    const path = url.pathname.replace(/^\/v1\//, '');
    if (refusal && refusal.method === method && refusal.path.test(path)) {
      const { status, title, code } = refusal;
      refusal = null;
      return fail(response, status, title, code);
    }
    if (path === 'session' && method === 'DELETE') {
      double.openSessions.delete(token);
      return send(response, 204);
    }
    if (path === 'relation' && method === 'GET') {
      const code = url.searchParams.get('code');
      const items = double.relations.filter((relation) => code === null || relation.code === code);
      return send(response, 200, { items, count: items.length });
    }
    if (path === 'relation' && method === 'POST') {
      const body = await jsonOf(request);
      if (body.type !== 'B' && body.type !== 'P') return fail(response, 400, 'Type must be B (business) or P (private).', 'REL_001');
      if (!body.code) return fail(response, 400, 'Code is required.', 'REL_002');
      if (body.type === 'B' && !body.name) return fail(response, 400, 'Name is required for a business relation.', 'REL_003');
      if (double.relations.some((relation) => relation.code === body.code)) return fail(response, 400, `Relation code ${body.code} is already in use.`, 'REL_006');
      const relation: RelationRecord = { ...body, id: nextId++, code: String(body.code), type: body.type, name: String(body.name) };
      double.relations.push(relation);
      return send(response, 201, { id: relation.id });
    }
    if (path === 'ledger' && method === 'GET') {
      const code = url.searchParams.get('code');
      const items = double.ledgers.filter((ledger) => code === null || ledger.code === code);
      return send(response, 200, { items, count: items.length });
    }
    if (path === 'invoice' && method === 'POST') {
      const body = await jsonOf(request);
      if (!double.relations.some((relation) => relation.id === body.relationId)) return fail(response, 400, 'Relation not found.', 'INV_001');
      if (!double.templateIds.has(body.templateId)) return fail(response, 400, 'Invoice template not found.', 'INV_002');
      if (typeof body.termOfPayment !== 'number') return fail(response, 400, 'Term of payment is required.', 'INV_003');
      if (!Array.isArray(body.items) || body.items.length === 0) return fail(response, 400, 'At least one invoice item is required.', 'INV_004');
      if (body.invoiceNumber && double.invoices.some((invoice) => invoice.body.invoiceNumber === body.invoiceNumber)) {
        return fail(response, 400, `Invoice number ${body.invoiceNumber} is already in use.`, 'INV_005');
      }
      for (const item of body.items) {
        if (!double.ledgers.some((ledger) => ledger.id === item.ledgerId)) return fail(response, 400, `Ledger ${item.ledgerId} not found.`, 'INV_006');
        if (!double.vatCodes.has(item.vatCode)) return fail(response, 400, `VAT code ${item.vatCode} is invalid.`, 'INV_007');
        if (typeof item.quantity !== 'number' || typeof item.pricePerUnit !== 'number' || !item.description) {
          return fail(response, 400, 'Item description, quantity and pricePerUnit are required.', 'INV_008');
        }
      }
      const invoice = { id: nextId++, body };
      double.invoices.push(invoice);
      return send(response, 201, { id: invoice.id });
    }
    const single = /^invoice\/(\d+)$/.exec(path);
    if (single && method === 'GET') {
      const invoice = double.invoices.find((candidate) => candidate.id === Number(single[1]));
      if (!invoice) return fail(response, 404, 'Invoice not found.', 'INV_404');
      return send(response, 200, { ...invoice.body, id: invoice.id, urlPdfFile: `${double.url}/pdf/invoice-${invoice.id}.pdf` });
    }
    return fail(response, 404, `Unknown endpoint ${method} /v1/${path}`, 'API_404');
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => fail(response, 500, String(error), 'API_500'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  double.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return double;
}
