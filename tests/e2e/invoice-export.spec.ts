import { expect, test } from '@playwright/test';
import { restClient, signIn } from './support/session.ts';
import { openGroupActions } from './support/lists.ts';
import { closeToasts } from './support/toasts.ts';

test('three concept invoices exported from the list, one restored to concept on its detail screen', async ({ page, request }) => {
  const rest = await restClient(request);
  const company = (await rest.get('/companies'))[0];
  const stamp = `Export ${Date.now()}`;
  for (const month of ['september', 'oktober', 'november']) {
    const invoice = await rest.post('/invoices', { subject: `${stamp} ${month}`, company_id: company.id });
    await rest.post('/invoice-lines', { invoice_id: invoice.id, product_code: 'BEHEER', description: `Beheer ${month}`, quantity: 2, price: 45 });
  }

  await signIn(page, `/invoices?f=${encodeURIComponent(JSON.stringify({ subject: stamp }))}`, { waitFor: 'nothing' });
  const rows = page.getByTestId('invoices-row');
  // The first list after signing in waits for the whole app to load.
  await expect(rows).toHaveCount(3, { timeout: 30_000 });
  await expect(rows.filter({ hasText: 'Concept' })).toHaveCount(3);
  await openGroupActions(page, page.getByRole('checkbox', { name: 'Selecteer alle rijen' }));
  await page.getByRole('menuitem', { name: 'Exporteren' }).click();
  await expect(page.getByText('Alle 3 facturen zijn geëxporteerd.')).toBeVisible();
  await expect(rows.filter({ hasText: 'Geëxporteerd' })).toHaveCount(3);
  await closeToasts(page);

  await rows.filter({ hasText: 'november' }).getByRole('link').first().click();
  await expect(page.getByTestId('invoice-state')).toHaveText('Geëxporteerd');
  await expect(page.getByTestId('invoice-number')).toHaveText(/^\d+$/);
  await expect(page.getByTestId('invoice-line')).toContainText(['Beheer november']);
  await expect(page.getByTestId('invoice-totals')).toContainText('€ 90,00');
  // An exported invoice is not edited: no Bewerken, but re-export and restore.
  await expect(page.getByRole('button', { name: 'Bewerken' })).toHaveCount(0);
  await expect(page.getByTestId('invoice-re-export')).toBeVisible();
  const number = await page.getByTestId('invoice-number').textContent();

  await page.getByTestId('invoice-restore').click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Terugzetten naar concept');
  await dialog.getByRole('button', { name: 'Terugzetten naar concept' }).click();
  await expect(page.getByText('Factuur teruggezet naar concept')).toBeVisible();
  await expect(page.getByTestId('invoice-state')).toHaveText('Concept');
  await expect(page.getByTestId('invoice-number')).toHaveText(number!);
  await expect(page.getByTestId('invoice-export')).toBeVisible();
});
