import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { FairQueue } from './fair-queue.ts';
import { databaseLane } from './lanes.ts';
import type { PGliteThread } from './pglite-thread.ts';

class ThreadConnection implements DatabaseConnection {
  constructor(private readonly thread: PGliteThread) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.thread.query(query.sql, [...query.parameters]);
    return {
      rows: result.rows as R[],
      ...(result.affectedRows ? { numAffectedRows: BigInt(result.affectedRows) } : {}),
    };
  }

  /** Nothing here streams; a caller that tries learns so at once. */
  async *streamQuery(): AsyncIterableIterator<QueryResult<never>> {
    throw new Error('Streaming is not supported on the embedded database');
  }
}

/**
 * PGlite has one connection. A statement (or a whole transaction) holds it; the others wait in a
 * fair queue by the lane of their request, so a client flooding the service waits behind itself.
 */
class FairThreadDriver implements Driver {
  private readonly connection: ThreadConnection;
  private readonly queue = new FairQueue<(connection: ThreadConnection) => void>();
  private holder: { lane: string; since: number } | null = null;

  constructor(private readonly thread: PGliteThread) {
    this.connection = new ThreadConnection(thread);
  }

  async init(): Promise<void> {}

  acquireConnection(): Promise<DatabaseConnection> {
    const lane = databaseLane();
    if (!this.holder) {
      this.holder = { lane, since: performance.now() };
      return Promise.resolve(this.connection);
    }
    return new Promise((resolve) => this.queue.push(lane, resolve));
  }

  async releaseConnection(): Promise<void> {
    if (this.holder) this.queue.charge(this.holder.lane, performance.now() - this.holder.since);
    const next = this.queue.shift();
    if (!next) {
      this.holder = null;
      return;
    }
    this.holder = { lane: next.lane, since: performance.now() };
    next.waiter(this.connection);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const isolation = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await connection.executeQuery(CompiledQuery.raw(`start transaction${isolation}`));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy(): Promise<void> {
    await this.thread.close();
  }
}

/** Kysely on the embedded database's thread, with fair turns at its one connection. */
export class PGliteThreadDialect implements Dialect {
  constructor(private readonly thread: PGliteThread) {}
  createAdapter = () => new PostgresAdapter();
  createDriver = () => new FairThreadDriver(this.thread);
  createQueryCompiler = () => new PostgresQueryCompiler();
  createIntrospector = (db: Kysely<any>) => new PostgresIntrospector(db);
}
