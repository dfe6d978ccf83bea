// The access token lives in localStorage so that every tab and a reload share the session.
const TOKEN_KEY = 'balie.token';
// When the token expires (epoch ms), when known: long-open screens refresh it before then.
const EXPIRES_KEY = 'balie.token.expiresAt';

// A window opened by 'log in as contact' keeps the contact's token to itself (sessionStorage), so
// the operator's own session in the other tabs stays as it is.
const TAB_TOKEN_KEY = 'balie.tab.token';
const TAB_EXPIRES_KEY = 'balie.tab.token.expiresAt';

const listeners = new Set<() => void>();

/** The storage and keys the current token lives under: this tab's own, when it has one. */
function slot(): { storage: Storage; token: string; expires: string } {
  try {
    if (window.sessionStorage.getItem(TAB_TOKEN_KEY)) return { storage: window.sessionStorage, token: TAB_TOKEN_KEY, expires: TAB_EXPIRES_KEY };
  } catch {
    // No session storage: the shared token is all there is.
  }
  return { storage: window.localStorage, token: TOKEN_KEY, expires: EXPIRES_KEY };
}

/** Stores a token for this tab only (an operator looking at the portal as a contact). */
export function setTabToken(token: string, expiresAt: number | null = null): void {
  window.sessionStorage.setItem(TAB_TOKEN_KEY, token);
  if (expiresAt === null) window.sessionStorage.removeItem(TAB_EXPIRES_KEY);
  else window.sessionStorage.setItem(TAB_EXPIRES_KEY, String(expiresAt));
  changed();
}

function changed(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  try {
    const { storage, token } = slot();
    return storage.getItem(token);
  } catch {
    return null;
  }
}

/** Stores a token; `expiresAt` (epoch ms) when the answer said how long it lives. */
export function setToken(token: string, expiresAt: number | null = null): void {
  const { storage, token: key, expires } = slot();
  storage.setItem(key, token);
  if (expiresAt === null) storage.removeItem(expires);
  else storage.setItem(expires, String(expiresAt));
  changed();
}

export function getTokenExpiry(): number | null {
  try {
    const { storage, expires } = slot();
    const value = Number(storage.getItem(expires) ?? Number.NaN);
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

export function clearToken(): void {
  try {
    const { storage, token, expires } = slot();
    storage.removeItem(token);
    storage.removeItem(expires);
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
    // A tab with its own token does not follow the shared one.
    if (slot().token === TAB_TOKEN_KEY) return;
    if (event.key === TOKEN_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}
