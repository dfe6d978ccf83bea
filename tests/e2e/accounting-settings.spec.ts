import { expect, test } from '@playwright/test';
import { startExactDouble, type ExactDouble } from '../doubles/exact/server.ts';
import { PORT, signIn } from './support/session.ts';
import { closeToasts } from './support/toasts.ts';

// Exact Online on the port the product was started with (playwright.config.ts: EXACT_BASE_URL).
let exact: ExactDouble;

test.beforeAll(async () => {
  exact = await startExactDouble({ port: PORT + 4 });
});

test.afterAll(async () => {
  await exact?.close();
});

test('an admin connects Exact Online from the settings and maps a product and a VAT rate', async ({ page }) => {
  // Two full page loads (to Exact and back, and a reload) besides the usual clicks.
  test.setTimeout(120_000);
  await signIn(page, '/settings');
  await page.getByTestId('settings-accounting-link').click();
  await expect(page).toHaveURL(/\/settings\/accounting$/);
  const card = page.getByTestId('exact');
  await expect(card.getByTestId('exact-status')).toHaveText('Niet gekoppeld');
  await expect(card.getByRole('button', { name: 'Koppelen met Exact Online' })).toBeDisabled();

  await card.getByLabel('Client ID').fill(exact.clientId);
  await card.getByLabel('Client secret').fill(exact.clientSecret);
  await card.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(page.getByText('Instellingen boekhoudpakket opgeslagen!')).toBeVisible();
  // The secret is not shown again, only that it is set.
  await expect(card.getByLabel('Client secret')).toHaveValue('');
  await expect(card.getByLabel('Client secret')).toHaveAttribute('placeholder', /^ingesteld/);
  await closeToasts(page);

  // To Exact's consent page and back: the double consents at once and redirects to our return route.
  // The app starts anew on the return route, which takes its time on a busy machine.
  await card.getByRole('button', { name: 'Koppelen met Exact Online' }).click();
  await expect(page.getByText('Gekoppeld met Exact Online!')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/settings\/accounting$/);
  await expect(page.getByTestId('exact-status')).toHaveText(`Gekoppeld met administratie ${exact.division}`);
  expect(exact.grants).toEqual(['authorization_code']);
  await closeToasts(page);

  const products = page.getByTestId('exact-product-mappings');
  await products.getByRole('button', { name: 'Regel toevoegen' }).click();
  await products.getByLabel('Productcode in Balie').fill('UREN');
  await products.getByLabel('Artikelcode in Exact Online').fill('UUR');
  const vat = page.getByTestId('exact-vat-mappings');
  await vat.getByRole('button', { name: 'Regel toevoegen' }).click();
  await vat.getByLabel('Btw-percentage').fill('21');
  await vat.getByLabel('Btw-code in Exact Online').fill('2');
  await page.getByTestId('exact').getByRole('button', { name: 'Koppelingen opslaan' }).click();
  await expect(page.getByText('Koppelingen opgeslagen!')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('exact-product-mappings').getByLabel('Artikelcode in Exact Online')).toHaveValue('UUR');
  await expect(page.getByTestId('exact-vat-mappings').getByLabel('Btw-percentage')).toHaveValue('21');
});
