import { getOperationAST, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Operation names are the client's to choose: past this many, new ones share one label. */
const MAX_OPERATION_NAMES = 200;

/** The BFF's metrics, in a registry of its own: tests run several BFFs in one process. */
export function createBffMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    requests: new Counter({ name: 'http_requests_total', help: 'HTTP requests answered, by kind of route and status', labelNames: ['method', 'route', 'status'], registers }),
    duration: new Histogram({ name: 'http_request_duration_seconds', help: 'Time to answer an HTTP request', labelNames: ['method', 'route'], buckets: DURATION_BUCKETS, registers }),
    operations: new Counter({ name: 'graphql_operations_total', help: 'GraphQL operations run, by name, type and outcome', labelNames: ['operation', 'type', 'status'], registers }),
    operationDuration: new Histogram({ name: 'graphql_operation_duration_seconds', help: 'Time to execute a GraphQL operation (a subscription: to set it up)', labelNames: ['operation', 'type'], buckets: DURATION_BUCKETS, registers }),
    liveSubscribers: new Gauge({ name: 'live_subscribers', help: 'GraphQL subscriptions running now', registers }),
    upstream: new Histogram({ name: 'upstream_request_duration_seconds', help: 'REST calls to the REST service, by resource and status', labelNames: ['method', 'resource', 'status'], buckets: DURATION_BUCKETS, registers }),
    operationNames: new Set<string>(),
  };
}

export type BffMetrics = ReturnType<typeof createBffMetrics>;

/** The BFF's routes in a few kinds, never a raw URL with ids or tokens. */
export function routeLabel(url: string | undefined): string {
  const path = (url ?? '/').split('?')[0]!;
  if (path === '/graphql' || path.startsWith('/graphql/')) return '/graphql';
  if (path === '/metrics') return '/metrics';
  const files = /^\/(downloads|uploads|attachments)\//.exec(path);
  return files ? `/${files[1]}` : 'static';
}

/** First segment of a REST path (`/tickets/5?x` → tickets): the BFF's own paths, so a bounded set. */
export const upstreamResource = (path: string): string => /^\/([\w-]+)/.exec(path)?.[1] ?? '/';

/** An operation's name and type as labels; a name beyond the first MAX_OPERATION_NAMES seen becomes `other`. */
export function operationLabels(document: DocumentNode, operationName: string | null | undefined, seen: Set<string>): { operation: string; type: string } {
  const ast = getOperationAST(document, operationName ?? undefined);
  const name = ast?.name?.value ?? 'anonymous';
  if (!seen.has(name) && seen.size < MAX_OPERATION_NAMES) seen.add(name);
  return { operation: seen.has(name) ? name : 'other', type: ast?.operation ?? 'unknown' };
}

/** Counts and times each operation, and the subscriptions running; `named` learns each request's operation name for its log line. */
export function metricsPlugin(metrics: BffMetrics, named: (context: object, operation: string) => void): Plugin {
  return {
    onExecute({ args }) {
      const labels = operationLabels(args.document, args.operationName, metrics.operationNames);
      named(args.contextValue as object, labels.operation);
      const stop = metrics.operationDuration.startTimer(labels);
      return {
        onExecuteDone({ result }) {
          stop();
          const failed = 'errors' in result && (result.errors?.length ?? 0) > 0;
          metrics.operations.inc({ ...labels, status: failed ? 'error' : 'ok' });
        },
      };
    },
    onSubscribe({ args }) {
      const labels = operationLabels(args.document, args.operationName, metrics.operationNames);
      named(args.contextValue as object, labels.operation);
      const stop = metrics.operationDuration.startTimer(labels);
      return {
        onSubscribeResult({ result }) {
          stop();
          const running = Symbol.asyncIterator in result;
          metrics.operations.inc({ ...labels, status: running ? 'ok' : 'error' });
          if (!running) return;
          metrics.liveSubscribers.inc();
          return { onEnd: () => metrics.liveSubscribers.dec() };
        },
      };
    },
  };
}
