import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';

/** Below this an answer fits in a packet or two: compressing it costs more than it saves. */
export const COMPRESS_THRESHOLD = 1024;

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** Answers sent in parts as they come: compressing would hold each part back in the compressor. */
const STREAMED = ['text/event-stream', 'multipart/'];

/**
 * Compresses GraphQL answers over 1 KB with brotli or gzip, as the client accepts. Streamed answers
 * (subscriptions over SSE, incremental delivery) are left alone, so every part reaches the client as it is sent.
 */
export function graphqlCompression(): (req: IncomingMessage, res: ServerResponse, handle: () => void) => void {
  const middleware = compression({
    threshold: COMPRESS_THRESHOLD,
    filter: (req, res) => {
      const type = String(res.getHeader('Content-Type') ?? '');
      return !STREAMED.some((streamed) => type.startsWith(streamed)) && compression.filter(req, res);
    },
  }) as unknown as Middleware;
  return (req, res, handle) => middleware(req, res, handle);
}
