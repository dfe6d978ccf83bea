// GET /health (alive) and GET /ready (can serve) for load balancers and orchestrators, and the drain
// that starts a graceful shutdown: from then on /ready and every new request answer 503.
import type { FastifyInstance } from 'fastify';
import { readinessAnswer, runChecks, type ReadinessAnswer } from '@balie/service-kit/readiness';
import type { Probes } from './probes.ts';

/** Long enough for a busy database, short enough for a load balancer's own timeout. */
const CHECK_TIMEOUT_MS = 2000;

export const drainText = 'De dienst wordt opnieuw gestart. Probeer het zo opnieuw.';

export interface Health {
  readonly draining: boolean;
  /** Marks the process as going away: /ready and new requests answer 503 from now on. */
  drain(): void;
  ready(): Promise<ReadinessAnswer>;
  close(): Promise<void>;
}

export function createHealth(probes: Probes): Health {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
    async ready() {
      return readinessAnswer(await runChecks(probes.checks, CHECK_TIMEOUT_MS), draining);
    },
    close: () => probes.close(),
  };
}

/** Registered before the other hooks, so tenant resolution, the guard and rate limits never see a probe. */
export function registerHealthRoutes(app: FastifyInstance, health: Health): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!health.draining || request.routeOptions.config.probe) return;
    // The client's retry goes to another replica; this connection ends with the answer.
    return reply.code(503).header('connection', 'close').header('retry-after', '1').send({ message: drainText });
  });
  // A request that was running when the drain began ends its connection with its answer.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (health.draining) reply.header('connection', 'close');
    return payload;
  });
  app.get('/health', { config: { public: true, probe: true } }, async () => ({ status: 'ok' }));
  app.get('/ready', { config: { public: true, probe: true } }, async (_request, reply) => {
    const answer = await health.ready();
    return reply.code(answer.statusCode).header('cache-control', 'no-store').send(answer.body);
  });
}
