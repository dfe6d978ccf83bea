import { createServer } from 'node:net';

/** Whether another process already listens on the port (what the services would bind: HOST, default all addresses). */
export function portInUse(port: number, host = process.env.HOST ?? '0.0.0.0'): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' ? resolve(true) : reject(error)));
    probe.listen(port, host, () => probe.close(() => resolve(false)));
  });
}
