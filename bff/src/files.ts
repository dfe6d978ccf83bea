import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { Pool } from 'undici';
import { bearerToken } from './schema/context.ts';

/** Answer headers of the REST service that a file download passes on to the browser. */
const PASSED_ON = [
  'content-type', 'content-length', 'content-disposition', 'cache-control', 'retry-after',
  // An uploaded file never runs as a page of ours, whichever host serves it.
  'x-content-type-options', 'content-security-policy', 'referrer-policy', 'x-frame-options',
];

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Browser paths of file transfers and the REST call each one is passed on to. */
interface FileRoute {
  pattern: RegExp;
  method: 'GET' | 'POST';
  target: (match: RegExpExecArray) => string;
  /** A download the REST service answers to a POST with a JSON body built from the browser's query. */
  json?: (query: URLSearchParams) => unknown;
}

const FILE_ROUTES: FileRoute[] = [
  { pattern: /^\/downloads\/exports\/(\d{1,10})$/, method: 'GET', target: (m) => `/exports/${m[1]}/download` },
  { pattern: /^\/downloads\/quotes\/(\d{1,10})$/, method: 'GET', target: (m) => `/quotes/${m[1]}/download` },
  // An invoice's PDF, its UBL e-invoice and its printable time sheet.
  { pattern: /^\/downloads\/invoices\/(\d{1,10})$/, method: 'GET', target: (m) => `/invoices/${m[1]}/download` },
  { pattern: /^\/downloads\/invoices\/(\d{1,10})\/ubl$/, method: 'GET', target: (m) => `/invoices/${m[1]}/ubl` },
  { pattern: /^\/downloads\/invoices\/(\d{1,10})\/print-time$/, method: 'GET', target: (m) => `/invoices/${m[1]}/print-time` },
  // The CSV of chosen invoices (ids=1,2,3); the REST service checks every id against the caller.
  {
    pattern: /^\/downloads\/invoices\/csv$/,
    method: 'GET',
    target: () => '/invoicing/download-csv',
    json: (query) => ({ ids: (query.get('ids') ?? '').split(',').filter((id) => /^\d{1,10}$/.test(id)).map(Number) }),
  },
  // The customer's quote PDF from the public quote page: no sign-in, the link's token decides.
  { pattern: /^\/public\/quotes\/([A-Za-z0-9_-]{43})\/download$/, method: 'GET', target: (m) => `/public/quotes/${m[1]}/download` },
  { pattern: /^\/uploads\/imports$/, method: 'POST', target: () => '/imports/upload' },
  // Sending a quote with new files (multipart message, attachment_ids and file[n]).
  { pattern: /^\/uploads\/quotes\/(\d{1,10})\/send$/, method: 'POST', target: (m) => `/quotes/${m[1]}/send` },
  { pattern: /^\/uploads\/attachments$/, method: 'POST', target: () => '/attachments' },
  // The same paths as in the REST service, so an attachment's url works in the browser as it is.
  { pattern: /^\/attachments\/(\d{1,10})\/download$/, method: 'GET', target: (m) => `/attachments/${m[1]}/download` },
  { pattern: /^\/attachments\/(\d{1,10})\/public\/([0-9a-f]{32})$/, method: 'GET', target: (m) => `/attachments/${m[1]}/public/${m[2]}` },
];

/**
 * File transfers that GraphQL does not carry, proxied to the REST service with the caller's own
 * bearer token, host, tenant and address, so the REST service decides exactly as for any other call:
 * GET /downloads/exports/{id} streams an export to its owner, GET /downloads/quotes/{id} a quote's
 * PDF; GET /downloads/invoices/{id}[/ubl|/print-time] an invoice's PDF, UBL file or time sheet;
 * GET /downloads/invoices/csv?ids= the CSV of invoices (REST POST invoicing/download-csv);
 * POST /uploads/quotes/{id}/send sends a quote with new files; POST /uploads/imports passes an
 * import file (multipart) on to POST /imports/upload; POST /uploads/attachments stores a file for
 * a ticket; GET /attachments/{id}/download gives it to whoever may see the ticket, and
 * /attachments/{id}/public/{key} an image placed in a message's text.
 * Returns false for paths that are not file transfers.
 */
export function handleFileRoute(pool: Pool, req: IncomingMessage, res: ServerResponse, address: string | undefined, requestId?: string): boolean {
  const url = new URL(req.url ?? '/', 'http://bff');
  for (const route of FILE_ROUTES) {
    const match = route.pattern.exec(url.pathname);
    if (!match) continue;
    if (req.method !== route.method) {
      res.writeHead(405, { 'content-type': 'application/json; charset=utf-8', allow: route.method }).end(JSON.stringify({ message: 'Deze methode wordt hier niet ondersteund.' }));
      return true;
    }
    void proxy(pool, req, res, route.method, route.target(match), address, requestId, route.json?.(url.searchParams));
    return true;
  }
  return false;
}

async function proxy(pool: Pool, req: IncomingMessage, res: ServerResponse, method: 'GET' | 'POST', path: string, address: string | undefined, requestId: string | undefined, json?: unknown): Promise<void> {
  const headers: Record<string, string> = { accept: 'application/json, application/octet-stream' };
  const token = bearerToken(first(req.headers.authorization));
  if (token) headers.authorization = `Bearer ${token}`;
  if (req.headers.host) headers['x-forwarded-host'] = req.headers.host;
  const tenant = first(req.headers['x-tenant']);
  if (tenant) headers['x-tenant'] = tenant;
  if (address) headers['x-forwarded-for'] = address;
  if (requestId) headers['x-request-id'] = requestId;
  const upload = method === 'POST';
  if (upload) {
    for (const name of ['content-type', 'content-length']) {
      const value = first(req.headers[name]);
      if (value) headers[name] = value;
    }
  }
  if (json !== undefined) headers['content-type'] = 'application/json';
  try {
    const answer =
      json === undefined
        ? await pool.request({ method, path, headers, body: upload ? req : undefined })
        : await pool.request({ method: 'POST', path, headers, body: JSON.stringify(json) });
    const passed: Record<string, string> = {};
    for (const name of PASSED_ON) {
      const value = answer.headers[name];
      if (value !== undefined) passed[name] = String(value);
    }
    res.writeHead(answer.statusCode, passed);
    await pipeline(answer.body, res);
  } catch {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ message: 'De server kon het verzoek niet verwerken.' }));
  }
}
