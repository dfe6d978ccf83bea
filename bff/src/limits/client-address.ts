import type { IncomingMessage } from 'node:http';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export function isLoopback(address: string | undefined): boolean {
  return address !== undefined && LOOPBACK.has(address);
}

/**
 * The address of the client: the peer itself, or, when the peer is a proxy we trust (loopback,
 * or any with trustProxy), the last address in X-Forwarded-For: the one that proxy saw.
 */
export function clientAddress(peer: string | undefined, forwardedFor: string | string[] | undefined, trustProxy: boolean): string | undefined {
  if (!(trustProxy || isLoopback(peer))) return peer;
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor;
  const last = header
    ?.split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .at(-1);
  return last ?? peer;
}

export function requestAddress(req: IncomingMessage | undefined, trustProxy: boolean): string | undefined {
  return req ? clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustProxy) : undefined;
}
