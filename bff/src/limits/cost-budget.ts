import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimits } from './limit-settings.ts';

/** Whom a request is counted against. */
export interface Spender {
  user?: string;
  address?: string;
}

export type Spending = { allowed: true } | { allowed: false; retryAfter: number };

/** Cost points per minute per user and per client address; in Redis when given, so replicas share them. */
export interface CostBudget {
  spend(spender: Spender, points: number): Promise<Spending>;
  close(): Promise<void>;
}

export function createCostBudget(limits: RateLimits, redisUrl?: string): CostBudget {
  // Commands fail at once while Redis is away, and the in-memory limiter counts meanwhile.
  const redis = redisUrl ? new Redis(redisUrl, { enableOfflineQueue: false, lazyConnect: false }) : undefined;
  const limiter = (keyPrefix: string, points: number): RateLimiterAbstract => {
    const memory = new RateLimiterMemory({ keyPrefix, points, duration: 60 });
    return redis ? new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration: 60, insuranceLimiter: memory }) : memory;
  };
  const perUser = limiter('balie:gql:user', limits.userPointsPerMinute);
  const perAddress = limiter('balie:gql:address', limits.addressPointsPerMinute);
  redis?.on('error', () => {
    // Reconnects by itself; the insurance limiter stands in until then.
  });

  return {
    async spend(spender, points) {
      try {
        if (spender.address) await perAddress.consume(spender.address, points);
        if (spender.user) await perUser.consume(spender.user, points);
        return { allowed: true };
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return { allowed: false, retryAfter: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
      }
    },
    async close() {
      redis?.disconnect();
    },
  };
}
