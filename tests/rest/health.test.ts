import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
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

describe('GET /health and GET /ready on the embedded default', () => {
  let rest: RunningApi;
  beforeAll(async () => {
    // Two requests a minute per address: the probes must not count against it.
    rest = await startApi({ limits: { requestsPerMinutePerAddress: 2 } });
  });
  afterAll(() => rest?.close());

  it('answers 200 on a bare host, on a host naming no tenant, without a token, however often it is asked', async () => {
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
});

describe('GET /ready names what is not reachable', () => {
  let closedPort: number;
  beforeAll(async () => {
    closedPort = await freePort();
  });

  it('answers 503 naming the file store when S3 points at a closed port', async () => {
    const rest = await startApi({ s3: { bucket: 'weg', endpoint: `http://127.0.0.1:${closedPort}`, region: 'eu-west-1', accessKeyId: 'x', secretAccessKey: 'y' } });
    try {
      const started = Date.now();
      expect(await get(`${rest.url}/ready`)).toEqual({
        status: 503,
        body: { status: 'niet gereed', checks: { database: 'ok', bestanden: 'onbereikbaar' }, message: 'Niet bereikbaar: bestanden.' },
      });
      expect(Date.now() - started).toBeLessThan(5000);
      expect((await get(`${rest.url}/health`)).status).toBe(200);
    } finally {
      await rest.close();
    }
  });

  it('answers 200 with a reachable S3 bucket, 503 with a bucket that does not exist', async () => {
    const s3: TestS3 = await startS3();
    const rest = await startApi({ s3: s3.options });
    const missing = await startApi({ s3: { ...s3.options, bucket: 'bestaat-niet' } });
    try {
      expect(await get(`${rest.url}/ready`)).toMatchObject({ status: 200, body: { checks: { bestanden: 'ok' } } });
      expect(await get(`${missing.url}/ready`)).toMatchObject({ status: 503, body: { checks: { bestanden: 'onbereikbaar' } } });
    } finally {
      await Promise.all([rest.close(), missing.close()]);
      await s3.close();
    }
  });

  it('answers 503 naming the files folder when it cannot be written', async () => {
    const filesDir = mkdtempSync(join(tmpdir(), 'balie-health-'));
    chmodSync(filesDir, 0o500);
    const rest = await startApi({ filesDir });
    try {
      const answer = await get(`${rest.url}/ready`);
      // Root writes anywhere; then the folder counts as writable, as it is.
      if (process.getuid?.() === 0) expect(answer.status).toBe(200);
      else expect(answer).toMatchObject({ status: 503, body: { checks: { bestanden: 'onbereikbaar' } } });
    } finally {
      await rest.close();
      chmodSync(filesDir, 0o700);
      rmSync(filesDir, { recursive: true, force: true });
    }
  });

  it('answers 503 naming Redis when REDIS_URL points at a closed port, 200 once Redis listens there', async () => {
    const rest = await startApi({ redisUrl: `redis://127.0.0.1:${closedPort}` });
    let redis: ChildProcess | undefined;
    try {
      expect(await get(`${rest.url}/ready`)).toEqual({
        status: 503,
        body: { status: 'niet gereed', checks: { database: 'ok', redis: 'onbereikbaar', bestanden: 'ok' }, message: 'Niet bereikbaar: redis.' },
      });
      redis = spawn('redis-server', ['--port', String(closedPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      await expect.poll(async () => (await get(`${rest.url}/ready`)).status).toBe(200);
    } finally {
      await rest.close();
      redis?.kill('SIGTERM');
    }
  });
});

describe('draining', () => {
  it('answers /ready and new requests with 503 while a running request still completes', async () => {
    const rest = await startApi();
    const running = await heldRequest(rest.url, 'POST', '/auth/login?operator=true', { body: { username: 'admin@demo.nl', password: 'Balie-demo-2026!' } });
    // Connections that were open before the shutdown and send their request during it.
    const ready = await heldRequest(rest.url, 'GET', '/ready');
    const other = await heldRequest(rest.url, 'GET', '/system/status');
    const live = await heldRequest(rest.url, 'GET', '/health');
    const closed = rest.api.close();
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
