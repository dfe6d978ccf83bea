import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The container's HEALTHCHECK (deploy/healthcheck.mjs) against small servers that answer /health.
let folder: string;
let healthy: Server;
let failing: Server;
const portOf = (server: Server) => (server.address() as { port: number }).port;

async function serve(status: number): Promise<Server> {
  const server = createServer((request, response) => {
    response.statusCode = request.url === '/health' ? status : 404;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

function check(role: string | null, ports: { api: number; bff: number }): Promise<{ code: number; stderr: string }> {
  const roleFile = join(folder, `role-${Math.random()}`);
  if (role !== null) writeFileSync(roleFile, `${role}\n`);
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['deploy/healthcheck.mjs'],
      { env: { PATH: process.env.PATH, API_PORT: String(ports.api), PORT: String(ports.bff), BALIE_ROLE_FILE: roleFile } },
      (error, _stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stderr }),
    );
  });
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'balie-health-'));
  healthy = await serve(200);
  failing = await serve(503);
});

afterAll(async () => {
  await new Promise((resolve) => healthy.close(resolve));
  await new Promise((resolve) => failing.close(resolve));
  rmSync(folder, { recursive: true, force: true });
});

// Each check starts node; on a busy machine that alone can take seconds.
describe('the image health check', { timeout: 30_000 }, () => {
  it("asks /health on the port of the container's role", async () => {
    expect(await check('api', { api: portOf(healthy), bff: portOf(failing) })).toEqual({ code: 0, stderr: '' });
    expect(await check('bff', { api: portOf(failing), bff: portOf(healthy) })).toEqual({ code: 0, stderr: '' });
  });

  it('fails when the service answers an error or does not answer', async () => {
    const answered = await check('api', { api: portOf(failing), bff: portOf(healthy) });
    expect(answered.code).toBe(1);
    expect(answered.stderr).toContain(`port ${portOf(failing)}: /health answered 503`);
    // A port nobody listens on: the container's process is gone or not listening yet.
    const closed = await serve(200);
    const port = portOf(closed);
    await new Promise((resolve) => closed.close(resolve));
    expect((await check('bff', { api: portOf(healthy), bff: port })).code).toBe(1);
  });

  it('checks both services for the both role, also when the role was never written', async () => {
    expect((await check('both', { api: portOf(healthy), bff: portOf(healthy) })).code).toBe(0);
    expect((await check('both', { api: portOf(healthy), bff: portOf(failing) })).code).toBe(1);
    expect((await check(null, { api: portOf(failing), bff: portOf(healthy) })).code).toBe(1);
  });
});
