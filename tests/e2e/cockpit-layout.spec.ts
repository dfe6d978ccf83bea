import { expect, test } from '@playwright/test';
import { API, newPage, restLogin, signIn } from './support/session.ts';

// Sign-in hashes a password and the machine is shared: each test gets three minutes.
test.describe.configure({ timeout: 180_000 });

test('a table widget fits its card, and an added widget is scrolled to and marked', async ({ browser, request }) => {
  const label = `Erbij ${Date.now().toString(36)}`;
  const answer = await request.post(`${API}/table-presets`, {
    headers: (await restLogin(request)).headers,
    data: { label, type: 'tickets', filter_config: { columnFilters: {}, customFields: {} }, order_config: { by: 'updatedAt', direction: 'DESC' } },
  });
  expect(answer.status(), await answer.text()).toBeLessThan(300);

  const page = await newPage(browser, { width: 1920, height: 900 });
  await signIn(page, '/cockpit', { waitFor: /\/cockpit/ });
  const dialog = page.getByRole('dialog');
  await page.getByRole('button', { name: 'Widget toevoegen' }).click();
  await dialog.getByLabel('Snelfilter').selectOption({ label });
  await dialog.getByLabel('Type widget').selectOption({ label: 'Tabel' });
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog).toBeHidden();
  const added = page.getByRole('region', { name: label });
  await expect(added).toBeInViewport();
  await expect(page.locator('[data-arrived]')).toContainText(label);
  // Half a row of the dashboard: the table's columns share the card instead of scrolling sideways.
  await expect(added.getByTestId('widget-row').first()).toBeVisible();
  const fits = await added.locator('table').evaluate((element) => {
    const card = element.closest('[data-testid="table-widget"]')!;
    return element.getBoundingClientRect().right <= card.getBoundingClientRect().right + 0.5 && element.scrollWidth <= element.parentElement!.clientWidth + 0.5;
  });
  expect(fits).toBe(true);
  // The mark fades after a few seconds.
  await expect(page.locator('[data-arrived]')).toHaveCount(0, { timeout: 10_000 });
});
