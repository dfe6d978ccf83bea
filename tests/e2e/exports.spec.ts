import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { signIn } from './support/session.ts';

test('a filtered list is exported from its menu, queued, then downloaded from Exports', async ({ page }) => {
  await signIn(page, '/companies?perPage=15');
  await page.getByRole('button', { name: 'Filter op Naam', exact: true }).click();
  await page.getByRole('textbox', { name: 'Naam' }).fill('bedrijf');
  await expect(page.getByTestId('page-range')).toHaveText('1-3 van 3');
  await page.keyboard.press('Escape');
  const shown = await page.getByTestId('companies-row').locator('td:nth-child(2)').allInnerTexts();
  expect(shown).toHaveLength(3);

  await page.getByRole('button', { name: 'Lijstopties' }).click();
  await page.getByRole('menuitem', { name: 'Exporteren' }).click();
  await expect(page.getByText('De export wordt klaargezet. Je vindt hem onder Exports.')).toBeVisible();

  await page.goto('/exports');
  await expect(page.getByRole('heading', { level: 1, name: 'Exports' })).toBeVisible();
  // No New button on exports (core §2), and exports are not exported themselves.
  await expect(page.getByRole('link', { name: 'Nieuwe export' })).toHaveCount(0);
  const ours = page.getByTestId('exports-row').first();
  await expect(ours).toContainText('Bedrijven');
  // Queued until the job has written it; how long that takes is the machine's business.
  await expect(ours).toContainText(/In wachtrij|Download/);

  const download = ours.getByRole('button', { name: 'Download' });
  await expect(async () => {
    await page.getByRole('button', { name: 'Vernieuwen' }).click();
    await expect(download).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 45_000 });
  await expect(ours).not.toContainText('In wachtrij');

  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^Export Bedrijven \d{2}-\d{2}-\d{4}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.worksheets[0];
  expect(sheet.name).toBe('Bedrijven');
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(header).toEqual(['Naam', 'Debiteurnummer', 'Badge', 'Plaats', 'Laatst geupdate']);
  const names: string[] = [];
  sheet.eachRow((row, index) => {
    if (index > 1) names.push(String(row.getCell(1).value));
  });
  // The rows and their order are the list's.
  expect(names).toEqual(shown);
});
