// GET /health (alive) and GET /ready (the REST service behind it is ready, and Redis answers when
// this BFF uses it) for load balancers, and the drain that starts a graceful shutdown.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Redis } from 'ioredis';
import type { Pool } from 'undici';
import { readinessAnswer, runChecks } from '@balie/service-kit/readiness';

/** Long enough for a busy REST service, short enough for a load balancer's own timeout. */
const CHECK_TIMEOUT_MS = 2000;

export const drainText = 'De dienst wordt opnieuw gestart. Probeer het zo opnieuw.';

export interface Health {
  readonly draining: boolean;
  /** /ready and new requests answer 503 from now on. */
  drain(): void;
  /** Answers /health, /ready and, while draining, any other request; false when the request is not its. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  close(): void;
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

export function createHealth(pool: Pool, redisUrl: string | undefined): Health {
  let draining = false;
  // A client of its own, without retried commands: a Redis that is away fails the check now.
  const redis = redisUrl ? new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: CHECK_TIMEOUT_MS }) : undefined;
  redis?.on('error', () => undefined);
  const checks: Record<string, () => Promise<unknown>> = {
    'rest-service': async () => {
      const { statusCode, body } = await pool.request({ method: 'GET', path: '/ready', headersTimeout: CHECK_TIMEOUT_MS });
      await body.dump();
      if (statusCode !== 200) throw new Error(`REST /ready answered ${statusCode}`);
    },
  };
  if (redis) checks.redis = () => redis.ping();

  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
    handle(req, res) {
      const path = req.url?.split('?')[0];
      if (draining) res.setHeader('connection', 'close');
      if (req.method === 'GET' && path === '/health') {
        sendJson(res, 200, { status: 'ok' });
        return true;
      }
      if (req.method === 'GET' && path === '/ready') {
        void runChecks(checks, CHECK_TIMEOUT_MS).then((results) => {
          const answer = readinessAnswer(results, draining);
          sendJson(res, answer.statusCode, answer.body);
        });
        return true;
      }
      if (!draining) return false;
      // The client's retry goes to another replica; this connection ends with the answer.
      res.setHeader('retry-after', '1');
      sendJson(res, 503, { message: drainText });
      return true;
    },
    close() {
      redis?.disconnect();
    },
  };
}
