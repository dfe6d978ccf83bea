import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import type { Pool } from 'undici';
import { RestClient, type Caller } from '../upstream/client.ts';
import { securityHeaders, type RequestFacts } from './security-headers.ts';

/** Browsers ask for GraphiQL with a GET that accepts HTML, as Yoga decides it too. */
export function wantsGraphiQL(req: IncomingMessage): boolean {
  return req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
}

/** Email address and password of a Basic Authorization header. */
export function basicCredentials(header: string | undefined): { username: string; password: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header ?? '');
  if (!match) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) return undefined;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** A token for the caller: their own bearer token once checked, or one from signing in with Basic credentials. */
async function signedInToken(client: RestClient, authorization: string | undefined): Promise<string | undefined> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  try {
    if (bearer) {
      await client.withToken(bearer).request('GET', '/auth/me?lists=');
      return bearer;
    }
    const credentials = basicCredentials(authorization);
    if (!credentials) return undefined;
    const answer = await client.request<{ access_token: string }>('POST', '/auth/login?operator=true', credentials);
    return answer.access_token;
  } catch {
    return undefined;
  }
}

const SIGN_IN_PAGE = `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>Balie GraphQL</title></head>
<body><h1>Aanmelden vereist</h1><p>GraphiQL is er alleen voor aangemelde gebruikers. Meld je aan met je e-mailadres en wachtwoord, of stuur je token mee als Bearer-token.</p></body></html>`;

/**
 * GraphiQL only for signed-in users. A browser gets the sign-in prompt (HTTP Basic); the page then
 * carries a fresh token as its default header. Its inline script runs by nonce, on this page only.
 */
export async function serveGraphiQL(pool: Pool, caller: Caller, facts: RequestFacts, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const token = await signedInToken(new RestClient(pool, caller), req.headers.authorization);
  if (!token) {
    res.writeHead(401, {
      ...securityHeaders(facts),
      'Content-Type': 'text/html; charset=utf-8',
      'WWW-Authenticate': 'Basic realm="Balie GraphQL", charset="UTF-8"',
      'Cache-Control': 'no-store',
    });
    res.end(SIGN_IN_PAGE);
    return;
  }
  const nonce = randomBytes(16).toString('base64');
  const page = renderGraphiQL({ title: 'Balie GraphQL', subscriptionsProtocol: 'WS', headers: JSON.stringify({ Authorization: `Bearer ${token}` }) });
  // Only the first: the page's one script tag comes before the bundle, whose text holds more "<script>".
  const html = page.replace('<script>', `<script nonce="${nonce}">`);
  res.writeHead(200, {
    ...securityHeaders(facts, { scriptNonce: nonce }),
    'Content-Type': 'text/html; charset=utf-8',
    // The page holds a token.
    'Cache-Control': 'no-store',
  });
  res.end(html);
}
