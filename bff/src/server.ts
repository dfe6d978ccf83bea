import { createServer, type IncomingMessage, type Server } from 'node:http';
import { existsSync } from 'node:fs';
import type { DocumentNode, GraphQLError } from 'graphql';
import { createYoga } from 'graphql-yoga';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import { createLogger, type LogOptions } from '@balie/service-kit/logging';
import { METRICS_TEXTS, metricsAllowed } from '@balie/service-kit/metrics-access';
import { handleFileRoute } from './files.ts';
import { buildSchema } from './schema/index.ts';
import { bearerToken, createContext } from './schema/context.ts';
import { createPool, observeUpstream, type Caller } from './upstream/client.ts';
import type { LiveSource } from './live/events.ts';
import { graphqlCompression } from './http/compression.ts';
import { serveGraphiQL, wantsGraphiQL } from './http/graphiql-page.ts';
import { createHealth } from './http/health.ts';
import { securityHeaders, type RequestFacts } from './http/security-headers.ts';
import { inlineScriptHashes, staticFiles } from './http/static-files.ts';
import { createIdentities } from './limits/caller-identity.ts';
import { requestAddress } from './limits/client-address.ts';
import { createCostBudget } from './limits/cost-budget.ts';
import { limitSettings, type LimitOptions } from './limits/limit-settings.ts';
import { operationGuard } from './limits/operation-guard.ts';
import { queryLimitPlugins, withoutSuggestion } from './limits/query-limits.ts';
import { createHttpObserver } from './observe/http.ts';
import { createBffMetrics, metricsPlugin, upstreamResource } from './observe/metrics.ts';

export interface BffOptions extends LimitOptions {
  /** Base URL of the REST service, e.g. http://127.0.0.1:4001. */
  apiUrl: string;
  live: LiveSource;
  /** The built web app; served with a fallback to index.html for client routes. */
  webDist?: string;
  /** JSON lines for every request: true at LOG_LEVEL (default info); default off. */
  logger?: boolean | LogOptions;
  /** The bearer GET /metrics wants; default METRICS_TOKEN, else only internal addresses may read it. */
  metricsToken?: string;
}

export interface Bff {
  server: Server;
  /**
   * Drains: /ready and new requests answer 503, the server stops listening, subscriptions close
   * with 1012 (a reconnect hint), running requests finish (cut off after graceMs, default 8 s).
   */
  close(graceMs?: number): Promise<void>;
}

/** graphql-ws clients reconnect on 1012 'Service Restart', as they should once another replica takes over. */
export const RESTART_CLOSE_CODE = 1012;
export const RESTART_CLOSE_REASON = 'Dienst wordt herstart';

function requestFacts(req: IncomingMessage): RequestFacts {
  return { host: req.headers.host, forwardedProto: firstValue(req.headers['x-forwarded-proto']), encrypted: 'encrypted' in req.socket && req.socket.encrypted === true };
}

function firstValue(value: string | string[] | null | undefined): string | undefined {
  return (Array.isArray(value) ? value[0] : value) ?? undefined;
}

export function createBff(options: BffOptions): Bff {
  const pool = createPool(options.apiUrl);
  const { schema, model } = buildSchema();
  const settings = limitSettings(options, process.env);
  const budget = createCostBudget(settings.rate, settings.redisUrl);
  const identities = createIdentities();
  const metrics = createBffMetrics();
  const observer = createHttpObserver(metrics, createLogger(options.logger, 'bff'));
  const metricsToken = options.metricsToken ?? (process.env.METRICS_TOKEN || undefined);
  observeUpstream(pool, ({ method, path, status, seconds }) => metrics.upstream.observe({ method, resource: upstreamResource(path), status: String(status) }, seconds));
  const health = createHealth(pool, settings.redisUrl);

  const yoga = createYoga<{ req?: IncomingMessage; connectionParams?: Record<string, unknown> }>({
    schema,
    graphqlEndpoint: '/graphql',
    // Served by serveGraphiQL, for signed-in users only.
    graphiql: false,
    landingPage: false,
    // First, so operations that a limit refuses are counted too.
    plugins: [metricsPlugin(metrics, observer.named), ...queryLimitPlugins(settings.query), operationGuard(settings.query, budget)],
    context: ({ request, req, connectionParams }) => {
      const fromSocket = connectionParams !== undefined;
      const authorization = fromSocket ? String(connectionParams?.authorization ?? '') : request.headers.get('authorization');
      const host = fromSocket ? req?.headers.host : (request.headers.get('host') ?? undefined);
      const tenant = fromSocket ? firstValue(req?.headers['x-tenant']) : firstValue(request.headers.get('x-tenant'));
      const address = requestAddress(req, settings.trustProxy);
      const userAgent = fromSocket ? req?.headers['user-agent'] : (request.headers.get('user-agent') ?? undefined);
      const requestId = req ? observer.requestId(req) : undefined;
      return createContext(pool, model, { token: bearerToken(authorization), host, tenant, address, userAgent, requestId }, options.live, identities);
    },
  });

  const serveWeb = options.webDist && existsSync(options.webDist) ? staticFiles(options.webDist) : undefined;
  const scriptHashes = serveWeb && options.webDist ? inlineScriptHashes(options.webDist) : [];
  const compress = graphqlCompression();

  const server = createServer((req, res) => {
    observer.watch(req, res);
    const facts = requestFacts(req);
    for (const [name, value] of Object.entries(securityHeaders(facts, { scriptHashes }))) res.setHeader(name, value);
    if (health.handle(req, res)) return;
    const address = requestAddress(req, settings.trustProxy);
    const path = req.url?.split('?')[0];
    if (path === '/metrics') {
      if (!metricsAllowed({ address, authorization: req.headers.authorization }, metricsToken)) {
        res.writeHead(403, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ message: METRICS_TEXTS.refused }));
        return;
      }
      metrics.registry.metrics().then(
        (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
        () => res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ message: 'De metrieken konden niet worden gelezen.' })),
      );
      return;
    }
    const requestId = observer.requestId(req);
    if (handleFileRoute(pool, req, res, address, requestId)) return;
    if ((path === '/graphql' || path === '/graphql/') && wantsGraphiQL(req)) {
      const caller: Caller = { host: req.headers.host, tenant: firstValue(req.headers['x-tenant']), address, requestId };
      void serveGraphiQL(pool, caller, facts, req, res);
      return;
    }
    if (req.url?.startsWith('/graphql') || !serveWeb) return compress(req, res, () => void yoga(req, res));
    serveWeb(req, res);
  });

  const sockets = new WebSocketServer({ server, path: yoga.graphqlEndpoint });
  const disposeSockets = useServer(
    {
      execute: (args: any) => args.rootValue.execute(args),
      subscribe: (args: any) => args.rootValue.subscribe(args),
      onSubscribe: async (ctx, _id, params) => {
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          ...ctx,
          req: ctx.extra.request,
          socket: ctx.extra.socket,
          params,
        });
        let document: DocumentNode;
        try {
          document = parse(params.query);
        } catch (error) {
          // A refused or malformed document is answered as an error message, not a closed socket.
          if (error instanceof Error && error.name === 'GraphQLError') return [error as GraphQLError];
          throw error;
        }
        const args = {
          schema,
          operationName: params.operationName,
          document,
          variableValues: params.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe },
        };
        const errors = validate(args.schema, args.document);
        if (errors.length) return ctx.connectionParams?.authorization ? errors : errors.map(withoutSuggestion);
        return args;
      },
    },
    sockets,
  );

  return {
    server,
    async close(graceMs = 8000) {
      health.drain();
      // Stops listening and ends the idle keep-alive connections; busy ones run on until their answer is out.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      // Node ends idle keep-alive connections once; one whose answer was still on its way goes once it is idle.
      const idleReaper = setInterval(() => server.closeIdleConnections(), 200);
      const cutOff = setTimeout(() => {
        for (const client of sockets.clients) client.terminate();
        server.closeAllConnections();
      }, graceMs);
      for (const client of sockets.clients) client.close(RESTART_CLOSE_CODE, RESTART_CLOSE_REASON);
      await disposeSockets.dispose();
      await closed;
      clearTimeout(cutOff);
      clearInterval(idleReaper);
      health.close();
      await pool.close();
      await budget.close();
    },
  };
}
