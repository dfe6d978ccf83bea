import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/session.ts';

/** Opens the detail screen of the first company the list shows for a name. */
async function openCompany(page: Page, name: string) {
  // An explicit page state: what another test left as this user's list preferences does not apply.
  await signIn(page, '/companies?perPage=100');
  await page.getByTestId('companies-row').filter({ hasText: name }).first().click();
  await expect(page).toHaveURL(/\/companies\/\d+/);
  await expect(page.getByTestId('record-title')).toHaveText(name);
}

const COMPANY = 'Van der Berg Installatietechniek B.V.';

test('a company shows its tabs with the seeded records', async ({ page }) => {
  await openCompany(page, COMPANY);
  const tabs = page.getByTestId('record-tabs').getByRole('tab');
  await expect(tabs).toHaveText(['Tickets', 'Projecten', 'Deals', 'Contactpersonen', 'Abonnementen', 'Assets', 'Contracten', 'SLA', 'Ticketgroepen', 'Licenties', 'Facturen']);

  // Tickets first, 20 per page, with a New button that prefills the company.
  await expect(page.getByTestId('ticket-row').first()).toBeVisible();
  expect(await page.getByTestId('ticket-row').count()).toBeLessThanOrEqual(20);
  const companyId = new URL(page.url()).pathname.split('/').pop();
  await expect(page.getByRole('link', { name: 'Nieuw ticket' }).last()).toHaveAttribute('href', `/tickets/create?company_id=${companyId}`);

  await page.getByRole('tab', { name: 'Abonnementen' }).click();
  await expect(page).toHaveURL(/#tab-subscriptions$/);
  await expect(page.getByTestId('subscriptions-row').first()).toBeVisible();

  await page.getByRole('tab', { name: 'Facturen' }).click();
  const invoices = page.getByTestId('tab-list-invoices');
  await expect(invoices.getByRole('columnheader')).toHaveText([/Onderwerp/, /Totaal excl\. btw/, /Aangemaakt/, /Laatst geupdate/, /Geëxporteerd/]);
  await expect(page.getByTestId('invoices-row').first()).toBeVisible();

  // The chosen tab survives a reload through the address.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Facturen' })).toHaveAttribute('aria-selected', 'true');
});

test('a contact made from the Contactpersonen tab gets the company and shows in the tab', async ({ page }) => {
  const lastName = `Tabtest ${`${Date.now()}`.slice(-6)}`;
  await openCompany(page, COMPANY);
  const companyPath = new URL(page.url()).pathname;
  await page.getByRole('tab', { name: 'Contactpersonen' }).click();
  await expect(page.getByTestId('clients-row').first()).toBeVisible();
  await expect(page.getByTestId('clients-row').filter({ hasText: lastName })).toHaveCount(0);

  await page.getByRole('link', { name: 'Nieuwe contactpersoon' }).last().click();
  await expect(page).toHaveURL(/\/clients\/create\?companies=\d+$/);
  // The company page stays on screen until the form's code has arrived.
  await expect(page.getByRole('heading', { level: 1, name: 'Nieuwe contactpersoon' })).toBeVisible();
  const form = page.getByTestId('record-form');
  // The company is prefilled by its name, not its id.
  await expect(form.getByText(COMPANY)).toBeVisible();
  await form.getByRole('textbox', { name: 'Voornaam', exact: true }).fill('Tessa');
  await form.getByRole('textbox', { name: 'Achternaam', exact: true }).fill(lastName);
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(page.getByText('Contactpersoon aangemaakt!')).toBeVisible();
  await expect(page).toHaveURL(/\/clients\/\d+$/);
  await expect(page.getByTestId('record-fields')).toContainText(COMPANY);

  await page.goto(`${companyPath}#tab-clients`);
  await expect(page.getByTestId('clients-row').filter({ hasText: lastName })).toBeVisible();
});

test('a contract shows its periods with the remaining time in colour', async ({ page }) => {
  await signIn(page, '/contracts');
  await page.getByTestId('contracts-row').filter({ hasText: 'Strippenkaart' }).first().click();
  await expect(page).toHaveURL(/\/contracts\/\d+/);
  await expect(page.getByRole('tab', { name: 'Periodes' })).toHaveAttribute('aria-selected', 'true');
  const period = page.getByTestId('contract-periods-row').first();
  await expect(period).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveText(['Van', 'Tot', 'Bestede tijd', 'Resterend']);

  const remaining = period.getByRole('cell').nth(3).locator('span');
  const text = (await remaining.textContent()) ?? '';
  expect(text).toMatch(/^-?\d{2,}:\d{2}$/);
  const [red, green] = await remaining.evaluate((el) => {
    const [r, g] = getComputedStyle(el).color.match(/\d+/g)!.map(Number);
    return [r, g];
  });
  // Green when time is left, red when the bundle is overdrawn.
  if (text.startsWith('-')) expect(red).toBeGreaterThan(green!);
  else expect(green).toBeGreaterThan(red!);

  await period.click();
  await expect(page).toHaveURL(/\/contract-periods\/\d+$/);
});

test('an archived company says so in a banner', async ({ page }) => {
  await signIn(page, '/companies/create');
  const name = `Archieftest ${`${Date.now()}`.slice(-6)}`;
  await page.getByRole('main').getByRole('textbox', { name: 'Naam', exact: true }).fill(name);
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(page).toHaveURL(/\/companies\/\d+$/);
  await expect(page.getByText('Dit bedrijf is gearchiveerd.')).toHaveCount(0);

  await page.getByRole('button', { name: 'Acties', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Archiveer' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Archiveren' }).click();
  await expect(page.getByTestId('record-banner')).toHaveText('Dit bedrijf is gearchiveerd.');
  // A new company has no tickets yet: the tab says so.
  await expect(page.getByTestId('tab-list-tickets').getByTestId('list-empty')).toHaveText('Geen tickets gevonden.');
});

test("an asset's new ticket is prefilled with the asset and its company", async ({ page }) => {
  await openCompany(page, COMPANY);
  await page.getByRole('tab', { name: 'Assets' }).click();
  await page.getByTestId('assets-row').filter({ hasText: 'BER-FW-01' }).click();
  await expect(page.getByTestId('record-title')).toHaveText('BER-FW-01');
  await expect(page.getByRole('tab', { name: 'Tickets' })).toHaveAttribute('aria-selected', 'true');
  await page.getByTestId('tab-list-tickets').getByRole('link', { name: 'Nieuw ticket' }).click();
  await expect(page).toHaveURL(/\/tickets\/create\?asset_id=\d+&company_id=\d+$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('combobox', { name: 'Asset', exact: true })).toHaveValue('BER-FW-01');
  await expect(main.getByRole('combobox', { name: 'Bedrijf', exact: true })).toHaveValue(COMPANY);
});
