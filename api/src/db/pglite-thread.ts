import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';

/** A statement ran past its time limit; the caller answers 503. */
export class StatementTimeoutError extends Error {
  readonly code = 'STATEMENT_TIMEOUT';
  constructor(readonly timeoutMs: number) {
    super(`Statement exceeded ${timeoutMs} ms`);
  }
}

/** The database thread stopped (a timed-out statement or a crash) while this statement waited on it. */
export class DatabaseRestartedError extends Error {
  readonly code = 'DATABASE_RESTARTED';
}

export interface PGliteThreadOptions {
  /** PGlite data folder; absent: an in-memory database. */
  dataDir?: string;
  /** A dump (dumpDataDir) the database starts from; with a data folder, only when that folder is new. */
  loadDataDir?: Uint8Array;
  /** How long one statement may run; 0: no limit. */
  statementTimeoutMs: number;
}

interface QueryResult {
  rows: unknown[];
  affectedRows?: number;
}

interface Waiting {
  resolve(value: unknown): void;
  reject(error: Error): void;
  timer?: NodeJS.Timeout;
}

type Reply = { ready: true } | { id: number; result: unknown } | { id: number; error: Record<string, unknown> & { message: string } };

const WORKER = new URL('./pglite-worker.mjs', import.meta.url);

let compiling: Promise<WebAssembly.Module> | undefined;

/**
 * PostgreSQL's WebAssembly, compiled once per process: a thread handed the compiled module shares
 * its machine code, where one given the bytes compiles all 9 MB again (seconds of CPU).
 */
function compiledPostgres(): Promise<WebAssembly.Module> {
  compiling ??= (async () => {
    const pglite = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    return WebAssembly.compile(await readFile(join(pglite, 'pglite.wasm')));
  })();
  return compiling;
}

/**
 * PGlite in a worker thread, with the `query`/`close` surface the kysely dialect uses. A statement
 * past its limit on a data folder ends the thread and reopens the folder: PGlite has no working
 * statement_timeout, and the only way to free its single connection is to stop the thread running
 * it. PostgreSQL recovers the folder as after a crash, so nothing committed is lost. An in-memory
 * database cannot be reopened: there the caller gets its timeout, the statement runs on, and later
 * statements wait for it.
 */
export class PGliteThread {
  private worker!: Worker;
  private ready!: Promise<void>;
  private readonly waiting = new Map<number, Waiting>();
  /** In memory: the statement whose caller got its timeout but that still runs, and its end. */
  private abandoned?: { id: number; done: Promise<void>; finish(): void };
  private nextId = 1;
  private closed = false;
  /** Work that may take as long as it needs (schema changes over a filled database), when above 0. */
  private unlimited = 0;

  /** Statements sent and not yet answered: how busy the embedded database is. */
  get inFlight(): number {
    return this.waiting.size;
  }

  private constructor(
    private readonly options: PGliteThreadOptions,
    private loadDataDir: Uint8Array | undefined,
    private readonly wasmModule: WebAssembly.Module,
  ) {}

  static async start(options: PGliteThreadOptions): Promise<PGliteThread> {
    const thread = new PGliteThread(options, options.loadDataDir, await compiledPostgres());
    thread.spawn();
    await thread.ready;
    return thread;
  }

  /** Restarts after a timeout or a crash; seen by the start-up log and by tests. */
  restarts = 0;

  private spawn(): void {
    // Every thread gets its own copy of the dump, handed over rather than cloned: a dump is some 100 MB.
    // A copy through the Uint8Array constructor: a Buffer's slice() shares the caller's memory.
    const loadDataDir = this.loadDataDir ? new Uint8Array(this.loadDataDir).buffer : undefined;
    const workerData = { dataDir: this.options.dataDir, loadDataDir, wasmModule: this.wasmModule };
    // A data folder keeps what the dump put in it; reopening it must not load the dump again.
    if (this.options.dataDir) this.loadDataDir = undefined;
    const worker = new Worker(WORKER, { workerData, transferList: loadDataDir ? [loadDataDir] : [] });
    this.worker = worker;
    this.ready = new Promise<void>((resolve, reject) => {
      worker.once('error', reject);
      worker.on('message', (reply: Reply) => {
        if ('ready' in reply) {
          worker.off('error', reject);
          worker.on('error', (error) => this.stopped(worker, error));
          resolve();
          return;
        }
        this.answer(reply);
      });
      worker.on('exit', (code) => this.stopped(worker, new Error(`database thread exited with code ${code}`)));
    });
    // A start that fails is reported to the caller waiting on ready; this only keeps it from being unhandled.
    this.ready.catch(() => undefined);
  }

  private answer(reply: Exclude<Reply, { ready: true }>): void {
    if (this.abandoned?.id === reply.id) {
      this.abandoned.finish();
      this.abandoned = undefined;
      return;
    }
    const waiting = this.waiting.get(reply.id);
    if (!waiting) return;
    this.waiting.delete(reply.id);
    clearTimeout(waiting.timer);
    if ('error' in reply) waiting.reject(Object.assign(new Error(reply.error.message), reply.error));
    else waiting.resolve(reply.result);
  }

  private stopped(worker: Worker, error: Error): void {
    if (worker !== this.worker || this.closed) return;
    console.error(`De database-thread is gestopt (${error.message}); hij wordt opnieuw gestart.`);
    this.restart(new DatabaseRestartedError(error.message));
  }

  private restart(reason: Error): void {
    const old = this.worker;
    for (const [id, waiting] of this.waiting) {
      clearTimeout(waiting.timer);
      waiting.reject(reason);
      this.waiting.delete(id);
    }
    void old.terminate();
    this.restarts += 1;
    this.spawn();
  }

  private timedOut(id: number): void {
    const waiting = this.waiting.get(id);
    if (!waiting) return;
    const error = new StatementTimeoutError(this.options.statementTimeoutMs);
    if (!this.options.dataDir) {
      this.waiting.delete(id);
      waiting.reject(error);
      // Later statements wait for it instead of timing out behind it.
      let finish = () => {};
      const done = new Promise<void>((resolve) => (finish = resolve));
      this.abandoned = { id, done, finish };
      return;
    }
    this.waiting.delete(id);
    waiting.reject(error);
    this.restart(new DatabaseRestartedError('a statement ran past its time limit'));
  }

  private async send<T>(message: Record<string, unknown>, limited: boolean): Promise<T> {
    if (this.closed) throw new Error('database closed');
    await this.ready;
    while (this.abandoned) await this.abandoned.done;
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      const waiting: Waiting = { resolve: resolve as (value: unknown) => void, reject };
      const limit = this.options.statementTimeoutMs;
      if (limited && limit > 0) waiting.timer = setTimeout(() => this.timedOut(id), limit);
      this.waiting.set(id, waiting);
      this.worker.postMessage({ ...message, id });
    });
  }

  query(sql: string, params: unknown[] = []): Promise<QueryResult> {
    return this.send<QueryResult>({ type: 'query', sql, params }, this.unlimited === 0);
  }

  /** Runs `work` with no statement limit: a migration rewriting a large table must not be cut off and restarted forever. */
  async withoutTimeLimit<T>(work: () => Promise<T>): Promise<T> {
    this.unlimited++;
    try {
      return await work();
    } finally {
      this.unlimited--;
    }
  }

  async dumpDataDir(): Promise<Uint8Array> {
    return new Uint8Array(await this.send<ArrayBuffer>({ type: 'dump' }, false));
  }

  async close(): Promise<void> {
    if (this.closed) return;
    // A statement still running (its request long answered) would hold the close up until its limit.
    const busy = this.waiting.size > 0 || this.abandoned !== undefined;
    this.abandoned?.finish();
    try {
      // Shutting PostgreSQL down writes its checkpoint; in memory nothing would keep it.
      if (!busy && this.options.dataDir) await this.send({ type: 'close' }, false);
    } finally {
      this.closed = true;
      for (const waiting of this.waiting.values()) {
        clearTimeout(waiting.timer);
        waiting.reject(new DatabaseRestartedError('database closed'));
      }
      this.waiting.clear();
      await this.worker.terminate();
    }
  }
}
