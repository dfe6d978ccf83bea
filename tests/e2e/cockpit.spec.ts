import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API, BRAM, newPage, restLogin, signIn } from './support/session.ts';

/** A quick filter of the admin's own on tickets whose description holds `token`. */
async function quickFilterFor(request: APIRequestContext, label: string, token: string) {
  const { headers, userId } = await restLogin(request);
  const answer = await request.post(`${API}/table-presets`, {
    headers,
    data: {
      label,
      styling: 'danger',
      type: 'tickets',
      user_id: userId,
      columns_config: [
        { id: 'reference', title: 'Ticket', visible: true, order: 0, filter: true, orderable: true },
        { id: 'description', title: 'Beschrijving', visible: true, order: 1, filter: true, orderable: true },
        { id: 'status', title: 'Status', visible: true, order: 2, filter: true, orderable: true },
      ],
      filter_config: { columnFilters: { description: token }, customFields: {} },
      order_config: { by: 'reference', direction: 'DESC' },
      pagination_config: { per_page: 15 },
    },
  });
  expect(answer.status(), await answer.text()).toBeLessThan(300);
}

/** 'Widget toevoegen': the quick filter as a table or as a count. */
async function addWidget(page: Page, preset: string, type: 'Tabel' | 'Aantal') {
  // The previous dialog has gone, so the click reaches the button.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Widget toevoegen' }).click();
  const form = page.getByTestId('add-widget-form');
  await expect(form.getByLabel('Snelfilter').locator('option', { hasText: preset })).toHaveCount(1);
  await form.getByLabel('Snelfilter').selectOption({ label: preset });
  await form.getByLabel('Type widget').selectOption({ label: type });
  await page.getByRole('dialog').getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Widget toegevoegd.').first()).toBeVisible();
}

test('the first login shows the default widgets', async ({ browser }) => {
  const page = await newPage(browser);
  await signIn(page, '/cockpit', { waitFor: 'nothing' });
  await expect(page.getByRole('heading', { level: 1, name: 'Cockpit' })).toBeVisible();
  await page.getByLabel('Dashboard', { exact: true }).selectOption({ label: 'Cockpit' });
  const board = page.getByTestId('dashboard-board');
  for (const label of ['Mijn taken', 'Lang wachtend op reactie', 'Vandaag', 'Morgen', 'Open tickets voor mij']) {
    await expect(board.getByTestId('table-widget').filter({ has: page.getByRole('heading', { name: label, exact: true }) })).toBeVisible();
  }
  for (const label of ['Niet toegewezen', 'Niet toegewezen van nieuwe klanten', 'Niet toegewezen in mijn categorieën']) {
    await expect(board.getByTestId('count-widget').filter({ hasText: label }).first()).toBeVisible();
  }
  await expect(board.getByTestId('count-widget')).toHaveCount(3);
  // The counts are numbers, not the placeholder.
  await expect(board.getByTestId('widget-count').first()).toHaveText(/^\d+$/);
  // The cockpit remembers the dashboard for this user.
  await page.reload();
  await expect(page.getByLabel('Dashboard', { exact: true })).toHaveValue(/^dashboard:/);
  await expect(page.getByLabel('Dashboard', { exact: true }).locator('option:checked')).toHaveText('Cockpit');
});

test('a new ticket reaches the count and the table of an open dashboard within a second, and the wall display', async ({ browser, request }) => {
  const token = `Wandbord-${Date.now()}`;
  const preset = `Live ${token}`;
  await quickFilterFor(request, preset, token);

  // Anna builds a dashboard with a table and a count of that quick filter.
  const anna = await newPage(browser);
  await signIn(anna, '/cockpit', { waitFor: 'nothing' });
  await expect(anna.getByRole('heading', { level: 1, name: 'Cockpit' })).toBeVisible();
  await anna.getByRole('button', { name: 'Dashboard toevoegen' }).click();
  const dialog = anna.getByRole('dialog');
  // The name is required.
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog.getByText('Naam is verplicht.')).toBeVisible();
  await dialog.getByLabel('Naam').fill(`Bord ${token}`);
  await dialog.getByText('Alleen voor mij').click();
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(anna.getByText('Dashboard toegevoegd.').first()).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(anna.getByLabel('Dashboard', { exact: true }).locator('option:checked')).toHaveText(`Bord ${token}`);
  await expect(anna.getByText('Dit dashboard heeft nog geen widgets.')).toBeVisible();

  await addWidget(anna, preset, 'Tabel');
  await addWidget(anna, preset, 'Aantal');
  const count = anna.getByTestId('count-widget').filter({ hasText: preset }).getByTestId('widget-count');
  const table = anna.getByTestId('table-widget').filter({ has: anna.getByRole('heading', { name: preset }) });
  await expect(count).toHaveText('0');
  await expect(table.getByText('Geen tickets gevonden.')).toBeVisible();

  // The wall display of the same dashboard: no header, the widgets, live.
  const wall = await newPage(browser, { width: 1920, height: 1080 });
  await signIn(wall, '/cockpit', { waitFor: 'nothing' });
  await expect(wall.getByRole('heading', { level: 1, name: 'Cockpit' })).toBeVisible();
  const dashboardId = await anna.evaluate(
    async (name) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${localStorage.getItem('balie.token')}` },
        body: JSON.stringify({ query: '{ viewer { cockpitDashboards { databaseId name } } }' }),
      });
      const body = await response.json();
      return body.data.viewer.cockpitDashboards.find((d: { name: string }) => d.name === name).databaseId as number;
    },
    `Bord ${token}`,
  );
  await wall.goto(`/cockpit/wall/${dashboardId}`);
  await expect(wall.getByTestId('wall-display')).toBeVisible();
  await expect(wall.getByRole('heading', { level: 1, name: `Bord ${token}` })).toBeVisible();
  await expect(wall.getByRole('navigation', { name: 'Hoofdmenu' })).toHaveCount(0);
  await expect(wall.getByTestId('connection-indicator')).toHaveAttribute('data-state', 'connected');
  const wallCount = wall.getByTestId('count-widget').getByTestId('widget-count');
  await expect(wallCount).toHaveText('0');
  // Nothing to click on a wall.
  await expect(wall.getByRole('link', { name: 'Naar de lijst' })).toHaveCount(0);

  // Bram, in another browser, makes a ticket that the quick filter finds.
  const bram = await newPage(browser);
  await signIn(bram, '/tickets/create', { as: BRAM, waitFor: 'nothing' });
  await expect(bram.getByRole('heading', { level: 1, name: 'Nieuw ticket' })).toBeVisible();
  await bram.getByRole('main').getByRole('textbox', { name: 'Beschrijving' }).fill(`Printer ${token} doet het niet`);
  await bram.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(bram).toHaveURL(/\/tickets\/\d+$/);

  // Within a second, without a reload: the count, the table's row, and the wall display.
  await expect(count).toHaveText('1', { timeout: 2000 });
  await expect(table.getByTestId('widget-row').filter({ hasText: token })).toHaveCount(1, { timeout: 2000 });
  await expect(wallCount).toHaveText('1', { timeout: 2000 });
  await expect(wall.getByTestId('widget-row').filter({ hasText: token })).toHaveCount(1, { timeout: 2000 });

  // The row opens its ticket.
  await table.getByTestId('widget-row').filter({ hasText: token }).getByText(`Printer ${token} doet het niet`).click();
  await expect(anna).toHaveURL(/\/tickets\/\d+$/);
});

test('below 768 px the counts come first and the tables fold open', async ({ browser }) => {
  const page = await newPage(browser, { width: 400, height: 860 });
  await signIn(page, '/cockpit', { waitFor: 'nothing' });
  await page.getByLabel('Dashboard', { exact: true }).selectOption({ label: 'Cockpit' });
  const board = page.getByTestId('dashboard-board');
  await expect(board.getByTestId('count-widget').first()).toBeVisible();
  // Measured once every widget has its list: one still loading is swapped for the widget itself.
  await expect(board.getByTestId('widget-count').last()).toBeVisible();
  await expect(board.getByTestId('table-widget').first().getByRole('button', { name: 'Tonen' })).toBeVisible();
  await expect.poll(async () => (await board.getByTestId('count-widget').count()) - (await board.getByTestId('widget-count').count())).toBe(0);
  const countTop = (await board.getByTestId('count-widget').last().boundingBox())!.y;
  const tableTop = (await board.getByTestId('table-widget').first().boundingBox())!.y;
  expect(countTop).toBeLessThan(tableTop);
  // Tables start folded: the title and the number of rows, then the rows on request.
  const first = board.getByTestId('table-widget').first();
  await expect(first.getByRole('button', { name: 'Tonen' })).toBeVisible();
  await first.getByRole('button', { name: 'Tonen' }).click();
  await expect(first.getByTestId('widget-row').or(first.getByTestId('list-empty')).first()).toBeVisible();
});
