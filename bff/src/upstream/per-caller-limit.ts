import pLimit, { type LimitFunction } from 'p-limit';

/** UPSTREAM_CALLS_PER_CALLER, default 8. */
export function callsPerCallerFromEnv(): number {
  const value = Number(process.env.UPSTREAM_CALLS_PER_CALLER);
  return Number.isInteger(value) && value > 0 ? value : 8;
}

/**
 * At most `concurrency` REST calls in flight per caller (token, else address); the rest wait in
 * that caller's own queue. Without it, one client's fan-out fills the connection pool and everyone
 * else's calls queue behind it.
 */
export class PerCallerLimit {
  private readonly limits = new Map<string, LimitFunction>();

  constructor(private readonly concurrency: number) {}

  run<T>(caller: string, work: () => Promise<T>): Promise<T> {
    let limit = this.limits.get(caller);
    if (!limit) {
      if (this.limits.size >= 1000) this.forgetIdle();
      limit = pLimit(this.concurrency);
      this.limits.set(caller, limit);
    }
    return limit(work);
  }

  /** Callers with nothing in flight or waiting. */
  private forgetIdle(): void {
    for (const [caller, limit] of this.limits) {
      if (limit.activeCount === 0 && limit.pendingCount === 0) this.limits.delete(caller);
    }
  }
}
