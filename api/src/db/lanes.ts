import { AsyncLocalStorage } from 'node:async_hooks';

const current = new AsyncLocalStorage<string>();

/** Runs `work` with its database statements queued in `lane` (db/fair-queue.ts). */
export function inDatabaseLane<T>(lane: string, work: () => T): T {
  return current.run(lane, work);
}

/** The lane of the running request; background work (jobs, seeds) shares one. */
export const databaseLane = (): string => current.getStore() ?? 'background';
