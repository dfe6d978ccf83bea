import { expect, test } from '@playwright/test';
import { restClient, signIn } from './support/session';
import { closeToasts } from './support/toasts';

// The demo tenant has the cloud module on; this spec makes its own subscription line and leaves the
// seeded links as they are.
test('a licence is linked to a subscription line, shows the difference on the line, and is unlinked', async ({ page, request }) => {
  await signIn(page, '/cloud-subscriptions');
  const row = page.getByTestId('cloud-subscriptions-row').first();
  await expect(row).toBeVisible();
  const companyHref = await row.getByRole('link').first().getAttribute('href');
  const companyId = Number(companyHref?.split('/').pop());

  const rest = await restClient(request);
  const description = `E2E licenties ${Date.now()}`;
  const subscription = await rest.post('/subscriptions', {
    description,
    company_id: companyId,
    period: 'month',
    billing_start_date: '2026-01-01',
    start_period: '2026-12-01',
    next_billing_date: '2026-12-01',
  });
  // A quantity no seeded licence has, so the line differs from whatever licence it is linked to.
  await rest.post('/subscription-lines', { subscription_id: subscription.id, description: 'Gebruikerslicenties', quantity: 997, price: 10 });

  const openSidebar = async () => {
    await row.getByTestId('licence-actions').click();
    await page.getByRole('menuitem', { name: 'Koppel licentie' }).click();
    const drawer = page.getByTestId('licence-link-drawer');
    await expect(drawer.getByRole('heading', { name: 'Koppel licentie' })).toBeVisible();
    return drawer;
  };

  const drawer = await openSidebar();
  await drawer.getByLabel('Zoek een abonnementsregel').fill(description);
  const select = drawer.getByTestId('licence-line-select');
  await expect(select.locator('option', { hasText: description })).toHaveCount(1);
  await select.selectOption({ label: `${description} – Gebruikerslicenties (997)` });
  await drawer.getByRole('button', { name: 'Koppel licentie' }).click();
  await expect(page.getByText('Licentie succesvol gekoppeld.')).toBeVisible();
  const link = drawer.getByTestId('licence-link').filter({ hasText: description });
  await expect(link).toBeVisible();

  // The same line a second time is refused.
  await closeToasts(page);
  await select.selectOption({ label: `${description} – Gebruikerslicenties (997)` });
  await drawer.getByRole('button', { name: 'Koppel licentie' }).click();
  await expect(page.getByText('Licentie niet gekoppeld.')).toBeVisible();
  await expect(drawer.getByText('Deze licentie is al aan deze abonnementsregel gekoppeld.')).toBeVisible();
  await expect(link).toHaveCount(1);
  await page.keyboard.press('Escape');

  // The subscription's lines tab flags the line whose quantity differs from its licence.
  await page.goto(`/subscriptions/${subscription.id}`);
  const line = page.getByTestId('subscription-lines-row').filter({ hasText: 'Gebruikerslicenties' });
  await expect(line.getByTestId('licence-difference')).toBeVisible();

  await page.goto('/cloud-subscriptions');
  await openSidebar();
  await link.getByRole('button', { name: /Ontkoppel/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Ontkoppelen' }).click();
  await expect(page.getByText('Koppeling verwijderd.')).toBeVisible();
  await expect(link).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto(`/subscriptions/${subscription.id}`);
  await expect(line).toBeVisible();
  await expect(line.getByTestId('licence-difference')).toHaveCount(0);
});

test('a licence is ignored and un-ignored', async ({ page }) => {
  await signIn(page, '/cloud-subscriptions');
  const row = page.getByTestId('cloud-subscriptions-row').last();
  await expect(row).toBeVisible();
  await expect(row.getByText('Genegeerd')).toHaveCount(0);
  await row.getByTestId('licence-actions').click();
  await page.getByRole('menuitem', { name: 'Negeren' }).click();
  await expect(page.getByText('Licentie genegeerd.')).toBeVisible();
  await expect(row.getByText('Genegeerd')).toBeVisible();
  await row.getByTestId('licence-actions').click();
  await page.getByRole('menuitem', { name: 'Niet meer negeren' }).click();
  await expect(page.getByText('Licentie wordt niet meer genegeerd.')).toBeVisible();
  await expect(row.getByText('Genegeerd')).toHaveCount(0);
});

test('the licences list shows 20 per page (back-office §6) and offers 20 among the page sizes', async ({ page }) => {
  await signIn(page, '/cloud-subscriptions');
  await expect(page.getByTestId('cloud-subscriptions-row')).toHaveCount(20);
  await expect(page.getByTestId('page-range')).toHaveText(/^1-20 van \d+$/);
  const sizes = page.getByRole('combobox', { name: 'Per pagina' });
  await expect(sizes).toHaveValue('20');
  await expect(sizes.locator('option')).toHaveText(['5', '15', '20', '25', '50', '100']);
  await sizes.selectOption('15');
  await expect(page.getByTestId('cloud-subscriptions-row')).toHaveCount(15);
  await expect(page).toHaveURL(/perPage=15/);
  // The choice is remembered for the user: back to the list's own size for the specs after this one.
  await sizes.selectOption('20');
  await expect(page.getByTestId('cloud-subscriptions-row')).toHaveCount(20);
});
