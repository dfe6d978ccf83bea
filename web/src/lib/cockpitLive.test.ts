import { describe, expect, it } from 'vitest';
import { shouldPoll, tokenExpiry, tokenRefreshDelay, TOKEN_REFRESH_MARGIN_MS, UNKNOWN_EXPIRY_REFRESH_MS } from './cockpitLive';

describe('shouldPoll', () => {
  const base = { socket: 'closed' as const, focused: true, visible: true, wall: false };

  it('does not poll while the live connection is up', () => {
    expect(shouldPoll({ ...base, socket: 'connected' })).toBe(false);
    expect(shouldPoll({ ...base, socket: 'connected', wall: true })).toBe(false);
  });

  it('polls a focused cockpit while the connection is down or coming back', () => {
    expect(shouldPoll(base)).toBe(true);
    expect(shouldPoll({ ...base, socket: 'connecting' })).toBe(true);
    expect(shouldPoll({ ...base, socket: 'idle' })).toBe(true);
  });

  it('leaves an unfocused cockpit alone, but not a wall display', () => {
    expect(shouldPoll({ ...base, focused: false })).toBe(false);
    expect(shouldPoll({ ...base, focused: false, wall: true })).toBe(true);
  });

  it('never polls a hidden tab', () => {
    expect(shouldPoll({ ...base, visible: false })).toBe(false);
    expect(shouldPoll({ ...base, visible: false, wall: true })).toBe(false);
  });
});

describe('tokenRefreshDelay', () => {
  const now = 1_000_000;

  it('refreshes at once when the expiry is unknown or past', () => {
    expect(tokenRefreshDelay(null, now)).toBe(0);
    expect(tokenRefreshDelay(Number.NaN, now)).toBe(0);
    expect(tokenRefreshDelay(now - 1, now)).toBe(0);
    expect(tokenRefreshDelay(now, now)).toBe(0);
  });

  it('does not keep refreshing a token whose lifetime stays unknown', () => {
    expect(tokenRefreshDelay(null, now, true)).toBe(UNKNOWN_EXPIRY_REFRESH_MS);
  });

  it('refreshes five minutes before an hour-long token expires', () => {
    expect(tokenRefreshDelay(now + 3_600_000, now)).toBe(3_600_000 - TOKEN_REFRESH_MARGIN_MS);
  });

  it('refreshes a short token halfway through what is left', () => {
    expect(tokenRefreshDelay(now + 60_000, now)).toBe(30_000);
  });

  it('stays within what a timer can wait', () => {
    expect(tokenRefreshDelay(now + 90 * 24 * 3_600_000, now)).toBe(2 ** 31 - 1);
  });
});

describe('tokenExpiry', () => {
  it('turns the lifetime in seconds into a moment', () => {
    expect(tokenExpiry(3600, 5_000)).toBe(3_605_000);
  });

  it('is unknown without a lifetime', () => {
    expect(tokenExpiry(null, 5_000)).toBeNull();
    expect(tokenExpiry(undefined, 5_000)).toBeNull();
    expect(tokenExpiry(0, 5_000)).toBeNull();
  });
});
