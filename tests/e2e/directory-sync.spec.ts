import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { e2eGraphApp } from '../doubles/msgraph/e2e-app.ts';
import { startGraphDouble, type GraphDouble } from '../doubles/msgraph/server.ts';
import { PORT, restClient, signIn } from './support/session.ts';

// Microsoft 365 (identity platform and Graph) on the port the product was started with (playwright.config.ts).
let graph: GraphDouble;
const app = e2eGraphApp(PORT);
const groupId = randomUUID();

// The double's certificate is made at its start; a browser trusts Microsoft's own.
test.use({ ignoreHTTPSErrors: true });

test.beforeAll(async () => {
  graph = await startGraphDouble(app);
  const customer = graph.consentTenant;
  const saar = randomUUID();
  graph.users.push(
    { tenant: customer, id: saar, displayName: 'Saar Mulder', givenName: 'Saar', surname: 'Mulder', mail: 'saar@noorderlicht-e2e.nl', userPrincipalName: 'saar@noorderlicht-e2e.nl', accountEnabled: true },
    { tenant: customer, id: randomUUID(), displayName: 'Wim Zuid', givenName: 'Wim', surname: 'Zuid', mail: 'wim@noorderlicht-e2e.nl', userPrincipalName: 'wim@noorderlicht-e2e.nl', accountEnabled: true },
  );
  graph.groups.push({ tenant: customer, id: groupId, displayName: 'Team Noord', members: [saar] }, { tenant: customer, id: randomUUID(), displayName: 'Team Zuid', members: [] });
});

test.afterAll(async () => {
  await graph?.close();
});

test("an operator links a customer's Microsoft 365 tenant in the company settings, filters on a group and syncs its users into contacts", async ({ page, request }) => {
  // One full page load to the consent page and back besides the usual clicks.
  test.setTimeout(120_000);
  const rest = await restClient(request);
  const company = await rest.post('/companies', { name: 'Noorderlicht Directory BV' });

  await signIn(page, `/companies/${company.id}`);
  await page.getByTestId('company-settings-button').click();
  await expect(page).toHaveURL(/#settings$/);
  const sidebar = page.getByTestId('company-settings');
  await expect(sidebar.getByText('Bedrijfsinstellingen')).toBeVisible();
  // 40em: forty times the sidebar's own font size.
  const fontSize = await sidebar.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  expect(Math.round((await sidebar.boundingBox())!.width)).toBe(Math.round(40 * fontSize));
  await expect(sidebar.getByTestId('directory-status')).toHaveText('Niet gekoppeld');

  // To the consent page and back: the double consents at once and redirects to our return route.
  await sidebar.getByTestId('directory-link').click();
  await expect(page.getByText('Microsoft 365-tenant gekoppeld.')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(new RegExp(`/companies/${company.id}#settings$`));
  await expect(sidebar.getByTestId('directory-status')).toHaveText('Gekoppeld');
  await expect(sidebar.getByTestId('directory-tenant')).toHaveText(graph.consentTenant);
  await expect(sidebar.getByTestId('directory-group-filter')).toHaveText('Alle gebruikers');
  await expect(sidebar.getByTestId('directory-last-sync')).toHaveText('Nog niet gesynchroniseerd');

  await sidebar.getByTestId('directory-group-search').fill('noord');
  await sidebar.getByTestId('directory-groups').getByRole('button', { name: 'Team Noord' }).click();
  await expect(page.getByText('Groepfilter opgeslagen')).toBeVisible();
  await expect(sidebar.getByTestId('directory-group-filter')).toHaveText('Team Noord');

  const syncNow = sidebar.getByTestId('directory-sync-now');
  await syncNow.click();
  await expect(syncNow).toBeDisabled();
  await expect(page.getByText('Synchronisatie voltooid: 1 nieuw, 0 bijgewerkt, 0 uitgeschakeld.')).toBeVisible();
  await expect(sidebar.getByTestId('directory-last-sync')).toHaveText(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/);
  await expect(syncNow).toBeDisabled();

  await sidebar.getByRole('button', { name: 'Sluiten' }).click();
  await expect(page).not.toHaveURL(/#settings/);
  await page.getByRole('tab', { name: /Contactpersonen/ }).click();
  await expect(page.getByText('saar@noorderlicht-e2e.nl')).toBeVisible();
  await expect(page.getByText('wim@noorderlicht-e2e.nl')).toHaveCount(0);
  const [contact] = await rest.get(`/clients?builder=${encodeURIComponent(JSON.stringify({ where: [['email', '=', 'saar@noorderlicht-e2e.nl']] }))}`);
  await page.goto(`/clients/${contact.id}`);
  await expect(page.getByTestId('client-directory')).toContainText(contact.azure_user_id);
  await expect(page.getByTestId('client-directory')).toContainText('Actief in Microsoft 365');
  await page.goto(`/companies/${company.id}`);

  await page.getByTestId('company-settings-button').click();
  await sidebar.getByTestId('directory-unlink').click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Ok' }).click();
  await expect(sidebar.getByTestId('directory-status')).toHaveText('Niet gekoppeld');
  await expect(sidebar.getByTestId('directory-tenant')).toHaveText('(geen)');
});
