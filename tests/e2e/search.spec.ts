import { expect, test, type Page } from '@playwright/test';
import { newPage, restClient, signIn } from './support/session.ts';

/** Letters of this run: a second worker after a failure makes tickets of its own, which must not match the first's words. */
const RUN = Array.from({ length: 4 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
/** A word that is only in the body of one ticket's message, never in a ticket's description. */
const WORD = `kolibrieveer${RUN}`;
let ticketId: number;
/** One ticket with the word in its description, and a newer one with it only in a message. */
const RANKED = `wespennest${RUN}`;
const ranked: { description: string; message: string } = { description: '', message: '' };

test.beforeAll(async ({ request }) => {
  const rest = await restClient(request);
  const ticket = await rest.post('/tickets', { description: 'Schermflikkering op de receptie' });
  ticketId = ticket.id;
  await rest.post('/messages', { morphable_type: 'tickets', morphable_id: ticketId, message: `<p>Op het scherm zit een <em>${WORD}</em> vast.</p>` });
  ranked.description = (await rest.post('/tickets', { description: `Een ${RANKED} bij de ingang` })).reference;
  const later = await rest.post('/tickets', { description: 'Tuinonderhoud bij de ingang' });
  ranked.message = later.reference;
  await rest.post('/messages', { morphable_type: 'tickets', morphable_id: later.id, message: `<p>Er hangt een ${RANKED} onder de dakgoot.</p>` });
});

const dialog = (page: Page) => page.getByTestId('global-search-dialog');
const searchField = (page: Page) => page.getByRole('combobox', { name: 'Zoek in tickets, contactpersonen, bedrijven, assets, offertes, projecten en facturen' });

test('Ctrl+K finds a word in a message body, Escape gives the focus back, Enter opens the ticket', async ({ browser }) => {
  const page = await newPage(browser, { width: 1400, height: 900 });
  await signIn(page, '/tickets');
  await expect(page.getByRole('heading', { name: 'Tickets' })).toBeVisible();

  const ticketsTab = page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Tickets', exact: true });
  await ticketsTab.focus();
  await page.keyboard.press('Control+K');
  await expect(dialog(page)).toBeVisible();
  await expect(searchField(page)).toBeFocused();

  await searchField(page).fill('k');
  await expect(dialog(page).getByText('Nog 1 letter(s)...')).toBeVisible();
  await searchField(page).fill(WORD);
  const tickets = page.getByTestId('global-search-group-tickets');
  await expect(tickets.getByText('Schermflikkering op de receptie')).toBeVisible();
  const mark = tickets.getByTestId('search-snippet').locator('mark');
  await expect(mark).toHaveText(new RegExp(WORD, 'i'));
  // The snippet's markup is rendered as text nodes: the <em> of the message is not in it.
  await expect(tickets.getByTestId('search-snippet').locator('em')).toHaveCount(0);
  await expect(tickets.getByTestId('global-search-all-tickets')).toHaveText('Tonen in de ticketlijst');
  await page.screenshot({ path: '.tmp/search-dialog-desktop.png' });

  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(ticketsTab).toBeFocused();

  await page.keyboard.press('Control+K');
  await searchField(page).fill('qqxqzzv');
  await expect(dialog(page).getByText('Geen resultaten voor "qqxqzzv"')).toBeVisible();
  await searchField(page).fill(WORD);
  await expect(tickets.getByText('Schermflikkering op de receptie')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option', { selected: true })).toContainText('Schermflikkering op de receptie');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/tickets/${ticketId}$`));
  await expect(dialog(page)).toBeHidden();
  await page.context().close();
});

test("'/' opens the search outside a text field, and the link opens the ticket list with that search", async ({ browser }) => {
  const page = await newPage(browser, { width: 1400, height: 900 });
  await signIn(page, '/cockpit');
  // The shortcut belongs to the top bar: it listens once the signed-in screen is there.
  await expect(page.getByTestId('global-search-button')).toBeVisible();
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('/');
  await expect(dialog(page)).toBeVisible();
  await searchField(page).fill(WORD);
  await page.getByTestId('global-search-all-tickets').click();
  await expect(page).toHaveURL(new RegExp(`/tickets\\?q=${WORD}$`));
  await expect(page.getByTestId('ticket-row')).toHaveCount(1);
  await page.context().close();
});

test('the searched ticket list shows the highlighted snippet and ranks by relevance, on a desktop and a phone', async ({ browser }) => {
  const page = await newPage(browser, { width: 1400, height: 900 });
  await signIn(page, `/tickets?q=${WORD}`);
  const row = page.getByTestId('ticket-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('search-snippet').locator('mark')).toHaveText(new RegExp(WORD, 'i'));
  await page.screenshot({ path: '.tmp/search-list-desktop.png' });

  // Ranked by relevance while searching (the description above the message), until a column is clicked.
  await page.goto(`/tickets?q=${RANKED}`);
  const references = page.getByTestId('ticket-row').getByRole('link', { name: /^T-/ });
  await expect(references).toHaveText([ranked.description, ranked.message]);
  await page.getByRole('button', { name: 'Ticket', exact: true }).click();
  await expect(references).toHaveText([ranked.message, ranked.description]);

  // Typing in the list's own search box: the text filter's '/' is typed, not a shortcut.
  const box = page.getByRole('searchbox', { name: 'Zoeken' });
  await box.fill('');
  await box.type('a/');
  await expect(dialog(page)).toBeHidden();
  await page.context().close();

  const phone = await newPage(browser, { width: 390, height: 844 });
  await signIn(phone, `/tickets?q=${WORD}`);
  await expect(phone.getByTestId('ticket-row').getByTestId('search-snippet').locator('mark')).toHaveText(new RegExp(WORD, 'i'));
  await expect(phone.getByRole('combobox', { name: 'Sorteren op' })).toHaveValue('relevance:DESC');
  await phone.screenshot({ path: '.tmp/search-list-phone.png' });

  await phone.getByTestId('global-search-button').click();
  await searchField(phone).fill(WORD);
  await expect(phone.getByTestId('global-search-group-tickets').getByTestId('search-snippet')).toBeVisible();
  await phone.screenshot({ path: '.tmp/search-dialog-phone.png' });
  await phone.context().close();
});
