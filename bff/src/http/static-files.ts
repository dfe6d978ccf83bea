import type { IncomingMessage, ServerResponse } from 'node:http';
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
