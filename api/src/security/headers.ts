import type { FastifyInstance } from 'fastify';

/** A year, with subdomains: every tenant lives on a subdomain. */
const HSTS = 'max-age=31536000; includeSubDomains';
/** The REST service serves data, never a page: nothing may load from an answer or frame it. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The security headers of one answer. A route's own Content-Security-Policy (the sandbox of a
 * downloaded file) stays; every other answer, JSON above all, gets one that allows nothing.
 */
export function securityHeaders(answer: { https: boolean; hasCsp: boolean }): Record<string, string> {
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
  };
  if (!answer.hasCsp) headers['content-security-policy'] = API_CSP;
  if (answer.https) headers['strict-transport-security'] = HSTS;
  return headers;
}

/** On every answer, errors and 404s included; https as the client used it (X-Forwarded-Proto from a trusted proxy). */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(securityHeaders({ https: request.protocol === 'https', hasCsp: reply.hasHeader('content-security-policy') }));
    return payload;
  });
}
