import { expect, test, type Page } from '@playwright/test';
import { newPage, restClient, signIn } from './support/session.ts';

// Sign-in hashes a password and the machine is shared: each test gets three minutes.
test.describe.configure({ timeout: 180_000 });

/** A word only this run's tickets carry, so the list can be narrowed to them by searching. */
const TOKEN = `lijstproef${Date.now().toString(36)}`;

test.beforeAll(async ({ request }) => {
  const rest = await restClient(request);
  const alfa = await rest.post('/companies', { name: `Aardbei ${TOKEN}` });
  const omega = await rest.post('/companies', { name: `Zwaluw ${TOKEN}` });
  await rest.post('/tickets', { description: `Omega ${TOKEN}`, company_id: omega.id });
  await rest.post('/tickets', { description: `Alfa ${TOKEN}`, company_id: alfa.id });
});

const rows = (page: Page) => page.getByTestId('ticket-row');
/** The run's company tickets in the order the list shows them. */
const companyOrder = async (page: Page) =>
  (await rows(page).allInnerTexts()).map((text) => (text.includes(`Alfa ${TOKEN}`) ? 'alfa' : text.includes(`Omega ${TOKEN}`) ? 'omega' : null)).filter(Boolean);

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Zoeken' });

test('Bedrijf sorts both ways, and the last column header is within the screen at 1400 px', async ({ browser }) => {
  const page = await newPage(browser, { width: 1400, height: 900 });
  await signIn(page, '/tickets');
  await searchBox(page).fill(TOKEN);
  // The search has run (the newest tickets show without it too): a column chosen before would give way to relevance.
  await expect(page).toHaveURL(new RegExp(`q=${TOKEN}`));
  await expect(rows(page)).toHaveCount(2);
  const company = page.getByRole('columnheader', { name: 'Bedrijf' });
  await company.getByRole('button', { name: 'Bedrijf', exact: true }).click();
  await expect(company).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/sort=company\.name&dir=ASC/);
  await expect.poll(() => companyOrder(page)).toEqual(['alfa', 'omega']);
  await company.getByRole('button', { name: 'Bedrijf', exact: true }).click();
  await expect(company).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => companyOrder(page)).toEqual(['omega', 'alfa']);

  for (const header of ['Contactpersoon', 'Behandelaar']) {
    const column = page.getByRole('columnheader', { name: header });
    await column.getByRole('button', { name: header, exact: true }).click();
    await expect(column).toHaveAttribute('aria-sort', 'ascending');
  }
  await expect(page.getByRole('columnheader').last()).toBeInViewport({ ratio: 1 });
});

test('a column clicked while the typed search still waits keeps its order once the search runs', async ({ browser }) => {
  const page = await newPage(browser, { width: 1400, height: 900 });
  await signIn(page, '/tickets');
  const company = page.getByRole('columnheader', { name: 'Bedrijf' });
  await expect(company).toBeVisible();
  await searchBox(page).fill(TOKEN);
  // Within the search's 250 ms wait: the click's address and the search's come one after the other.
  await company.getByRole('button', { name: 'Bedrijf', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${TOKEN}`));
  await expect(page).toHaveURL(/sort=company\.name&dir=ASC/);
  await expect(company).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(() => companyOrder(page)).toEqual(['alfa', 'omega']);
});

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

test('the list starts without closed tickets and with the shared quick filters; Filters wissen shows them, also while searching', async ({ browser, request }) => {
  // Tickets of this test's own, and an operator whose ticket list no other test has touched: the
  // default filter holds only until a user chooses filters of their own.
  const word = `gesloten${TOKEN}`;
  const rest = await restClient(request);
  const statuses: { id: number; internal_type: number }[] = await rest.get('/ticket-statuses?builder=%7B%22paginate%22%3A100%7D');
  const closed = statuses.find((status) => status.internal_type === 2)!;
  await rest.post('/tickets', { description: `Open een ${word}` });
  await rest.post('/tickets', { description: `Open twee ${word}` });
  await rest.post('/tickets', { description: `Dicht ${word}`, status_id: closed.id });

  const page = await newPage(browser, { width: 1400, height: 900 });
  await signIn(page, '/tickets', { as: 'sanne@demo.nl' });
  const quickFilters = page.getByRole('group', { name: 'Snelfilters' });
  for (const name of ['Open tickets', 'Mijn open tickets', 'Niet toegewezen', 'Wacht op reactie', 'Gesloten']) {
    await expect(quickFilters.getByRole('button', { name: new RegExp(`^${name} \\d+ resultaten$`) })).toBeVisible();
  }
  await searchBox(page).fill(word);
  await expect(page).toHaveURL(new RegExp(`q=${word}`));
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).filter({ hasText: `Dicht ${word}` })).toHaveCount(0);

  await page.getByRole('button', { name: 'Filters wissen' }).click();
  await expect(searchBox(page)).toHaveValue('');
  await searchBox(page).fill(word);
  await expect(page).toHaveURL(new RegExp(`q=${word}`));
  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page).filter({ hasText: `Dicht ${word}` })).toBeVisible();

  // The address without filters is the list as its user left it: the cleared filters stay cleared.
  await page.reload();
  await expect(rows(page)).toHaveCount(3);
  await page.context().close();
});
