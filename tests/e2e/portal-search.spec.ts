import { expect, test, type Page } from '@playwright/test';
import { newPage, PASSWORD, restClient } from './support/session.ts';

/** The demo's portal contact, seeded with a password. */
const CONTACT = 'klant@demo.nl';
const stamp = Date.now().toString(36);
/** In the descriptions of two of the contact's own tickets. */
const OWN = `zeekoet${stamp}`;
/** Only in a ticket of another company. */
const FOREIGN = `grutto${stamp}`;
/** Only in an internal note on the contact's own ticket. */
const NOTE = `roerdomp${stamp}`;
const own: { id: number; description: string }[] = [];

test.beforeAll(async ({ request }) => {
  const rest = await restClient(request);
  const builder = { where: [['email', '=', CONTACT]], with: ['companies'], paginate: 1 };
  const [contact] = await rest.get(`/clients?builder=${encodeURIComponent(JSON.stringify(builder))}`);
  const linked = new Set((contact.companies as { id: number }[]).map((company) => company.id));
  const companies: { id: number }[] = await rest.get(`/companies?builder=${encodeURIComponent(JSON.stringify({ paginate: 100 }))}`);
  const other = companies.find((company) => !linked.has(company.id))!;
  const company = [...linked][0];
  for (const description of [`Printer geeft een ${OWN} melding`, `Ook de scanner meldt ${OWN}`]) {
    const ticket = await rest.post('/tickets', { company_id: company, client_id: contact.id, description });
    own.push({ id: ticket.id, description });
  }
  await rest.post('/messages', { morphable_type: 'tickets', morphable_id: own[0].id, message: `<p>Intern: ${NOTE} en ${OWN}.</p>`, action: 'note' });
  await rest.post('/tickets', { company_id: other.id, description: `Server van een ander bedrijf: ${FOREIGN}` });
});

async function portalSignIn(page: Page) {
  await page.goto('/portal');
  await expect(page).toHaveURL(/\/login\/portal/);
  await page.getByLabel('E-mailadres').fill(CONTACT);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/portal\/tickets$/, { timeout: 30_000 });
}

const dialog = (page: Page) => page.getByTestId('global-search-dialog');
const hit = (page: Page, text: string) => page.getByTestId('global-search-group-tickets').getByRole('option').filter({ hasText: text });
const searchField = (page: Page) => page.getByRole('combobox', { name: 'Zoek in je tickets en offertes' });

test("a contact finds and opens their own ticket from the portal's top bar, and never another company's or a note", async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await newPage(browser, { width: 1400, height: 900 });
  await portalSignIn(page);
  await expect(page.getByRole('heading', { name: 'Mijn tickets' })).toBeVisible();

  const ticketsLink = page.getByRole('link', { name: 'Tickets', exact: true });
  await ticketsLink.focus();
  await page.keyboard.press('Control+K');
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('heading', { name: 'Zoeken in het portaal' })).toBeVisible();
  await expect(searchField(page)).toBeFocused();
  await searchField(page).fill('z');
  await expect(dialog(page).getByText('Nog 1 letter(s)...')).toBeVisible();

  // Another company's ticket and an internal note are not found, not even as a snippet.
  await searchField(page).fill(FOREIGN);
  await expect(dialog(page).getByTestId('global-search-empty')).toHaveText(`Geen resultaten voor "${FOREIGN}"`);
  await searchField(page).fill(NOTE);
  await expect(dialog(page).getByTestId('global-search-empty')).toHaveText(`Geen resultaten voor "${NOTE}"`);

  await searchField(page).fill(OWN);
  const tickets = page.getByTestId('global-search-group-tickets');
  await expect(hit(page, own[0].description)).toBeVisible();
  await expect(hit(page, own[1].description)).toBeVisible();
  await expect(tickets.getByTestId('search-snippet').first().locator('mark')).toHaveText(new RegExp(OWN, 'i'));
  await expect(tickets).not.toContainText(NOTE);
  await expect(tickets).not.toContainText('Intern');
  // Only the kinds of the portal: no contact persons, companies or invoices.
  await expect(dialog(page).locator('[data-testid^="global-search-group-"]')).toHaveCount(1);
  await expect(tickets.getByTestId('global-search-all-tickets')).toHaveText('Alle 2 tickets tonen');
  await page.screenshot({ path: '.tmp/portal-search-desktop.png' });

  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(ticketsLink).toBeFocused();

  // '/' outside a text field opens it too; the arrow keys choose, Enter opens the portal's ticket page.
  await page.keyboard.press('/');
  await expect(searchField(page)).toBeFocused();
  await searchField(page).fill(OWN);
  await expect(hit(page, own[1].description)).toBeVisible();
  await page.keyboard.press('ArrowDown');
  const chosen = (await page.getByRole('option', { selected: true }).innerText()).includes(own[0].description) ? own[0] : own[1];
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/portal/tickets/${chosen.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: chosen.description })).toBeVisible();

  // 'Alle 2 tickets tonen' leads to the portal's ticket list with the search.
  await page.keyboard.press('Control+K');
  await searchField(page).fill(OWN);
  await tickets.getByTestId('global-search-all-tickets').click();
  await expect(page).toHaveURL(new RegExp(`/portal/tickets\\?q=${OWN}$`));
  await expect(page.getByTestId('portal-ticket-search')).toContainText(`Tickets met "${OWN}"`);
  const table = page.getByRole('table');
  await expect(table.getByRole('link', { name: own[0].description })).toBeVisible();
  await expect(table.getByRole('link', { name: own[1].description })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table).not.toContainText(NOTE);
  await page.screenshot({ path: '.tmp/portal-search-list.png' });
  await page.goto(`/portal/tickets?q=${FOREIGN}`);
  await expect(page.getByText(`Geen tickets gevonden met "${FOREIGN}".`)).toBeVisible();
  await page.getByRole('link', { name: 'Alle tickets tonen' }).click();
  await expect(page).toHaveURL(/\/portal\/tickets$/);
  await expect(page.getByRole('link', { name: own[0].description })).toBeVisible();

  // On a phone the search fills the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('global-search-button')).toBeVisible();
  await page.screenshot({ path: '.tmp/portal-search-phone-header.png' });
  await page.getByTestId('global-search-button').click();
  await searchField(page).fill(OWN);
  await expect(hit(page, own[0].description)).toBeVisible();
  const box = await dialog(page).boundingBox();
  expect(box?.width).toBe(390);
  expect(box?.height).toBe(844);
  await page.screenshot({ path: '.tmp/portal-search-phone.png' });
  await hit(page, own[0].description).click();
  await expect(page).toHaveURL(new RegExp(`/portal/tickets/${own[0].id}$`));
});
