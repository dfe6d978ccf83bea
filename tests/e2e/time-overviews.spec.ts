import { expect, test, type Locator } from '@playwright/test';
import { ask, signIn } from './support/session.ts';
import { openGroupActions } from './support/lists.ts';

const HHMM = /^\d{2,}:\d{2}$/;

const minutesOf = (text: string) => {
  const [hours, minutes] = text.trim().split(':').map(Number);
  return hours * 60 + minutes;
};
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The time column (first measure) of each row of a statistics panel. */
async function timeCells(rows: Locator): Promise<string[]> {
  return rows.evaluateAll((elements) => elements.map((row) => row.querySelectorAll('td')[1]?.textContent ?? ''));
}

test('time statistics show the demo time per operator as HH:MM, adding up to the total', async ({ page }) => {
  await signIn(page, '/stats/time-registrations');
  await expect(page.getByRole('heading', { name: 'Tijdregistraties', level: 1 })).toBeVisible();
  await page.getByLabel('Periode').selectOption({ label: 'Alles' });

  const { statistics } = await ask<{ statistics: { totalSums: number[]; rows: { label: string }[] } }>(
    page,
    'query { statistics(type: "time-registrations", groupBy: "actorId", sum: ["timeSpent"]) { totalSums rows { label } } }',
  );
  expect(statistics.rows.length).toBeGreaterThan(3);

  const panel = page.getByTestId('stats-panel-time-per-operator');
  const total = panel.getByTestId('stats-total');
  await expect(total.locator('td').nth(1)).toHaveText(hhmm(statistics.totalSums[0]));
  const rows = panel.getByTestId('stats-row');
  await expect(rows).toHaveCount(statistics.rows.length);
  for (const { label } of statistics.rows) await expect(rows.filter({ hasText: label })).toHaveCount(1);
  const cells = await timeCells(rows);
  for (const cell of cells) expect(cell).toMatch(HHMM);
  expect(cells.reduce((sum, cell) => sum + minutesOf(cell), 0)).toBe(statistics.totalSums[0]);

  // The other groupings tell the same total.
  for (const id of ['time-per-week', 'time-per-activity', 'time-per-company']) {
    await expect(page.getByTestId(`stats-panel-${id}`).getByTestId('stats-total').locator('td').nth(1)).toHaveText(hhmm(statistics.totalSums[0]));
  }
  await expect(page.getByTestId('stats-panel-time-per-week').getByTestId('column-chart')).toBeVisible();
});

test('registered time shows every operator per week with totals', async ({ page }) => {
  await signIn(page, '/stats/registered-time');
  await expect(page.getByRole('heading', { name: 'Geregistreerde tijd', level: 1 })).toBeVisible();
  const matrix = page.getByTestId('registered-time-matrix');
  await expect(matrix.getByRole('columnheader', { name: /^wk \d+$/ })).toHaveCount(4);
  const rows = matrix.getByTestId('registered-time-row');
  await expect(rows.filter({ hasText: 'Bram Jansen' })).toHaveCount(1);
  // Each operator's weeks add up to their total (the column after the weeks).
  for (const row of await rows.all()) {
    const cells = await row.locator('td').allTextContents();
    const weeks = cells.slice(1, 5).map(minutesOf);
    expect(weeks.reduce((sum, value) => sum + value, 0)).toBe(minutesOf(cells[5]));
    expect(minutesOf(cells[6])).toBeLessThanOrEqual(minutesOf(cells[5]));
  }
});

test('an open time line is invoiced and taken off the invoice again', async ({ page }) => {
  const mark = `Tijdregel e2e ${Date.now()}`;
  await signIn(page, '/cockpit');
  // An open ticket of a company: time on an archived one (a merged ticket, say) is never open.
  const found = await ask<{ tickets: { edges: { node: { databaseId: number } }[] }; activities: { edges: { node: { databaseId: number; price: number } }[] } }>(
    page,
    `query {
      tickets(first: 1, filter: [{ field: "companyId", operator: NOT_NULL }, { field: "archivedAt", operator: IS_NULL }, { field: "status.internalType", operator: IN, value: [1, 4, 5, 6] }]) { edges { node { databaseId } } }
      activities(first: 20) { edges { node { databaseId price } } }
    }`,
  );
  const ticketId = found.tickets.edges[0].node.databaseId;
  const activityId = found.activities.edges.find((edge) => edge.node.price > 0)!.node.databaseId;
  // Yesterday at ten: a line an hour ago would run past midnight when the test runs just after it, and be refused.
  const yesterday = new Date(Date.now() - 86_400_000);
  yesterday.setHours(10, 0, 0, 0);
  const created = await ask<{ createTimeRegistration: { userErrors: { message: string }[] } }>(
    page,
    `mutation ($input: CreateTimeRegistrationInput!) { createTimeRegistration(input: $input) { userErrors { message } } }`,
    { input: { description: mark, timeSpent: 25, executedAt: yesterday.toISOString(), activityId, morphableType: 'tickets', morphableId: ticketId } },
  );
  expect(created.createTimeRegistration.userErrors).toEqual([]);

  await page.goto(`/invoices/open?f=${encodeURIComponent(JSON.stringify({ description: mark }))}`);
  await expect(page.getByRole('heading', { name: 'Tijdregels', level: 1 })).toBeVisible();
  const row = page.getByTestId('time-line-row').filter({ hasText: mark });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('00:25');
  await expect(row.getByTestId('time-line-invoice')).toHaveText('(geen)');

  await openGroupActions(page, row.getByRole('checkbox', { name: 'Selecteer rij' }));
  await page.getByRole('menuitem', { name: 'Factureren' }).click();
  await expect(page.getByText('Weet je zeker dat je dit wilt factureren?')).toBeVisible();
  await page.getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByText('Regel toegevoegd aan conceptfactuur.')).toBeVisible();
  await expect(row.getByTestId('time-line-invoice')).not.toHaveText('(geen)');
  await expect(row.getByTestId('time-line-invoice')).toHaveAttribute('href', /^\/invoices\/\d+$/);

  // The finished group action clears the selection (and with it the group-action button); choose the line again after that.
  await expect(page.getByRole('button', { name: 'Groepsacties' })).toHaveCount(0);
  await openGroupActions(page, row.getByRole('checkbox', { name: 'Selecteer rij' }));
  await page.getByRole('menuitem', { name: 'Van factuur halen' }).click();
  await expect(page.getByText('Weet je zeker dat je dit van de factuur af wilt halen?')).toBeVisible();
  await page.getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByText('Regel verwijderd van conceptfactuur.')).toBeVisible();
  await expect(row.getByTestId('time-line-invoice')).toHaveText('(geen)');
});
