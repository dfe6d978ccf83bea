import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createApi, type Api } from '../../api/src/index.ts';
import { freePort, seedDataDir } from '../support/processes.ts';

let parentDir: string | undefined;

afterAll(async () => {
  if (parentDir) await rm(parentDir, { recursive: true, force: true });
});

async function counts(api: Api) {
  const count = (table: 'tenants' | 'tickets' | 'messages' | 'users' | 'schema_migrations') =>
    api.db.selectFrom(table).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  return {
    tenants: (await count('tenants')).n,
    tickets: (await count('tickets')).n,
    messages: (await count('messages')).n,
    users: (await count('users')).n,
    migrations: (await count('schema_migrations')).n,
  };
}

describe('a PGlite data folder', () => {
  it('is seeded on the first start and reused, not reseeded, on the next', async () => {
    parentDir = await mkdtemp(join(tmpdir(), 'balie-api-'));
    // A data folder whose parents do not exist yet, as on a fresh clone.
    const dataDir = join(parentDir, 'nog', 'niet', 'data');
    const first = await createApi({ dataDir });
    const seeded = await counts(first);
    await first.close();
    expect(seeded.tenants).toBe(1);
    expect(seeded.tickets).toBeGreaterThanOrEqual(500);
    expect(seeded.messages).toBeGreaterThanOrEqual(2000);

    const second = await createApi({ dataDir });
    try {
      expect(await counts(second)).toEqual(seeded);
      const login = await second.app.inject({
        method: 'POST',
        url: '/auth/login?operator=true',
        payload: { username: 'admin@demo.nl', password: 'Balie-demo-2026!' },
      });
      expect(login.statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });
});

describe('the REST service killed right after a 201', () => {
  it('keeps every company it answered 201 for, over 5 kills', async () => {
    const { spawn } = await import('node:child_process');
    parentDir ??= await mkdtemp(join(tmpdir(), 'balie-api-'));
    const dataDir = join(parentDir, 'gedood');
    await seedDataDir(dataDir);

    const names: string[] = [];
    // Five kills, each right after a 201; the sixth start only checks.
    for (let round = 0; round <= 5; round++) {
      const port = await freePort();
      const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
        env: { ...process.env, API_PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1', REDIS_URL: '' },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      await new Promise<void>((resolve, reject) => {
        child.once('exit', (code) => reject(new Error(`REST service exited with ${code}`)));
        child.stdout!.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('REST-service op poort')) resolve();
        });
      });
      const base = `http://127.0.0.1:${port}`;
      const login = await fetch(`${base}/auth/login?operator=true`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin@demo.nl', password: 'Balie-demo-2026!' }),
      });
      const token = ((await login.json()) as { access_token: string }).access_token;
      if (names.length > 0) {
        const listed = await fetch(`${base}/companies?builder=${encodeURIComponent(JSON.stringify({ where: [['name', 'like', 'Na de kill %']], paginate: 100 }))}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const found = ((await listed.json()) as { data: Array<{ name: string }> }).data.map((company) => company.name);
        expect(found.sort()).toEqual([...names].sort());
      }
      if (round === 5) {
        child.removeAllListeners('exit');
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
        break;
      }
      const name = `Na de kill ${round}`;
      const created = await fetch(`${base}/companies`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ name }),
      });
      expect(created.status).toBe(201);
      child.removeAllListeners('exit');
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
      names.push(name);
    }
  }, 240_000);
});
