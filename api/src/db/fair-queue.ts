/**
 * Who waits for the embedded database's one connection, and who gets it next. Each caller has a
 * lane (its token, or its address); the next turn goes to the waiting lane that held the connection
 * least lately, first come first served within a lane. One client with many requests in flight
 * then waits behind its own requests, not everyone else's.
 */
export class FairQueue<T> {
  private readonly lanes = new Map<string, T[]>();
  /** Milliseconds each lane held the connection, halved every `halfLifeMs`. */
  private readonly usage = new Map<string, { ms: number; at: number }>();

  constructor(
    private readonly halfLifeMs = 10_000,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get size(): number {
    let count = 0;
    for (const waiting of this.lanes.values()) count += waiting.length;
    return count;
  }

  push(lane: string, waiter: T): void {
    const waiting = this.lanes.get(lane);
    if (waiting) waiting.push(waiter);
    else this.lanes.set(lane, [waiter]);
  }

  /** The next waiter: from the lane with the least recent use; undefined when nobody waits. */
  shift(): { lane: string; waiter: T } | undefined {
    let best: string | undefined;
    let bestUse = Infinity;
    for (const lane of this.lanes.keys()) {
      const use = this.recentUse(lane);
      if (use < bestUse) [best, bestUse] = [lane, use];
    }
    if (best === undefined) return undefined;
    const waiting = this.lanes.get(best)!;
    const waiter = waiting.shift()!;
    if (waiting.length === 0) this.lanes.delete(best);
    return { lane: best, waiter };
  }

  /** Charges a lane for the time it held the connection. */
  charge(lane: string, ms: number): void {
    this.usage.set(lane, { ms: this.recentUse(lane) + ms, at: this.now() });
    // Lanes that have gone quiet are forgotten, so the map does not grow with every token ever seen.
    if (this.usage.size > 1000) {
      for (const [key] of this.usage) if (this.recentUse(key) < 1) this.usage.delete(key);
    }
  }

  recentUse(lane: string): number {
    const used = this.usage.get(lane);
    if (!used) return 0;
    return used.ms * 0.5 ** ((this.now() - used.at) / this.halfLifeMs);
  }
}
