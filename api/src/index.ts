import { hostname } from 'node:os';
import { resolve as resolvePath } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createLogger, type LogOptions } from '@balie/service-kit/logging';
import type { AppContext } from './context.ts';
import { embeddedThread, openDatabase, slowQueryMsFromEnv, statementTimeoutFromEnv, type ConnectionOptions, type Db } from './db/connection.ts';
import { startEmbeddedVacuum } from './db/embedded-vacuum.ts';
import { underSchemaLock } from './db/migrate.ts';
import { DEFAULT_DEMO_PASSWORD, DEMO_TENANT, prepareDatabase } from './db/prepare.ts';
import { seedTenant, tenantExists } from './db/seed.ts';
import type { SeedSize } from './db/seed-context.ts';
import { createMemoryBus, type EventBus } from './events/bus.ts';
import { startExportWorker } from './exports/job.ts';
import { fileStoreFor, filesDirFor, s3OptionsFromEnv, type S3Options } from './files.ts';
import { noticingMessages } from './live/changes.ts';
import { configureEnvMailbox } from './mail/imap-env.ts';
import { startImapPoller, type ImapPoller } from './mail/imap-poller.ts';
import { ingestMail, type MailInContext } from './mail/ingest.ts';
import type { DNSResolver } from './mail/mail-auth.ts';
import { postgresMailboxLocks } from './mail/mailbox-locks.ts';
import { startSmtpListener, type SmtpListener } from './mail/smtp-listener.ts';
import { createSmtpMailer } from './messages/mailer.ts';
import { createApiMetrics, watchDatabase } from './observe/metrics.ts';
import { declarations, resolve } from './resources/registry.ts';
import { publishNotifications } from './live/publish.ts';
import { createProbes } from './health/probes.ts';
import { createHealth } from './health/routes.ts';
import { directorySyncHoursFromEnv } from './scheduler/directory-sync.ts';
import { startRecurringTicketScheduler, type RecurringTicketScheduler } from './scheduler/recurring-tickets.ts';
import { counterStore } from './security/counters.ts';
import { limitSettings, trustProxyFrom, type LimitSettings } from './security/limit-settings.ts';
import { buildServer } from './server.ts';

export { createMemoryBus, createRedisBus, type EventBus, type LiveEvent } from './events/bus.ts';
export type { Db } from './db/connection.ts';
export type { SeedSize } from './db/seed-context.ts';
export type { LimitSettings } from './security/limit-settings.ts';
export { ingestMail, type Envelope, type IngestResult, type Mailbox, type MailInContext } from './mail/ingest.ts';

export interface ApiOptions {
  /** postgres://… uses a pg Pool on a PostgreSQL server; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite data folder; undefined keeps the database in memory. */
  dataDir?: string;
  /** A PGlite dump to start the in-memory database from (tests). */
  loadDataDir?: Uint8Array;
  /** Tenant of requests that name none; default 'demo'. */
  defaultTenant?: string;
  /** Password of the seeded operators; default 'Balie-demo-2026!'. */
  demoPassword?: string;
  /** Seed the demo tenant when it does not exist yet; default true. */
  seed?: boolean;
  /** Default: an in-memory bus, closed with the API. A bus passed in stays open. */
  events?: EventBus;
  /** JSON lines for every request and slow query: true at LOG_LEVEL (default info); default off. */
  logger?: boolean | LogOptions;
  /** Statements slower than this are logged and counted, in ms; default SLOW_QUERY_MS, else 500. */
  slowQueryMs?: number;
  /** The bearer GET /metrics wants; default METRICS_TOKEN, else only internal addresses may read it. */
  metricsToken?: string;
  /** Exported and uploaded files; default FILES_DIR, else `files` in dataDir, else a temporary folder. */
  filesDir?: string;
  /** Attachments in an S3-compatible bucket; default S3_BUCKET and its companions, else in the files folder. */
  s3?: S3Options;
  /** Run the export job in this process; default true. */
  exportJob?: boolean;
  /** Outgoing mail server (smtp://…); default SMTP_URL. Without one, messages cannot be sent. */
  smtpUrl?: string;
  /** Sender of outgoing mail; default MAIL_FROM, else a no-reply address. */
  mailFrom?: string;
  /** Where customers open the web client (https://balie.example.nl), for links in mail; default PUBLIC_URL, else the request's own host. */
  publicUrl?: string;
  /** How long one database statement may run, in ms; default STATEMENT_TIMEOUT_SECONDS (15 s). */
  statementTimeoutMs?: number;
  /** Sees every statement the service runs (query-shape tests). */
  onQuery?: ConnectionOptions['onQuery'];
  /** How long a request may take before it answers 503, in ms; default REQUEST_DEADLINE_SECONDS (30 s). */
  requestDeadlineMs?: number;
  /** Serve live events at /live/events to a BFF in another process that knows this secret; default LIVE_STREAM_SECRET. */
  liveStreamSecret?: string;
  /** The secret POST /system/backup demands (embedded database only); default BACKUP_SECRET, else no backups. */
  backupSecret?: string;
  /** Tick the recurring-ticket scheduler on a timer (TICKET_SCHEDULER_SECONDS); default true. */
  ticketScheduler?: boolean;
  /** Embedded database only: seconds between its vacuum passes (0: off); default EMBEDDED_VACUUM_SECONDS, else 60. */
  embeddedVacuumSeconds?: number;
  /** Hours between scheduled directory syncs of a linked company (0: off); default MSGRAPH_SYNC_HOURS, else 24. */
  directorySyncHours?: number;
  /** Login throttling and request rate limits; each defaults to its env variable (security/limit-settings.ts). */
  limits?: Partial<LimitSettings>;
  /** Redis (redis://…) that keeps the rate-limit counters, so replicas share them; default REDIS_URL, else in memory. */
  redisUrl?: string;
  /** Proxies whose X-Forwarded-For and -Proto are believed (Fastify trustProxy); default TRUST_PROXY, else loopback only. */
  trustProxy?: boolean | string;
  /** Port of the SMTP listener for the mailboxes' mail (0: any free port); default SMTP_INBOUND_PORT, else no listener. */
  smtpInboundPort?: number;
  /** Address the SMTP listener binds to; default SMTP_INBOUND_HOST, else every interface. */
  smtpInboundHost?: string;
  /** The largest mail taken in, in bytes; default INBOUND_MAIL_MAX_BYTES, else 25 MB. */
  inboundMailMaxBytes?: number;
  /** Mails one sender may send a tenant in 10 minutes; default INBOUND_MAIL_PER_SENDER, else 20. */
  inboundMailPerSender?: number;
  /** DNS for the SPF, DKIM and DMARC checks of received mail (tests); default the system's. */
  mailAuthResolver?: DNSResolver;
  /** Poll the tenants' IMAP mailboxes (default true); tests that drive a poller of their own turn it off. */
  imapPolling?: boolean;
  /** The default tenant's IMAP mailbox (imap://user:pass@host:143/INBOX, imaps:// for TLS); default IMAP_URL. */
  imapUrl?: string;
  /** The address customers write to that mailbox; default IMAP_ADDRESS. */
  imapAddress?: string;
  /** Seconds between checks of an IMAP server that offers no IDLE; default IMAP_POLL_SECONDS (60). */
  imapPollSeconds?: number;
}

export interface Api {
  /** Not listening yet: the caller runs app.listen({ port, host }). */
  app: FastifyInstance;
  events: EventBus;
  /** The database handle, for scripts and tests that look behind the REST contract. */
  db: Db;
  /** Where exported and uploaded files are kept. */
  filesDir: string;
  /** Creates the tickets of recurring templates; tick() runs it at once. */
  recurringTickets: RecurringTicketScheduler;
  /** Fetches mail from the IMAP mailboxes; absent when imapPolling is off. */
  imapPoller?: ImapPoller;
  /** What received mail is taken with (mail/ingest.ts ingestMail). */
  mailIn: MailInContext;
  /** Creates a tenant with seeded data; does nothing when the subdomain exists. Returns whether it created one. */
  seedTenant(subdomain: string, name: string, size: SeedSize): Promise<boolean>;
  /** The SMTP listener for received mail; null when it is off. */
  smtpInbound: SmtpListener | null;
  close(): Promise<void>;
}

export { DEFAULT_DEMO_PASSWORD, DEMO_TENANT };

function tokenTtlFromEnv(): number {
  const value = Number(process.env.TOKEN_TTL_SECONDS);
  return Number.isInteger(value) && value > 0 ? value : 3600;
}

/** Seconds between scheduler ticks (TICKET_SCHEDULER_SECONDS, default 60). */
function schedulerIntervalFromEnv(): number {
  const value = Number(process.env.TICKET_SCHEDULER_SECONDS);
  return (Number.isFinite(value) && value > 0 ? value : 60) * 1000;
}

/** Seconds between the embedded database's vacuum passes (EMBEDDED_VACUUM_SECONDS, default 60; 0 turns them off). */
function embeddedVacuumSecondsFromEnv(): number {
  const value = Number(process.env.EMBEDDED_VACUUM_SECONDS);
  return process.env.EMBEDDED_VACUUM_SECONDS && Number.isInteger(value) && value >= 0 ? value : 60;
}

/** A positive whole number from the environment, else the fallback. */
function positiveFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** SMTP_INBOUND_PORT as a port number; undefined (no listener) when unset or not a port. */
function inboundPortFromEnv(): number | undefined {
  const value = Number(process.env.SMTP_INBOUND_PORT);
  return process.env.SMTP_INBOUND_PORT && Number.isInteger(value) && value >= 0 && value <= 65535 ? value : undefined;
}

/** Ten minutes: a window long enough to see a mail loop, short enough to forgive a busy customer. */
const MAIL_SENDER_WINDOW_SECONDS = 600;

/** IMAP_POLL_SECONDS, default 60. */
function imapPollSecondsFromEnv(): number {
  const value = Number(process.env.IMAP_POLL_SECONDS);
  return Number.isFinite(value) && value > 0 ? value : 60;
}

function exportPollFromEnv(): number {
  const value = Number(process.env.EXPORT_POLL_SECONDS);
  return (Number.isFinite(value) && value > 0 ? value : 30) * 1000;
}

export async function createApi(options: ApiOptions = {}): Promise<Api> {
  const password = options.demoPassword ?? DEFAULT_DEMO_PASSWORD;
  const logger = createLogger(options.logger, 'api');
  const metrics = createApiMetrics();
  const db = await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    statementTimeoutMs: options.statementTimeoutMs ?? statementTimeoutFromEnv(),
    onQuery: options.onQuery,
    slowQueries: {
      thresholdMs: options.slowQueryMs ?? slowQueryMsFromEnv(),
      report(query) {
        metrics.slowQueries.inc();
        logger?.warn(query, 'slow query');
      },
    },
  });
  watchDatabase(metrics, db);
  const ownBus = options.events === undefined;
  const events = options.events ?? createMemoryBus();

  const seedIfMissing = (subdomain: string, name: string, size: SeedSize) =>
    underSchemaLock(db, async (trx) => {
      if (await tenantExists(trx, subdomain)) return false;
      await seedTenant(trx, { subdomain, name, size, password });
      return true;
    });

  try {
    await prepareDatabase(db, { seed: options.seed !== false, password });
    const imapUrl = options.imapUrl ?? process.env.IMAP_URL;
    if (imapUrl) await configureEnvMailbox(db, options.defaultTenant ?? DEMO_TENANT, imapUrl, options.imapAddress ?? process.env.IMAP_ADDRESS);
  } catch (error) {
    await db.destroy();
    throw error;
  }

  const filesDir = filesDirFor(options);
  const s3 = options.s3 ?? s3OptionsFromEnv();
  const files = fileStoreFor(filesDir, s3);
  const exportWorker = options.exportJob === false ? undefined : startExportWorker({ db, resolve, filesDir, files, pollMs: exportPollFromEnv() });
  const mailer = createSmtpMailer(options.smtpUrl ?? process.env.SMTP_URL, options.mailFrom ?? process.env.MAIL_FROM);
  const limits = limitSettings(options.limits);
  const redisUrl = options.redisUrl ?? process.env.REDIS_URL;
  const counters = counterStore(limits.keyPrefix, redisUrl);
  const health = createHealth(createProbes({ db, redisUrl, s3, filesDir }));
  const notified = async (tenantId: number, rows: Array<{ id: number; user_id: number }>) => {
    const tenant = await db.selectFrom('tenants').select(['id', 'subdomain']).where('id', '=', tenantId).executeTakeFirst();
    if (tenant) await publishNotifications({ db, events, resolve }, tenant, rows);
  };
  const embedded = embeddedThread(db);
  const vacuumSeconds = options.embeddedVacuumSeconds ?? embeddedVacuumSecondsFromEnv();
  const embeddedVacuum = embedded && vacuumSeconds > 0 ? startEmbeddedVacuum(db, embedded, vacuumSeconds * 1000, (message, error) => console.error(message, error)) : undefined;
  const recurringTickets = startRecurringTicketScheduler({ db, resolve, intervalMs: options.ticketScheduler === false ? 0 : schedulerIntervalFromEnv(), notified, directorySyncHours: options.directorySyncHours ?? directorySyncHoursFromEnv() });
  const context: AppContext = {
    db,
    events: noticingMessages(events),
    resolve,
    declarations,
    defaultTenant: options.defaultTenant ?? DEMO_TENANT,
    tokenTtlSeconds: tokenTtlFromEnv(),
    filesDir,
    files,
    exportWorker,
    mailer,
    publicUrl: options.publicUrl ?? process.env.PUBLIC_URL,
    counters,
    limits,
  };
  // The one way into tickets for mail, whether it arrives over SMTP or is fetched over IMAP.
  const mailIn: MailInContext = {
    ...context,
    senderLimiter: counters.limiter('mail-in-sender', options.inboundMailPerSender ?? positiveFromEnv('INBOUND_MAIL_PER_SENDER', 20), MAIL_SENDER_WINDOW_SECONDS),
    resolver: options.mailAuthResolver,
    mta: hostname(),
    log: (message: string, error?: unknown) => console.error(message, error),
  };
  const inboundPort = options.smtpInboundPort ?? inboundPortFromEnv();
  let smtpInbound: SmtpListener | null = null;
  if (inboundPort !== undefined) {
    try {
      smtpInbound = await startSmtpListener(mailIn, {
        port: inboundPort,
        host: options.smtpInboundHost ?? process.env.SMTP_INBOUND_HOST ?? '0.0.0.0',
        maxBytes: options.inboundMailMaxBytes ?? positiveFromEnv('INBOUND_MAIL_MAX_BYTES', 25 * 1024 * 1024),
      });
    } catch (error) {
      await exportWorker?.close();
      mailer?.close();
      files.close();
      await recurringTickets.close();
      await embeddedVacuum?.close();
      await counters.close();
      await health.close();
      await db.destroy();
      throw error;
    }
  }
  const imapPoller =
    options.imapPolling === false
      ? undefined
      : startImapPoller({
          db,
          ingest: async (mailbox, raw, envelope) => ({ duplicate: (await ingestMail(mailIn, mailbox, raw, envelope)).outcome === 'duplicate' }),
          // Replicas on one PostgreSQL server share the mailboxes: each polls the ones it can lock.
          locks: embeddedThread(db) ? undefined : postgresMailboxLocks(options.databaseUrl!, (message, error) => console.error(message, error)),
          pollMs: (options.imapPollSeconds ?? imapPollSecondsFromEnv()) * 1000,
          reloadMs: 60_000,
        });
  const app = buildServer(context, {
    logger,
    metrics,
    metricsToken: options.metricsToken ?? (process.env.METRICS_TOKEN || undefined),
    trustProxy: options.trustProxy ?? trustProxyFrom(process.env.TRUST_PROXY),
    requestDeadlineMs: options.requestDeadlineMs,
    liveStreamSecret: options.liveStreamSecret ?? process.env.LIVE_STREAM_SECRET,
    backup: {
      dataDir: options.dataDir === undefined ? undefined : resolvePath(options.dataDir),
      secret: options.backupSecret ?? process.env.BACKUP_SECRET,
      s3Bucket: s3?.bucket,
    },
    health,
  });

  return {
    app,
    events,
    db,
    recurringTickets,
    imapPoller,
    mailIn,
    seedTenant: seedIfMissing,
    filesDir,
    smtpInbound,
    async close() {
      // /ready answers 503 at once, so a load balancer stops sending before the server stops listening.
      health.drain();
      // Fastify ends idle keep-alive connections once; one whose answer was still on its way goes once it is idle.
      const idleReaper = setInterval(() => app.server.closeIdleConnections(), 200);
      try {
        await smtpInbound?.close();
        await app.close();
      } finally {
        clearInterval(idleReaper);
      }
      await imapPoller?.close();
      await exportWorker?.close();
      mailer?.close();
      files.close();
      await recurringTickets.close();
      await embeddedVacuum?.close();
      await counters.close();
      await health.close();
      await db.destroy();
      if (ownBus) await events.close();
    },
  };
}
