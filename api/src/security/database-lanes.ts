import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { inDatabaseLane } from '../db/lanes.ts';

/** A request's lane: its token (the BFF passes the user's), else its client address. */
export function laneOf(authorization: string | undefined, address: string): string {
  if (!authorization) return `address:${address}`;
  return `token:${createHash('sha256').update(authorization).digest('base64url').slice(0, 22)}`;
}

/**
 * Every request's statements queue in its own lane at the embedded database (db/fair-queue.ts),
 * from the first one (finding the tenant) on, so one client's flood cannot make others wait.
 */
export function registerDatabaseLanes(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    inDatabaseLane(laneOf(request.headers.authorization, request.ip), done);
  });
}
