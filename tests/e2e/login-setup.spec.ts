import { expect, test } from '@playwright/test';

// The login form shows without waiting for the installation's status; an installation that is not
// set up yet still moves on to its first-run setup (spec core §2: public routes only once set up).
test('an installation without a set-up tenant moves on from the login to the first-run setup', async ({ page }) => {
  await page.route('**/graphql', async (route) => {
    if (route.request().postDataJSON()?.operationName !== 'guardSystemStatusQuery') return route.fallback();
    await route.fulfill({ json: { data: { systemStatus: { setupCompleted: false, trialEndsIn: null, tenant: null } } } });
  });
  await page.goto('/login');
  await expect(page).toHaveURL(/\/setup$/);
  await expect(page.getByRole('heading', { name: 'Balie inrichten' })).toBeVisible();
});

test('a set-up installation keeps the login form', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('E-mailadres')).toBeFocused();
  // Its status has been asked and answered by now; the form stays.
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeEnabled();
});

test('filling in the login form downloads the route table and the target screen, before signing in', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/login?redirect=/tickets');
  await page.waitForLoadState('networkidle');
  // The login page alone asks for neither.
  expect(asked.filter((path) => /\/assets\/(appRoutes|TicketList)-/.test(path))).toEqual([]);

  await page.getByLabel('E-mailadres').fill('admin@demo.nl');
  await expect.poll(() => asked.filter((path) => /\/assets\/appRoutes-/.test(path)).length).toBe(1);
  await expect.poll(() => asked.filter((path) => /\/assets\/TicketList-/.test(path)).length).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/login\?redirect=/);
});
