import { expect, test } from '@playwright/test';
import { signIn } from './support/session.ts';

const csv = (rows: string[]) => Buffer.from(['Debiteurnummer;Klantnaam;Aantal;Bedrag;Kostenplaats', ...rows].join('\n'));

test('invoice lines are imported from a file with a saved definition, bad rows are reported', async ({ page }) => {
  await signIn(page, '/imports');
  await expect(page.getByRole('heading', { level: 1, name: 'Imports' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Nieuwe import' }).click();
  await expect(page).toHaveURL(/\/imports\/create$/);
  await expect(page.getByRole('textbox', { name: 'Type' })).toHaveValue('Factuurregels');

  // A row naming an unknown customer: nothing is imported, the row is named.
  await page.getByLabel('Bestand').setInputFiles({ name: 'kpn-fout.csv', mimeType: 'text/csv', buffer: csv(['D10001;Van der Berg;2;12,50;Zuid', 'D99999;Onbekend;1;3;Noord']) });
  await expect(page.getByText('2 regels in kpn-fout.csv')).toBeVisible();
  await page.getByRole('combobox', { name: 'Importdefinitie' }).selectOption({ label: 'Doorbelasting telefonie (KPN)' });
  await expect(page.getByRole('combobox', { name: 'Importeren als voor Debiteurnummer' })).toHaveValue('debtorCode');
  await expect(page.getByRole('combobox', { name: 'Importeren als voor Kostenplaats' })).toHaveValue('');
  await page.getByRole('button', { name: 'Alleen importeren' }).click();
  await expect(page.getByTestId('import-row-errors')).toContainText('Regel 3: Er is geen bedrijf met debiteurnummer D99999.');

  // Saving the definition needs a name.
  await page.getByLabel('Bestand').setInputFiles({ name: 'kpn-2026-10.csv', mimeType: 'text/csv', buffer: csv(['D10001;Van der Berg;2;12,50;Zuid', 'D10002;Bakkerij;1;7;Noord']) });
  await expect(page.getByText('2 regels in kpn-2026-10.csv')).toBeVisible();
  await page.getByRole('button', { name: 'Importeren en sla definitie op' }).click();
  await expect(page.getByText('Geef de importdefinitie een naam.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Naam importdefinitie' }).fill('KPN per kostenplaats');
  await page.getByRole('button', { name: 'Importeren en sla definitie op' }).click();
  await expect(page.getByText('2 factuurregels geïmporteerd.')).toBeVisible();

  await expect(page).toHaveURL(/\/imports$/);
  const row = page.getByTestId('imports-row').first();
  await expect(row).toContainText('kpn-2026-10.csv');
  await expect(row).toContainText('KPN per kostenplaats');
  await expect(row).toContainText('Factuurregels');

  // The new definition is offered next time.
  await page.goto('/imports/create');
  await expect(page.getByRole('combobox', { name: 'Importdefinitie' }).locator('option', { hasText: 'KPN per kostenplaats' })).toHaveCount(1);
});
