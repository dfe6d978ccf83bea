import { createServer, type IncomingMessage, type Server } from 'node:http';
import { existsSync } from 'node:fs';
import { createYoga } from 'graphql-yoga';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import sirv from 'sirv';
import { handleFileRoute } from './files.ts';
import { buildSchema } from './schema/index.ts';
import { bearerToken, createContext } from './schema/context.ts';
import { createPool } from './upstream/client.ts';
import type { LiveSource } from './live/events.ts';

export interface BffOptions {
  /** Base URL of the REST service, e.g. http://127.0.0.1:4001. */
  apiUrl: string;
  live: LiveSource;
  /** The built web app; served with a fallback to index.html for client routes. */
  webDist?: string;
}

export interface Bff {
  server: Server;
  close(): Promise<void>;
}

function tenantHeader(value: string | string[] | null | undefined): string | undefined {
  return (Array.isArray(value) ? value[0] : value) ?? undefined;
}

export function createBff(options: BffOptions): Bff {
  const pool = createPool(options.apiUrl);
  const { schema, model } = buildSchema();

  const yoga = createYoga<{ req?: IncomingMessage; connectionParams?: Record<string, unknown> }>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: { title: 'Balie GraphQL', subscriptionsProtocol: 'WS' },
    // GraphiQL's assets are bundled, so it works without access to a CDN.
    renderGraphiQL,
    landingPage: false,
    context: ({ request, req, connectionParams }) => {
      const fromSocket = connectionParams !== undefined;
      const authorization = fromSocket ? String(connectionParams?.authorization ?? '') : request.headers.get('authorization');
      const host = fromSocket ? req?.headers.host : (request.headers.get('host') ?? undefined);
      const tenant = fromSocket ? tenantHeader(req?.headers['x-tenant']) : tenantHeader(request.headers.get('x-tenant'));
      return createContext(pool, model, { token: bearerToken(authorization), host, tenant }, options.live);
    },
  });

  const serveWeb =
    options.webDist && existsSync(options.webDist) ? sirv(options.webDist, { single: true, gzip: true, etag: true }) : undefined;

  const server = createServer((req, res) => {
    if (handleFileRoute(pool, req, res)) return;
    if (req.url?.startsWith('/graphql') || !serveWeb) return yoga(req, res);
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
        const args = {
          schema,
          operationName: params.operationName,
          document: parse(params.query),
          variableValues: params.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe },
        };
        const errors = validate(args.schema, args.document);
        if (errors.length) return errors;
        return args;
      },
    },
    sockets,
  );

  return {
    server,
    async close() {
      await disposeSockets.dispose();
      sockets.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pool.close();
    },
  };
}
