/** Consecutive failed token refreshes after which the session ends (spec §4, §9). */
export const MAX_REFRESH_FAILURES = 3;

/**
 * Counts consecutive refusals of the token refresh. A success starts the count again;
 * reaching the limit means the session is over.
 */
export class RefreshTracker {
  private failures = 0;

  constructor(private readonly limit: number = MAX_REFRESH_FAILURES) {}

  get consecutiveFailures(): number {
    return this.failures;
  }

  recordSuccess(): void {
    this.failures = 0;
  }

  /** Returns true when this failure ends the session. */
  recordFailure(): boolean {
    this.failures += 1;
    return this.failures >= this.limit;
  }
}

/**
 * Randomised exponential backoff for reconnecting: about 1 s, 2 s, 4 s ... capped at `max`,
 * with up to 30% jitter so that many browsers do not reconnect in step after a restart.
 */
export function retryDelay(attempt: number, random: () => number = Math.random, base = 1000, max = 30_000): number {
  const plain = Math.min(max, base * 2 ** Math.max(0, attempt));
  return Math.round(plain * (0.7 + 0.3 * random()));
}

/** Authorization header value for a stored token. */
export function bearer(token: string): string {
  return `Bearer ${token}`;
}
