import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';

/** Below this an answer fits in a packet or two: compressing it costs more than it saves. */
export const COMPRESS_THRESHOLD = 1024;

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * Compresses GraphQL answers over 1 KB with brotli or gzip, as the client accepts. An event stream
 * (subscriptions over SSE) is left alone, so every event reaches the client as it is sent.
 */
export function graphqlCompression(): (req: IncomingMessage, res: ServerResponse, handle: () => void) => void {
  const middleware = compression({
    threshold: COMPRESS_THRESHOLD,
    filter: (req, res) => !String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream') && compression.filter(req, res),
  }) as unknown as Middleware;
  return (req, res, handle) => middleware(req, res, handle);
}
