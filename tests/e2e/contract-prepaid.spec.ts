import { expect, test } from '@playwright/test';
import { newPage, restClient, signIn } from './support/session.ts';

// Spec back-office §2 Contract detail: a prepaid card bought onto a prepaid contract shows its hours on the Periodes tab.
test('buy a prepaid card on a contract and see the hours on the Periodes tab; hidden without contracts.buy', async ({ page, browser, request }) => {
  // Two operators sign in one after the other.
  test.slow();
  const rest = await restClient(request);
  const company = (await rest.get('/companies'))[0];
  const card = await rest.post('/prepaid-cards', { name: `Strippenkaart 10 uur ${Date.now()}`, hours: 10, price: 850, product_code: 'STRIP10' });
  const contract = await rest.post('/contracts', { name: 'Support strippenkaart', period: 'none', start_date: '2026-01-01', relationships: { companies: [company.id] } });

  await signIn(page, `/contracts/${contract.id}`, { waitFor: 'nothing' });
  await page.getByRole('tab', { name: 'Periodes' }).click();
  const period = page.getByTestId('contract-periods-row');
  await expect(period).toHaveCount(1);
  await expect(period).toContainText('00:00');

  const topUp = page.getByTestId('contract-top-up');
  await expect(topUp.getByRole('button', { name: 'Opwaarderen' })).toBeDisabled();
  await topUp.getByLabel('Voeg uren toe').selectOption({ label: card.name });
  await topUp.getByRole('button', { name: 'Opwaarderen' }).click();
  await expect(page.getByText('Factuur aangemaakt!')).toBeVisible();
  await expect(period).toContainText('10:00');

  // The card's invoice is one click away.
  await topUp.getByRole('link', { name: 'Bekijk de factuur' }).click();
  await expect(page).toHaveURL(/\/invoices\/\d+$/);

  const reader = await newPage(browser);
  await signIn(reader, `/contracts/${contract.id}`, { as: 'lezer@demo.nl', waitFor: 'nothing' });
  await reader.getByRole('tab', { name: 'Periodes' }).click();
  await expect(reader.getByTestId('contract-periods-row')).toContainText('10:00');
  await expect(reader.getByTestId('contract-top-up')).toHaveCount(0);
});
