import { expect, test, type Page } from '@playwright/test';
import { newPage, signIn } from './support/session.ts';

// Sign-in hashes a password and the machine is shared: each test gets three minutes.
test.describe.configure({ timeout: 180_000 });

/** A search word of this run. */
const TOKEN = `lijstproef${Date.now().toString(36)}`;

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Zoeken' });

test("the phone's sort menu names the list's order, priority too", async ({ browser }) => {
  const page = await newPage(browser, { width: 390, height: 844 });
  await signIn(page, '/tickets?sort=priorityId&dir=DESC&perPage=15');
  const sort = page.getByRole('combobox', { name: 'Sorteren op' });
  await expect(sort.locator('option:checked')).toHaveText('Prioriteit (aflopend)');
  await expect(sort.locator('option', { hasText: 'Bedrijf (oplopend)' })).toHaveCount(1);
  await expect(sort.locator('option', { hasText: 'Contactpersoon (oplopend)' })).toHaveCount(1);
  await sort.selectOption({ label: 'Bedrijf (oplopend)' });
  await expect(page).toHaveURL(/sort=company\.name&dir=ASC/);
  // A spec sort is chosen: priority is no longer offered.
  await expect(sort.locator('option', { hasText: 'Prioriteit' })).toHaveCount(0);
});

test('a cleared search stays cleared when the user moves on at once', async ({ browser }) => {
  const page = await newPage(browser, { width: 1400, height: 900 });
  await signIn(page, '/tickets');
  await searchBox(page).fill(TOKEN);
  await expect(page).toHaveURL(new RegExp(`q=${TOKEN}`));
  await searchBox(page).fill('');
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Cockpit' }).click();
  await expect(page).toHaveURL(/\/cockpit/);
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Tickets', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
  await expect(searchBox(page)).toHaveValue('');
  await expect(page).not.toHaveURL(/q=/);

  // Typed, then 'Filters wissen' before the search ran: the typed text does not come back either.
  await searchBox(page).pressSequentially('zzz', { delay: 20 });
  await page.getByRole('button', { name: 'Filters wissen' }).click();
  await page.waitForTimeout(600);
  await expect(searchBox(page)).toHaveValue('');
  await expect(page).not.toHaveURL(/q=zzz/);
});
