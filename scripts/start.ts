// Runs the whole product in one process: the REST service on API_PORT and the BFF with the
// web app on PORT, PGlite in ./data unless DATABASE_URL points at a PostgreSQL server.
import { resolve } from 'node:path';
import { createApi, createMemoryBus, createRedisBus } from '../api/src/index.ts';
import { createBff } from '../bff/src/index.ts';

const port = Number(process.env.PORT ?? 4000);
const apiPort = Number(process.env.API_PORT ?? 4001);
const host = process.env.HOST ?? '0.0.0.0';
const dataDir = resolve(process.env.DATA_DIR ?? 'data');
const demoPassword = process.env.DEMO_PASSWORD ?? 'Balie-demo-2026!';
const defaultTenant = process.env.DEFAULT_TENANT ?? 'demo';

const events = process.env.REDIS_URL ? createRedisBus(process.env.REDIS_URL) : createMemoryBus();
const api = await createApi({
  databaseUrl: process.env.DATABASE_URL,
  dataDir,
  defaultTenant,
  demoPassword,
  events,
  logger: process.env.LOG === '1',
});
await api.app.listen({ port: apiPort, host });

const bff = createBff({
  apiUrl: `http://127.0.0.1:${apiPort}`,
  live: api.events,
  webDist: resolve('web/dist'),
});
await new Promise<void>((done) => bff.server.listen(port, host, done));

console.log(`
Balie draait op http://localhost:${port}  (tenant ${defaultTenant}; ook http://${defaultTenant}.localhost:${port})
GraphQL en GraphiQL: http://localhost:${port}/graphql
REST: http://localhost:${apiPort}
Opslag: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : dataDir}
Demo-login: admin@demo.nl / ${demoPassword}
`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await bff.close();
  await api.close();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
