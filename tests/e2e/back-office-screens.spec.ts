import { expect, test } from '@playwright/test';
import { API, restClient, restLogin, signIn } from './support/session.ts';

/** The amount a cell shows ('€ 1.260,00') as a number. */
function euros(text: string | null): number {
  return Number((text ?? '').replace(/[^\d,-]/g, '').replace(',', '.'));
}

const listPath = (path: string, filters: Record<string, string[]>) => `${path}?f=${encodeURIComponent(JSON.stringify(filters))}`;

test('project phases: list, detail, a new line changes the total, and Starten starts the phase', async ({ page, request }) => {
  // A project with a phase that has not started yet (the demo's project phases have all started).
  const api = await restClient(request);
  const companies = await api.get(`/companies?builder=${encodeURIComponent(JSON.stringify({ paginate: 1 }))}`);
  const project = await api.post('/projects', { name: `Serverruimte ${Date.now()}`, company_id: companies[0].id });
  const phaseName = `Bekabeling ${Date.now()}`.slice(0, 40);
  await api.post('/project-phases', { name: phaseName, morphable_type: 'projects', morphable_id: project.id });

  await signIn(page, '/project-phases');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: 'Projectfases' })).toBeVisible();
  await expect(page.getByTestId('project-phases-row').first()).toBeVisible();
  // Phases are made inside a project: the New button makes a project.
  await expect(main.getByRole('link', { name: 'Nieuw project' })).toHaveAttribute('href', '/projects/create');

  // A project's phase that has not started yet, through the status and owner filters (quote phases are not started).
  await page.goto(listPath('/project-phases', { statusId: ['1'], morphable: ['projects'] }));
  const rows = page.getByTestId('project-phases-row');
  await expect(rows.first()).toBeVisible();
  const row = rows.filter({ hasText: phaseName });
  await expect(row).toContainText('Niet gestart');
  const name = phaseName;
  await row.getByRole('link', { name }).click();

  await expect(page).toHaveURL(/\/project-phases\/\d+$/);
  await expect(page.getByTestId('record-title')).toHaveText(name);
  await expect(page.getByTestId('phase-status')).toHaveText('Niet gestart');
  await expect(page.getByRole('tab', { name: /Projectregels/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Taken/ })).toBeVisible();
  const before = euros(await page.getByTestId('phase-total').textContent());
  const linesBefore = await page.getByTestId('project-lines-row').count();

  // A fixed-price time line of 2 hours at € 95,50 (nacalculatie would count only registered time).
  await page.getByRole('button', { name: 'Regel toevoegen' }).click();
  const dialog = page.getByRole('dialog');
  const form = dialog.getByTestId('project-line-form');
  await form.getByLabel('Type').selectOption({ label: 'Uren fixed price' });
  await form.getByLabel('Artikelcode').fill('UREN-E2E');
  await form.getByLabel('Omschrijving').fill('Extra begeleiding bij de uitrol');
  // A time line asks for hours.
  await form.getByLabel('Uren').fill('2');
  await form.getByLabel('Prijs').fill('95,50');
  await dialog.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(page.getByText('Projectregel toegevoegd!')).toBeVisible();
  await expect(dialog).toBeHidden();

  await expect(page.getByTestId('project-lines-row')).toHaveCount(linesBefore + 1);
  const added = page.getByTestId('project-lines-row').filter({ hasText: 'Extra begeleiding bij de uitrol' });
  await expect(added).toContainText('Uren fixed price');
  await expect(added).toContainText('Uur: 2');
  await expect(added).toContainText('€ 191,00');
  // Nothing registered yet: the time spent is within the hours, so green.
  await expect(added.getByTestId('line-time-spent')).toHaveText('00:00 besteed');
  await expect.poll(async () => euros(await page.getByTestId('phase-total').textContent())).toBeCloseTo(before + 191, 2);

  await page.getByRole('button', { name: 'Starten' }).click();
  await expect(page.getByText('Projectfase bijgewerkt!')).toBeVisible();
  await expect(page.getByTestId('phase-status')).toHaveText('Gestart');
  await expect(page.getByRole('button', { name: 'Afronden' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Starten' })).toHaveCount(0);

  // The new line can go again.
  await added.getByRole('button', { name: /Verwijderen/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Verwijderen' }).click();
  await expect(page.getByTestId('project-lines-row')).toHaveCount(linesBefore);
  await expect.poll(async () => euros(await page.getByTestId('phase-total').textContent())).toBeCloseTo(before, 2);
});

test('subscription lines: list with subscription and company, detail with edit', async ({ page }) => {
  await signIn(page, '/subscriptions/lines');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: 'Abonnementsregels' })).toBeVisible();
  const row = page.getByTestId('subscription-lines-row').first();
  await expect(row).toBeVisible();
  await expect(row).toContainText('€');
  await expect(main.getByRole('link', { name: 'Nieuw abonnement' })).toHaveAttribute('href', '/subscriptions/create');
  await expect(row.getByRole('link').nth(1)).toHaveAttribute('href', /^\/subscriptions\/\d+$/);

  const description = (await row.getByRole('link').first().textContent()) ?? '';
  await row.getByRole('link', { name: description }).click();
  await expect(page).toHaveURL(/\/subscriptions\/lines\/\d+$/);
  await expect(page.getByTestId('record-title')).toHaveText(description);
  await expect(page.getByTestId('record-fields')).toContainText('Abonnement');

  await page.getByRole('button', { name: 'Bewerken' }).click();
  const edited = `${description} (aangepast)`;
  await main.getByRole('textbox', { name: 'Beschrijving', exact: true }).fill(edited);
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(page.getByText('Abonnementsregel bijgewerkt!')).toBeVisible();
  await expect(page.getByTestId('record-title')).toHaveText(edited);
});

test('contract period: contract, dates and times as HH:MM with the remainder coloured', async ({ page, request }) => {
  const { headers } = await restLogin(request, { tenant: 'demo' });
  const builder = encodeURIComponent(JSON.stringify({ with: ['contract'], paginate: 1 }));
  const answer = await request.get(`${API}/contract-periods?builder=${builder}`, { headers });
  const period = (await answer.json()).data[0];

  await signIn(page, `/contract-periods/${period.id}`);
  const fields = page.getByTestId('record-fields');
  await expect(fields.getByRole('link', { name: period.contract.name })).toHaveAttribute('href', `/contracts/${period.contract_id}`);
  const hhmm = (minutes: number) => `${minutes < 0 ? '-' : ''}${String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0')}:${String(Math.abs(minutes) % 60).padStart(2, '0')}`;
  await expect(page.getByTestId('period-minutes')).toHaveText(hhmm(period.minutes));
  await expect(page.getByTestId('period-spent')).toHaveText(hhmm(period.registered_time));
  await expect(page.getByTestId('period-remaining')).toHaveText(hhmm(period.minutes_remaining));
  const colour = await page.getByTestId('period-remaining').locator('span').evaluate((element) => getComputedStyle(element).color);
  const [red, green] = colour.match(/\d+/g)!.map(Number);
  expect(period.minutes_remaining >= 0 ? green > red : red > green).toBe(true);
});

test('licences: the demo shows them without a New button', async ({ page }) => {
  await signIn(page, '/cloud-subscriptions');
  await expect(page.getByRole('heading', { level: 1, name: 'Licenties' })).toBeVisible();
  const row = page.getByTestId('cloud-subscriptions-row').first();
  await expect(row).toBeVisible();
  await expect(row.getByRole('link').first()).toHaveAttribute('href', /^\/companies\/\d+$/);
  await expect(row).toContainText(/Ingram Micro Cloud|TD SYNNEX/);
  await expect(page.getByRole('main').getByRole('link', { name: /Nieuw/ })).toHaveCount(0);
});

test('licences: a tenant without the module gets a message instead of an error', async ({ page }) => {
  // The viewer as a tenant with the cloud module off sees it: from the login's answer, or asked by the guard.
  await page.route('**/graphql', async (route) => {
    const sent = route.request().postData() ?? '';
    if (!sent.includes('guardViewerQuery') && !sent.includes('LoginScreenMutation')) return route.fallback();
    const response = await route.fetch();
    const body = await response.json();
    const viewer = body.data?.viewer ?? body.data?.login?.viewer;
    if (viewer) viewer.modules = { ...viewer.modules, mod_cloud_distribution: false };
    await route.fulfill({ response, json: body });
  });
  await signIn(page, '/cloud-subscriptions');
  await expect(page.getByTestId('cloud-module-off')).toContainText('De module voor clouddistributie (licenties) is niet ingeschakeld');
  await expect(page.getByTestId('cloud-subscriptions-row')).toHaveCount(0);
});
