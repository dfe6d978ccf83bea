import { randomUUID } from 'node:crypto';
import { Agent, fetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphBrowser, pointAtGraphDouble } from '../doubles/msgraph/process-env.ts';
import { startGraphDouble, type GraphDouble } from '../doubles/msgraph/server.ts';
import { graphql, startStack, type Stack } from '../support/stack.ts';

// Sign-in with Microsoft over the BFF: no token needed before, a viewer after.
let graph: GraphDouble;
let stack: Stack;
let browser: Agent;
let forgetGraph: (() => void) | undefined;
const SIGN_IN = 'mutation($input: SignInWithMicrosoftInput!) { signInWithMicrosoft(input: $input) { accessToken viewer { user { email } } userErrors { field message } } }';

async function microsoftPage(as: string) {
  graph.signInAs = as;
  const start = await graphql(stack.bffUrl, 'mutation { startMicrosoftSignIn(input: {}) { url userErrors { message } } }');
  expect(start.data.startMicrosoftSignIn.userErrors).toEqual([]);
  const page = await fetch(start.data.startMicrosoftSignIn.url, { redirect: 'manual', dispatcher: browser });
  const back = new URL(page.headers.get('location')!);
  return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
}

beforeAll(async () => {
  graph = await startGraphDouble();
  browser = graphBrowser(graph);
  forgetGraph = pointAtGraphDouble(graph);
  graph.users.push(
    { tenant: graph.homeTenant, id: 'admin-id', displayName: 'Anna de Vries', mail: 'admin@demo.nl', userPrincipalName: 'admin@demo.nl', accountEnabled: true },
    { tenant: graph.homeTenant, id: 'extern-id', displayName: 'Extern', mail: 'extern@elders.nl', userPrincipalName: 'extern@elders.nl', accountEnabled: true },
  );
  stack = await startStack();
});

afterAll(async () => {
  await stack?.close();
  await graph?.close();
  await browser?.close();
  forgetGraph?.();
});

describe('sign-in with Microsoft over GraphQL', () => {
  it('offers the sign-in, signs in the matching operator and refuses an account without one', async () => {
    expect((await graphql(stack.bffUrl, '{ microsoftSignInEnabled }')).data.microsoftSignInEnabled).toBe(true);
    const signedIn = await graphql(stack.bffUrl, SIGN_IN, { input: await microsoftPage('admin-id') });
    expect(signedIn.errors).toBeUndefined();
    expect(signedIn.data.signInWithMicrosoft.accessToken).toEqual(expect.any(String));
    expect(signedIn.data.signInWithMicrosoft.viewer.user.email).toBe('admin@demo.nl');
    const viewer = await graphql(stack.bffUrl, '{ viewer { user { email } } }', {}, signedIn.data.signInWithMicrosoft.accessToken);
    expect(viewer.data.viewer.user.email).toBe('admin@demo.nl');

    const refused = await graphql(stack.bffUrl, SIGN_IN, { input: await microsoftPage('extern-id') });
    expect(refused.data.signInWithMicrosoft).toEqual({ accessToken: null, viewer: null, userErrors: [{ field: 'code', message: 'Er is geen actieve behandelaar met het e-mailadres van dit Microsoft-account.' }] });
  });
});
