import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** Where rate-limit counters live: in this process, or in Redis so that replicas share them. */
export interface CounterStore {
  /** A counter of `points` per `seconds`, its keys under `name`. */
  limiter(name: string, points: number, seconds: number): RateLimiterAbstract;
  close(): Promise<void>;
}

export function counterStore(keyPrefix: string, redisUrl: string | undefined): CounterStore {
  if (!redisUrl) {
    return {
      limiter: (name, points, duration) => new RateLimiterMemory({ keyPrefix: `${keyPrefix}:${name}`, points, duration }),
      close: async () => undefined,
    };
  }
  // A command fails after one retry while Redis is away; the counters in memory then stand in.
  const client = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  client.on('error', () => undefined);
  return {
    limiter: (name, points, duration) =>
      new RateLimiterRedis({
        storeClient: client,
        keyPrefix: `${keyPrefix}:${name}`,
        points,
        duration,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix: `${keyPrefix}:${name}`, points, duration }),
      }),
    async close() {
      await client.quit().catch(() => client.disconnect());
    },
  };
}
