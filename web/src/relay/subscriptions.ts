import { createClient, type Client } from 'graphql-ws';
import { Observable, type GraphQLResponse, type SubscribeFunction } from 'relay-runtime';
import { bearer, retryDelay } from '../lib/session';
import { GRAPHQL_PATH } from './http';
import { refreshSession } from './session';
import { getToken } from './token';

// Close codes with which the server turns down the connection's credentials.
const AUTH_CLOSE_CODES = new Set([4401, 4403]);

let authRejected = false;
const reconnectListeners = new Set<() => void>();

function socketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}${GRAPHQL_PATH}`;
}

let client: Client | null = null;

function wsClient(): Client {
  client ??= createClient({
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
      closed: (event) => {
        const code = (event as { code?: number } | undefined)?.code;
        if (code !== undefined && AUTH_CLOSE_CODES.has(code)) authRejected = true;
      },
      connected: (_socket, _payload, wasRetry) => {
        if (wasRetry) for (const listener of reconnectListeners) listener();
      },
    },
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

export const subscribe: SubscribeFunction = (request, variables) =>
  Observable.create<GraphQLResponse>((sink) =>
    wsClient().subscribe(
      { query: request.text ?? '', variables, operationName: request.name },
      {
        next: (value) => sink.next(value as GraphQLResponse),
        error: (error) => sink.error(error instanceof Error ? error : new Error('Subscription failed')),
        complete: () => sink.complete(),
      },
    ),
  );
