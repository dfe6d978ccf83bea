import { describe, expect, it } from 'vitest';
import { CountCache, countKey } from './count-cache.ts';

describe('countKey', () => {
  it('tells counts apart by their SQL and by every parameter (tenant, viewer, filter values)', () => {
    const sql = 'select count(*)::int as "total" from "tickets" as "t" where "t"."tenant_id" = $1';
    expect(countKey(sql, [1])).toBe(countKey(sql, [1]));
    expect(countKey(sql, [1])).not.toBe(countKey(sql, [2]));
    expect(countKey(sql, [1])).not.toBe(countKey(`${sql} and "t"."status_id" = $2`, [1]));
    expect(countKey(sql, ['1'])).not.toBe(countKey(sql, [1]));
  });

  it('keeps nothing whose answer moves with the clock without a write', () => {
    expect(countKey('select count(*) from tickets t where t.resolved_expires_at <= now()', [])).toBeNull();
    expect(countKey('select count(*) from tickets t where t.created_at >= current_date', [])).toBeNull();
    expect(countKey('select count(*) from tickets t where t.created_at >= CURRENT_TIMESTAMP', [])).toBeNull();
    expect(countKey('select count(*) from tickets t where t.updated_at < clock_timestamp ()', [])).toBeNull();
    // A column that merely contains such a word is no clock.
    expect(countKey('select count(*) from tickets t where t.is_known_now = $1', [true])).not.toBeNull();
  });
});

describe('CountCache', () => {
  it('answers a kept total only at the write position it was counted at, and drops it once a write moved on', () => {
    const cache = new CountCache();
    cache.set('k', '0/10', 42);
    expect(cache.get('k', '0/10')).toBe(42);
    expect(cache.get('k', '0/18')).toBeUndefined();
    // Gone for good: going back to the old position cannot revive it.
    expect(cache.get('k', '0/10')).toBeUndefined();
    expect(cache.get('other', '0/10')).toBeUndefined();
  });

  it('drops the least recently used totals past its capacity', () => {
    const cache = new CountCache(2);
    cache.set('a', 'p', 1);
    cache.set('b', 'p', 2);
    expect(cache.get('a', 'p')).toBe(1);
    cache.set('c', 'p', 3);
    expect(cache.size).toBe(2);
    expect(cache.get('b', 'p')).toBeUndefined();
    expect(cache.get('a', 'p')).toBe(1);
    expect(cache.get('c', 'p')).toBe(3);
  });
});
