import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type RunningApi } from '../support/api.ts';
import { freePort } from '../support/processes.ts';
import { startS3, type TestS3 } from '../support/s3.ts';
import { heldRequest } from '../support/slow-request.ts';

const get = async (url: string, headers: Record<string, string> = {}) => {
  const response = await fetch(url, { headers });
  return { status: response.status, body: (await response.json()) as any };
};

// One service per configuration: the embedded default, one whose S3 and Redis are unreachable, one on a real S3 server.
let rest: RunningApi;
let unreachable: RunningApi;
let onS3: RunningApi;
let s3: TestS3;
let closedPort: number;
let filesDir: string;
let drained = false;

beforeAll(async () => {
  closedPort = await freePort();
  filesDir = mkdtempSync(join(tmpdir(), 'balie-health-'));
  s3 = await startS3();
  // Two requests a minute per address: the probes must not count against it.
  rest = await startApi({ filesDir, limits: { requestsPerMinutePerAddress: 2 } });
  unreachable = await startApi({
    s3: { bucket: 'weg', endpoint: `http://127.0.0.1:${closedPort}`, region: 'eu-west-1', accessKeyId: 'x', secretAccessKey: 'y' },
    redisUrl: `redis://127.0.0.1:${closedPort}`,
  });
  onS3 = await startApi({ s3: s3.options });
});

afterAll(async () => {
  await Promise.all([rest?.close(), unreachable?.close(), drained ? undefined : onS3?.close()]);
  await s3?.close();
  rmSync(filesDir, { recursive: true, force: true });
});

describe('GET /health and GET /ready', () => {
  it('answer 200 on the embedded default: on a bare host, on a host naming no tenant, without a token, however often asked', async () => {
    for (let round = 0; round < 4; round++) {
      expect(await get(`${rest.url}/health`)).toEqual({ status: 200, body: { status: 'ok' } });
      expect(await get(`${rest.url}/ready`, { host: 'onbekend.localhost' })).toEqual({
        status: 200,
        body: { status: 'gereed', checks: { database: 'ok', bestanden: 'ok' } },
      });
    }
    // Ordinary requests from the same address are still limited.
    const statuses = [];
    for (let round = 0; round < 3; round++) statuses.push((await fetch(`${rest.url}/system/status`)).status);
    expect(statuses).toContain(429);
  });

  it('/ready answers 503 naming the files folder while it cannot be written, 200 again once it can', async () => {
    rmSync(filesDir, { recursive: true, force: true });
    // A file where the folder should be: not even root can write into it.
    writeFileSync(filesDir, '');
    try {
      expect(await get(`${rest.url}/ready`)).toEqual({
        status: 503,
        body: { status: 'niet gereed', checks: { database: 'ok', bestanden: 'onbereikbaar' }, message: 'Niet bereikbaar: bestanden.' },
      });
    } finally {
      rmSync(filesDir, { force: true });
      mkdirSync(filesDir);
    }
    expect((await get(`${rest.url}/ready`)).status).toBe(200);
  });

  it('/ready answers 200 with a reachable S3 bucket', async () => {
    expect(await get(`${onS3.url}/ready`)).toEqual({ status: 200, body: { status: 'gereed', checks: { database: 'ok', bestanden: 'ok' } } });
  });

  it('/ready answers 503 naming S3 and Redis when they point at a closed port, and stops naming Redis once it listens', async () => {
    const started = Date.now();
    expect(await get(`${unreachable.url}/ready`)).toEqual({
      status: 503,
      body: { status: 'niet gereed', checks: { database: 'ok', redis: 'onbereikbaar', bestanden: 'onbereikbaar' }, message: 'Niet bereikbaar: redis, bestanden.' },
    });
    // Within the checks' own time limit, not the SDK's retries.
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await get(`${unreachable.url}/health`)).status).toBe(200);
    let redis: ChildProcess | undefined;
    try {
      redis = spawn('redis-server', ['--port', String(closedPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      await expect
        .poll(async () => (await get(`${unreachable.url}/ready`)).body)
        .toEqual({ status: 'niet gereed', checks: { database: 'ok', redis: 'ok', bestanden: 'onbereikbaar' }, message: 'Niet bereikbaar: bestanden.' });
    } finally {
      redis?.kill('SIGTERM');
    }
  });
});

describe('draining', () => {
  it('answers /ready and new requests with 503 while a running request still completes', async () => {
    const running = await heldRequest(onS3.url, 'POST', '/auth/login?operator=true', { body: { username: 'admin@demo.nl', password: 'Balie-demo-2026!' }, keepAlive: true });
    // Connections that were open before the shutdown and send their request during it.
    const ready = await heldRequest(onS3.url, 'GET', '/ready');
    const other = await heldRequest(onS3.url, 'GET', '/system/status');
    const live = await heldRequest(onS3.url, 'GET', '/health');
    drained = true;
    const closed = onS3.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await ready.finish()).toMatchObject({
      status: 503,
      body: {
        status: 'niet gereed',
        checks: { database: 'ok', bestanden: 'ok', proces: 'wordt afgesloten' },
        message: 'De dienst wordt afgesloten en neemt geen nieuw werk meer aan.',
      },
    });
    expect(await other.finish()).toMatchObject({ status: 503, body: { message: 'De dienst wordt opnieuw gestart. Probeer het zo opnieuw.' } });
    expect(await live.finish()).toMatchObject({ status: 200, body: { status: 'ok' } });
    const answer = await running.finish();
    expect(answer.status).toBe(200);
    expect(answer.body.access_token).toEqual(expect.any(String));
    await closed;
  });
});
