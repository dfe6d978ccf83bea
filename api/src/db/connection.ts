import { mkdirSync } from 'node:fs';
import { Kysely, PostgresDialect, type LogConfig, type LogEvent } from 'kysely';
import pg from 'pg';
import { PGliteThreadDialect } from './pglite-driver.ts';
import { PGliteThread } from './pglite-thread.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export interface ConnectionOptions {
  /** postgres://… uses a PostgreSQL server; anything else the embedded PGlite. */
  databaseUrl?: string;
  /** PGlite data folder; undefined keeps the database in memory. */
  dataDir?: string;
  /** A PGlite dump (dumpDataDir) a new database starts from: tests clone one seeded database. */
  loadDataDir?: Uint8Array;
  /** How long one statement may run, in ms; 0: no limit. */
  statementTimeoutMs: number;
  /** Sees every statement with its parameters after it ran: tests explain the SQL the service really issues. */
  onQuery?: (query: ExecutedQuery) => void;
  /** Statements that took longer than thresholdMs (or failed after that long), without their parameters. */
  slowQueries?: { thresholdMs: number; report(query: SlowQuery): void };
}

export interface SlowQuery {
  sql: string;
  durationMs: number;
  failed: boolean;
}

/** Longest SQL text a slow-query line carries: a bulk insert's statement runs to hundreds of kilobytes. */
export const SLOW_QUERY_SQL_CHARS = 2_000;

/** The statement as a log line shows it: its start, and how long it was when cut. */
export function slowQuerySql(sql: string, limit = SLOW_QUERY_SQL_CHARS): string {
  return sql.length <= limit ? sql : `${sql.slice(0, limit)}… (${sql.length} tekens)`;
}

/** SLOW_QUERY_MS, default 500; 0 reports every statement. */
export function slowQueryMsFromEnv(): number {
  const value = Number(process.env.SLOW_QUERY_MS);
  return process.env.SLOW_QUERY_MS?.trim() && Number.isFinite(value) && value >= 0 ? value : 500;
}

export interface ExecutedQuery {
  sql: string;
  parameters: readonly unknown[];
}

/** STATEMENT_TIMEOUT_SECONDS, default 15. */
export function statementTimeoutFromEnv(): number {
  const value = Number(process.env.STATEMENT_TIMEOUT_SECONDS);
  return (Number.isFinite(value) && value > 0 ? value : 15) * 1000;
}

export async function openDatabase(options: ConnectionOptions): Promise<Db> {
  const url = options.databaseUrl;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    // JIT compiles the expressions of any plan the planner deems costly, such as a deep page over
    // half a million rows; that compiling alone took 150–185 ms, far more than it ever saved here.
    const pool = new pg.Pool({ connectionString: url, max: 10, statement_timeout: options.statementTimeoutMs || undefined, options: '-c jit=off' });
    // An idle connection the server ends (restart, failover, a dropped database) is simply replaced
    // on next use; unhandled, its error would take the whole process down.
    pool.on('error', (error) => console.error('PostgreSQL closed an idle connection:', error.message));
    // Fail at start-up with the driver's own message rather than on the first request.
    try {
      (await pool.connect()).release();
    } catch (error) {
      await pool.end();
      throw error;
    }
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: observer(options) });
    pools.set(db, pool);
    return db;
  }
  // PGlite creates only the last folder of its path; DATA_DIR may name a deeper one.
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const thread = await PGliteThread.start({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    statementTimeoutMs: options.statementTimeoutMs,
  });
  const db = new Kysely<Database>({ dialect: new PGliteThreadDialect(thread), log: observer(options) });
  embedded.set(db, thread);
  return db;
}

function observer({ onQuery, slowQueries }: ConnectionOptions): LogConfig | undefined {
  if (!onQuery && !slowQueries) return undefined;
  return (event: LogEvent) => {
    onQuery?.({ sql: event.query.sql, parameters: event.query.parameters });
    if (slowQueries && event.queryDurationMillis >= slowQueries.thresholdMs)
      slowQueries.report({ sql: slowQuerySql(event.query.sql), durationMs: Math.round(event.queryDurationMillis), failed: event.level === 'error' });
  };
}

const pools = new WeakMap<Db, pg.Pool>();

/** The PostgreSQL server's connection pool in figures; undefined on the embedded database. */
export function poolFigures(db: Db): { total: number; idle: number; waiting: number } | undefined {
  const pool = pools.get(db);
  return pool && { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

const embedded = new WeakMap<Db, PGliteThread>();

/** The embedded database's thread, for tests that look at its restarts; undefined on PostgreSQL. */
export const embeddedThread = (db: Db): PGliteThread | undefined => embedded.get(db);

/** The whole embedded database as one uncompressed tarball, for loadDataDir. */
export async function dumpDatabase(db: Db): Promise<Uint8Array> {
  const pglite = embedded.get(db);
  if (!pglite) throw new Error('Only an embedded (PGlite) database can be dumped');
  return pglite.dumpDataDir();
}
