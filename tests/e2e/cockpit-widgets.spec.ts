import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API, restLogin, signIn } from './support/session.ts';

/** A quick filter of the tickets list shared with everyone, as the list's 'Snelfilter toevoegen' makes it. */
async function sharedQuickFilter(request: APIRequestContext, label: string): Promise<number> {
  const answer = await request.post(`${API}/table-presets`, {
    headers: (await restLogin(request)).headers,
    data: { label, type: 'tickets', filter_config: { columnFilters: { operator: ['me'] }, customFields: {} }, order_config: { by: 'updatedAt', direction: 'DESC' } },
  });
  expect(answer.status(), await answer.text()).toBeLessThan(300);
  return (await answer.json()).data.id as number;
}

async function presetLabel(request: APIRequestContext, id: number): Promise<string> {
  const answer = await request.get(`${API}/table-presets/${id}`, { headers: (await restLogin(request)).headers });
  return (await answer.json()).data.label as string;
}

/** The widget labels in the settings modal, in their order. */
async function settingsLabels(page: Page): Promise<string[]> {
  const rows = page.getByRole('dialog').getByTestId('dashboard-widget');
  await expect(rows.first()).toBeVisible();
  return rows.getByRole('textbox').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
}

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Dashboardmenu' }).click();
  await page.getByRole('menuitem', { name: 'Widgets beheren' }).click();
}

test('widgets: make one, add a quick filter as a count once, rename, reorder and delete', async ({ page, request }) => {
  // A whole workday of widget editing in one test: each save refetches the cockpit and draws its widgets again.
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const tableLabel = `Tabel ${stamp}`;
  const filterLabel = `Gedeeld ${stamp}`;
  const presetId = await sharedQuickFilter(request, filterLabel);
  await signIn(page, '/cockpit', { waitFor: /\/cockpit/ });
  const dialog = page.getByRole('dialog');

  // 'Nieuw widget': a label of two characters is refused, a trimmed valid one is saved.
  await page.getByRole('button', { name: 'Nieuw widget' }).click();
  await expect(dialog.getByRole('heading', { name: 'Nieuw widget' })).toBeVisible();
  await dialog.getByLabel('Naam').fill(' ab ');
  await dialog.getByLabel('Bron').selectOption({ label: 'Tickets' });
  await dialog.getByLabel('Type widget').selectOption({ label: 'Tabel' });
  await dialog.getByRole('button', { name: 'Verwijder Prioriteit' }).click();
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog.getByText('Naam moet minimaal 3 tekens bevatten.')).toBeVisible();
  await dialog.getByLabel('Naam').fill(`  ${tableLabel}  `);
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  // Saving makes a quick filter and a widget and ties them together before it says so.
  await expect(page.getByText('Widget toegevoegd.')).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toBeHidden();
  const tableWidget = page.getByRole('region', { name: tableLabel });
  await expect(tableWidget.getByRole('columnheader', { name: 'Behandelaar' })).toBeVisible();
  await expect(tableWidget.getByRole('columnheader', { name: 'Prioriteit' })).toHaveCount(0);

  // Editing it: a column removed again, saved in place.
  await page.getByRole('button', { name: `Widget ${tableLabel} bewerken` }).click();
  // The editor's code and the widget's quick filter load when it first opens.
  await expect(dialog.getByRole('heading', { name: 'Widget bewerken' })).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByLabel('Naam')).toHaveValue(tableLabel);
  await dialog.getByRole('button', { name: 'Verwijder Contactpersoon' }).click();
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Cockpit widget bijgewerkt.')).toBeVisible();
  await expect(tableWidget.getByRole('columnheader', { name: 'Contactpersoon' })).toHaveCount(0);

  // 'Widget toevoegen': the shared quick filter as a count, and the same pair a second time refused.
  await page.getByRole('button', { name: 'Widget toevoegen' }).click();
  await dialog.getByLabel('Snelfilter').selectOption({ label: filterLabel });
  await dialog.getByLabel('Type widget').selectOption({ label: 'Aantal' });
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: filterLabel })).toBeVisible();
  await page.getByRole('button', { name: 'Widget toevoegen' }).click();
  await dialog.getByLabel('Snelfilter').selectOption({ label: filterLabel });
  await dialog.getByLabel('Type widget').selectOption({ label: 'Aantal' });
  await expect(dialog.getByText('Deze widget staat al op het dashboard.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog.getByText('Deze widget staat al op het dashboard.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(dialog).toBeHidden();

  // Settings: the new widgets come last; move the table widget below the count and rename both.
  await openSettings(page);
  let labels = await settingsLabels(page);
  expect(labels.slice(-2)).toEqual([tableLabel, filterLabel]);
  await dialog.getByRole('button', { name: `${tableLabel} omlaag` }).click();
  await dialog.getByLabel(`Naam van ${tableLabel}`).fill('xy');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog.getByText('Naam moet minimaal 3 tekens bevatten.')).toBeVisible();
  await dialog.getByLabel(`Naam van ${tableLabel}`).fill(`${tableLabel} hernoemd`);
  await dialog.getByLabel(`Naam van ${filterLabel}`).fill(`${filterLabel} teller`);
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Wijzigingen opgeslagen!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: `${tableLabel} hernoemd` })).toBeVisible();

  await openSettings(page);
  labels = await settingsLabels(page);
  expect(labels.slice(-2)).toEqual([`${filterLabel} teller`, `${tableLabel} hernoemd`]);
  // The count widget showed a shared quick filter: it got a renamed copy, the quick filter kept its name.
  expect(await presetLabel(request, presetId)).toBe(filterLabel);

  // Delete, after the confirmation.
  await dialog.getByRole('button', { name: `Verwijder ${tableLabel} hernoemd` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText('Weet je zeker dat je dit wilt verwijderen?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Echt verwijderen?' }).click();
  await expect(page.getByText('Item verwijderd.')).toBeVisible();
  await expect(dialog.getByLabel(`Naam van ${tableLabel} hernoemd`)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(page.getByRole('region', { name: `${tableLabel} hernoemd` })).toHaveCount(0);
  await openSettings(page);
  expect(await settingsLabels(page)).not.toContain(`${tableLabel} hernoemd`);
});
