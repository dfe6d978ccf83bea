import type { Pool } from 'undici';
import { createLoaders, type Loaders } from '../loaders/index.ts';
import type { RecordModel } from './model.ts';
import type { LiveSource } from '../live/events.ts';
import { RestClient, type Caller, type Me } from '../upstream/client.ts';
import { toGraphQLError } from '../upstream/errors.ts';
import type { Identities } from '../limits/caller-identity.ts';


export interface Context {
  caller: Caller;
  model: RecordModel;
  client: RestClient;
  loaders: Loaders;
  live: LiveSource;
  /** Which user a token belongs to, shared by all requests; for rate limits and introspection. */
  identities: Identities;
  /** GET /auth/me without its reference lists, once per request. */
  me(): Promise<Me>;
  /** Drops every cached answer; for long-lived subscription contexts. */
  resetLoaders(): void;
  /** After a login: the rest of this request (the login's viewer) is asked as the signed-in user. */
  signIn(token: string): void;
}

export function createContext(pool: Pool, model: RecordModel, initialCaller: Caller, live: LiveSource, identities: Identities): Context {
  let caller = initialCaller;
  let client = new RestClient(pool, caller);
  let me: Promise<Me> | undefined;
  const context: Context = {
    caller,
    model,
    client,
    live,
    identities,
    loaders: createLoaders(client, model),
    me() {
      // The lists are whole tables; the viewer's `lists` asks for those it names (auth.ts).
      me ??= client.request<Me>('GET', '/auth/me?lists=').then(
        (answer) => {
          identities.remember(caller, answer);
          return answer;
        },
        (error) => {
          me = undefined;
          throw toGraphQLError(error);
        },
      );
      return me;
    },
    // `this`: Yoga hands resolvers a copy of this object, so the copy must get the new loaders.
    resetLoaders(this: Context) {
      this.loaders = createLoaders(client, model);
      me = undefined;
    },
    signIn(this: Context, token: string) {
      caller = { ...caller, token };
      client = new RestClient(pool, caller);
      this.caller = caller;
      this.client = client;
      this.resetLoaders();
    },
  };
  return context;
}

/** Reads the bearer token from an Authorization header value. */
export function bearerToken(header: string | null | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}
