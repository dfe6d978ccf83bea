import { expect, test } from '@playwright/test';
import { restClient, signIn } from './support/session.ts';
import { openGroupActions } from './support/lists.ts';
import { closeToasts } from './support/toasts.ts';

const stamp = () => Date.now().toString(36);

test('archiving a company asks once, naming it; Annuleren keeps it, confirming archives it; deleting asks the same way', async ({ page, request }) => {
  const rest = await restClient(request);
  const name = `Acme ${stamp()} BV`;
  const company = await rest.post('/companies', { name });

  await signIn(page, `/companies/${company.id}`, { waitFor: 'nothing' });
  const actions = page.getByRole('button', { name: 'Acties', exact: true });
  await actions.click();
  await page.getByRole('menuitem', { name: 'Archiveer' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText(`Bedrijf "${name}" archiveren?`);
  await expect(question).toContainText(`Bedrijf "${name}" wordt gearchiveerd.`);

  // Annuleren changes nothing and gives focus back to the menu button that led here.
  await question.getByRole('button', { name: 'Annuleren' }).click();
  await expect(question).toHaveCount(0);
  await expect(actions).toBeFocused();
  await expect(page.getByTestId('archived-badge')).toHaveCount(0);
  expect((await rest.get(`/companies/${company.id}`)).archived_at).toBeNull();

  // Esc cancels as well.
  await actions.click();
  await page.getByRole('menuitem', { name: 'Archiveer' }).click();
  await expect(question).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  expect((await rest.get(`/companies/${company.id}`)).archived_at).toBeNull();

  await actions.click();
  await page.getByRole('menuitem', { name: 'Archiveer' }).click();
  await question.getByRole('button', { name: 'Archiveren' }).click();
  await expect(page.getByTestId('archived-badge')).toBeVisible();
  await expect(page.getByTestId('record-banner')).toHaveText('Dit bedrijf is gearchiveerd.');
  expect((await rest.get(`/companies/${company.id}`)).archived_at).not.toBeNull();

  await closeToasts(page);
  await actions.click();
  await page.getByRole('menuitem', { name: 'Verwijderen' }).click();
  await expect(question).toContainText(`Bedrijf "${name}" verwijderen?`);
  await expect(question).toContainText('Weet je zeker dat je dit wilt verwijderen?');
  await question.getByRole('button', { name: 'Echt verwijderen?' }).click();
  await expect(page.getByText('Item verwijderd.')).toBeVisible();
  await expect(page).toHaveURL(/\/companies$/);
});

test('merging tickets from the list names them and does nothing when cancelled', async ({ page, request }) => {
  const rest = await restClient(request);
  const mark = `Samen${stamp()}`;
  const first = await rest.post('/tickets', { description: `${mark} eerste` });
  const second = await rest.post('/tickets', { description: `${mark} tweede` });

  await signIn(page, `/tickets?q=${mark}`, { waitFor: 'nothing' });
  await expect(page.getByTestId('ticket-row')).toHaveCount(2);
  const groupActions = page.getByRole('button', { name: 'Groepsacties' });
  await openGroupActions(page, page.getByRole('checkbox', { name: 'Selecteer alle rijen' }));
  await page.getByRole('menuitem', { name: 'Samenvoegen' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('2 tickets samenvoegen?');
  await expect(question).toContainText('Het oudste ticket blijft bestaan');

  await question.getByRole('button', { name: 'Annuleren' }).click();
  await expect(question).toHaveCount(0);
  await expect(groupActions).toBeFocused();
  await expect(page.getByTestId('ticket-row')).toHaveCount(2);

  await groupActions.click();
  await page.getByRole('menuitem', { name: 'Samenvoegen' }).click();
  await question.getByRole('button', { name: 'Samenvoegen' }).click();
  await expect(page.getByText('Tickets samengevoegd!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/tickets/${first.id}$`));
  expect((await rest.get(`/tickets/${second.id}?load=status`)).status.internal_type).toBe(2);
});

test('a file input speaks Dutch and shows the chosen file', async ({ page }) => {
  await signIn(page, '/imports/create', { waitFor: 'nothing' });
  const picker = page.getByTestId('file-picker');
  const choose = picker.getByRole('button', { name: 'Bestand kiezen' });
  await expect(choose).toBeVisible();
  await expect(picker.getByTestId('file-picker-chosen')).toHaveText('Geen bestand gekozen');
  await choose.focus();
  await expect(choose).toBeFocused();

  await page.getByLabel('Bestand').setInputFiles({ name: 'regels.csv', mimeType: 'text/csv', buffer: Buffer.from('Debiteur;Omschrijving;Aantal;Prijs\nD10001;Kabel;1;2,50\n') });
  await expect(picker.getByTestId('file-picker-chosen')).toHaveText('regels.csv');
});

test("a ticket group's budget is edited in hours, as shown, and stored in minutes", async ({ page, request }) => {
  const rest = await restClient(request);
  const group = await rest.post('/ticket-groups', { name: `Budget ${stamp()}`, budget_time: 90 });

  await signIn(page, `/tickets/groups/${group.id}`, { waitFor: 'nothing' });
  await expect(page.getByTestId('ticket-group-budget')).toContainText('01:30');
  await page.getByRole('button', { name: 'Bewerken' }).click();
  const budget = page.getByLabel('Budget (uren)');
  await expect(budget).toHaveValue('01:30');

  await budget.fill('2,5');
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(page.getByText('Ticketgroep bijgewerkt!')).toBeVisible();
  await expect(page.getByTestId('ticket-group-budget')).toContainText('02:30');
  expect((await rest.get(`/ticket-groups/${group.id}`)).budget_time).toBe(150);

  await page.getByRole('button', { name: 'Bewerken' }).click();
  await expect(page.getByLabel('Budget (uren)')).toHaveValue('02:30');
  await page.getByLabel('Budget (uren)').fill('1:75');
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(page.getByText('Budget (uren) is geen geldig aantal uren; schrijf bijvoorbeeld 12, 1,5 of 1:30.')).toBeVisible();
  expect((await rest.get(`/ticket-groups/${group.id}`)).budget_time).toBe(150);
});
