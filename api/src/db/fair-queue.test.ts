import { describe, expect, it } from 'vitest';
import { FairQueue } from './fair-queue.ts';

function clock() {
  let now = 0;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('FairQueue', () => {
  it('serves one lane first come, first served', () => {
    const queue = new FairQueue<string>();
    queue.push('a', 'a1');
    queue.push('a', 'a2');
    expect(queue.shift()).toEqual({ lane: 'a', waiter: 'a1' });
    expect(queue.shift()).toEqual({ lane: 'a', waiter: 'a2' });
    expect(queue.shift()).toBeUndefined();
  });

  it('lets a quiet lane go before a busy one that queued earlier', () => {
    const time = clock();
    const queue = new FairQueue<string>(10_000, time.now);
    queue.charge('flood', 500);
    for (let index = 0; index < 5; index++) queue.push('flood', `f${index}`);
    queue.push('reader', 'r1');
    expect(queue.shift()?.waiter).toBe('r1');
    expect(queue.size).toBe(5);
  });

  it('alternates lanes as their use evens out', () => {
    const time = clock();
    const queue = new FairQueue<string>(10_000, time.now);
    for (const name of ['a1', 'a2', 'a3']) queue.push('a', name);
    for (const name of ['b1', 'b2', 'b3']) queue.push('b', name);
    const order: string[] = [];
    for (let next = queue.shift(); next; next = queue.shift()) {
      order.push(next.waiter);
      queue.charge(next.lane, 10);
    }
    expect(order).toEqual(['a1', 'b1', 'a2', 'b2', 'a3', 'b3']);
  });

  it('forgets use over time: halved every half-life', () => {
    const time = clock();
    const queue = new FairQueue<string>(1000, time.now);
    queue.charge('a', 800);
    time.advance(1000);
    expect(queue.recentUse('a')).toBeCloseTo(400);
    time.advance(2000);
    expect(queue.recentUse('a')).toBeCloseTo(100);
  });
});
