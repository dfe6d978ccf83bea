import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import { extract, pack } from 'tar-stream';
import { dumpDatabase } from '../../api/src/db/connection.ts';
import { createApi, DEFAULT_DEMO_PASSWORD, type Api, type ApiOptions } from '../../api/src/index.ts';

/** REST_DATABASE=postgres runs every REST test file on its own fresh database on this server. */
export const POSTGRES_SERVER = process.env.REST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';

async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: `${POSTGRES_SERVER}/postgres` });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(`PostgreSQL is not reachable at ${POSTGRES_SERVER} (${(error as Error).message}); start it or run without REST_DATABASE.`);
  }
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

const API_SOURCE = fileURLToPath(new URL('../../api/src', import.meta.url));

/**
 * Names the seeded database the current api/src would build today: every source file's content,
 * this file's (which shapes the dump), and the date, because the seed dates its rows relative to now.
 */
function templateKey(): string {
  const hash = createHash('sha256');
  const walk = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (!name.endsWith('.test.ts')) hash.update(path).update(readFileSync(path));
    }
  };
  walk(API_SOURCE);
  hash.update(readFileSync(fileURLToPath(import.meta.url)));
  const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  return `${day}_${hash.digest('hex').slice(0, 12)}`;
}

// Taken when this file loads, together with the api code under test, so a template always matches the code that built it.
const TEMPLATE_KEY = templateKey();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Builds something once across parallel test workers: the first takes a lock folder, the others wait for the result. */
async function once(done: () => boolean | Promise<boolean>, lock: string, build: () => Promise<void>): Promise<void> {
  for (let waited = 0; !(await done()); waited += 250) {
    try {
      mkdirSync(lock);
    } catch {
      // A builder that died leaves its lock behind; after two minutes it is taken over.
      if (waited > 120_000) rmSync(lock, { recursive: true, force: true });
      await sleep(250);
      continue;
    }
    try {
      if (!(await done())) await build();
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

/**
 * A dump without the write-ahead log segments a start does not read: those before the last
 * checkpoint's and the recycled ones after it. They are 32 of the dump's 111 MB, and every copy
 * of the database would otherwise read, unpack and store them.
 */
async function withoutSpareWal(dump: Uint8Array, redoSegment: string): Promise<Uint8Array> {
  const input = extract();
  const output = pack();
  const packed = buffer(output);
  input.on('entry', (header, stream, next) => {
    if (/\/pg_wal\/[0-9A-F]{24}$/.test(header.name) && !header.name.endsWith(`/${redoSegment}`)) {
      stream.on('end', next).resume();
      return;
    }
    stream.pipe(output.entry(header, next));
  });
  input.on('finish', () => output.finalize());
  input.on('error', (error) => output.destroy(error));
  Readable.from([Buffer.from(dump.buffer, dump.byteOffset, dump.byteLength)]).pipe(input);
  return new Uint8Array(await packed);
}

// Read once per test process: each copy is taken from memory, not from the disk again.
let templateBytes: Uint8Array | undefined;

/**
 * The migrated and seeded demo database as a PGlite dump, built once per source version and day:
 * opening a dump takes well under a second, seeding takes many.
 */
export async function pgliteTemplate(): Promise<Uint8Array> {
  if (templateBytes) return templateBytes;
  const file = join(tmpdir(), `balie-rest-${TEMPLATE_KEY}.tar`);
  await once(() => existsSync(file), `${file}.lock`, async () => {
    const api = await createApi();
    // As the demo is after its first start: the export the seed leaves queued is written then, and
    // every copy would otherwise write it again while its test runs.
    for (let waited = 0; waited < 60_000; waited += 100) {
      const queued = await sql<{ n: number }>`select count(*)::int as n from exports where exported_at is null and failed_at is null`.execute(api.db);
      if (queued.rows[0].n === 0) break;
      await sleep(100);
    }
    // Frozen, so a copy reads its rows without first checking and marking each one as committed.
    await sql`vacuum (freeze, analyze)`.execute(api.db);
    await sql`checkpoint`.execute(api.db);
    const redo = await sql<{ segment: string }>`select pg_walfile_name(redo_lsn) as segment from pg_control_checkpoint()`.execute(api.db);
    const dump = await withoutSpareWal(await dumpDatabase(api.db), redo.rows[0].segment);
    await api.close();
    writeFileSync(`${file}.part`, dump);
    renameSync(`${file}.part`, file);
    // Dumps of other source versions are 80 MB each; an hour-old one is no longer being read.
    for (const name of readdirSync(tmpdir())) {
      const path = join(tmpdir(), name);
      if (/^balie-rest-.*\.tar$/.test(name) && path !== file && statSync(path).mtimeMs < Date.now() - 3600_000) rmSync(path, { force: true });
    }
  });
  templateBytes = readFileSync(file);
  return templateBytes;
}

/** The same on a PostgreSQL server: a template database that CREATE DATABASE copies. */
async function postgresTemplate(): Promise<string> {
  const key = TEMPLATE_KEY;
  const name = `balie_tpl_${key}`;
  const exists = async () => {
    const admin = new pg.Client({ connectionString: `${POSTGRES_SERVER}/postgres` });
    await admin.connect();
    try {
      return (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    } finally {
      await admin.end();
    }
  };
  await once(exists, join(tmpdir(), `${name}.lock`), async () => {
    await adminQuery(`create database ${name}_part`);
    const api = await createApi({ databaseUrl: `${POSTGRES_SERVER}/${name}_part` });
    await api.close();
    await adminQuery(`alter database ${name}_part rename to ${name}`);
    // Templates of earlier days are never used again.
    const admin = new pg.Client({ connectionString: `${POSTGRES_SERVER}/postgres` });
    await admin.connect();
    try {
      const stale = await admin.query("select datname from pg_database where datname like 'balie_tpl_%' and datname not like $1", [`balie_tpl_${key.slice(0, 8)}%`]);
      for (const row of stale.rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
    } finally {
      await admin.end();
    }
  });
  return name;
}

/** Whether these options ask for the standard demo database that a template can stand in for. */
const standardDemo = (options: ApiOptions) =>
  !options.databaseUrl && !options.dataDir && !options.loadDataDir && options.seed !== false && (options.demoPassword ?? DEFAULT_DEMO_PASSWORD) === DEFAULT_DEMO_PASSWORD;

/**
 * The database for one API: a copy of the seeded template, on PGlite, or with REST_DATABASE=postgres
 * a fresh database of its own on the PostgreSQL server, dropped by the returned function.
 */
export async function ownDatabase(options: ApiOptions): Promise<{ options: ApiOptions; drop: () => Promise<void> }> {
  if (!standardDemo(options)) return { options, drop: async () => {} };
  if (process.env.REST_DATABASE !== 'postgres') return { options: { ...options, loadDataDir: await pgliteTemplate() }, drop: async () => {} };
  const { url, drop } = await postgresDatabase();
  return { options: { ...options, databaseUrl: url }, drop };
}

/** A fresh copy of the seeded demo database on the PostgreSQL server, for services started as processes. */
export async function postgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = await postgresTemplate();
  const name = `balie_rest_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name} template ${template}`);
  return { url: `${POSTGRES_SERVER}/${name}`, drop: () => dropDatabase(name) };
}

/** Drops a test database once its connections have gone; forced only when they linger. */
async function dropDatabase(name: string): Promise<void> {
  for (let attempt = 0; attempt < 30; attempt++) {
    try {
      await adminQuery(`drop database if exists ${name}`);
      return;
    } catch (error) {
      // 55006: still in use by a connection that is closing.
      if ((error as { code?: string }).code !== '55006') throw error;
      await sleep(100);
    }
  }
  await adminQuery(`drop database if exists ${name} with (force)`);
}

export const DEMO_PASSWORD = 'Balie-demo-2026!';

export interface Answer<T = any> {
  status: number;
  body: T;
}

export interface CallOptions {
  token?: string;
  tenant?: string;
  /** Sent as JSON; a string is sent as it is, for malformed bodies. */
  body?: unknown;
  headers?: Record<string, string>;
}

/** The REST service on an ephemeral port, reached with real HTTP. */
export interface RunningApi {
  api: Api;
  url: string;
  call<T = any>(method: string, path: string, options?: CallOptions): Promise<Answer<T>>;
  get<T = any>(path: string, options?: CallOptions): Promise<Answer<T>>;
  post<T = any>(path: string, options?: CallOptions): Promise<Answer<T>>;
  put<T = any>(path: string, options?: CallOptions): Promise<Answer<T>>;
  del<T = any>(path: string, options?: CallOptions): Promise<Answer<T>>;
  /** Logs an operator in (a contact person with contact: true) and returns the bearer token. */
  login(email: string, options?: { tenant?: string; password?: string; contact?: boolean }): Promise<string>;
  close(): Promise<void>;
}

export async function startApi(requested: ApiOptions = {}): Promise<RunningApi> {
  const { options, drop } = await ownDatabase(requested);
  let api: Api;
  try {
    api = await createApi(options);
  } catch (error) {
    await drop();
    throw error;
  }
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;

  const call = async <T>(method: string, path: string, { token, tenant, body, headers = {} }: CallOptions = {}): Promise<Answer<T>> => {
    const sent: Record<string, string> = { ...headers };
    if (token) sent.authorization = `Bearer ${token}`;
    if (tenant) sent['x-tenant'] = tenant;
    if (body !== undefined) sent['content-type'] ??= 'application/json';
    const response = await fetch(url + path, {
      method,
      headers: sent,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text === '' ? null : JSON.parse(text) };
  };

  const running: RunningApi = {
    api,
    url,
    call,
    get: (path, options) => call('GET', path, options),
    post: (path, options) => call('POST', path, options),
    put: (path, options) => call('PUT', path, options),
    del: (path, options) => call('DELETE', path, options),
    async login(email, { tenant, password = DEMO_PASSWORD, contact = false } = {}) {
      const answer = await call<{ access_token: string }>('POST', contact ? '/auth/login' : '/auth/login?operator=true', {
        tenant,
        body: { username: email, password },
      });
      if (answer.status !== 200) throw new Error(`Login of ${email} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body.access_token;
    },
    async close() {
      await api.close();
      await drop();
    },
  };
  return running;
}

/** `?builder=<json>&page=…&s=…` as the wire contract has it. */
export function listQuery(builder: unknown, params: Record<string, string | number> = {}): string {
  const search = new URLSearchParams();
  if (builder !== undefined) search.set('builder', typeof builder === 'string' ? builder : JSON.stringify(builder));
  for (const [key, value] of Object.entries(params)) search.set(key, String(value));
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

export interface Paginated<T = Record<string, any>> {
  data: T[];
  current_page: number;
  last_page: number;
  from: number | null;
  to: number | null;
  total: number;
  per_page: number;
}
