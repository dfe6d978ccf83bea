import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API, newPage, PASSWORD, restLogin, signIn } from './support/session.ts';

// 'Pagina niet gevonden' and 'Geen toegang' in place, at the address as typed, with a way back (issue 18).

/** The only_own_company operator of the demo, who sees the tickets of a few companies only. */
const OWN_COMPANY = 'bedrijf@demo.nl';
const CONTACT = 'klant@demo.nl';

/** Ids of the tickets an operator sees (the newest 100). */
async function ticketIds(request: APIRequestContext, as?: string): Promise<number[]> {
  const { headers } = await restLogin(request, as ? { as } : {});
  const builder = encodeURIComponent(JSON.stringify({ paginate: 100 }));
  const answer = await request.get(`${API}/tickets?builder=${builder}`, { headers });
  expect(answer.status()).toBe(200);
  return ((await answer.json()).data as Array<{ id: number }>).map((ticket) => ticket.id);
}

async function expectPage(page: Page, address: RegExp, title: string, text: string) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(text)).toBeVisible();
  await expect(page).toHaveURL(address);
  await expect(page).toHaveTitle(`${title} · Balie`);
}

test('an unknown address says so where it was typed, with the way to the cockpit', async ({ page }) => {
  await signIn(page, '/bestaat-niet');
  await expectPage(page, /\/bestaat-niet$/, 'Pagina niet gevonden', 'Deze pagina bestaat niet (meer).');
  await page.getByRole('link', { name: 'Naar de cockpit' }).click();
  await expect(page).toHaveURL(/\/cockpit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cockpit' })).toBeVisible();
});

test('an unknown ticket and an unknown company say so, with the way back to their list and to the cockpit', async ({ page }) => {
  await signIn(page, '/tickets/99999999');
  await expectPage(page, /\/tickets\/99999999$/, 'Pagina niet gevonden', 'Dit item bestaat niet (meer).');
  await expect(page.getByRole('link', { name: 'Naar de cockpit' })).toBeVisible();
  await page.getByRole('link', { name: 'Terug naar Tickets' }).click();
  await expect(page).toHaveURL(/\/tickets$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();

  await page.goto('/companies/99999999');
  await expectPage(page, /\/companies\/99999999$/, 'Pagina niet gevonden', 'Dit item bestaat niet (meer).');
  await page.getByRole('link', { name: 'Terug naar Bedrijven' }).click();
  await expect(page).toHaveURL(/\/companies$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bedrijven' })).toBeVisible();

  await page.goto('/companies/99999999');
  await page.getByRole('link', { name: 'Naar de cockpit' }).click();
  await expect(page).toHaveURL(/\/cockpit$/);
});

test("an operator who sees only their own companies opens another company's ticket: Geen toegang", async ({ browser, request }) => {
  const visible = new Set(await ticketIds(request, OWN_COMPANY));
  const foreign = (await ticketIds(request)).find((id) => !visible.has(id));
  expect(foreign).toBeDefined();
  const page = await newPage(browser);
  await signIn(page, `/tickets/${foreign}`, { as: OWN_COMPANY });
  await expectPage(page, new RegExp(`/tickets/${foreign}$`), 'Geen toegang', 'Dit item bestaat niet of je hebt er geen toegang toe.');
  await page.getByRole('link', { name: 'Terug naar Tickets' }).click();
  await expect(page).toHaveURL(/\/tickets$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
  // One of their own tickets opens as usual.
  await page.goto(`/tickets/${[...visible][0]}`);
  await expect(page.getByTestId('forbidden-page')).toHaveCount(0);
  await page.context().close();
});

test("a contact opens another company's ticket and an unknown address in the portal", async ({ browser, request }) => {
  const { headers } = await restLogin(request);
  const builder = encodeURIComponent(JSON.stringify({ where: [['email', '=', CONTACT]], with: ['companies'], paginate: 1 }));
  const contact = (await (await request.get(`${API}/clients?builder=${builder}`, { headers })).json()).data[0];
  const own = new Set((contact.companies as Array<{ id: number }>).map((company) => company.id));
  const tickets = (await (await request.get(`${API}/tickets?builder=${encodeURIComponent(JSON.stringify({ paginate: 100 }))}`, { headers })).json()).data as Array<{ id: number; company_id: number | null }>;
  const foreign = tickets.find((ticket) => ticket.company_id !== null && !own.has(ticket.company_id));
  expect(foreign).toBeDefined();

  const page = await newPage(browser);
  await page.goto('/portal');
  await page.getByLabel('E-mailadres').fill(CONTACT);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL(/\/portal\/tickets$/, { timeout: 30_000 });

  await page.goto(`/portal/tickets/${foreign!.id}`);
  await expectPage(page, new RegExp(`/portal/tickets/${foreign!.id}$`), 'Geen toegang', 'Dit item bestaat niet of je hebt er geen toegang toe.');
  await page.getByRole('link', { name: 'Terug naar tickets' }).click();
  await expect(page).toHaveURL(/\/portal\/tickets$/);
  await expect(page.getByRole('heading', { name: 'Mijn tickets' })).toBeVisible();

  await page.goto('/portal/bestaat-niet');
  await expectPage(page, /\/portal\/bestaat-niet$/, 'Pagina niet gevonden', 'Deze pagina bestaat niet (meer).');
  await page.getByRole('link', { name: 'Terug naar tickets' }).click();
  await expect(page).toHaveURL(/\/portal\/tickets$/);
  await page.context().close();
});
