import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createApi, type Api } from '../../api/src/index.ts';

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
