import { Redis } from 'ioredis';
import type { LiveEvent, LiveSource } from './events.ts';

/** The channel the REST service publishes on when it runs as separate processes. */
export const REDIS_CHANNEL = 'balie:events';

export function createRedisSource(url: string): LiveSource & { close(): Promise<void> } {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: null });
  const handlers = new Set<(event: LiveEvent) => void>();
  void redis.subscribe(REDIS_CHANNEL);
  redis.on('message', (_channel: string, raw: string) => {
    const event = JSON.parse(raw) as LiveEvent;
    for (const handler of handlers) handler(event);
  });
  return {
    subscribe(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    async close() {
      redis.disconnect();
    },
  };
}
