import type { FastifyInstance } from 'fastify';
import { routeLabel } from './metrics.ts';

/**
 * One JSON line per answered request (Fastify's own two lines are off): method, route pattern,
 * status, duration and tenant; the request id comes with request.log. No URL, headers or bodies.
 * The id goes back in X-Request-Id so a caller can quote it.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        route: routeLabel(request.routeOptions.url),
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
        tenant: request.tenant?.subdomain,
      },
      'request',
    );
  });
}
