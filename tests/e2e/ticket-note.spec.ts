import { expect, test } from '@playwright/test';
import { ADMIN, BRAM, newPage, signIn } from './support/session.ts';

test('a wrong password shows the server message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill(ADMIN);
  await page.getByLabel('Wachtwoord', { exact: true }).fill('niet-het-wachtwoord');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByText('Deze combinatie van e-mailadres en wachtwoord is onjuist.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('a note travels from one browser to the database and live to a second browser', async ({ browser }) => {
  const author = await newPage(browser);
  await signIn(author, '/tickets', { as: BRAM, waitFor: 'nothing' });
  await expect(author.getByRole('heading', { name: 'Tickets' })).toBeVisible();
  const rows = author.getByTestId('ticket-row');
  await expect(rows).toHaveCount(15);
  await expect(author.getByText(/^1-15 van \d+$/)).toBeVisible();

  await rows.first().click();
  await expect(author).toHaveURL(/\/tickets\/\d+$/);
  const ticketPath = new URL(author.url()).pathname;

  const colleague = await newPage(browser);
  await signIn(colleague, ticketPath, { waitFor: 'nothing' });
  await expect(colleague).toHaveURL(new RegExp(`${ticketPath}$`));
  await expect(colleague.getByRole('tab', { name: 'Notities' })).toBeVisible();
  await expect(colleague.getByTestId('messages-list')).toBeVisible();

  const text = `Printer vervangen op ${Date.now()}`;
  const editor = author.getByRole('textbox', { name: 'Bericht', exact: true });
  await editor.click();
  await author.keyboard.type(text);
  await author.getByRole('button', { name: 'Notitie opslaan' }).click();
  await expect(author.getByText('Notitie toegevoegd!')).toBeVisible();
  await expect(author.getByTestId('messages-list').getByText(text)).toBeVisible();

  await expect(colleague.getByTestId('messages-list').getByText(text)).toBeVisible();
  await expect(colleague.getByText('Bram Jansen heeft een nieuw bericht toegevoegd')).toBeVisible();
  // The author's own browser does not announce its own note.
  await expect(author.getByText(/heeft een nieuw bericht toegevoegd/)).toHaveCount(0);

  // The note is stored: it is still there after a reload.
  await colleague.reload();
  await expect(colleague.getByTestId('messages-list').getByText(text)).toBeVisible();
});

test('logging out returns to the login screen', async ({ page }) => {
  await signIn(page, '/tickets', { waitFor: 'nothing' });
  await expect(page.getByRole('heading', { name: 'Tickets' })).toBeVisible();
  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/tickets');
  await expect(page).toHaveURL(/\/login/);
});
