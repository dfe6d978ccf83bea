import { expect, test, type Locator, type Page } from '@playwright/test';
import { restClient, signIn } from './support/session.ts';
import { closeToasts } from './support/toasts.ts';

/** Adds a line to a phase card with the article picker: picking 'muisset' fills code, description and price. */
async function addLineWithPicker(page: Page, card: Locator, quantity: string) {
  await card.getByRole('button', { name: 'Regel toevoegen' }).click();
  const form = page.getByTestId('project-line-form');
  const save = page.getByRole('button', { name: 'Opslaan' });
  // A new line starts with quantity 1, price 0 and moment 1; without article and type it cannot be saved.
  await expect(form.getByLabel('Aantal')).toHaveValue('1');
  await expect(form.getByLabel('Prijs')).toHaveValue('0.00');
  await expect(save).toBeDisabled();
  const search = form.getByRole('combobox', { name: 'Artikel' });
  await search.click();
  await search.fill('muis');
  await page.getByRole('option').filter({ hasText: 'muisset' }).first().click();
  await expect(form.getByLabel('Artikelcode')).toHaveValue('HW-KB-SET');
  await expect(form.getByLabel('Omschrijving')).toHaveValue(/muisset/);
  await expect(form.getByLabel('Prijs')).not.toHaveValue('0.00');
  await expect(save).toBeDisabled();
  await form.getByLabel('Type').selectOption({ label: 'Artikel' });
  await expect(form.getByLabel('Factuurmoment')).toHaveValue('1');
  await form.getByLabel('Aantal').fill(quantity);
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Projectregel toegevoegd!')).toBeVisible();
}

const phaseNames = (page: Page) => page.getByTestId('phase-name').allTextContents();

test('a quote: phases added, a line from the article picker, phases reordered, the intro with a placeholder', async ({ page, request }, testInfo) => {
  const rest = await restClient(request);
  const company = (await rest.get('/companies'))[0];
  const client = (await rest.get(`/clients?filter[company_id]=${company.id}`))[0] ?? (await rest.get('/clients'))[0];
  const deal = await rest.post('/deals', { description: `Werkplekken ${Date.now()}`, company_id: company.id, client_id: client.id });
  // From a template with two empty phases: a quote without one starts with an empty 'Fase 1'.
  const template = await rest.post('/quote-templates', { name: `Werkplekken ${Date.now()}` });
  for (const name of ['Inventarisatie', 'Uitrol']) await rest.post('/project-phases', { name, morphable_type: 'quote-templates', morphable_id: template.id });
  const quote = await rest.post('/quotes', { name: 'Nieuwe werkplekken', deal_id: deal.id, template_id: template.id });

  await signIn(page, `/deals/quotes/${quote.id}`, { waitFor: 'nothing' });
  await expect(page.getByTestId('phases-editor')).toBeVisible();
  await expect.poll(() => phaseNames(page)).toEqual(['Inventarisatie', 'Uitrol']);
  await expect(page.getByTestId('aside-company')).toContainText(company.name);
  await expect(page.getByTestId('aside-sent-at')).toHaveText('(niet verzonden)');

  // Add a phase: it goes at the end.
  await page.getByTestId('add-phase').click();
  await page.getByLabel('Naam').fill('Nazorg');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Fase toegevoegd!')).toBeVisible();
  await expect.poll(() => phaseNames(page)).toEqual(['Inventarisatie', 'Uitrol', 'Nazorg']);

  // A line with the article picker on 'Uitrol'; its total counts in the phase and the quote total.
  const uitrol = page.getByTestId('phase-card').filter({ hasText: 'Uitrol' });
  await addLineWithPicker(page, uitrol, '2');
  await expect(uitrol.getByTestId('phase-lines-row')).toHaveCount(1);
  await expect(uitrol.getByTestId('phase-lines-row')).toContainText('HW-KB-SET');
  const lineTotal = await uitrol.getByTestId('phase-lines-total').textContent();
  expect(lineTotal).toMatch(/€\s?[1-9]/);
  await expect(page.getByTestId('phases-total')).toHaveText(lineTotal!);
  await closeToasts(page);

  // 'Nazorg' moved to the front with the keyboard buttons, also after a reload (dragging is in the sales chain spec).
  await page.getByRole('button', { name: 'Omhoog: Nazorg' }).click();
  await expect(page.getByText('Volgorde opgeslagen.')).toBeVisible();
  await expect.poll(() => phaseNames(page)).toEqual(['Inventarisatie', 'Nazorg', 'Uitrol']);
  await page.getByRole('button', { name: 'Omhoog: Nazorg' }).click();
  await expect.poll(() => phaseNames(page)).toEqual(['Nazorg', 'Inventarisatie', 'Uitrol']);
  await page.reload();
  await expect.poll(() => phaseNames(page)).toEqual(['Nazorg', 'Inventarisatie', 'Uitrol']);
  // And back one place.
  await page.getByRole('button', { name: 'Omlaag: Nazorg' }).click();
  await expect.poll(() => phaseNames(page)).toEqual(['Inventarisatie', 'Nazorg', 'Uitrol']);
  await page.screenshot({ path: testInfo.outputPath('quote-phases.png'), fullPage: true });

  // The form never offers 'Goedgekeurd' for a quote that is not accepted.
  const fieldsPanel = page.getByRole('region', { name: 'Gegevens' });
  await fieldsPanel.getByRole('button', { name: 'Bewerken' }).click();
  const status = page.getByTestId('record-form').getByLabel('Status');
  await expect(status.locator('option', { hasText: 'Verzonden' })).toHaveCount(1);
  await expect(status.locator('option', { hasText: 'Goedgekeurd' })).toHaveCount(0);
  await page.getByTestId('record-form').getByRole('button', { name: 'Annuleren' }).click();

  // Tab Opmaak: the intro with a placeholder from the menu, saved on its own.
  await page.getByRole('tab', { name: 'Opmaak' }).click();
  const intro = page.getByTestId('layout-intro');
  const editor = intro.getByRole('textbox', { name: 'Introductie' });
  await editor.click();
  await editor.pressSequentially('Beste ');
  await intro.getByRole('button', { name: 'Veld invoegen' }).click();
  await page.getByRole('menuitem', { name: 'Naam contactpersoon', exact: true }).click();
  await expect(editor).toContainText('Beste {{name}}');
  await intro.getByRole('button', { name: 'Introductie opslaan' }).click();
  await expect(page.getByText('Introductie opgeslagen.')).toBeVisible();
  const stored = await rest.get(`/quotes/${quote.id}`);
  expect(stored.intro_text).toContain('Beste {{name}}');
  expect(stored.footer_text ?? '').toBe('');
  await page.screenshot({ path: testInfo.outputPath('quote-layout.png'), fullPage: true });
  await page.reload();
  await page.getByRole('tab', { name: 'Opmaak' }).click();
  await expect(page.getByTestId('layout-intro').getByRole('textbox', { name: 'Introductie' })).toContainText('Beste {{name}}');
});

test('a quote template: phases with lines and the layout tab, without status', async ({ page, request }, testInfo) => {
  const rest = await restClient(request);
  const template = await rest.post('/quote-templates', { name: `Kantoorverhuizing ${Date.now()}` });

  await signIn(page, `/deals/quote-templates/${template.id}`, { waitFor: 'nothing' });
  await expect(page.getByTestId('phases-empty')).toHaveText('Er zijn nog geen fases.');
  await expect(page.getByTestId('record-fields')).not.toContainText('Status');
  await page.getByTestId('add-phase').click();
  await page.getByLabel('Naam').fill('Verhuizing');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Fase toegevoegd!')).toBeVisible();
  const card = page.getByTestId('phase-card').filter({ hasText: 'Verhuizing' });
  await expect(card.getByTestId('phase-lines-empty')).toBeVisible();
  await addLineWithPicker(page, card, '3');
  await expect(card.getByTestId('phase-lines-row')).toHaveCount(1);
  await expect(page.getByTestId('phases-total')).toHaveText((await card.getByTestId('phase-lines-total').textContent())!);
  await page.getByRole('tab', { name: 'Opmaak' }).click();
  await expect(page.getByRole('button', { name: 'Voettekst opslaan' })).toBeVisible();
  await page.getByTestId('layout-footer').getByRole('button', { name: 'Veld invoegen' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Betalingstermijn', 'Pagina-einde']);
  await page.keyboard.press('Escape');
  await page.screenshot({ path: testInfo.outputPath('template.png'), fullPage: true });
});

test('a project: its phases with totals, and a phase started and finished', async ({ page, request }, testInfo) => {
  const rest = await restClient(request);
  const company = (await rest.get('/companies'))[0];
  const project = await rest.post('/projects', { name: `Migratie ${Date.now()}`, company_id: company.id });
  const phase = await rest.post('/project-phases', { name: 'Voorbereiding', morphable_type: 'projects', morphable_id: project.id, company_id: company.id });
  await rest.post('/project-lines', { project_phase_id: phase.id, product_code: 'UREN', description: 'Voorbereiding', invoice_type: 2, invoice_moment: 2, quantity: 4, price: 95 });

  await signIn(page, `/projects/${project.id}`, { waitFor: 'nothing' });
  const row = page.getByTestId('project-phases-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Niet gestart');
  await expect(row).toContainText('380,00');
  await expect(page.getByTestId('project-total')).toContainText('380,00');
  await expect(page.getByTestId('project-invoices-empty')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('project.png'), fullPage: true });

  await row.getByRole('link', { name: 'Voorbereiding' }).click();
  await expect(page.getByTestId('project-lines-row')).toHaveCount(1);
  await page.getByRole('button', { name: 'Starten' }).click();
  await expect(page.getByText('Projectfase bijgewerkt!')).toBeVisible();
  await expect(page.getByTestId('phase-status')).toHaveText('Gestart');
  await expect(page.getByRole('button', { name: 'Afronden' })).toBeVisible();
  expect((await rest.get(`/project-phases/${phase.id}`)).status_id).toBe(2);
  await page.screenshot({ path: testInfo.outputPath('project-phase.png'), fullPage: true });
});
