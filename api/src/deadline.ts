import type { FastifyInstance } from 'fastify';
import { texts } from './errors.ts';

/** REQUEST_DEADLINE_SECONDS, default 30. */
export function requestDeadlineFromEnv(): number {
  const value = Number(process.env.REQUEST_DEADLINE_SECONDS);
  return (Number.isFinite(value) && value > 0 ? value : 30) * 1000;
}

/**
 * Every request answers within its deadline: one whose handler is still busy then gets 503, so a
 * client never waits on work that lost its point. Uploads stream under their own size limits.
 */
export function registerDeadline(app: FastifyInstance, deadlineMs: number): void {
  app.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.config.longLived || request.headers['content-type']?.startsWith('multipart/')) return;
    const timer = setTimeout(() => {
      if (reply.sent || reply.raw.headersSent) return;
      reply.code(503).header('Retry-After', '5').send({ message: texts.tooSlow });
    }, deadlineMs);
    reply.raw.once('close', () => clearTimeout(timer));
  });
}
