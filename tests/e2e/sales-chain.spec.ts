import { expect, test, type Page } from '@playwright/test';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';
import { PORT, restClient, signIn } from './support/session.ts';
import { closeToasts } from './support/toasts.ts';

// The started product sends its mail here (playwright.config.ts: SMTP_URL on port + 2).
let smtp: TestSmtp;

test.beforeAll(async () => {
  smtp = await startSmtp(PORT + 2);
});

test.afterAll(async () => {
  await smtp?.close();
});

type Rest = Awaited<ReturnType<typeof restClient>>;

/** A new deal for a contact person with an e-mail address and a company, so its quotes can be mailed. */
async function customerDeal(rest: Rest, description: string): Promise<{ id: number; email: string; companyId: number }> {
  const builder = { whereNull: ['archived_at'], whereHas: [['companies', {}]], with: ['companies'], paginate: 50 };
  const clients: any[] = await rest.get(`/clients?builder=${encodeURIComponent(JSON.stringify(builder))}`);
  const client = clients.find((candidate) => candidate.email && candidate.companies?.length > 0);
  const deal = await rest.post('/deals', { description, company_id: client.companies[0].id, client_id: client.id });
  return { id: deal.id, email: client.email, companyId: client.companies[0].id };
}

/** A quote template with one line per phase (invoice moment 1, 'Akkoord offerte'). */
async function templateWith(rest: Rest, name: string, phases: readonly (readonly [name: string, code: string, price: number])[]) {
  const template = await rest.post('/quote-templates', { name });
  for (const [phaseName, code, price] of phases) {
    const phase = await rest.post('/project-phases', { name: phaseName, morphable_type: 'quote-templates', morphable_id: template.id });
    await rest.post('/project-lines', { project_phase_id: phase.id, product_code: code, description: `${phaseName} op locatie`, invoice_type: 2, invoice_moment: 1, quantity: 3, price });
  }
  return template;
}

const phaseNames = (page: Page) => page.getByTestId('phase-name').allTextContents();

test('the sales chain: a quote from a template on the deal, a phase dragged, sent, accepted by the customer through the link', async ({ page, browser, request }, testInfo) => {
  const rest = await restClient(request);
  const stamp = Date.now();
  const deal = await customerDeal(rest, `Nieuwe werkplekken ${stamp}`);
  const template = await templateWith(rest, `Werkplekken ${stamp}`, [
    ['Inventarisatie', 'UREN-INV', 95],
    ['Uitrol', 'UREN-UIT', 85],
  ]);

  // 'Nieuwe offerte' on the deal with the template: the quote opens with the template's phases.
  await signIn(page, `/deals/${deal.id}`, { waitFor: 'path' });
  await page.getByRole('tab', { name: /Offertes/ }).click();
  await page.getByTestId('new-quote').click();
  await page.getByTestId('new-quote-template').selectOption({ label: template.name });
  await page.screenshot({ path: testInfo.outputPath('deal-new-quote.png') });
  await page.getByRole('button', { name: 'Offerte maken' }).click();
  await expect(page).toHaveURL(/\/deals\/quotes\/\d+$/);
  const quoteId = Number(/\/deals\/quotes\/(\d+)$/.exec(page.url())![1]);
  await expect.poll(() => phaseNames(page)).toEqual(['Inventarisatie', 'Uitrol']);
  await closeToasts(page);

  // 'Uitrol' dragged before 'Inventarisatie'.
  const cards = page.getByTestId('phase-card');
  await cards.filter({ hasText: 'Uitrol' }).getByTestId('phase-drag-handle').dragTo(cards.first().getByTestId('phase-name'), { steps: 10 });
  await expect(page.getByText('Volgorde opgeslagen.')).toBeVisible();
  await expect.poll(() => phaseNames(page)).toEqual(['Uitrol', 'Inventarisatie']);
  await closeToasts(page);

  // Sent to the deal's contact with the prefilled text; the mail carries the PDF and the link.
  const before = smtp.received.length;
  await page.getByTestId('quote-send').click();
  const dialog = page.getByRole('dialog', { name: 'Offerte verzenden' });
  await expect(dialog.getByTestId('quote-send-to')).toContainText(deal.email);
  await expect(dialog.getByRole('textbox', { name: 'Bericht' })).not.toHaveText('');
  await page.screenshot({ path: testInfo.outputPath('quote-send-dialog.png') });
  await dialog.getByRole('button', { name: 'Verzenden' }).click();
  await expect(page.getByText('Offerte verstuurd!')).toBeVisible();
  await expect(page.getByTestId('quote-status')).toHaveText('Verzonden');
  const [mail] = (await smtp.waitFor(before + 1)).slice(before);
  expect(mail.rcptTo).toEqual([deal.email]);
  const quote = await rest.get(`/quotes/${quoteId}`);
  expect(mail.mail.attachments.map((attachment) => [attachment.filename, attachment.contentType])).toContainEqual([`${quote.reference}.pdf`, 'application/pdf']);
  const link = /\/offerte\/([A-Za-z0-9_-]{43})/.exec(String(mail.mail.html));
  expect(link, 'the mail links to the customer quote page').not.toBeNull();

  // The customer, not signed in, reads the quote and accepts it with their name.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await customer.goto(link![0]);
  await expect(customer.getByText(quote.reference).first()).toBeVisible();
  await expect(customer.getByText('Uitrol op locatie')).toBeVisible();
  await customer.getByLabel('Uw naam').fill('Karin de Klant');
  await customer.getByRole('button', { name: 'Akkoord' }).click();
  await expect(customer.getByText('Bedankt! U heeft de offerte geaccepteerd.')).toBeVisible();
  await customer.screenshot({ path: testInfo.outputPath('customer-accepted.png'), fullPage: true });
  await customerContext.close();

  // The operator sees it accepted, and the project with the quote's phases.
  await page.reload();
  await expect(page.getByTestId('quote-status')).toHaveText('Goedgekeurd');
  await expect(page.getByTestId('quote-send')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('quote-accepted.png'), fullPage: true });
  await page.getByTestId('aside-projects').getByRole('link').click();
  await expect(page).toHaveURL(/\/projects\/\d+$/);
  const rows = page.getByTestId('project-phases-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Uitrol');
  await expect(rows.nth(1)).toContainText('Inventarisatie');
});

test('an operator accepts a quote from its screen: the toast, and the project opens', async ({ page, request }, testInfo) => {
  const rest = await restClient(request);
  const deal = await customerDeal(rest, `Serverruimte ${Date.now()}`);
  const template = await templateWith(rest, `Serverruimte ${Date.now()}`, [['Installatie', 'UREN', 95]]);
  const quote = await rest.post('/quotes', { name: 'Nieuwe serverruimte', deal_id: deal.id, template_id: template.id });

  await signIn(page, `/deals/quotes/${quote.id}`, { waitFor: 'nothing' });
  await expect.poll(() => phaseNames(page)).toEqual(['Installatie']);
  await page.getByTestId('quote-actions').click();
  await expect(page.getByRole('menuitem')).toHaveText(['Download PDF', 'Accepteren', 'Afwijzen', 'Dupliceren', 'Maak sjabloon']);
  await page.screenshot({ path: testInfo.outputPath('quote-actions.png') });
  await page.getByRole('menuitem', { name: 'Accepteren' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Accepteren' }).click();
  await expect(page.getByText('Offerte geaccepteerd en project aangemaakt!')).toBeVisible();
  await expect(page).toHaveURL(/\/projects\/\d+$/);
  const row = page.getByTestId('project-phases-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Installatie');
  await expect(row).toContainText('285,00');
  expect((await rest.get(`/quotes/${quote.id}`)).status_id).toBe(3);
});

test('declining with a reason, a copy and a template from the quote screen, and sending refused without an e-mail', async ({ page, request }, testInfo) => {
  const rest = await restClient(request);
  const deal = await customerDeal(rest, `Telefonie ${Date.now()}`);
  const template = await templateWith(rest, `Telefonie ${Date.now()}`, [['Levering', 'TEL', 250]]);
  const quote = await rest.post('/quotes', { name: 'Nieuwe telefooncentrale', deal_id: deal.id, template_id: template.id });

  await signIn(page, `/deals/quotes/${quote.id}`, { waitFor: 'nothing' });
  await expect.poll(() => phaseNames(page)).toEqual(['Levering']);

  // 'Maak sjabloon' opens the new template with the quote's phase.
  await page.getByTestId('quote-actions').click();
  await page.getByRole('menuitem', { name: 'Maak sjabloon' }).click();
  await expect(page.getByText('Offertesjabloon aangemaakt.')).toBeVisible();
  await expect(page).toHaveURL(/\/deals\/quote-templates\/\d+$/);
  await expect.poll(() => phaseNames(page)).toEqual(['Levering']);

  // 'Dupliceren' opens the copy.
  await page.goto(`/deals/quotes/${quote.id}`);
  await page.getByTestId('quote-actions').click();
  await page.getByRole('menuitem', { name: 'Dupliceren' }).click();
  await expect(page).toHaveURL(new RegExp(`/deals/quotes/(?!${quote.id}$)\\d+$`));
  await expect.poll(() => phaseNames(page)).toEqual(['Levering']);

  // 'Afwijzen' with a reason: the quote shows Afgewezen, without accept, decline or send.
  await page.goto(`/deals/quotes/${quote.id}`);
  await page.getByTestId('quote-actions').click();
  await page.getByRole('menuitem', { name: 'Afwijzen' }).click();
  await page.getByTestId('decline-reason').fill('Te duur');
  await page.screenshot({ path: testInfo.outputPath('quote-decline.png') });
  await page.getByRole('dialog', { name: 'Offerte afwijzen' }).getByRole('button', { name: 'Afwijzen' }).click();
  await expect(page.getByText('Offerte afgewezen!')).toBeVisible();
  await expect(page.getByTestId('quote-status')).toHaveText('Afgewezen');
  await expect(page.getByTestId('quote-send')).toHaveCount(0);
  await page.getByTestId('quote-actions').click();
  await expect(page.getByRole('menuitem')).toHaveText(['Download PDF', 'Dupliceren', 'Maak sjabloon']);
  await page.keyboard.press('Escape');
  expect(await rest.get(`/quotes/${quote.id}`)).toMatchObject({ status_id: 4, decline_reason: 'Te duur' });

  // A deal without a contact: 'Verzenden' is disabled and says why.
  const bare = await rest.post('/deals', { description: `Zonder contact ${Date.now()}`, company_id: deal.companyId });
  const unsendable = await rest.post('/quotes', { name: 'Zonder contactpersoon', deal_id: bare.id });
  await page.goto(`/deals/quotes/${unsendable.id}`);
  await expect(page.getByTestId('quote-send')).toBeDisabled();
  await page.getByTestId('quote-send-disabled').hover();
  await expect(page.getByText('Offerte kan niet verzonden worden zonder email', { exact: false }).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('quote-send-disabled.png') });
});

test("the deal's Offertes tab: a quote sent from its row menu", async ({ page, request }, testInfo) => {
  const rest = await restClient(request);
  const deal = await customerDeal(rest, `Beveiliging ${Date.now()}`);
  const template = await templateWith(rest, `Beveiliging ${Date.now()}`, [['Firewall', 'FW', 450]]);
  const quote = await rest.post('/quotes', { name: 'Nieuwe firewall', deal_id: deal.id, template_id: template.id });

  await signIn(page, `/deals/${deal.id}`, { waitFor: 'path' });
  await page.getByRole('tab', { name: /Offertes/ }).click();
  const row = page.getByTestId('quotes-row').filter({ hasText: quote.reference });
  await expect(row).toContainText('Concept');
  await row.getByTestId('quote-row-menu').click();
  await expect(page.getByRole('menuitem')).toHaveText(['Verzenden', 'Maak sjabloon']);
  await page.screenshot({ path: testInfo.outputPath('deal-quote-row-menu.png') });
  const before = smtp.received.length;
  await page.getByRole('menuitem', { name: 'Verzenden' }).click();
  const dialog = page.getByRole('dialog', { name: 'Offerte verzenden' });
  await expect(dialog.getByTestId('quote-send-to')).toContainText(deal.email);
  await dialog.getByTestId('quote-send-files').setInputFiles({ name: 'voorwaarden.txt', mimeType: 'text/plain', buffer: Buffer.from('Algemene voorwaarden') });
  await expect(dialog.getByTestId('quote-send-file-list')).toContainText('voorwaarden.txt');
  await dialog.getByRole('button', { name: 'Verzenden' }).click();
  await expect(page.getByText('Offerte verstuurd!')).toBeVisible();
  const [mail] = (await smtp.waitFor(before + 1)).slice(before);
  expect(mail.mail.attachments.map((attachment) => attachment.filename).sort()).toEqual([`${quote.reference}.pdf`, 'voorwaarden.txt']);
  await expect(row).toContainText('Verzonden');
  await expect(page.getByRole('tab', { name: /Berichten/ })).toContainText('1');
});
