import { expect, test } from '@playwright/test';
import { mailAndRest } from './support/mail-and-rest.ts';
import { signIn } from './support/session.ts';

const { smtp: mailServer, rest } = mailAndRest();

/** A new deal for a contact person with an e-mail address, so its conversation can be mailed. */
async function customerDeal(description: string): Promise<{ id: number; email: string }> {
  const builder = { whereNull: ['archived_at'], whereHas: [['companies', {}]], with: ['companies'], paginate: 50 };
  const clients = await rest<{ data: any[] }>('GET', `/clients?builder=${encodeURIComponent(JSON.stringify(builder))}`);
  const client = clients.data.find((candidate) => candidate.email && candidate.companies?.length > 0);
  const created = await rest<{ data: any }>('POST', '/deals', { description, company_id: client.companies[0].id, client_id: client.id });
  return { id: created.data.id, email: client.email };
}

test("a deal's Berichten: a note and a mailed message, counted on the tab", async ({ page }) => {
  const description = `Nieuwe laptops ${Date.now()}`;
  const deal = await customerDeal(description);
  await signIn(page, `/deals/${deal.id}`, { waitFor: 'path' });

  const tab = page.getByRole('tab', { name: /Berichten/ });
  await expect(tab).toContainText('0');
  await tab.click();
  await expect(page.getByTestId('messages-empty')).toHaveText('Nog geen berichten.');

  const editor = page.getByRole('textbox', { name: 'Bericht', exact: true });
  await editor.click();
  await page.keyboard.type('Klant wil graag korting.');
  await page.getByRole('button', { name: 'Notitie opslaan' }).click();
  await expect(page.getByText('Notitie toegevoegd!')).toBeVisible();
  await expect(page.getByTestId('messages-list').getByText('Klant wil graag korting.')).toBeVisible();
  await expect(tab).toContainText('1');

  const before = mailServer().received.length;
  await expect(page.getByTestId('recipients-to')).toContainText(deal.email);
  await editor.click();
  await page.keyboard.type('Hierbij ons voorstel voor de laptops.');
  await page.getByTestId('send-message').click();
  await expect(page.getByText('Bericht verzonden!')).toBeVisible();
  await expect(page.getByTestId('messages-list').getByText('Hierbij ons voorstel voor de laptops.')).toBeVisible();
  await expect(tab).toContainText('2');
  const [received] = (await mailServer().waitFor(before + 1)).slice(before);
  expect(received.mail.subject).toBe(description);
  await page.screenshot({ path: '.tmp/deal-berichten.png', fullPage: true });

  await page.reload();
  await expect(page.getByRole('tab', { name: /Berichten/ })).toContainText('2');
});

test("'Nieuwe offerte' without a template opens the new quote of the deal", async ({ page }) => {
  const description = `Serverruimte ${Date.now()}`;
  const deal = await customerDeal(description);
  await signIn(page, `/deals/${deal.id}`, { waitFor: 'path' });
  const tab = page.getByRole('tab', { name: /Offertes/ });
  await tab.click();
  await expect(page.getByText('Nog geen offertes.')).toBeVisible();
  await page.getByTestId('new-quote').click();
  await expect(page.getByTestId('new-quote-name')).toHaveValue(description);
  await page.screenshot({ path: '.tmp/deal-nieuwe-offerte.png' });
  await page.getByRole('button', { name: 'Offerte maken' }).click();
  await expect(page).toHaveURL(/\/deals\/quotes\/\d+$/);
  const quoteId = Number(/\/deals\/quotes\/(\d+)$/.exec(page.url())![1]);
  const quote = await rest<{ data: any }>('GET', `/quotes/${quoteId}`);
  expect(quote.data).toMatchObject({ deal_id: deal.id, name: description });
});
