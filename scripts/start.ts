// Runs the whole product: the REST service (API_PORT) and the BFF with the web app (PORT) as two
// processes under this supervisor, so one failing never stops the other. A process that dies is
// started again, with the reason logged. PGlite in ./data unless DATABASE_URL points at a
// PostgreSQL server; live events go from REST to BFF over Redis when REDIS_URL is set, else over
// the REST service's event stream, guarded by a secret only these processes know.
// Compiled (scripts/dist/start.js: `npm run start:prod`, the image's `both` role) it runs the
// compiled services with plain node; under tsx their sources.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { portInUse } from './ports.ts';

const compiled = import.meta.url.endsWith('.js');
const port = Number(process.env.PORT ?? 4000);
const apiPort = Number(process.env.API_PORT ?? 4001);
const dataDir = resolve(process.env.DATA_DIR ?? 'data');
const demoPassword = process.env.DEMO_PASSWORD ?? 'Balie-demo-2026!';
const defaultTenant = process.env.DEFAULT_TENANT ?? 'demo';

const shared = {
  ...process.env,
  API_PORT: String(apiPort),
  PORT: String(port),
  DATA_DIR: dataDir,
  DEMO_PASSWORD: demoPassword,
  DEFAULT_TENANT: defaultTenant,
  API_URL: `http://127.0.0.1:${apiPort}`,
  WEB_DIST: resolve('web/dist'),
  LIVE_STREAM_SECRET: process.env.LIVE_STREAM_SECRET ?? randomBytes(24).toString('hex'),
};

interface Service {
  name: string;
  entry: string;
  /** Answers once the service serves requests. */
  ready: string;
  child?: ChildProcess;
  restarts: number[];
}

const services: Service[] = [
  { name: 'REST-service', entry: compiled ? 'api/dist/main.js' : 'api/src/main.ts', ready: `http://127.0.0.1:${apiPort}/ready`, restarts: [] },
  { name: 'BFF', entry: compiled ? 'bff/dist/main.js' : 'bff/src/main.ts', ready: `http://127.0.0.1:${port}/ready`, restarts: [] },
];

let stopping = false;
const RESTART_WINDOW_MS = 60_000;

/** Seconds to wait before the next start: at once, then longer while a process keeps dying. */
function backoff(service: Service): number {
  const now = Date.now();
  service.restarts = service.restarts.filter((at) => now - at < RESTART_WINDOW_MS);
  service.restarts.push(now);
  return Math.min(30, 2 ** (service.restarts.length - 1) - 1);
}

function launch(service: Service): void {
  // The same Node with the same TypeScript loader this script runs under.
  const child = spawn(process.execPath, [...process.execArgv, service.entry], { env: shared, stdio: ['ignore', 'inherit', 'pipe'] });
  service.child = child;
  let lastError = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    lastError = (lastError + chunk.toString()).slice(-2000);
  });
  console.log(`${service.name} gestart (pid ${child.pid})`);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    const why = signal ? `signaal ${signal}` : `code ${code}`;
    const lastLine = lastError.trim().split('\n').at(-1);
    const wait = backoff(service);
    console.error(`${service.name} is gestopt (${why})${lastLine ? `: ${lastLine}` : ''}; opnieuw starten over ${wait} s.`);
    setTimeout(() => {
      if (!stopping) launch(service);
    }, wait * 1000);
  });
}

async function waitUntilReady(service: Service): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(service.ready)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

// Another Balie (or anything else) on these ports would answer the readiness checks below for us.
for (const [name, taken] of [['PORT', port], ['API_PORT', apiPort]] as const) {
  if (await portInUse(taken)) {
    console.error(`Poort ${taken} (${name}) is al in gebruik. Stop wat daar draait, of kies een andere poort met ${name}=...`);
    process.exit(1);
  }
}

// REST first: the BFF is only of use once the REST service behind it (seeded on a first start) answers.
launch(services[0]);
await waitUntilReady(services[0]);
launch(services[1]);
await waitUntilReady(services[1]);

console.log(`
Balie draait op http://localhost:${port}  (tenant ${defaultTenant}; ook http://${defaultTenant}.localhost:${port})
GraphQL en GraphiQL: http://localhost:${port}/graphql
REST: http://localhost:${apiPort}
Opslag: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : dataDir}
Demo-login: admin@demo.nl / ${demoPassword}
`);

/** Both processes together get the 10 s an orchestrator gives; each drains on SIGTERM (see service-kit/src/shutdown.ts). */
const SHUTDOWN_GRACE_MS = 10_000;

async function stop() {
  if (stopping) return;
  stopping = true;
  const deadline = Date.now() + SHUTDOWN_GRACE_MS;
  // The BFF first, so its running requests still reach the REST service and no new one does.
  for (const service of [...services].reverse()) {
    const child = service.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now())))]);
    if (child.exitCode === null && child.signalCode === null) {
      console.error(`${service.name} stopte niet binnen ${SHUTDOWN_GRACE_MS / 1000} s; nu gestopt.`);
      child.kill('SIGKILL');
    }
  }
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
