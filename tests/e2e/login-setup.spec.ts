import { expect, test, type Page } from '@playwright/test';
import { ADMIN, PASSWORD, signIn } from './support/session.ts';

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

/** Holds back the app's own code (the page's entry) until the returned function is called. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('the login form in the page takes what is typed before the app has arrived, and keeps it and the focus', async ({ page }) => {
  const release = await holdTheApp(page);
  // Not until 'load': that waits for the app's code.
  await page.goto('/login', { waitUntil: 'commit' });
  const first = page.locator('#login-first');
  await expect(page.getByLabel('E-mailadres')).toBeFocused();
  await page.getByLabel('E-mailadres').fill(ADMIN);
  await page.getByLabel('Wachtwoord', { exact: true }).click();
  await page.keyboard.type('Balie-');
  await page.getByRole('button', { name: 'Laat zien' }).click();
  await page.getByLabel('Wachtwoord', { exact: true }).focus();
  await expect(first).toBeVisible();
  await expect(page.getByLabel('Wachtwoord', { exact: true })).toHaveAttribute('type', 'text');

  release();
  await expect(first).toHaveCount(0);
  const password = page.getByLabel('Wachtwoord', { exact: true });
  await expect(password).toBeFocused();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: 'Verberg' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('End');
  await page.keyboard.type(PASSWORD.slice('Balie-'.length));
  await expect(password).toHaveValue(PASSWORD);
  await expect(page.getByLabel('E-mailadres')).toHaveValue(ADMIN);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });
});

test('a login sent from the page\'s own form before the app has arrived is sent by the app', async ({ page }) => {
  const release = await holdTheApp(page);
  await page.goto('/login?redirect=/tickets', { waitUntil: 'commit' });
  await page.getByLabel('E-mailadres').fill(ADMIN);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('button', { name: 'Inloggen' })).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('button', { name: 'Inloggen' })).toBeDisabled();
  // Still the page's own form, and still here: nothing was sent without the app.
  await expect(page.locator('#login-first')).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirect=/);

  release();
  await expect(page).toHaveURL(/\/tickets$/, { timeout: 30_000 });
  await expect(page.locator('#login-first')).toHaveCount(0);
});

test('a signed-in operator who opens the login never sees the page\'s own form', async ({ page }) => {
  await signIn(page, '/tickets');
  const release = await holdTheApp(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.locator('#login-first')).toBeHidden();
  await expect(page.locator('#login-first')).toHaveCount(0);
  release();
  await expect(page).not.toHaveURL(/\/login/);
});
