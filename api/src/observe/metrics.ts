import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { METRICS_TEXTS, metricsAllowed } from '@balie/service-kit/metrics-access';
import { embeddedThread, poolFigures, type Db } from '../db/connection.ts';

/** Seconds; from a cached list read to a large export's request. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** The REST service's metrics, in a registry of its own: tests run several services in one process. */
export function createApiMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    requests: new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by route pattern and status', labelNames: ['method', 'route', 'status'], registers }),
    duration: new Histogram({ name: 'http_request_duration_seconds', help: 'Time to answer an HTTP request', labelNames: ['method', 'route'], buckets: DURATION_BUCKETS, registers }),
    slowQueries: new Counter({ name: 'db_slow_queries_total', help: 'Database statements slower than SLOW_QUERY_MS', registers }),
  };
}

export type ApiMetrics = ReturnType<typeof createApiMetrics>;

/** Gauges read when scraped: the database's load and the export jobs waiting. */
export function watchDatabase(metrics: ApiMetrics, db: Db): void {
  const registers = [metrics.registry];
  const thread = embeddedThread(db);
  if (thread) {
    new Gauge({ name: 'db_queries_in_flight', help: 'Statements sent to the embedded database and not yet answered', registers, collect() { this.set(thread.inFlight); } });
  } else {
    const figure = (name: string, help: string, pick: (figures: NonNullable<ReturnType<typeof poolFigures>>) => number) =>
      new Gauge({ name, help, registers, collect() { const figures = poolFigures(db); if (figures) this.set(pick(figures)); } });
    figure('db_pool_connections_total', 'Connections the PostgreSQL pool holds', (figures) => figures.total);
    figure('db_pool_connections_idle', 'Pool connections not in use', (figures) => figures.idle);
    figure('db_pool_waiting_clients', 'Queries waiting for a pool connection', (figures) => figures.waiting);
  }
  new Gauge({
    name: 'export_jobs_queued',
    help: 'Exports queued or being written, across tenants',
    registers,
    async collect() {
      // A scrape during shutdown finds the database closed; the last figure stands.
      const row = await sql<{ count: string }>`select count(*) as count from exports where exported_at is null and failed_at is null`.execute(db).catch(() => undefined);
      if (row) this.set(Number(row.rows[0]?.count ?? 0));
    },
  });
}

/** Route pattern of a request, never its raw URL (ids, tokens in paths); unmatched requests share one label. */
export const routeLabel = (pattern: string | undefined): string => pattern ?? 'unmatched';

/** Counts every answer and serves GET /metrics to internal callers or the METRICS_TOKEN's bearer. */
export function registerMetrics(app: FastifyInstance, metrics: ApiMetrics, token: string | undefined): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = routeLabel(request.routeOptions.url);
    metrics.requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    metrics.duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });
  app.get('/metrics', { config: { public: true, firstRun: true } }, async (request, reply) => {
    if (!metricsAllowed({ address: request.ip, authorization: request.headers.authorization }, token)) return reply.code(403).send({ message: METRICS_TEXTS.refused });
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
