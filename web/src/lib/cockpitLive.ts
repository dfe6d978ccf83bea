/** How the live connection (graphql-ws) is doing. 'idle': no subscription has asked for it yet. */
export type SocketState = 'idle' | 'connecting' | 'connected' | 'closed';

/** Widget counts refresh every 15 s while the window has the focus (spec core §9), now only as a fallback. */
export const WIDGET_POLL_MS = 15_000;

export interface PollContext {
  socket: SocketState;
  /** The window has the focus. */
  focused: boolean;
  /** The tab is shown (not minimised, not behind another tab). */
  visible: boolean;
  /** A wall display: nobody clicks into it, so the focus says nothing. */
  wall: boolean;
}

/**
 * Whether the widgets should be polled now. Only while the live connection is down; a wall
 * display polls whenever it is visible, an ordinary cockpit only while the window has the focus.
 */
export function shouldPoll({ socket, focused, visible, wall }: PollContext): boolean {
  if (socket === 'connected' || !visible) return false;
  return wall || focused;
}

/** Refresh this long before the token expires, so no request (and no socket) meets an expired one. */
export const TOKEN_REFRESH_MARGIN_MS = 5 * 60_000;
/** setTimeout cannot wait longer than about 24.8 days. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Milliseconds until a long-open screen should refresh its token: now when the expiry is unknown
 * or near, otherwise a margin before it (for short tokens, halfway through what is left).
 */
export function tokenRefreshDelay(expiresAt: number | null, now: number): number {
  if (expiresAt === null || !Number.isFinite(expiresAt)) return 0;
  const left = expiresAt - now;
  if (left <= 0) return 0;
  const margin = Math.min(TOKEN_REFRESH_MARGIN_MS, left / 2);
  return Math.min(MAX_TIMER_MS, Math.floor(left - margin));
}

/** When a token that lives `expiresInSeconds` from `now` expires, in epoch milliseconds; null when unknown. */
export function tokenExpiry(expiresInSeconds: number | null | undefined, now: number): number | null {
  return typeof expiresInSeconds === 'number' && expiresInSeconds > 0 ? now + expiresInSeconds * 1000 : null;
}
