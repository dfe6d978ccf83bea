import { createServer } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgliteTemplate } from './api.ts';

/** A loopback port nobody listens on right now, for a product started as its own processes. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Fills a new PGlite data folder with the seeded demo database, so a start there is a restart, not a first seed. */
export async function seedDataDir(dataDir: string): Promise<void> {
  const seeded = await PGlite.create({ dataDir, loadDataDir: new Blob([new Uint8Array(await pgliteTemplate())]), extensions: { pg_trgm } });
  await seeded.close();
}
