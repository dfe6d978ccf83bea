import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import { requestIdFrom } from '@balie/service-kit/request-id';
import { registerGuard } from './auth/guard.ts';
import { registerBackupRoutes, type BackupOptions } from './backup/routes.ts';
import { registerPasswordRoutes } from './auth/password-routes.ts';
import { registerPortalLoginRoutes } from './auth/portal-login.ts';
import { registerAuthRoutes } from './auth/routes.ts';
import type { AppContext } from './context.ts';
import { registerDeadline, requestDeadlineFromEnv } from './deadline.ts';
import { installErrorHandlers, JSON_BODY_LIMIT, texts } from './errors.ts';
import { registerAccountingRoutes } from './integrations/routes.ts';
import { registerCalendarRoutes } from './integrations/msgraph/calendar-routes.ts';
import { registerUsersyncRoutes } from './integrations/msgraph/usersync-routes.ts';
import { registerSignInRoutes } from './integrations/msgraph/sign-in-routes.ts';
import { registerLivePublishing } from './live/publish.ts';
import { registerLiveRoutes } from './live/routes.ts';
import { registerLiveStream } from './live/stream.ts';
import { registerNotificationRoutes } from './notifications/routes.ts';
import { registerMetrics, type ApiMetrics } from './observe/metrics.ts';
import { registerRequestLog } from './observe/request-log.ts';
import { registerResourceRoutes } from './resources/routes.ts';
import { registerSearchRoutes } from './search/routes.ts';
import { registerDatabaseLanes } from './security/database-lanes.ts';
import { registerHealthRoutes, type Health } from './health/routes.ts';
import { registerSecurityHeaders } from './security/headers.ts';
import { limitRequestsPerAddress, limitRequestsPerUser } from './security/request-limits.ts';
import { registerSystemRoutes } from './system.ts';
import { registerSetupRoutes } from './tenants/setup-routes.ts';
import { registerTenancy, TenantDirectory } from './tenancy.ts';

/** The Fastify app with every route; not listening yet. */
export interface ServerOptions {
  /** Where request lines go; none: quiet. */
  logger?: FastifyBaseLogger;
  metrics: ApiMetrics;
  /** Bearer that /metrics wants; none: only internal addresses may read it. */
  metricsToken?: string;
  trustProxy?: boolean | string;
  requestDeadlineMs?: number;
  /** Serve this process's live events at /live/events to whoever knows this secret (a BFF in another process). */
  liveStreamSecret?: string;
  /** Where POST /system/backup copies from, and the secret it demands. */
  backup?: BackupOptions;
  /** Serves /health and /ready, and answers 503 to new requests once it drains. */
  health?: Health;
}

export function buildServer(context: AppContext, options: ServerOptions): FastifyInstance {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    // One line per request from observe/request-log.ts instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    // The BFF's id for the request it serves, when sane, so one id follows a request through both services.
    requestIdHeader: false,
    genReqId: (request) => requestIdFrom(request.headers['x-request-id']),
    bodyLimit: JSON_BODY_LIMIT,
    // The client's address and protocol from X-Forwarded-* only when a trusted proxy (the BFF) sent them.
    trustProxy: options.trustProxy ?? 'loopback',
    // A draining server answers 503 itself (health/routes.ts), in Dutch, and /ready with its checks.
    return503OnClosing: !options.health,
    // Requests Fastify refuses before routing (a malformed URL) get the same Dutch body as the rest.
    frameworkErrors: (_error, _request, reply) => {
      (reply as FastifyReply).code(400).send({ message: texts.badRequest });
    },
  });
  installErrorHandlers(app);
  registerRequestLog(app);
  registerMetrics(app, options.metrics, options.metricsToken);
  registerSecurityHeaders(app);
  if (options.health) registerHealthRoutes(app, options.health);

  // An empty JSON body (POST /auth/refresh from some clients) means "no fields", not an error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    parseJson(request, text, done);
  });

  registerDeadline(app, options.requestDeadlineMs ?? requestDeadlineFromEnv());
  limitRequestsPerAddress(app, context.counters, context.limits);
  registerDatabaseLanes(app);
  registerTenancy(app, new TenantDirectory(context.db), context.defaultTenant);
  registerGuard(app, context.db);
  limitRequestsPerUser(app, context.counters, context.limits);
  registerLivePublishing(app, context);
  registerSystemRoutes(app);
  registerBackupRoutes(app, context, options.backup ?? {});
  registerSetupRoutes(app, context);
  registerAuthRoutes(app, context);
  registerPasswordRoutes(app, context);
  registerPortalLoginRoutes(app, context);
  registerLiveRoutes(app, context);
  if (options.liveStreamSecret) registerLiveStream(app, context.events, options.liveStreamSecret);
  registerNotificationRoutes(app, context);
  registerResourceRoutes(app, context);
  registerSearchRoutes(app, context);
  registerAccountingRoutes(app, context);
  registerCalendarRoutes(app, context);
  registerUsersyncRoutes(app, context);
  registerSignInRoutes(app, context);
  return app;
}
