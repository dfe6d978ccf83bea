import { expect, test } from '@playwright/test';
import { BRAM, signIn } from './support/session.ts';
import { closeToasts } from './support/toasts.ts';

test('an admin finds Postvakken under Meer and adds an IMAP mailbox whose password is never shown back', async ({ page }) => {
  const address = `helpdesk-${Date.now()}@demo.nl`;
  const password = `Geheim-${Date.now()}`;
  await signIn(page, '/cockpit');
  // The menu once the cockpit has drawn, as an operator would use it.
  await expect(page.getByRole('heading', { level: 1, name: 'Cockpit' })).toBeVisible();
  await page.getByRole('button', { name: 'Meer' }).click();
  await page.getByRole('menuitem', { name: 'Postvakken' }).click();
  await expect(page).toHaveURL(/\/mailboxes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Postvakken' })).toBeVisible();
  const support = page.getByTestId('mailboxes-row').filter({ hasText: 'support@demo.nl' });
  await expect(support).toContainText('SMTP naar Balie');

  await page.getByRole('main').getByRole('link', { name: 'Nieuw postvak' }).click();
  await expect(page).toHaveURL(/\/mailboxes\/create$/);
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Naam', exact: true }).fill('Helpdesk');
  await main.getByRole('textbox', { name: 'E-mailadres', exact: true }).fill(address);
  // An SMTP mailbox has no IMAP settings, and says how mail reaches it.
  await expect(main.getByText(/inkomende SMTP-poort van Balie/)).toBeVisible();
  await expect(main.getByRole('textbox', { name: 'IMAP-server' })).toHaveCount(0);
  await expect(main.getByLabel('Wachtwoord')).toHaveCount(0);

  await main.getByRole('combobox', { name: 'Protocol' }).selectOption({ label: 'IMAP ophalen' });
  await expect(main.getByRole('textbox', { name: 'IMAP-server' })).toBeVisible();
  await main.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(main.getByText('IMAP-server is verplicht.')).toBeVisible();

  await main.getByRole('textbox', { name: 'IMAP-server' }).fill('imap.demo.nl');
  await main.getByRole('textbox', { name: 'Poort' }).fill('993');
  await main.getByRole('textbox', { name: 'Gebruikersnaam' }).fill('helpdesk');
  await main.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await main.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(page.getByText('Postvak aangemaakt!')).toBeVisible();
  await expect(page).toHaveURL(/\/mailboxes\/\d+$/);

  const fields = page.getByTestId('record-fields');
  await expect(fields).toContainText(address);
  await expect(fields).toContainText('IMAP ophalen');
  await expect(fields).toContainText('imap.demo.nl');
  await expect(fields).toContainText('Wachtwoord is ingesteld');
  await expect(page.getByRole('main')).not.toContainText(password);
  // Not an SMTP mailbox any more: no hint about the inbound SMTP port.
  await expect(page.getByTestId('record-banner')).toHaveCount(0);

  await closeToasts(page);
  await page.getByRole('button', { name: 'Bewerken' }).click();
  const passwordInput = main.getByLabel('Wachtwoord', { exact: true });
  await expect(passwordInput).toHaveValue('');
  await expect(main.getByText('Wachtwoord is ingesteld. Laat dit veld leeg om het te bewaren.')).toBeVisible();
  await main.getByRole('textbox', { name: 'Map', exact: true }).fill('Support');
  await main.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(page.getByText('Postvak bijgewerkt!')).toBeVisible();
  await expect(fields).toContainText('Support');
  await expect(fields).toContainText('Wachtwoord is ingesteld');

  await page.goto('/mailboxes');
  await expect(page.getByTestId('mailboxes-row').filter({ hasText: address })).toContainText('IMAP ophalen');
});

test('an operator who is not an admin has no Postvakken', async ({ page }) => {
  await signIn(page, '/cockpit', { as: BRAM });
  await page.getByRole('button', { name: 'Meer' }).click();
  await expect(page.getByRole('menuitem').first()).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Postvakken' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.goto('/mailboxes');
  await expect(page).toHaveURL(/\/403\?r=mailboxes\.index$/);
});
