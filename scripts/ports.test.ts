import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { portInUse } from './ports.ts';

let server: Server | null = null;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

describe('portInUse', () => {
  it('says so when another process listens on the port, and not once it has stopped', async () => {
    server = createServer();
    await new Promise<void>((done) => server!.listen(0, '0.0.0.0', done));
    const { port } = server.address() as AddressInfo;
    expect(await portInUse(port)).toBe(true);
    await new Promise<void>((done) => server!.close(() => done()));
    server = null;
    expect(await portInUse(port)).toBe(false);
  });
});
