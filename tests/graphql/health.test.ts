// The BFF's probes when what it needs is away: no database or REST service needed to start one.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBff, type Bff } from '../../bff/src/index.ts';
import { freePort } from '../support/processes.ts';

let bff: Bff;
let url: string;

beforeAll(async () => {
  const closedPort = await freePort();
  bff = createBff({
    apiUrl: `http://127.0.0.1:${closedPort}`,
    live: { subscribe: () => () => undefined },
    redisUrl: `redis://127.0.0.1:${closedPort}`,
  });
  await new Promise<void>((done) => bff.server.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(bff.server.address() as AddressInfo).port}`;
});

afterAll(() => bff?.close());

describe('the BFF probes', () => {
  it('/health answers 200 while nothing behind the BFF is reachable', async () => {
    const response = await fetch(`${url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('/ready answers 503 naming the REST service and Redis when they point at a closed port', async () => {
    const started = Date.now();
    const response = await fetch(`${url}/ready`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: 'niet gereed',
      checks: { 'rest-service': 'onbereikbaar', redis: 'onbereikbaar' },
      message: 'Niet bereikbaar: rest-service, redis.',
    });
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
