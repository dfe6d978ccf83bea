import { expect, test } from '@playwright/test';
import { mailAndRest } from './support/mail-and-rest.ts';
import { signIn } from './support/session.ts';

const { smtp, rest } = mailAndRest();

const tag = () => `F${Date.now().toString(36)}`;

/** A company (with or without administrative e-mails) whose time on a ticket went onto its concept invoice; answers the invoice id. */
async function invoiceWithTime(name: string, emails: string | null): Promise<number> {
  const company = (await rest('POST', '/companies', { name, address_1: 'Dorpsstraat 1', postal_code: '1234 AB', city: 'Zwolle', administrative_emails: emails })).data;
  const activity = (await rest('POST', '/activities', { name: `Support ${name}`, price: 90, is_invoicable: true })).data;
  const ticket = (await rest('POST', '/tickets', { description: `Storing ${name}`, company_id: company.id })).data;
  const time = (await rest('POST', '/time-registrations', { morphable_type: 'tickets', morphable_id: ticket.id, description: 'Storing verholpen', time_spent: 30, executed_at: '2026-11-10T09:00:00Z', activity_id: activity.id })).data;
  const invoiced = await rest('POST', '/time-registrations/invoice', { ids: [time.id] });
  return invoiced.data[0].invoice_id as number;
}

test('the invoice screen sends the time sheet to the administrative e-mails, and without them the button is disabled with the reason', async ({ page }) => {
  const mark = tag();
  const withEmails = await invoiceWithTime(`Tandarts ${mark}`, 'administratie@tandarts.example');
  const without = await invoiceWithTime(`Bakker ${mark}`, null);

  await signIn(page, `/invoices/${without}`);
  await expect(page.getByRole('button', { name: 'PDF downloaden' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'UBL downloaden' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tijdregels versturen' })).toBeDisabled();
  await page.getByTestId('invoice-send-time-disabled').hover();
  await expect(page.getByText('Er zijn geen administratieve e-mails bekend')).toBeVisible();

  await page.goto(`/invoices/${withEmails}`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'PDF downloaden' }).click();
  expect((await download).suggestedFilename()).toBe(`Concept-${withEmails}.pdf`);
  const before = smtp().received.length;
  await page.getByRole('button', { name: 'Tijdregels versturen' }).click();
  await expect(page.getByText('Tijdregels verstuurd!')).toBeVisible();
  const [sent] = (await smtp().waitFor(before + 1)).slice(before);
  expect(sent!.rcptTo).toEqual(['administratie@tandarts.example']);
  expect(sent!.mail.attachments[0]!.filename).toBe(`Tijdregels-Concept-${withEmails}.pdf`);
});

test("'Afdrukken' on two selected invoices prints those two rows only", async ({ page }) => {
  const mark = tag();
  const first = await invoiceWithTime(`Kapper ${mark}`, null);
  const second = await invoiceWithTime(`Slager ${mark}`, null);

  await signIn(page, '/invoices');
  const rows = page.getByTestId('invoices-row');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  // The list shows the latest changes first: the two new invoices lead.
  await expect(rows.nth(0)).toContainText(`Slager ${mark}`);
  await expect(rows.nth(1)).toContainText(`Kapper ${mark}`);
  await rows.nth(0).getByRole('checkbox').click({ force: true });
  await rows.nth(1).getByRole('checkbox').click({ force: true });
  await page.getByRole('button', { name: 'Groepsacties' }).click();
  const opened = page.context().waitForEvent('page');
  await page.getByRole('menuitem', { name: 'Afdrukken' }).click();
  const tab = await opened;
  await tab.waitForURL(new RegExp(`/invoices/print\\?ids=${second},${first}$`), { waitUntil: 'commit' });
  // A tab in the background renders lazily in headless chromium: the view is checked in the foreground.
  const address = tab.url();
  await tab.close();
  await page.goto(address);
  const printed = page.getByTestId('printed-row');
  await expect(printed).toHaveCount(2);
  await expect(printed.nth(0)).toContainText(`Slager ${mark}`);
  await expect(printed.nth(1)).toContainText(`Kapper ${mark}`);
});
