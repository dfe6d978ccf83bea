import { afterEach, describe, expect, it, vi } from 'vitest';
import { debounced, refetchesTicket, removesTicket } from './liveChanges';

describe('ticket screen live rules', () => {
  it('reads the ticket again for its own changes and its parts, not for messages', () => {
    expect(refetchesTicket({ type: 'tickets', kind: 'UPDATED' })).toBe(true);
    expect(refetchesTicket({ type: 'used-products', kind: 'CREATED' })).toBe(true);
    expect(refetchesTicket({ type: 'tasks', kind: 'DELETED' })).toBe(true);
    expect(refetchesTicket({ type: 'messages', kind: 'CREATED' })).toBe(false);
  });

  it('knows when the ticket itself is gone', () => {
    expect(removesTicket({ type: 'tickets', kind: 'DELETED' })).toBe(true);
    expect(removesTicket({ type: 'tasks', kind: 'DELETED' })).toBe(false);
    expect(removesTicket({ type: 'tickets', kind: 'ARCHIVED' })).toBe(false);
  });
});

describe('debounced', () => {
  afterEach(() => vi.useRealTimers());

  it('runs once after a burst, and not at all when cancelled', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const burst = debounced(run, 300);
    burst.call();
    vi.advanceTimersByTime(200);
    burst.call();
    vi.advanceTimersByTime(299);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    burst.call();
    burst.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
