import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { e2eGraphApp } from '../doubles/msgraph/e2e-app.ts';
import { startGraphDouble, type GraphDouble } from '../doubles/msgraph/server.ts';
import { PORT } from './support/session.ts';

// The identity platform on the port the product was started with (playwright.config.ts).
let graph: GraphDouble;
const app = e2eGraphApp(PORT);

// The double's certificate is made at its start; a browser trusts Microsoft's own.
test.use({ ignoreHTTPSErrors: true });

test.beforeAll(async () => {
  graph = await startGraphDouble(app);
  graph.users.push(
    { tenant: graph.homeTenant, id: 'bram-e2e', displayName: 'Bram Jansen', mail: 'bram@demo.nl', userPrincipalName: 'bram@demo.nl', accountEnabled: true },
    { tenant: graph.homeTenant, id: 'extern-e2e', displayName: 'Extern', mail: `extern-${randomUUID()}@elders.nl`, userPrincipalName: 'extern@elders.nl', accountEnabled: true },
  );
});

test.afterAll(async () => {
  await graph?.close();
});

test("an operator signs in with Microsoft; an account that is no operator's is sent back with the reason", async ({ page }) => {
  test.setTimeout(120_000);
  graph.signInAs = 'extern-e2e';
  await page.goto('/login');
  await page.getByTestId('microsoft-sign-in').click();
  await expect(page.getByText('Er is geen actieve behandelaar met het e-mailadres van dit Microsoft-account.')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/login$/);

  graph.signInAs = 'bram-e2e';
  await page.getByTestId('microsoft-sign-in').click();
  await expect(page).toHaveURL(/\/cockpit/, { timeout: 30_000 });
  const me = await page.evaluate(async () => {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('balie.token')}` },
      body: JSON.stringify({ query: '{ viewer { user { email } } }' }),
    });
    return (await response.json()).data.viewer.user.email as string;
  });
  expect(me).toBe('bram@demo.nl');
});
