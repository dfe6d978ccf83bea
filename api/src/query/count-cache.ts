/**
 * Exact list totals without recounting: a total is kept with the database's write position (its WAL
 * insert position) at the moment it was counted, and serves again only while that position has not
 * moved. Any write, by this process, another replica, a trigger or a cascade, moves it, so a kept
 * total is never stale; between writes, a pager or many cockpits asking the same count cost one
 * count instead of one each.
 */

/** SQL whose answer changes with the clock (or by chance) without any write. */
const UNSTABLE = /\b(now|clock_timestamp|statement_timestamp|transaction_timestamp|timeofday|random)\s*\(|\bcurrent_(date|time|timestamp)\b|\blocal(time|timestamp)\b/i;

/** The key of a compiled count; null when its answer may change without a write, so it is never kept. */
export function countKey(sql: string, parameters: readonly unknown[]): string | null {
  return UNSTABLE.test(sql) ? null : `${sql}\u0000${JSON.stringify(parameters)}`;
}

/** The totals of one database, the least recently used ones dropped past `capacity`. */
export class CountCache {
  private readonly entries = new Map<string, { position: string; total: number }>();

  constructor(private readonly capacity = 500) {}

  /** The total counted at `position`, if nothing was written since; a total from before a write is dropped. */
  get(key: string, position: string): number | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.position !== position) return undefined;
    this.entries.set(key, entry);
    return entry.total;
  }

  set(key: string, position: string, total: number): void {
    this.entries.delete(key);
    this.entries.set(key, { position, total });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.capacity) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
