import { tokenExpiry, tokenRefreshDelay } from '../lib/cockpitLive';
import { MAX_REFRESH_FAILURES, RefreshTracker, retryDelay } from '../lib/session';
import { postGraphQL } from './http';
import { graphql } from './graphqlTag';
import { clearToken, getToken, getTokenExpiry, onTokenChange, setToken } from './token';

const refreshMutation = graphql`
  mutation sessionRefreshTokenMutation($input: RefreshTokenInput!) {
    refreshToken(input: $input) {
      accessToken
      expiresIn
      userErrors {
        message
      }
    }
  }
`;

const tracker = new RefreshTracker(MAX_REFRESH_FAILURES);
let inFlight: Promise<string | null> | null = null;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Removes the token, forgets the user (a reload empties the store) and lets the guard send the user to login. */
export function endSession(): void {
  clearToken();
  window.location.reload();
}

async function runRefresh(): Promise<string | null> {
  for (;;) {
    const token = getToken();
    if (!token) return null;
    let fresh: string | null | undefined;
    let expiresIn: number | null | undefined;
    try {
      const { result } = await postGraphQL(
        { query: refreshMutation.params.text ?? '', variables: { input: {} }, operationName: 'sessionRefreshTokenMutation' },
        token,
      );
      const payload = (result.data?.refreshToken ?? null) as { accessToken?: string | null; expiresIn?: number | null } | null;
      fresh = payload?.accessToken ?? null;
      expiresIn = payload?.expiresIn;
    } catch {
      // Unreachable server: not a refusal, so it does not count towards logging out.
      return null;
    }
    if (fresh) {
      setToken(fresh, tokenExpiry(expiresIn, Date.now()));
      tracker.recordSuccess();
      return fresh;
    }
    if (tracker.recordFailure()) {
      endSession();
      return null;
    }
    await sleep(300 * tracker.consecutiveFailures);
  }
}

/**
 * Exchanges the current token for a new one. Concurrent callers share one refresh; three
 * refusals in a row end the session (spec §4).
 */
export function refreshSession(): Promise<string | null> {
  inFlight ??= runRefresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/**
 * For screens that stay open for days (the cockpit, a wall display): refreshes the token before it
 * expires, and again after each refresh; an unreachable server is tried again with backoff.
 * Returns the function that stops it.
 */
export function keepTokenFresh(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let attempt = 0;
  let refreshed = false;
  const wait = (ms: number) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = stopped ? undefined : setTimeout(run, ms);
  };
  const schedule = () => wait(tokenRefreshDelay(getTokenExpiry(), Date.now(), refreshed));
  async function run() {
    timer = undefined;
    if (!getToken()) return;
    const fresh = await refreshSession();
    if (stopped) return;
    if (fresh) {
      attempt = 0;
      refreshed = true;
      schedule();
    } else if (getToken()) wait(retryDelay(attempt++));
  }
  // A refresh here or in another tab (or a new login) sets the next moment.
  const stopListening = onTokenChange(schedule);
  schedule();
  return () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
    stopListening();
  };
}

/** After the logout call: forget the token and start afresh (an empty store) on the login page. */
export function finishLogout(): void {
  clearToken();
  window.location.assign('/login');
}
