import { expect, test } from '@playwright/test';
import { choose } from './support/forms.ts';
import { restClient, signIn } from './support/session.ts';

const stamp = () => `${Date.now()}`.slice(-6);

test('opening hours are made with two periods on Monday and a closed weekend, used in an SLA and edited', async ({ page, request }) => {
  const name = `Kantoor ${stamp()}`;
  const rest = await restClient(request);
  await rest.post('/companies', { name: `${name} BV` });

  // The SLA list leads to the opening hours, and their list to a new one.
  await signIn(page, '/slas');
  await page.getByTestId('sla-opening-hours-link').click();
  await expect(page).toHaveURL(/\/slas\/opening-hours$/);
  await page.getByRole('link', { name: 'Nieuwe openingstijden' }).first().click();
  await expect(page).toHaveURL(/\/slas\/opening-hours\/create$/);
  // The list stays on screen until the form's code has arrived; its column filters are labelled too.
  await expect(page.getByRole('heading', { level: 1, name: 'Nieuwe openingstijden' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Naam', exact: true }).fill(name);
  // Monday: 08:30–12:00 and 13:00–17:00; Tuesday to Friday 09:00–17:00; the weekend stays closed.
  await page.getByRole('checkbox', { name: 'Maandag', exact: true }).check({ force: true });
  await page.getByLabel('Maandag van').fill('8:30');
  await page.getByLabel('Maandag tot').fill('12:00');
  await page.getByRole('button', { name: 'Maandag: Periode toevoegen' }).click();
  await page.getByLabel('Maandag van').nth(1).fill('13:00');
  await page.getByLabel('Maandag tot').nth(1).fill('17:00');
  for (const day of ['Dinsdag', 'Woensdag', 'Donderdag', 'Vrijdag']) await page.getByRole('checkbox', { name: day, exact: true }).check({ force: true });
  await expect(page.getByTestId('week-day-6')).toContainText('Gesloten');
  await expect(page.getByTestId('week-day-7')).toContainText('Gesloten');

  // A period that runs backward is refused inline with the API's text, before anything is sent.
  await page.getByLabel('Vrijdag tot').fill('08:00');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Openingstijden moeten per weekdag als van-tot in uu:mm ingevuld worden.')).toBeVisible();
  await expect(page.getByLabel('Vrijdag tot')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Vrijdag tot').fill('17:00');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Openingstijden aangemaakt!')).toBeVisible();
  await expect(page).toHaveURL(/\/slas\/opening-hours\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());

  const stored = await rest.get(`/business-hour-contracts/${id}`);
  expect(stored.hours).toEqual({
    '1': [['08:30', '12:00'], ['13:00', '17:00']],
    '2': [['09:00', '17:00']],
    '3': [['09:00', '17:00']],
    '4': [['09:00', '17:00']],
    '5': [['09:00', '17:00']],
    '6': [],
    '7': [],
  });
  expect(stored.closed_on_holidays).toBe(true);
  await expect(page.getByTestId('week-hours-summary')).toContainText('Maandag 08:30–12:00, 13:00–17:00');
  await expect(page.getByTestId('week-hours-summary')).toContainText('Zaterdag Gesloten');

  // A new SLA counts in these hours.
  await page.goto('/slas/create');
  await expect(page.getByTestId('sla-opening-hours-manage')).toHaveAttribute('href', '/slas/opening-hours');
  await page.getByLabel('Naam').fill(`SLA ${name}`);
  await choose(page, 'Bedrijven', `${name} BV`);
  await page.getByLabel('Openingstijden').selectOption({ label: name });
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/slas\/\d+$/);
  const slaId = Number(new URL(page.url()).pathname.split('/').pop());
  expect((await rest.get(`/slas/${slaId}`)).opening_hour_contract_id).toBe(id);

  // Edited: Monday loses its afternoon, Saturday opens in the morning, holidays count as open.
  await page.goto(`/slas/opening-hours/${id}`);
  await page.getByRole('button', { name: 'Bewerken' }).click();
  await page.getByRole('button', { name: 'Maandag: Periode verwijderen' }).nth(1).click();
  await page.getByRole('checkbox', { name: 'Zaterdag', exact: true }).check({ force: true });
  await page.getByLabel('Zaterdag van').fill('10:00');
  await page.getByLabel('Zaterdag tot').fill('14:00');
  await page.getByRole('checkbox', { name: 'Gesloten op feestdagen' }).uncheck({ force: true });
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Openingstijden bijgewerkt!')).toBeVisible();
  await expect(page.getByTestId('week-hours-summary')).toContainText('Maandag 08:30–12:00');
  await expect(page.getByTestId('week-hours-summary')).toContainText('Zaterdag 10:00–14:00');

  const edited = await rest.get(`/business-hour-contracts/${id}`);
  expect(edited.hours['1']).toEqual([['08:30', '12:00']]);
  expect(edited.hours['6']).toEqual([['10:00', '14:00']]);
  expect(edited.closed_on_holidays).toBe(false);

  // The list shows the open days.
  await page.goto('/slas/opening-hours');
  const row = page.getByTestId('opening-hours-row').filter({ hasText: name });
  await expect(row).toContainText('Zaterdag 10:00–14:00');
});
