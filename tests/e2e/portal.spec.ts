import { expect, test, type Page } from '@playwright/test';
import { mailAndRest } from './support/mail-and-rest.ts';
import { newPage, PASSWORD, signIn } from './support/session.ts';
import { closeToasts } from './support/toasts.ts';

// The operator answers by e-mail, so the loopback SMTP server runs beside the spec.
const { rest } = mailAndRest();

/** The demo's portal contact, seeded with a password (inviting contacts is another screen's business). */
const CONTACT = 'klant@demo.nl';

async function contactId(): Promise<number> {
  const builder = { where: [['email', '=', CONTACT]], paginate: 1 };
  const found = await rest<{ data: Array<{ id: number }> }>('GET', `/clients?builder=${encodeURIComponent(JSON.stringify(builder))}`);
  return found.data[0].id;
}

async function portalSignIn(page: Page) {
  await page.goto('/portal');
  await expect(page).toHaveURL(/\/login\/portal/);
  await expect(page.getByRole('heading', { name: 'Inloggen op het klantportaal' })).toBeVisible();
  await page.getByLabel('E-mailadres').fill(CONTACT);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/portal\/tickets$/, { timeout: 30_000 });
}

test('a contact creates a ticket in the portal, the operator sees the answer live and replies, the contact sees the reply', async ({ browser }) => {
  // Two people sign in (password hashing is slow on a busy machine) and talk back and forth.
  test.setTimeout(180_000);
  const contact = await newPage(browser);
  await portalSignIn(contact);
  await expect(contact.getByRole('heading', { name: 'Mijn tickets' })).toBeVisible();
  // Only the portal: no back-office menu, and a back-office address leads back into the portal.
  await expect(contact.getByRole('link', { name: 'Offertes' })).toBeVisible();
  await expect(contact.getByText('Cockpit')).toHaveCount(0);
  await contact.goto('/cockpit');
  await expect(contact).toHaveURL(/\/portal\/tickets$/);

  const subject = `VPN valt steeds weg ${Date.now()}`;
  await contact.getByRole('link', { name: 'Nieuw ticket' }).click();
  await contact.getByLabel('Onderwerp').fill(subject);
  await contact.getByLabel('Omschrijving').fill('Sinds vanochtend valt de VPN om de paar minuten weg.');
  await contact.getByLabel('Bijlagen').setInputFiles({ name: 'foutmelding.txt', mimeType: 'text/plain', buffer: Buffer.from('Verbinding verbroken (809)') });
  await contact.getByRole('button', { name: 'Ticket aanmaken' }).click();
  await expect(contact).toHaveURL(/\/portal\/tickets\/\d+$/, { timeout: 30_000 });
  await expect(contact.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  const messages = contact.getByTestId('portal-messages');
  await expect(messages).toContainText('Sinds vanochtend valt de VPN');
  await expect(messages.getByRole('button', { name: 'foutmelding.txt' })).toBeVisible();
  const ticketId = new URL(contact.url()).pathname.split('/').pop();

  // The operator opens the customer's new ticket and keeps it open.
  const operator = await newPage(browser);
  const sentFrames: string[] = [];
  operator.on('websocket', (socket) => socket.on('framesent', (frame) => sentFrames.push(String(frame.payload))));
  await signIn(operator, `/tickets/${ticketId}`, { waitFor: 'path' });
  await expect(operator.getByTestId('messages-list')).toContainText('Sinds vanochtend valt de VPN');
  await expect.poll(() => sentFrames.some((frame) => frame.includes('useTicketMessageAddedSubscription'))).toBe(true);
  // The server sets the subscription up right after the browser asked for it.
  await operator.waitForTimeout(500);

  // The customer adds something; it reaches the operator without a reload, as the customer's.
  await contact.getByLabel('Je reactie').fill('Het gebeurt ook via de hotspot van mijn telefoon.');
  await contact.getByRole('button', { name: 'Reactie versturen' }).click();
  await expect(contact.getByText('Reactie verstuurd!')).toBeVisible();
  await expect(operator.getByTestId('messages-list')).toContainText('via de hotspot van mijn telefoon', { timeout: 20_000 });

  // The operator answers the customer by e-mail; the portal shows the answer as it arrives.
  await closeToasts(operator);
  const composer = operator.getByTestId('message-composer');
  const editor = composer.getByRole('textbox', { name: 'Bericht', exact: true });
  await editor.click();
  await operator.keyboard.type('We hebben de VPN-server herstart; probeer het nog eens.');
  await composer.getByTestId('send-message').click();
  await expect(messages).toContainText('We hebben de VPN-server herstart', { timeout: 20_000 });
});

test('an operator logs in as the contact in a new window and sees the banner there, while staying signed in', async ({ browser }) => {
  test.setTimeout(120_000);
  const id = await contactId();
  const operator = await newPage(browser);
  await signIn(operator, `/clients/${id}`, { waitFor: 'path' });
  const button = operator.getByRole('button', { name: 'Inloggen als contactpersoon' });
  await expect(button).toBeVisible();
  const [portal] = await Promise.all([operator.context().waitForEvent('page'), button.click()]);
  await expect(portal).toHaveURL(/\/portal\/tickets$/, { timeout: 30_000 });
  const banner = portal.getByTestId('impersonation-banner');
  await expect(banner).toContainText('Je bekijkt het portaal als Karin van Dam.');
  await expect(banner).toContainText('Ingelogd door');
  await expect(portal.getByRole('heading', { name: 'Mijn tickets' })).toBeVisible();

  // The operator's own window is still the operator's.
  await operator.reload();
  await expect(operator).toHaveURL(new RegExp(`/clients/${id}$`));
  await expect(operator.getByRole('button', { name: 'Inloggen als contactpersoon' })).toBeVisible();

  // The log-in is in the activity log.
  const builder = { where: [['subject_type', '=', 'clients'], ['subject_id', '=', id], ['event', '=', 'portal-login']], paginate: 5 };
  const log = await rest<{ data: unknown[] }>('GET', `/activity-log?builder=${encodeURIComponent(JSON.stringify(builder))}`);
  expect(log.data.length).toBeGreaterThan(0);
});

test('a contact whose language is English gets the portal in English', async ({ page }) => {
  const builder = { where: [['email', '=', 'offerte@demo.nl']], paginate: 1 };
  const found = await rest<{ data: Array<{ id: number }> }>('GET', `/clients?builder=${encodeURIComponent(JSON.stringify(builder))}`);
  await rest('PUT', `/clients/${found.data[0].id}`, { language: 'en' });
  await page.goto('/login/portal');
  await page.getByLabel('E-mailadres').fill('offerte@demo.nl');
  await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/portal\/tickets$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'My tickets' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await page.getByRole('link', { name: 'Quotes' }).click();
  await expect(page.getByRole('heading', { name: 'Quotes' })).toBeVisible();
});
