import { randomUUID } from 'node:crypto';
import { Agent, fetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphBrowser, pointAtGraphDouble } from '../doubles/msgraph/process-env.ts';
import { startGraphDouble, type GraphDouble } from '../doubles/msgraph/server.ts';
import { startApi, type RunningApi } from '../support/api.ts';

/** Sign-in with Microsoft (GET /msgraph/code/{code}) through the identity platform's authorization code flow on loopback. */

let graph: GraphDouble;
let server: RunningApi;
let browser: Agent;
let forgetGraph: (() => void) | undefined;
const bram = randomUUID();
const stranger = randomUUID();
const kees = randomUUID();

/** Starts a sign-in and walks the browser through Microsoft's page: the code and state it comes back with. */
async function signIn(as: string | null): Promise<{ code: string | null; state: string | null; error: string | null }> {
  graph.signInAs = as;
  const start = await server.post('/msgraph/signin');
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  const page = await fetch(start.body.url, { redirect: 'manual', dispatcher: browser });
  const back = new URL(page.headers.get('location')!);
  expect(back.pathname).toBe('/msgraph/code');
  return { code: back.searchParams.get('code'), state: back.searchParams.get('state'), error: back.searchParams.get('error') };
}

beforeAll(async () => {
  graph = await startGraphDouble();
  browser = graphBrowser(graph);
  forgetGraph = pointAtGraphDouble(graph);
  graph.users.push(
    { tenant: graph.homeTenant, id: bram, displayName: 'Bram Jansen', mail: 'Bram@demo.nl', userPrincipalName: 'bram@demo.onmicrosoft.com', accountEnabled: true },
    { tenant: graph.homeTenant, id: stranger, displayName: 'Onbekend', mail: 'onbekend@demo.nl', userPrincipalName: 'onbekend@demo.nl', accountEnabled: true },
    { tenant: graph.homeTenant, id: kees, displayName: 'Kees Brouwer', mail: 'kees@demo.nl', userPrincipalName: 'kees@demo.nl', accountEnabled: true },
  );
  server = await startApi();
});

afterAll(async () => {
  await server?.close();
  await graph?.close();
  await browser?.close();
  forgetGraph?.();
});

describe('sign-in with Microsoft', () => {
  it('tells the login screen whether Microsoft 365 is set up', async () => {
    expect((await server.get('/msgraph/signin')).body).toEqual({ enabled: true });
    delete process.env.MSGRAPH_CLIENT_ID;
    try {
      expect((await server.get('/msgraph/signin')).body).toEqual({ enabled: false });
      const start = await server.post('/msgraph/signin');
      expect(start.status).toBe(409);
      expect(start.body.message).toContain('Microsoft 365 is niet ingesteld');
    } finally {
      process.env.MSGRAPH_CLIENT_ID = graph.clientId;
    }
  });

  it("sends the browser to the own tenant's sign-in page and logs in the operator with the account's e-mail", async () => {
    const start = await server.post('/msgraph/signin');
    const url = new URL(start.body.url);
    expect(url.origin + url.pathname).toBe(`${graph.url}/${graph.homeTenant}/oauth2/v2.0/authorize`);
    expect(url.searchParams.get('client_id')).toBe(graph.clientId);
    expect(url.searchParams.get('scope')).toContain('openid');

    const { code, state } = await signIn(bram);
    const answer = await server.get(`/msgraph/code/${encodeURIComponent(code!)}?state=${encodeURIComponent(state!)}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.user.email).toBe('bram@demo.nl');
    expect(graph.grants).toContain(`authorization_code ${graph.homeTenant}`);
    const me = await server.get('/auth/me', { token: answer.body.access_token });
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe('bram@demo.nl');

    const again = await server.get(`/msgraph/code/${encodeURIComponent(code!)}?state=${encodeURIComponent(state!)}`);
    expect(again.status).toBe(422);
    expect(again.body.errors.state).toEqual(['Deze aanmelding is verlopen of al gebruikt. Probeer opnieuw in te loggen met Microsoft.']);
  });

  it('refuses, in Dutch, accounts of no active operator, a code Microsoft does not confirm, and a missing state', async () => {
    for (const who of [stranger, kees]) {
      const { code, state } = await signIn(who);
      const answer = await server.get(`/msgraph/code/${encodeURIComponent(code!)}?state=${encodeURIComponent(state!)}`);
      expect(answer.status).toBe(422);
      expect(answer.body.errors.code).toEqual(['Er is geen actieve behandelaar met het e-mailadres van dit Microsoft-account.']);
    }
    const { state } = await signIn(bram);
    const forged = await server.get(`/msgraph/code/niet-van-microsoft?state=${encodeURIComponent(state!)}`);
    expect(forged.status).toBe(422);
    expect(forged.body.errors.code).toEqual(['Microsoft heeft deze aanmelding niet bevestigd. Probeer opnieuw in te loggen met Microsoft.']);
    expect((await server.get('/msgraph/code/iets')).status).toBe(422);
  });
});
