import { expect, test } from '@playwright/test';
import { ask, signIn } from './support/session.ts';
import { openGroupActions } from './support/lists.ts';
import { closeToasts } from './support/toasts.ts';

test('a detail screen opens its own history, filtered and clearable', async ({ page }) => {
  const name = `Historie ${Date.now()}`.slice(0, 20);
  await signIn(page, '/companies/create');
  await page.getByRole('main').getByRole('textbox', { name: 'Naam', exact: true }).fill(name);
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(page.getByText('Bedrijf aangemaakt!')).toBeVisible();
  await expect(page).toHaveURL(/\/companies\/\d+$/);
  const companyPath = new URL(page.url()).pathname;

  // A change, so the history has an old and a new value.
  await page.getByRole('button', { name: 'Bewerken' }).click();
  await page.getByRole('main').getByRole('textbox', { name: 'Plaats', exact: true }).fill('Zwolle');
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(page.getByText('Bedrijf bijgewerkt!')).toBeVisible();

  await closeToasts(page);
  await page.getByRole('button', { name: 'Acties', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Geschiedenis' }).click();
  await expect(page).toHaveURL(/\/activity-log\?/);
  await expect(page).not.toHaveURL(/subject_id/);
  const banner = page.getByTestId('activity-subject-filter');
  await expect(banner).toContainText(`Je bekijkt de geschiedenis van Bedrijf ${name}`);

  const rows = page.getByTestId('activity-log-row');
  await expect(rows).toHaveCount(2);
  const updated = rows.filter({ hasText: 'Bijgewerkt' });
  await expect(updated.getByTestId('activity-changes')).toContainText('Plaats: (leeg) → Zwolle');
  await expect(updated).toContainText(/\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}/);
  await expect(rows.filter({ hasText: 'Aangemaakt' })).toHaveCount(1);
  // Each entry links to the record it is about.
  await expect(updated.getByRole('link', { name })).toHaveAttribute('href', companyPath);
  // The filters show as list filters too, and no New button on this list.
  await expect(page.getByRole('button', { name: 'Filter op Object (actief)' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /^Nieuw/ })).toHaveCount(0);

  await banner.getByRole('button', { name: 'Alle geschiedenis tonen' }).click();
  await expect(banner).toHaveCount(0);
  await expect(page.getByTestId('page-range')).not.toHaveText('1-2 van 2');
  await expect(rows).toHaveCount(15);
});

test('a task is marked done from the tasks list', async ({ page }) => {
  await signIn(page, `/tasks?f=${encodeURIComponent(JSON.stringify({ completed: 'false' }))}&sort=task&dir=ASC`);
  await expect(page.getByRole('heading', { level: 1, name: 'Taken' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /^Nieuw/ })).toHaveCount(0);
  const first = page.getByTestId('tasks-row').first();
  await expect(first).toBeVisible();
  const description = (await first.locator('td').nth(2).innerText()).trim();
  const before = await page.getByTestId('page-range').innerText();

  await first.getByTestId('task-done-toggle').click();
  await expect(page.getByText('Taak afgerond!')).toBeVisible();
  await expect(first.getByTestId('task-done-toggle').locator('input')).toBeChecked();

  // Done is kept: among the completed tasks after a reload, with today's date.
  await page.goto(`/tasks?f=${encodeURIComponent(JSON.stringify({ completed: 'true', task: description }))}`);
  const done = page.getByTestId('tasks-row').filter({ hasText: description }).first();
  await expect(done).toBeVisible();
  const today = new Date();
  const stamp = `${String(today.getDate()).padStart(2, '0')}-${String(today.getMonth() + 1).padStart(2, '0')}-${today.getFullYear()}`;
  await expect(page.getByTestId('tasks-row').filter({ hasText: stamp }).first()).toBeVisible();

  // And open again through the group action.
  await openGroupActions(page, page.getByTestId('tasks-row').filter({ hasText: stamp }).first().getByRole('checkbox', { name: 'Selecteer rij' }));
  await page.getByRole('menuitem', { name: 'Markeren als open' }).click();
  await expect(page.getByText('1 taken weer geopend.')).toBeVisible();
  await page.goto(`/tasks?f=${encodeURIComponent(JSON.stringify({ completed: 'false' }))}&sort=task&dir=ASC`);
  await expect(page.getByTestId('page-range')).toHaveText(before);
});

test('a setting is changed, kept after a reload, and an invalid value is refused', async ({ page }) => {
  await signIn(page, '/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Instellingen' })).toBeVisible();
  await expect(page.getByTestId('settings-group-app')).toContainText('Algemeen');
  const companyName = page.getByLabel('Bedrijfsnaam');
  const name = `Servicedesk ${Date.now()}`.slice(0, 24);
  await companyName.fill(name);
  await page.getByLabel('Standaardtaal').selectOption('en');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Instellingen bijgewerkt!')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Bedrijfsnaam')).toHaveValue(name);
  await expect(page.getByLabel('Standaardtaal')).toHaveValue('en');

  await page.getByLabel('Verplichte ticketvelden bij sluiten').fill('{geen json');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByTestId('validation-toast')).toContainText('Waarde is geen geldige JSON.');
  await expect(page.getByTestId('settings-group-ticketing')).toContainText('Waarde is geen geldige JSON.');
  await page.reload();
  await expect(page.getByLabel('Verplichte ticketvelden bij sluiten')).toHaveValue('[]');
});

test('/phone opens a new ticket for a known number, a new contact for an unknown one', async ({ page }) => {
  await signIn(page, '/cockpit');
  const data = await ask<{ clients: { edges: { node: { databaseId: number; fullName: string; telephone: string } }[] } }>(
    page,
    `{ clients(first: 1, filter: [{ field: "telephone", operator: NOT_NULL }], orderBy: [{ field: "id", direction: ASC }]) { edges { node { databaseId fullName telephone } } } }`,
  );
  const client = data.clients.edges[0]!.node;
  const match = await ask<{ phoneLookup: { type: string; databaseId: number } }>(page, `query($phone: String!) { phoneLookup(phone: $phone) { type databaseId } }`, { phone: client.telephone });
  expect(match.phoneLookup.type).toBe('clients');

  await page.goto(`/phone/${encodeURIComponent(client.telephone)}`);
  await expect(page).toHaveURL(new RegExp(`/tickets/create\\?client_id=${match.phoneLookup.databaseId}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Nieuw ticket' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Contactpersoon', exact: true })).toHaveValue(new RegExp(client.fullName.split(' ')[0]!));

  await page.goto('/phone/0501239876543');
  await expect(page).toHaveURL(/\/clients\/create\?telephone=0501239876543$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nieuwe contactpersoon' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('textbox', { name: 'Telefoon', exact: true })).toHaveValue('0501239876543');
});

test('the planner shows a scheduled task in its week and moves between weeks', async ({ page }) => {
  await signIn(page, '/cockpit');
  const data = await ask<{ tasks: { edges: { node: { task: string; scheduledAt: string } }[] } }>(
    page,
    `{ tasks(first: 1, filter: [{ field: "scheduledAt", operator: NOT_NULL }], orderBy: [{ field: "scheduledAt", direction: ASC }]) { edges { node { task scheduledAt } } } }`,
  );
  const task = data.tasks.edges[0]!.node;
  const at = new Date(task.scheduledAt);
  const day = `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;

  await page.goto(`/planner?week=${day}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Planner' })).toBeVisible();
  const days = page.getByTestId('calendar-day-header');
  await expect(days).toHaveCount(7);
  await expect(days.first()).toContainText('maandag');
  await expect(days.nth((at.getDay() + 6) % 7)).toHaveAttribute('data-date', day);
  const card = page.getByTestId('planner-tasks').getByTestId('planner-task').filter({ hasText: task.task }).first();
  await expect(card).toBeVisible();
  await expect(card.getByRole('link')).toHaveAttribute('href', /^\/(tickets|project-phases|deals)\/\d+$/);

  // Far back there is nothing planned; 'Vandaag' comes back to the current week.
  await page.goto('/planner?week=2020-01-06');
  await expect(page.getByTestId('planner-empty')).toHaveText('Geen ingeplande taken in deze week.');
  await page.getByRole('button', { name: /Volgende week/ }).click();
  await expect(page).toHaveURL(/week=2020-01-13/);
  await page.getByRole('button', { name: 'Vandaag' }).click();
  await expect(page.getByRole('button', { name: 'Vandaag' })).toBeDisabled();
});

test('the permissions overview shows roles against grouped permissions and changes one with a toast', async ({ page }) => {
  await signIn(page, '/permissions');
  await expect(page.getByRole('heading', { level: 1, name: 'Rechten' })).toBeVisible();
  const row = page.locator('[data-permission="companies.merge"]');
  const readOnly = row.locator('[data-role="read_only"]');
  await expect(readOnly.locator('input')).not.toBeChecked();
  await expect(row.locator('[data-role="admin"] input')).toBeChecked();
  await expect(row.locator('[data-role="admin"] input')).toBeDisabled();

  await readOnly.locator('input').click();
  await expect(page.getByText('Rechten van Alleen lezen bijgewerkt!')).toBeVisible();
  await page.reload();
  await expect(page.locator('[data-permission="companies.merge"] [data-role="read_only"] input')).toBeChecked();
  await page.locator('[data-permission="companies.merge"] [data-role="read_only"] input').click();
  await expect(page.getByText('Rechten van Alleen lezen bijgewerkt!').first()).toBeVisible();
  await page.reload();
  await expect(page.locator('[data-permission="companies.merge"] [data-role="read_only"] input')).not.toBeChecked();
});
