import { expect, test, type Page } from '@playwright/test';
import { mailAndRest } from './support/mail-and-rest.ts';
import { newPage, signIn } from './support/session.ts';

// Invitations and forgotten passwords end to end: the mail arrives at the loopback SMTP server and
// its link, opened in a signed-out browser, sets the password and signs in.
const mail = mailAndRest();
// Each test signs in and sets a password, both slow hashes, on a machine that may be busy.
test.describe.configure({ timeout: 180_000 });
const NEW_PASSWORD = 'Welkom-bij-Balie-1';

/** The path of the password link in mail number `count` to `address`. */
async function linkInMail(count: number, address: string): Promise<string> {
  const received = await mail.smtp().waitFor(count, 30_000);
  const message = received[count - 1];
  expect(message.rcptTo).toEqual([address]);
  const match = /https?:\/\/[^/\s]+(\/password-reset\/[A-Za-z0-9_-]{43})/.exec(message.mail.text ?? '');
  expect(match, message.mail.text).not.toBeNull();
  return match![1];
}

async function choosePassword(page: Page, path: string, email: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('link-email')).toHaveText(`Voor ${email}`);
  const rules = page.getByTestId('password-rules');
  await expect(rules.locator('[data-met="true"]')).toHaveCount(0);
  await page.getByLabel('Nieuw wachtwoord', { exact: true }).fill(NEW_PASSWORD);
  await expect(rules.locator('[data-met="true"]')).toHaveCount(5);
  await page.getByLabel('Herhaal het wachtwoord').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page).toHaveURL(/\/cockpit$/, { timeout: 30_000 });
}

test('an admin creates an operator, who sets a password through the invitation and logs in', async ({ page, browser }) => {
  const email = `nieuw.${Date.now()}@demo.nl`;
  const before = mail.smtp().received.length;
  await signIn(page, '/operators/create');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Voornaam', exact: true }).fill('Noor');
  await main.getByRole('textbox', { name: 'Achternaam', exact: true }).fill('Nieuwkomer');
  await main.getByRole('textbox', { name: 'E-mailadres', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  // Outside a trial an extra operator costs a licence; the admin confirms it.
  await page.getByRole('alertdialog').getByRole('button', { name: 'Ja, extra licentie afnemen' }).click();
  await expect(page).toHaveURL(/\/operators\/\d+$/, { timeout: 30_000 });
  const access = page.getByTestId('person-access');
  await expect(access.getByTestId('access-badge')).toHaveText('Nog geen wachtwoord');
  await expect(access.getByRole('button', { name: 'Opnieuw uitnodigen' })).toBeVisible();

  const invitation = await mail.smtp().waitFor(before + 1, 30_000);
  expect(invitation[before].mail.subject).toBe('Uitnodiging voor Balie Demo in Balie');
  const path = await linkInMail(before + 1, email);

  const invited = await newPage(browser);
  await choosePassword(invited, path, email, 'Kies je wachtwoord');
  await invited.context().close();

  // The link works once.
  const again = await newPage(browser);
  await again.goto(path);
  await expect(again.getByTestId('invalid-link')).toHaveText('Deze link is ongeldig, al gebruikt of verlopen. Vraag een nieuwe link aan.');
  await expect(again.getByRole('link', { name: 'Nieuwe link aanvragen' })).toHaveAttribute('href', '/password-reset');

  // And the new operator logs in with the chosen password.
  await again.goto('/login');
  await again.getByLabel('E-mailadres').fill(email);
  await again.getByLabel('Wachtwoord', { exact: true }).fill(NEW_PASSWORD);
  await again.getByRole('button', { name: 'Inloggen' }).click();
  await expect(again).toHaveURL(/\/cockpit$/, { timeout: 30_000 });
  await again.context().close();

  await page.reload();
  await expect(page.getByTestId('person-access').getByTestId('access-badge')).toHaveText('Heeft een wachtwoord');
});

test('a forgotten password is reset from the login screen', async ({ browser }) => {
  const email = `vergeten.${Date.now()}@demo.nl`;
  let count = mail.smtp().received.length;
  await mail.rest('POST', '/operators', { first_name: 'Vera', last_name: 'Vergeetachtig', email, is_operator: 1, confirm_licence: true });
  count += 1;
  await mail.smtp().waitFor(count, 30_000);

  const page = await newPage(browser);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
  await expect(page).toHaveURL(/\/password-reset$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wachtwoord vergeten' })).toBeVisible();
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByRole('button', { name: 'Stuur de link' }).click();
  await expect(page.getByTestId('reset-sent')).toHaveText('Er is een e-mail gestuurd met instructies.');

  const path = await linkInMail(count + 1, email);
  expect(mail.smtp().received[count].mail.subject).toBe('Nieuw wachtwoord voor Balie Demo');
  await choosePassword(page, path, email, 'Nieuw wachtwoord');
  await page.context().close();
});

test('an operator invites a contact to the portal from the contact detail', async ({ page }) => {
  const contact = await mail.rest<{ data: { id: number } }>('POST', '/clients', { first_name: 'Karin', last_name: 'Klant', email: `karin.${Date.now()}@klant.nl` });
  const before = mail.smtp().received.length;
  await signIn(page, `/clients/${contact.data.id}`, { waitFor: 'path' });
  const access = page.getByTestId('person-access');
  await expect(access.getByRole('heading', { name: 'Klantportaal' })).toBeVisible();
  await expect(access.getByTestId('access-badge')).toHaveText('Nog geen toegang');
  await access.getByRole('button', { name: 'Uitnodigen' }).click();
  await expect(page.getByText('Uitnodiging verstuurd!')).toBeVisible();
  const received = await mail.smtp().waitFor(before + 1, 30_000);
  expect(received[before].mail.subject).toBe('Je toegang tot het klantportaal van Balie Demo');

  // Archived contacts cannot be invited: the button is gone.
  await mail.rest('POST', `/clients/${contact.data.id}/archive`);
  await page.reload();
  await expect(page.getByTestId('person-access').getByTestId('access-badge')).toHaveText('Nog geen toegang');
  await expect(page.getByTestId('person-access').getByRole('button')).toHaveCount(0);
  await expect(page.getByTestId('person-access')).toContainText('Een gearchiveerde contactpersoon kan niet uitgenodigd worden.');
});
