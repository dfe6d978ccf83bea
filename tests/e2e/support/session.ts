import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { PORT } from './port.ts';

export { PORT };

/** The password of every demo operator. */
export const PASSWORD = process.env.DEMO_PASSWORD ?? 'Balie-demo-2026!';
/** The demo admin, who signs in unless a test says otherwise. */
export const ADMIN = 'admin@demo.nl';
/** A second demo operator, Bram Jansen. */
export const BRAM = 'bram@demo.nl';

export const API = `http://localhost:${PORT + 1}`;

/** A page in a browser context of its own, so that each one can be a different operator. */
export async function newPage(browser: Browser, viewport = { width: 1440, height: 900 }) {
  const context = await browser.newContext({ viewport });
  return context.newPage();
}

export interface SignInOptions {
  /** The e-mail address of the operator who signs in; the demo admin by default. */
  as?: string;
  /**
   * What to wait for once 'Inloggen' is clicked: the URL leaving /login (the default),
   * the URL ending in `path` ('path'), the URL matching a pattern, or nothing ('nothing').
   */
  waitFor?: 'login-left' | 'path' | 'nothing' | RegExp;
}

/** Opens `path`, which sends a signed-out browser to the login screen, and signs in there. */
export async function signIn(page: Page, path: string, { as = ADMIN, waitFor = 'login-left' }: SignInOptions = {}) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('E-mailadres').fill(as);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  // Hashing the password is the slowest request there is; on a busy machine it takes a while.
  const signedIn = { timeout: 30_000 };
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toHaveCount(0, signedIn);
  if (waitFor === 'login-left') await expect(page).not.toHaveURL(/\/login/, signedIn);
  else if (waitFor === 'path') await expect(page).toHaveURL(new RegExp(`${path}$`), signedIn);
  else if (waitFor instanceof RegExp) await expect(page).toHaveURL(waitFor, signedIn);
}

/** Signs in to the REST service as an operator (the demo admin by default), optionally for a given tenant. */
export async function restLogin(request: APIRequestContext, { as = ADMIN, tenant }: { as?: string; tenant?: string } = {}) {
  const tenantHeaders: Record<string, string> = tenant ? { 'X-Tenant': tenant } : {};
  const login = await request.post(`${API}/auth/login?operator=true`, { headers: tenantHeaders, data: { username: as, password: PASSWORD } });
  const body = await login.json();
  const headers: Record<string, string> = { ...tenantHeaders, authorization: `Bearer ${body.access_token as string}` };
  return { headers, userId: body.user.id as number };
}

/** REST calls as the demo admin, to set up what a test looks at. */
export async function restClient(request: APIRequestContext) {
  const { headers } = await restLogin(request);
  return {
    async post(path: string, data: unknown = {}) {
      const answer = await request.post(`${API}${path}`, { headers, data });
      expect(answer.status(), await answer.text()).toBeLessThan(300);
      return (await answer.json()).data;
    },
    async get(path: string) {
      return (await (await request.get(`${API}${path}`, { headers })).json()).data;
    },
  };
}

/** Asks the GraphQL API as the signed-in user (for the records and figures the screens then have to show). */
export async function ask<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  return page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('balie.token')}` },
        body: JSON.stringify({ query, variables }),
      });
      const body = await response.json();
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data;
    },
    { query, variables },
  ) as Promise<T>;
}
