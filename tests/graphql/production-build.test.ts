import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/processes.ts';
import { graphql, login } from '../support/stack.ts';

// `npm run build:server`, then the image's roles (deploy/docker-entrypoint.sh) as plain node
// processes on a fresh data folder: migrate once, the REST service and the BFF, a sign-in.

let folder: string;
let dataDir: string;
let roleFile: string;
const running: ChildProcess[] = [];

/** The environment of a container: no loader, no test runner's options; the live-stream secret only as a file. */
function roleEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const name of ['PATH', 'HOME', 'TMPDIR', 'LANG']) if (process.env[name] !== undefined) env[name] = process.env[name];
  return { ...env, DATA_DIR: dataDir, SEED_DEMO: 'false', HOST: '127.0.0.1', BALIE_ROLE_FILE: roleFile, LIVE_STREAM_SECRET_FILE: join(folder, 'live-secret'), ...extra };
}

function run(command: string, args: string[], env?: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

function role(name: string, env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string } {
  const child = spawn('sh', ['deploy/docker-entrypoint.sh', name], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function answers(url: string, what: () => string, timeoutMs = 90_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() - started > timeoutMs) throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Every package a compiled file imports by name. */
function importedPackages(dir: string): Set<string> {
  const found = new Set<string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.m?js$/.test(entry.name)) continue;
    const code = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    const declarations = /^\s*(?:import|export)\s[^;]*?\sfrom\s*['"]([^'"]+)['"]/gm;
    const sideEffects = /^\s*import\s*['"]([^'"]+)['"]/gm;
    const calls = /\b(?:import|require|require\.resolve)\(\s*['"]([^'"]+)['"]\s*\)/g;
    for (const match of [declarations, sideEffects, calls].flatMap((pattern) => [...code.matchAll(pattern)])) {
      if (match[1].startsWith('.')) continue;
      const specifier = match[1].replace(/^node:/, '');
      if (builtinModules.includes(specifier.split('/')[0]) || builtinModules.includes(specifier)) continue;
      found.add(specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]);
    }
  }
  return found;
}

const dependenciesOf = (manifest: string) => Object.keys((JSON.parse(readFileSync(manifest, 'utf8')) as { dependencies?: object }).dependencies ?? {});

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'balie-prod-'));
  dataDir = join(folder, 'data');
  roleFile = join(folder, 'role');
  writeFileSync(join(folder, 'live-secret'), 'een-geheim-dat-alleen-in-een-bestand-staat\n');
  const build = await run('npm', ['run', 'build:server']);
  if (build.code !== 0) throw new Error(`npm run build:server failed:\n${build.output}`);
}, 180_000);

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

afterAll(async () => {
  for (const child of running) await stop(child);
  rmSync(folder, { recursive: true, force: true });
}, 30_000);

describe('the production build', () => {
  it('is JavaScript that imports only the production dependencies of its own service', () => {
    for (const dir of ['api/dist', 'bff/dist', 'scripts/dist']) {
      const files = readdirSync(dir, { recursive: true }).map(String);
      expect(files.filter((file) => file.endsWith('.ts')), dir).toEqual([]);
    }
    expect(readdirSync('api/dist/db')).toContain('pglite-worker.mjs');
    const apiPackages = [...importedPackages('api/dist')];
    expect(apiPackages).toContain('fastify');
    expect(apiPackages.filter((name) => !dependenciesOf('api/package.json').includes(name))).toEqual([]);
    const bffPackages = [...importedPackages('bff/dist')];
    expect(bffPackages).toContain('graphql-yoga');
    expect(bffPackages.filter((name) => !dependenciesOf('bff/package.json').includes(name))).toEqual([]);
    // The package both services share: compiled beside them, with its own dependencies.
    for (const service of ['api', 'bff']) expect(dependenciesOf(`${service}/package.json`)).toContain('@balie/service-kit');
    const kitPackages = [...importedPackages('service-kit/dist')];
    expect(kitPackages).toContain('pino');
    expect(kitPackages.filter((name) => !dependenciesOf('service-kit/package.json').includes(name))).toEqual([]);
    expect([...importedPackages('scripts/dist')]).toEqual([]);
  });

  it('migrates a fresh data folder once with the migrate role, then finds nothing left to do', async () => {
    const env = roleEnv({});
    const first = await run('sh', ['deploy/docker-entrypoint.sh', 'migrate'], env);
    expect(first.code, first.output).toBe(0);
    expect(first.output).toMatch(/Migraties uitgevoerd: 0001/);
    expect(readFileSync(roleFile, 'utf8').trim()).toBe('migrate');
    const again = await run('sh', ['deploy/docker-entrypoint.sh', 'migrate'], env);
    expect(again.code, again.output).toBe(0);
    expect(again.output).toContain('De database is bij: geen migraties uit te voeren.');
  }, 180_000);

  it('runs the api and bff roles with plain node, and signs in through GraphQL', async () => {
    const [apiPort, port] = [await freePort(), await freePort()];
    const api = role('api', roleEnv({ API_PORT: String(apiPort), DEFAULT_TENANT: 'acme' }));
    await answers(`http://127.0.0.1:${apiPort}/system/status`, api.output);
    const bff = role('bff', roleEnv({ PORT: String(port), API_URL: `http://127.0.0.1:${apiPort}` }));
    const bffUrl = `http://127.0.0.1:${port}`;
    await answers(`${bffUrl}/graphql?query=%7B__typename%7D`, bff.output);
    // The entrypoint hands its process to node itself: no shell, no TypeScript loader in between.
    expect(readFileSync(`/proc/${api.child.pid}/cmdline`, 'utf8').split('\0').filter(Boolean)).toEqual(['node', 'api/dist/main.js']);
    expect(readFileSync(`/proc/${bff.child.pid}/cmdline`, 'utf8').split('\0').filter(Boolean)).toEqual(['node', 'bff/dist/main.js']);

    const setup = await graphql(
      bffUrl,
      'mutation($input: SetupSystemInput!) { setupSystem(input: $input) { accessToken tenant userErrors { field message } } }',
      { input: { name: 'Acme IT', subdomain: 'acme', firstName: 'Anna', lastName: 'Jansen', email: 'beheer@acme.nl', password: 'Acme-start-2026!' } },
    );
    expect(setup.data.setupSystem).toMatchObject({ tenant: 'acme', userErrors: [] });
    const token = await login(bffUrl, { username: 'beheer@acme.nl', password: 'Acme-start-2026!' });
    const viewer = await graphql(bffUrl, '{ viewer { user { email } } }', {}, token);
    expect(viewer.data.viewer.user.email).toBe('beheer@acme.nl');
  }, 180_000);

  it('runs both services under the compiled supervisor with the both role', async () => {
    // One PGlite data folder has one owner: the roles of the previous test go first.
    for (const child of running) await stop(child);
    const [apiPort, port] = [await freePort(), await freePort()];
    const both = role('both', roleEnv({ API_PORT: String(apiPort), PORT: String(port), DEFAULT_TENANT: 'acme' }));
    const started = Date.now();
    while (!both.output().includes('Balie draait op')) {
      if (Date.now() - started > 90_000 || both.child.exitCode !== null) throw new Error(`no banner:\n${both.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(both.output()).toMatch(/REST-service gestart \(pid \d+\)/);
    const token = await login(`http://127.0.0.1:${port}`, { username: 'beheer@acme.nl', password: 'Acme-start-2026!' });
    expect((await graphql(`http://127.0.0.1:${port}`, '{ viewer { user { email } } }', {}, token)).data.viewer.user.email).toBe('beheer@acme.nl');
    await stop(both.child);
    expect(both.child.exitCode).toBe(0);
  }, 180_000);
});
