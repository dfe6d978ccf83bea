import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { restClient, signIn } from './support/session.ts';

/** What axe finds against WCAG 2 A and AA on the page as it stands, serious and critical only. */
async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`),
    }));
}

test('the cockpit, the ticket list, a ticket, a company, a quote and an invoice have no serious accessibility violations', async ({ page, request }) => {
  // Six screens, each loaded and scanned; a busy machine takes its time over them.
  test.setTimeout(600_000);
  const rest = await restClient(request);
  const company = (await rest.get('/companies'))[0];
  const ticket = await rest.post('/tickets', { description: `Toegankelijkheid ${Date.now()}`, company_id: company.id });
  const quote = (await rest.get('/quotes'))[0];
  const invoice = (await rest.get('/invoices'))[0];

  const screens: [string, string][] = [
    ['cockpit', '/cockpit'],
    ['ticket list', '/tickets'],
    ['ticket', `/tickets/${ticket.id}`],
    ['company', `/companies/${company.id}`],
    ['quote', `/deals/quotes/${quote.id}`],
    ['invoice', `/invoices/${invoice.id}`],
  ];
  await signIn(page, '/cockpit');
  const found: Record<string, Awaited<ReturnType<typeof seriousViolations>>> = {};
  for (const [name, path] of screens) {
    await test.step(name, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      const violations = await seriousViolations(page);
      if (violations.length > 0) found[name] = violations;
    });
  }
  if (Object.keys(found).length > 0) console.log(JSON.stringify(found, null, 2));
  expect(found).toEqual({});
});

test('what is still loading says so to assistive technology, without an accessibility violation', async ({ page }) => {
  await signIn(page, '/cockpit');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  // The widgets' list queries are held back, so the cockpit stands with its widgets still loading.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    if (/Refetch/.test(route.request().postDataJSON()?.operationName ?? '')) await released;
    await route.fallback();
  });
  await page.reload();
  await expect(page.getByRole('status', { name: 'Laden...' }).first()).toBeVisible({ timeout: 30_000 });
  // The browser asks for less motion (playwright.config.ts); a wait still turns.
  await expect(page.getByRole('status', { name: 'Laden...' }).first()).toHaveCSS('animation-iteration-count', 'infinite');
  const violations = await seriousViolations(page);
  release();
  expect(violations).toEqual([]);
});

test('who asks the system for less motion gets menus without their slide; who does not, keeps it', async ({ page }) => {
  await signIn(page, '/companies');
  const options = page.getByRole('button', { name: 'Lijstopties' });
  const menu = page.getByRole('menu');
  await options.click();
  await expect(menu).toHaveCSS('animation-duration', '0.001s');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await options.click();
  await expect(menu).toHaveCSS('animation-duration', '0.15s');
});

test('the login, drawn without Chakra, has no serious accessibility violations; its password toggle and required fields work, and so does the portal login', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('E-mailadres')).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  // The password toggle says what it does, and shows the password.
  const password = page.getByLabel('Wachtwoord', { exact: true });
  await password.fill('geheim');
  await page.getByRole('button', { name: 'Laat zien' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: 'Verberg' })).toHaveAttribute('aria-pressed', 'true');
  // An empty e-mail address is refused by the browser before anything is sent.
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByLabel('E-mailadres')).toHaveJSProperty('validity.valueMissing', true);
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/login/portal');
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen op het klantportaal' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
