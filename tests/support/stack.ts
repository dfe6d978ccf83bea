import type { AddressInfo } from 'node:net';
import { createApi, type ApiOptions } from '../../api/src/index.ts';
import { createBff, type BffOptions } from '../../bff/src/index.ts';
import { ownDatabase } from './api.ts';

export const DEMO_LOGIN = { username: 'admin@demo.nl', password: 'Balie-demo-2026!' };

/** The REST service and the BFF on ephemeral ports, as `npm start` wires them, on a fresh copy of the demo database. */
export async function startStack(apiOptions: ApiOptions = {}, bffOptions: Partial<BffOptions> = {}) {
  const { options, drop } = await ownDatabase({ demoPassword: DEMO_LOGIN.password, ...apiOptions });
  let api: Awaited<ReturnType<typeof createApi>>;
  try {
    api = await createApi(options);
  } catch (error) {
    await drop();
    throw error;
  }
  const restRequests: string[] = [];
  const restForwardedFor: Array<string | undefined> = [];
  api.app.addHook('onRequest', async (request) => {
    restRequests.push(`${request.method} ${request.url}`);
    restForwardedFor.push(request.headers['x-forwarded-for'] as string | undefined);
  });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const apiUrl = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  // Counts the BFF's listeners, so a test can wait until a subscription is really set up.
  let liveListeners = 0;
  const live = {
    subscribe: (handler: Parameters<typeof api.events.subscribe>[0]) => {
      const unsubscribe = api.events.subscribe(handler);
      liveListeners++;
      return () => {
        liveListeners--;
        unsubscribe();
      };
    },
  };
  const bff = createBff({ apiUrl, live, ...bffOptions });
  await new Promise<void>((done) => bff.server.listen(0, '127.0.0.1', done));
  const bffUrl = `http://127.0.0.1:${(bff.server.address() as AddressInfo).port}`;
  return {
    api,
    apiUrl,
    bffUrl,
    /** Every request the REST service received, in order. */
    restRequests,
    /** The X-Forwarded-For header of each of those requests. */
    restForwardedFor,
    /** The live events as the BFF hears them. */
    live,
    /** How many listeners the BFF has on the live events now. */
    liveListeners: () => liveListeners,
    async close() {
      await bff.close();
      await api.close();
      await drop();
    },
  };
}

export type Stack = Awaited<ReturnType<typeof startStack>>;

export async function graphql<T = any>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<{ data: T; errors?: { message: string; extensions?: Record<string, any> }[] }> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as any;
}

/** A contact person's session, through the portal's login. */
export const contactLogin = (url: string, email: string): Promise<string> =>
  login(url, { username: email, password: DEMO_LOGIN.password, portal: true });

export async function login(url: string, credentials: { username: string; password: string; portal?: boolean } = DEMO_LOGIN): Promise<string> {
  const answer = await graphql(
    url,
    `mutation($input: LoginInput!) { login(input: $input) { accessToken userErrors { field message } } }`,
    { input: credentials },
  );
  const token = answer.data?.login?.accessToken;
  if (!token) throw new Error(`login failed: ${JSON.stringify(answer)}`);
  return token;
}
