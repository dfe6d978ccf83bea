import { expect, test, type Page } from '@playwright/test';
import { choose } from './support/forms.ts';
import { signIn } from './support/session.ts';
import { closeToasts } from './support/toasts.ts';

interface RecordCase {
  /** List path. */
  path: string;
  title: string;
  singular: string;
  newLabel: string;
  /** The column whose text filter finds the record, and the field holding that text. */
  column: string;
  field: string;
  /** Fills the other required fields of the create form. */
  fill?: (page: Page) => Promise<void>;
  /** Title on the detail screen for a given main text. */
  heading?: (text: string) => string | RegExp;
  /** Restoring asks for confirmation first (tickets, core §4). */
  confirmRestore?: boolean;
}

/** A text field of the form, by its label. */
function field(page: Page, label: string) {
  return page.getByRole('main').getByRole('textbox', { name: label, exact: true });
}

const cases: RecordCase[] = [
  { path: '/companies', title: 'Bedrijven', singular: 'Bedrijf', newLabel: 'Nieuw bedrijf', column: 'Naam', field: 'Naam' },
  {
    path: '/clients',
    title: 'Contactpersonen',
    singular: 'Contactpersoon',
    newLabel: 'Nieuwe contactpersoon',
    column: 'Naam',
    field: 'Achternaam',
    fill: async (page) => {
      await field(page, 'Voornaam').fill('Test');
    },
    heading: (text) => new RegExp(text),
  },
  {
    path: '/assets',
    title: 'Assets',
    singular: 'Asset',
    newLabel: 'Nieuwe asset',
    column: 'Naam',
    field: 'Naam',
    fill: async (page) => {
      await choose(page, 'Bedrijf', 'Bakkerij');
      await field(page, 'Garantie tot').fill('31-12-2030');
    },
  },
  {
    path: '/deals',
    title: 'Deals',
    singular: 'Deal',
    newLabel: 'Nieuwe deal',
    column: 'Beschrijving',
    field: 'Beschrijving',
    fill: async (page) => {
      await choose(page, 'Bedrijf', 'Bakkerij');
    },
  },
  { path: '/projects', title: 'Projecten', singular: 'Project', newLabel: 'Nieuw project', column: 'Naam', field: 'Naam' },
  { path: '/tickets/groups', title: 'Ticketgroepen', singular: 'Ticketgroep', newLabel: 'Nieuwe ticketgroep', column: 'Naam', field: 'Naam' },
  {
    path: '/subscriptions',
    title: 'Abonnementen',
    singular: 'Abonnement',
    newLabel: 'Nieuw abonnement',
    column: 'Beschrijving',
    field: 'Beschrijving',
    fill: async (page) => {
      await choose(page, 'Bedrijf', 'Bakkerij');
      await field(page, 'Gestart op').fill('01-12-2026');
      await field(page, 'Start volgende periode').fill('01-01-2027');
      await field(page, 'Factuurdatum').fill('01-01-2027');
    },
  },
  {
    path: '/contracts',
    title: 'Contracten',
    singular: 'Contract',
    newLabel: 'Nieuw contract',
    column: 'Naam',
    field: 'Naam',
    fill: async (page) => {
      await page.getByRole('combobox', { name: 'Periode', exact: true }).selectOption('month');
      await field(page, 'Startdatum').fill('01-01-2027');
    },
  },
  {
    path: '/tickets',
    title: 'Tickets',
    singular: 'Ticket',
    newLabel: 'Nieuw ticket',
    column: 'Beschrijving',
    field: 'Beschrijving',
    fill: async (page) => {
      await choose(page, 'Bedrijf', 'Bakkerij');
    },
    confirmRestore: true,
  },
];

for (const record of cases) {
  test(`${record.title}: create, filter, quick filter, edit, archive and restore`, async ({ page }) => {
    const stamp = `${Date.now()}`.slice(-7);
    const text = `E2E ${record.singular} ${stamp}`;
    const edited = `${text} bewerkt`;
    await signIn(page, record.path);
    await expect(page.getByRole('heading', { level: 1, name: record.title })).toBeVisible();

    // Create through the list's New button.
    await page.getByRole('main').getByRole('link', { name: record.newLabel }).click();
    await expect(page).toHaveURL(new RegExp(`${record.path}/create`));
    await field(page, record.field).fill(text);
    await record.fill?.(page);
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(page.getByText(`${record.singular} aangemaakt!`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${record.path}/\\d+$`));
    const detailPath = new URL(page.url()).pathname;
    await expect(page.getByTestId('record-title')).toHaveText(record.heading?.(text) ?? text);

    // Find it through the column filter, starting from an unfiltered list.
    await page.goto(`${record.path}?perPage=15`);
    await page.getByRole('button', { name: `Filter op ${record.column}`, exact: true }).click();
    await page.getByRole('textbox', { name: record.column }).fill(stamp);
    await expect(page.getByTestId('page-range')).toHaveText('1-1 van 1');
    await expect(page.getByRole('row').filter({ hasText: stamp })).toHaveCount(1);
    await page.keyboard.press('Escape');

    // Keep the filter as a quick filter; its pill counts one record.
    await page.getByRole('button', { name: 'Lijstopties' }).click();
    await page.getByRole('menuitem', { name: 'Snelfilter toevoegen' }).click();
    await page.getByRole('dialog').getByLabel('Naam').fill(`Snel ${stamp}`);
    await page.getByRole('dialog').getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Snelfilter opgeslagen.')).toBeVisible();
    const pill = page.getByTestId('quick-filter').filter({ hasText: `Snel ${stamp}` });
    await expect(pill.getByTestId('quick-filter-count')).toHaveText('1');
    await page.getByRole('button', { name: 'Filters wissen' }).click();
    await expect(page.getByTestId('page-range')).not.toHaveText('1-1 van 1');
    await pill.click();
    await expect(pill).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('page-range')).toHaveText('1-1 van 1');

    // Edit: only the changed field is sent.
    await page.goto(detailPath);
    await page.getByRole('button', { name: 'Bewerken' }).click();
    await field(page, record.field).fill(edited);
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
    await expect(page.getByText(`${record.singular} bijgewerkt!`)).toBeVisible();
    await expect(page.getByTestId('record-title')).toHaveText(record.heading?.(edited) ?? edited);

    // Archive and restore.
    await closeToasts(page);
    await page.getByRole('button', { name: 'Acties', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Archiveer' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Archiveren' }).click();
    await expect(page.getByTestId('archived-badge')).toBeVisible();
    await closeToasts(page);
    await page.getByRole('button', { name: 'Acties', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Herstel' }).click();
    if (record.confirmRestore) await page.getByRole('button', { name: 'Ok', exact: true }).click();
    await expect(page.getByTestId('archived-badge')).toHaveCount(0);
  });
}

test('the route guard sends a read-only user to the 403 page for a create route', async ({ page }) => {
  await signIn(page, '/companies/create', { as: 'lezer@demo.nl' });
  await expect(page).toHaveURL(/\/403\?r=companies\.store$/);
  await expect(page.getByText('Je hebt geen rechten om deze actie uit te voeren.')).toBeVisible();
  await expect(page.getByTestId('forbidden-permission')).toHaveText('companies.store');
  // The list itself is allowed, without a New button.
  await page.goto('/companies');
  await expect(page.getByRole('heading', { level: 1, name: 'Bedrijven' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nieuw bedrijf' })).toHaveCount(0);
});

test('unknown addresses say so in place, screens still to come say so', async ({ page }) => {
  await signIn(page, '/bestaat-niet');
  await expect(page).toHaveURL(/\/bestaat-niet$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeVisible();
  await page.goto('/billing');
  await expect(page.getByText('Dit scherm volgt binnenkort.')).toBeVisible();
});

test('lists remember columns and order per user', async ({ page }) => {
  await signIn(page, '/companies');
  await page.getByRole('button', { name: 'Lijstopties' }).click();
  await page.getByRole('menuitem', { name: 'Kolommen aanpassen' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Toon Postcode' }).click();
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('columnheader', { name: /Postcode/ })).toBeVisible();
  await page.getByRole('button', { name: 'Debiteurnummer', exact: true }).click();
  await expect(page).toHaveURL(/sort=debtorCode/);
  // A bare address opens the list as it was left.
  await page.goto('/cockpit');
  await page.goto('/companies');
  await expect(page.getByRole('columnheader', { name: /Postcode/ })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /Debiteurnummer/ })).toHaveAttribute('aria-sort', 'ascending');
});

test('below 768 px lists are cards with a sort dropdown and a filter modal', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 400, height: 800 } });
  const page = await context.newPage();
  // An explicit list address: whatever this user left the list with does not count.
  await signIn(page, '/tickets?perPage=15');
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByTestId('ticket-row')).toHaveCount(15);
  await page.getByLabel('Sorteren op').selectOption('reference:ASC');
  await expect(page).toHaveURL(/sort=reference&dir=ASC/);
  await page.getByRole('button', { name: 'Filteren' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Beschrijving' }).fill('printer');
  await dialog.getByRole('button', { name: 'Toepassen' }).click();
  await expect(page).toHaveURL(/f=/);
  const cards = page.getByTestId('ticket-row');
  await expect(cards.first()).toContainText(/printer/i);
  // Nothing sticks out sideways.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(400);
  await context.close();
});

test("'Snelfilters' renames, reorders and deletes quick filters", async ({ page }) => {
  const stamp = `${Date.now()}`.slice(-6);
  await signIn(page, '/roles?perPage=15');
  for (const name of [`Eerste ${stamp}`, `Tweede ${stamp}`]) {
    await page.getByRole('button', { name: 'Lijstopties' }).click();
    await page.getByRole('menuitem', { name: 'Snelfilter toevoegen' }).click();
    await page.getByRole('dialog').getByLabel('Naam').fill(name);
    await page.getByRole('dialog').getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByTestId('quick-filter').filter({ hasText: name })).toBeVisible();
  }
  const pills = page.getByTestId('quick-filter');
  await page.getByRole('button', { name: 'Lijstopties' }).click();
  await page.getByRole('menuitem', { name: 'Snelfilters beheren' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: `Naam van Eerste ${stamp}` }).fill(`Hernoemd ${stamp}`);
  await dialog.getByRole('button', { name: `Tweede ${stamp} omhoog` }).click();
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Snelfilters bijgewerkt.')).toBeVisible();
  await expect(pills.filter({ hasText: `Hernoemd ${stamp}` })).toBeVisible();
  // The new order arrives with the reloaded presets, possibly just after the new name.
  const order = async () => {
    const labels = await pills.allInnerTexts();
    return labels.findIndex((l) => l.includes(`Tweede ${stamp}`)) - labels.findIndex((l) => l.includes(`Hernoemd ${stamp}`));
  };
  await expect.poll(order).toBeLessThan(0);

  await page.getByRole('button', { name: 'Lijstopties' }).click();
  await page.getByRole('menuitem', { name: 'Snelfilters beheren' }).click();
  await dialog.getByRole('button', { name: `Verwijder Tweede ${stamp}` }).click();
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(pills.filter({ hasText: `Tweede ${stamp}` })).toHaveCount(0);
});

test('a record that does not exist says so in place, with the way back to its list', async ({ page }) => {
  await signIn(page, '/tickets/groups/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeVisible();
  await expect(page).toHaveURL(/\/tickets\/groups\/999999$/);
  await page.getByRole('link', { name: 'Terug naar Ticketgroepen' }).click();
  await expect(page).toHaveURL(/\/tickets\/groups$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ticketgroepen' })).toBeVisible();
});

test('statistics follow the chosen period and name related records', async ({ page }) => {
  await signIn(page, '/stats');
  await expect(page.getByRole('heading', { level: 1, name: 'Statistieken' })).toBeVisible();
  const perWeek = page.getByTestId('stats-panel-tickets-per-week');
  const totalOf = async () => Number((await perWeek.getByTestId('stats-total').getByRole('cell').nth(1).textContent())?.replace(/\./g, ''));
  await expect(perWeek.getByTestId('stats-row').first()).toBeVisible();
  const threeMonths = await totalOf();
  expect(threeMonths).toBeGreaterThan(0);
  await page.getByRole('combobox', { name: 'Periode' }).selectOption('all');
  await expect.poll(totalOf).toBeGreaterThan(threeMonths);
  // Operators by name, not by id.
  await expect(page.getByTestId('stats-panel-open-per-operator').getByRole('cell', { name: 'Anna de Vries' })).toBeVisible();

  await page.goto('/subscriptions/stats');
  await expect(page.getByRole('heading', { level: 1, name: 'Financieel' })).toBeVisible();
  await expect(page.getByTestId('stats-panel-mrr-per-period').getByRole('cell', { name: 'Maand', exact: true })).toBeVisible();
});

test("custom fields show on the detail screen and are edited with the record's own fields", async ({ page }) => {
  await signIn(page, '/companies/create');
  const name = `E2E Vrij veld ${`${Date.now()}`.slice(-7)}`;
  await field(page, 'Naam').fill(name);
  await page.getByRole('main').getByRole('combobox', { name: 'Sector', exact: true }).selectOption({ label: 'Zorg' });
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(page.getByText('Bedrijf aangemaakt!')).toBeVisible();
  const fields = page.getByTestId('record-fields');
  await expect(fields).toContainText('Sector');
  await expect(fields).toContainText('Zorg');

  await page.getByRole('button', { name: 'Bewerken' }).click();
  await page.getByRole('main').getByRole('combobox', { name: 'Sector', exact: true }).selectOption({ label: 'Bouw en installatie' });
  await field(page, 'Klant sinds').fill('01-03-2024');
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(page.getByText('Bedrijf bijgewerkt!')).toBeVisible();
  await expect(fields).toContainText('Bouw en installatie');
  await expect(fields).toContainText('01-03-2024');
});
