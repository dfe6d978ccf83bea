import { expect, test } from '@playwright/test';
import { restClient, signIn } from './support/session.ts';

test('time is added to a ticket, capped at 24 hours, edited and deleted', async ({ page, request }) => {
  const rest = await restClient(request);
  const company = (await rest.get('/companies'))[0];
  const ticket = await rest.post('/tickets', { description: `Server herstarten ${Date.now()}`, company_id: company.id });

  await signIn(page, `/tickets/${ticket.id}`, { waitFor: 'nothing' });
  const panel = page.getByTestId('time-registrations');
  await expect(panel.getByText('Nog geen tijd geregistreerd.')).toBeVisible();

  // Add one and a half hours.
  await panel.getByRole('button', { name: 'Tijd toevoegen' }).click();
  const form = page.getByTestId('time-registration-form');
  const time = form.getByRole('textbox', { name: /^Bestede tijd/ });
  await expect(form.getByText('Vul de bestede tijd in')).toBeVisible();
  await time.fill('1,5u');
  await expect(form.getByText('Gebruik 60m voor minuten en 1u voor uren')).toBeVisible();
  await form.getByRole('textbox', { name: /^Omschrijving/ }).fill('Server herstart na update');
  await expect(form.getByTestId('description-counter')).toHaveText('25/191');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Tijdregistratie toegevoegd!')).toBeVisible();
  const row = panel.getByTestId('time-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Server herstart na update');
  await expect(row.getByTestId('time-spent')).toHaveText('01:30');
  await expect(panel.getByTestId('time-total')).toContainText('01:30');

  // More than 24 hours is brought back to 24, with the warning, and Save waits for it to go.
  await panel.getByRole('button', { name: 'Tijd toevoegen' }).click();
  await time.fill('25u');
  await expect(form.getByTestId('time-too-much')).toHaveText('Er kan maximaal 24 uur in een dag geregistreerd worden. De tijd is aangepast naar 24 uur.');
  await expect(time).toHaveValue('24u');
  await form.getByRole('textbox', { name: /^Omschrijving/ }).fill('Hele dag');
  await expect(page.getByRole('button', { name: 'Opslaan' })).toBeDisabled();
  await page.getByRole('button', { name: 'Annuleren' }).click();
  await expect(form).toBeHidden();

  // Edit the line.
  await row.getByRole('button', { name: 'Tijdregel wijzigen' }).click();
  await expect(time).toHaveValue('1,5u');
  await time.fill('2u');
  await form.getByRole('textbox', { name: /^Omschrijving/ }).fill('Server herstart en gecontroleerd');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Tijdregistratie bijgewerkt!')).toBeVisible();
  await expect(row.getByTestId('time-spent')).toHaveText('02:00');
  await expect(row).toContainText('Server herstart en gecontroleerd');

  // Delete it, after the confirmation.
  await row.getByRole('button', { name: 'Tijdregel verwijderen' }).click();
  await expect(page.getByText('Weet je zeker dat je dit wilt verwijderen?')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Echt verwijderen?' }).click();
  await expect(page.getByText('Item verwijderd.')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(panel.getByText('Nog geen tijd geregistreerd.')).toBeVisible();
});

test('closing a ticket without time asks for it first, then closes', async ({ page, request }) => {
  const rest = await restClient(request);
  const company = (await rest.get('/companies'))[0];
  const ticket = await rest.post('/tickets', { description: `Back-up controleren ${Date.now()}`, company_id: company.id });

  await signIn(page, `/tickets/${ticket.id}`, { waitFor: 'nothing' });
  const actions = page.getByTestId('ticket-actions');
  await actions.getByRole('button', { name: 'Sluiten' }).click();
  const form = page.getByTestId('time-registration-form');
  await form.getByRole('textbox', { name: /^Bestede tijd/ }).fill('20m');
  await form.getByRole('textbox', { name: /^Omschrijving/ }).fill('Back-up gecontroleerd');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Tijdregistratie toegevoegd!')).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Sluiten' })).toHaveCount(0);
  await expect(page.getByTestId('time-registrations').getByTestId('time-spent')).toHaveText('00:20');
  const saved = await rest.get(`/tickets/${ticket.id}?load=status`);
  expect(saved.status.internal_type).toBe(2);
});
