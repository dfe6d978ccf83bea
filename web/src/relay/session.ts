import { getRequest, graphql, type ConcreteRequest } from 'relay-runtime';
import { MAX_REFRESH_FAILURES, RefreshTracker } from '../lib/session';
import { postGraphQL } from './http';
import { clearToken, getToken, setToken } from './token';

const refreshMutation = graphql`
  mutation sessionRefreshTokenMutation($input: RefreshTokenInput!) {
    refreshToken(input: $input) {
      accessToken
      userErrors {
        message
      }
    }
  }
`;

const tracker = new RefreshTracker(MAX_REFRESH_FAILURES);
let inFlight: Promise<string | null> | null = null;

function refreshText(): string {
  const request = getRequest(refreshMutation) as ConcreteRequest;
  return request.params.text ?? '';
}

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
    try {
      const { result } = await postGraphQL(
        { query: refreshText(), variables: { input: {} }, operationName: 'sessionRefreshTokenMutation' },
        token,
      );
      const payload = (result.data?.refreshToken ?? null) as { accessToken?: string | null } | null;
      fresh = payload?.accessToken ?? null;
    } catch {
      // Unreachable server: not a refusal, so it does not count towards logging out.
      return null;
    }
    if (fresh) {
      setToken(fresh);
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

/** After the logout call: forget the token and start afresh (an empty store) on the login page. */
export function finishLogout(): void {
  clearToken();
  window.location.assign('/login');
}
