import type { Client } from 'graphql-ws';
import { Observable, type GraphQLResponse, type SubscribeFunction } from 'relay-runtime';
import type { SocketState } from '../lib/cockpitLive';
import { bearer, retryDelay } from '../lib/session';
import { GRAPHQL_PATH } from './http';
import { refreshSession } from './session';
import { getToken, onTokenChange } from './token';

// Close codes with which the server turns down the connection's credentials.
const AUTH_CLOSE_CODES = new Set([4401, 4403]);

// A close code of our own: the token changed, so connect again with the new one.
const RESTART_CLOSE_CODE = 4205;

let authRejected = false;
const reconnectListeners = new Set<() => void>();
const stateListeners = new Set<() => void>();
let state: SocketState = 'idle';
// The open socket and the token it was opened with.
let openSocket: { socket: WebSocket; token: string | null } | null = null;

function setState(next: SocketState): void {
  if (state === next) return;
  state = next;
  for (const listener of stateListeners) listener();
}

function restartIfStale(): void {
  if (openSocket && openSocket.token !== getToken() && openSocket.socket.readyState === WebSocket.OPEN) {
    openSocket.socket.close(RESTART_CLOSE_CODE, 'Token changed');
  }
}

function socketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}${GRAPHQL_PATH}`;
}

let client: Promise<Client> | null = null;

/** The socket's client, loaded with the first subscription: no screen waits for it to draw. */
function wsClient(): Promise<Client> {
  client ??= import('graphql-ws').then(({ createClient }) => {
    const created = createClient({
      url: socketUrl,
      lazy: true,
      // A service desk stays open all day: keep trying, with backoff, whatever happened.
      retryAttempts: Number.POSITIVE_INFINITY,
      shouldRetry: () => true,
      retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, retryDelay(retries))),
      keepAlive: 15_000,
      // Evaluated on every (re)connect, so a refreshed token is used.
      connectionParams: async () => {
        if (authRejected) {
          authRejected = false;
          await refreshSession();
        }
        const token = getToken();
        return token ? { authorization: bearer(token) } : {};
      },
      on: {
        connecting: () => setState('connecting'),
        closed: (event) => {
          openSocket = null;
          setState('closed');
          const code = (event as { code?: number } | undefined)?.code;
          if (code !== undefined && AUTH_CLOSE_CODES.has(code)) authRejected = true;
        },
        connected: (socket, _payload, wasRetry) => {
          openSocket = { socket: socket as WebSocket, token: getToken() };
          setState('connected');
          if (wasRetry) for (const listener of reconnectListeners) listener();
          // The token may have changed while connecting.
          restartIfStale();
        },
      },
    });
    // The server reads every event with the token the socket was opened with: a refreshed (and so
    // revoked) one must not stay in use.
    onTokenChange(restartIfStale);
    return created;
  });
  // A failed download is tried again with the next subscription.
  client.catch(() => {
    client = null;
  });
  return client;
}

/** Calls `listener` after the live connection came back, so screens can fetch what they missed. */
export function onReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => {
    reconnectListeners.delete(listener);
  };
}

/** The live connection's state, for screens that fall back to polling while it is down. */
export function socketState(): SocketState {
  return state;
}

export function onSocketStateChange(listener: () => void): () => void {
  stateListeners.add(listener);
  return () => {
    stateListeners.delete(listener);
  };
}

export const subscribe: SubscribeFunction = (request, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    let stop: (() => void) | null = null;
    let stopped = false;
    wsClient().then(
      (ws) => {
        if (stopped) return;
        stop = ws.subscribe(
          { query: request.text ?? '', variables, operationName: request.name },
          {
            next: (value) => sink.next(value as GraphQLResponse),
            error: (error) => sink.error(error instanceof Error ? error : new Error('Subscription failed')),
            complete: () => sink.complete(),
          },
        );
      },
      () => sink.error(new Error('Subscription failed')),
    );
    return () => {
      stopped = true;
      stop?.();
    };
  });
