import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '@balie/service-kit/logging';
import { requestIdFrom } from '@balie/service-kit/request-id';
import type { BffMetrics } from './metrics.ts';
import { routeLabel } from './metrics.ts';

/**
 * Gives every request an id (the caller's X-Request-Id when sane), returns it, and once the answer is
 * sent counts it and logs one JSON line: method, kind of route, GraphQL operation, status, duration,
 * tenant and id. No URL, headers or bodies.
 */
export function createHttpObserver(metrics: BffMetrics, logger: Logger | undefined) {
  const ids = new WeakMap<IncomingMessage, string>();
  const operations = new WeakMap<IncomingMessage, string>();
  const requestId = (req: IncomingMessage): string => {
    let id = ids.get(req);
    if (!id) ids.set(req, (id = requestIdFrom(req.headers['x-request-id'])));
    return id;
  };
  return {
    /** The id of this request (or of a socket's upgrade request), the same on every call. */
    requestId,
    /** Notes the operation a GraphQL request runs, for its log line; given Yoga's context. */
    named(context: object, operation: string) {
      const req = (context as { req?: IncomingMessage }).req;
      if (req) operations.set(req, operation);
    },
    watch(req: IncomingMessage, res: ServerResponse) {
      const id = requestId(req);
      res.setHeader('x-request-id', id);
      const started = performance.now();
      res.once('close', () => {
        const seconds = (performance.now() - started) / 1000;
        const route = routeLabel(req.url);
        const method = req.method ?? 'GET';
        // A socket closed before the answer went out is logged as status 499, as nginx does.
        const status = res.writableFinished ? res.statusCode : 499;
        metrics.requests.inc({ method, route, status: String(status) });
        metrics.duration.observe({ method, route }, seconds);
        const tenant = req.headers['x-tenant'];
        logger?.info(
          { requestId: id, method, route, operation: operations.get(req), status, durationMs: Math.round(seconds * 10_000) / 10, tenant: Array.isArray(tenant) ? tenant[0] : tenant, host: req.headers.host },
          'request',
        );
      });
    },
  };
}

export type HttpObserver = ReturnType<typeof createHttpObserver>;
