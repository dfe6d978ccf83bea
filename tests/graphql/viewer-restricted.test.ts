import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactLogin, DEMO_LOGIN, graphql, login, startStack, type Stack } from '../support/stack.ts';

// Whether the viewer's role sees only some records: the web client then answers a missing record as 'Geen toegang'.
let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.close();
});

const RESTRICTED = '{ viewer { restricted } }';

describe('viewer.restricted', () => {
  it('is false for an administrator, true for an only_own_company operator and a contact person', async () => {
    const admin = await login(stack.bffUrl);
    expect((await graphql(stack.bffUrl, RESTRICTED, {}, admin)).data.viewer.restricted).toBe(false);
    const ownCompany = await login(stack.bffUrl, { username: 'bedrijf@demo.nl', password: DEMO_LOGIN.password });
    expect((await graphql(stack.bffUrl, RESTRICTED, {}, ownCompany)).data.viewer.restricted).toBe(true);
    const contact = await contactLogin(stack.bffUrl, 'klant@demo.nl');
    expect((await graphql(stack.bffUrl, RESTRICTED, {}, contact)).data.viewer.restricted).toBe(true);
  });
});
