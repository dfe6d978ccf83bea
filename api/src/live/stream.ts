import { timingSafeEqual } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { EventBus } from '../events/bus.ts';
import { HttpError, texts } from '../errors.ts';

const HEARTBEAT_MS = 15_000;

export const sameSecret = (given: unknown, secret: string): boolean => {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Every live event of this process as a server-sent event stream, for a BFF in another process
 * on the embedded default, where no Redis carries them. Only a caller that knows the secret the
 * start script handed both processes may listen: events name records of every tenant.
 */
export function registerLiveStream(app: FastifyInstance, events: EventBus, secret: string): void {
  const open = new Set<ServerResponse>();
  // Streams never end by themselves; closing the server must not wait for them.
  app.addHook('preClose', async () => {
    for (const response of open) response.end();
  });
  app.get('/live/events', { config: { public: true, longLived: true } }, (request, reply) => {
    if (!sameSecret(request.headers['x-live-secret'], secret)) throw new HttpError(403, { message: texts.forbidden });
    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' });
    response.write(': verbonden\n\n');
    open.add(response);
    const unsubscribe = events.subscribe((event) => {
      response.write(`data: ${JSON.stringify(event)}\n\n`);
    });
    // Keeps idle proxies and the client's own timeout from ending a quiet stream.
    const heartbeat = setInterval(() => response.write(': \n\n'), HEARTBEAT_MS);
    response.once('close', () => {
      open.delete(response);
      clearInterval(heartbeat);
      unsubscribe();
    });
  });
}
