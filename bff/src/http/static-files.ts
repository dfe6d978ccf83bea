import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import sirv from 'sirv';

/** Vite puts every hashed build file under /assets: a new release gives them new names. */
const HASHED_ASSETS = '/assets/';

/**
 * How long a browser may keep a static file: hashed assets for a year without asking again;
 * index.html (also as the fallback of client routes) and the unhashed files are checked on every load,
 * so a new release is picked up at once.
 */
export function cacheControlFor(pathname: string): string {
  return pathname.startsWith(HASHED_ASSETS) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * The built web app, with a fallback to index.html for client routes. The .br and .gz files written
 * at build time next to each file are sent to browsers that accept them.
 */
export function staticFiles(dist: string): (req: IncomingMessage, res: ServerResponse) => void {
  return sirv(dist, {
    single: true,
    brotli: true,
    gzip: true,
    etag: true,
    setHeaders: (res, pathname) => res.setHeader('Cache-Control', cacheControlFor(pathname)),
  });
}

/**
 * The Content-Security-Policy hashes ('sha256-…') of the inline scripts in the built index.html: the
 * login form's own, which shows it before the app's code has arrived. None without an index.html.
 */
export function inlineScriptHashes(dist: string): string[] {
  const page = join(dist, 'index.html');
  if (!existsSync(page)) return [];
  return [...readFileSync(page, 'utf8').matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => `sha256-${createHash('sha256').update(match[1] ?? '').digest('base64')}`,
  );
}
