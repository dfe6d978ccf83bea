import { describe, expect, it } from 'vitest';
import { RefreshTracker, bearer, retryDelay } from './session';

describe('RefreshTracker', () => {
  it('ends the session on the third consecutive failure', () => {
    const tracker = new RefreshTracker();
    expect(tracker.recordFailure()).toBe(false);
    expect(tracker.recordFailure()).toBe(false);
    expect(tracker.recordFailure()).toBe(true);
  });

  it('starts counting again after a success', () => {
    const tracker = new RefreshTracker();
    tracker.recordFailure();
    tracker.recordFailure();
    tracker.recordSuccess();
    expect(tracker.consecutiveFailures).toBe(0);
    expect(tracker.recordFailure()).toBe(false);
    expect(tracker.recordFailure()).toBe(false);
    expect(tracker.recordFailure()).toBe(true);
  });
});

describe('retryDelay', () => {
  it('grows exponentially and stays under the cap', () => {
    const top = () => 1;
    expect(retryDelay(0, top)).toBe(1000);
    expect(retryDelay(1, top)).toBe(2000);
    expect(retryDelay(3, top)).toBe(8000);
    expect(retryDelay(20, top)).toBe(30_000);
  });

  it('jitters downwards by at most 30%', () => {
    expect(retryDelay(2, () => 0)).toBe(2800);
  });
});

describe('bearer', () => {
  it('builds the header value', () => {
    expect(bearer('abc')).toBe('Bearer abc');
  });
});
