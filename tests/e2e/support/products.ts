import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { FullConfig } from '@playwright/test';
import { e2eGraphApp } from '../../doubles/msgraph/e2e-app.ts';
import { graphEnv } from '../../doubles/msgraph/process-env.ts';
import { productPort } from './port.ts';

const START_TIMEOUT_MS = 180_000;

/**
 * The product on `port`, on a fresh data folder. Outgoing mail goes to a loopback SMTP server on
 * port + 2, which the messages spec starts; customer mail comes in on port + 3. Exact Online is the
 * loopback double on port + 4, which the accounting spec starts. Microsoft 365 (identity platform
 * and Graph) is the https double on port + 5, which the Microsoft 365 specs start; it writes the CA
 * the server trusts. The scheduled directory sync is off: the specs sync by hand and check what
 * that sync found.
 */
function startProduct(port: number): ChildProcess {
  const dataDir = `.tmp/e2e-data-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      SMTP_URL: `smtp://127.0.0.1:${port + 2}`,
      SMTP_INBOUND_PORT: String(port + 3),
      SMTP_INBOUND_HOST: '127.0.0.1',
      EXACT_BASE_URL: `http://127.0.0.1:${port + 4}`,
      ...graphEnv(e2eGraphApp(port)),
      MSGRAPH_SYNC_HOURS: '0',
      DATA_DIR: dataDir,
      PORT: String(port),
      API_PORT: String(port + 1),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line.trim() !== '') process.stdout.write(`[product ${port}] ${line}\n`);
    });
  }
  return child;
}

async function ready(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The product on port ${port} stopped while starting (code ${child.exitCode}).`);
    try {
      if ((await fetch(`http://localhost:${port}/graphql?query=%7B__typename%7D`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The product on port ${port} did not answer within ${START_TIMEOUT_MS / 1000} s.`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * One product per worker, all started at once: as web servers Playwright would start them one
 * after the other, each seeding its demo tenant while the other core waits. Returns their stop.
 */
export default async function startProducts(config: FullConfig): Promise<() => Promise<void>> {
  const ports = Array.from({ length: config.workers }, (_, worker) => productPort(worker));
  const children = ports.map((port) => startProduct(port));
  const stopAll = () => Promise.all(children.map(stop)).then(() => undefined);
  try {
    await Promise.all(ports.map((port, index) => ready(port, children[index]!)));
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
