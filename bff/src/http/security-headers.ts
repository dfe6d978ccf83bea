/** A Host header we are willing to repeat in a policy: a name or IPv4/IPv6 address and a port. */
const SAFE_HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

export interface PolicyOptions {
  /** The Host of the request; its ws:// and wss:// origins are allowed for graphql-ws. */
  host?: string;
  /** Allows the page's own inline script with this nonce (GraphiQL's page only). */
  scriptNonce?: string;
  /** Allows the inline scripts with these hashes ('sha256-…'): index.html's own (static-files.ts). */
  scriptHashes?: readonly string[];
}

/**
 * No inline script but the ones named by nonce or hash, and no foreign origins, except frames: the
 * cockpit shows external dashboards of https sites. Chakra (emotion) injects its styles, hence 'unsafe-inline' for styles only.
 */
export function contentSecurityPolicy(options: PolicyOptions = {}): string {
  const sockets = options.host && SAFE_HOST.test(options.host) ? ` ws://${options.host} wss://${options.host}` : '';
  const scripts = `${options.scriptNonce ? ` 'nonce-${options.scriptNonce}'` : ''}${(options.scriptHashes ?? []).map((hash) => ` '${hash}'`).join('')}`;
  return [
    "default-src 'self'",
    `script-src 'self'${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${sockets}`,
    // GraphiQL's editor runs its language services in workers made from blobs.
    ...(options.scriptNonce ? ["worker-src 'self' blob:"] : []),
    'frame-src https:',
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

export interface RequestFacts {
  host?: string;
  /** X-Forwarded-Proto, as the proxy in front of us tells it. */
  forwardedProto?: string;
  /** Whether the connection to us is TLS itself. */
  encrypted: boolean;
}

/** The headers every answer of the BFF carries; Strict-Transport-Security only over https. */
export function securityHeaders(request: RequestFacts, policy: PolicyOptions = {}): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy({ host: request.host, ...policy }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
  const https = request.encrypted || request.forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https';
  if (https) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}
