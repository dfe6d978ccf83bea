// The access token lives in localStorage so that every tab and a reload share the session.
const TOKEN_KEY = 'balie.token';
// When the token expires (epoch ms), when known: long-open screens refresh it before then.
const EXPIRES_KEY = 'balie.token.expiresAt';

const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/** Stores a token; `expiresAt` (epoch ms) when the answer said how long it lives. */
export function setToken(token: string, expiresAt: number | null = null): void {
  window.localStorage.setItem(TOKEN_KEY, token);
  if (expiresAt === null) window.localStorage.removeItem(EXPIRES_KEY);
  else window.localStorage.setItem(EXPIRES_KEY, String(expiresAt));
  changed();
}

export function getTokenExpiry(): number | null {
  try {
    const value = Number(window.localStorage.getItem(EXPIRES_KEY) ?? Number.NaN);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

export function clearToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_KEY);
    window.localStorage.removeItem(EXPIRES_KEY);
  } catch {
    // Storage unavailable: nothing stored, nothing to remove.
  }
  changed();
}

/**
 * Calls `listener` when the token changes, in this tab or another one (a refresh anywhere revokes
 * the old token, so a live connection made with it must start again).
 */
export function onTokenChange(listener: () => void): () => void {
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}
