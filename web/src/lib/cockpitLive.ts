/** How the live connection (graphql-ws) is doing. 'idle': no subscription has asked for it yet. */
export type SocketState = 'idle' | 'connecting' | 'connected' | 'closed';

/** Widget counts refresh every 15 s while the window has the focus (spec core §9), now only as a fallback. */
export const WIDGET_POLL_MS = 15_000;

/**
 * A wall display reads everything again this often, live connection or not: 'today' moves on at
 * midnight without any record changing, and a dashboard may have been rearranged meanwhile.
 */
export const WALL_RELOAD_MS = 10 * 60_000;

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

/** How often to refresh a token whose lifetime the server did not tell. */
export const UNKNOWN_EXPIRY_REFRESH_MS = 10 * 60_000;

/**
 * Milliseconds until a long-open screen should refresh its token: a margin before it expires (for
 * short tokens, halfway through what is left), now when it is near. An unknown expiry (a token from
 * the login) is refreshed at once to learn it, and then, should it stay unknown, every ten minutes.
 */
export function tokenRefreshDelay(expiresAt: number | null, now: number, refreshedBefore = false): number {
  if (expiresAt === null || !Number.isFinite(expiresAt)) return refreshedBefore ? UNKNOWN_EXPIRY_REFRESH_MS : 0;
  const left = expiresAt - now;
  if (left <= 0) return 0;
  const margin = Math.min(TOKEN_REFRESH_MARGIN_MS, left / 2);
  return Math.min(MAX_TIMER_MS, Math.floor(left - margin));
}

/** When a token that lives `expiresInSeconds` from `now` expires, in epoch milliseconds; null when unknown. */
export function tokenExpiry(expiresInSeconds: number | null | undefined, now: number): number | null {
  return typeof expiresInSeconds === 'number' && expiresInSeconds > 0 ? now + expiresInSeconds * 1000 : null;
}
