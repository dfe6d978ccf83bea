import { expect, test } from '@playwright/test';
import { restClient, signIn } from './support/session.ts';

test('used products are added, invoiced and taken off the invoice; tasks are ticked off', async ({ page, request }) => {
  const rest = await restClient(request);
  const company = (await rest.get('/companies'))[0];
  const ticket = await rest.post('/tickets', { description: `Nieuwe werkplek ${Date.now()}`, company_id: company.id });

  await signIn(page, `/tickets/${ticket.id}`, { waitFor: 'nothing' });
  const products = page.getByTestId('used-products');
  await expect(products.getByText('Nog geen artikelen gebruikt.')).toBeVisible();

  // Add: picking an article fills code, description and price.
  await products.getByRole('button', { name: 'Artikel toevoegen' }).click();
  const form = page.getByTestId('used-product-form');
  const search = form.getByRole('combobox', { name: 'Artikel zoeken' });
  await search.click();
  await search.fill('muis');
  await page.getByRole('option').filter({ hasText: 'muisset' }).first().click();
  await expect(form.getByLabel('Omschrijving')).toHaveValue(/toetsenbord- en muisset/);
  await expect(form.getByLabel('Artikelcode')).toHaveValue('HW-KB-SET');
  await form.getByLabel('Aantal').fill('2');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Gebruikt artikel aangemaakt!')).toBeVisible();
  const row = products.getByTestId('used-product-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('HW-KB-SET');

  // Edit: the description is required.
  await row.getByRole('button', { name: 'Bewerken' }).click();
  await form.getByLabel('Omschrijving').fill('');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(form.getByText('Omschrijving is verplicht.')).toBeVisible();
  await form.getByLabel('Omschrijving').fill('Toetsenbord en muis voor de balie');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Gebruikt artikel bijgewerkt!')).toBeVisible();
  await expect(row).toContainText('Toetsenbord en muis voor de balie');

  // Invoice, then take it off again.
  await row.getByRole('button', { name: 'Factureren' }).click();
  await expect(page.getByText('Weet je zeker dat je dit wilt factureren?')).toBeVisible();
  await page.getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByText('Regel toegevoegd aan conceptfactuur.')).toBeVisible();
  await expect(row.getByTestId('used-product-invoiced')).toHaveText('Gefactureerd');
  const stored = (await rest.get(`/used-products/${(await rest.get(`/tickets/${ticket.id}?load=used_products`)).used_products[0].id}`));
  expect(stored.invoice_id).not.toBeNull();

  await row.getByRole('button', { name: 'Van factuur halen' }).click();
  await expect(page.getByText('Weet je zeker dat je dit van de factuur af wilt halen?')).toBeVisible();
  await page.getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByText('Regel verwijderd van conceptfactuur.')).toBeVisible();
  await expect(row.getByTestId('used-product-invoiced')).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Factureren' })).toBeVisible();

  // Tasks: an empty one is refused, two are added, one is done.
  const tasks = page.getByTestId('task-checklist');
  await expect(tasks.getByTestId('task-progress')).toHaveText('0/0 afgerond');
  await tasks.getByRole('button', { name: 'Toevoegen' }).click();
  await expect(page.getByText('Beschrijving is leeg.')).toBeVisible();
  for (const text of ['Account aanmaken', 'Laptop uitleveren']) {
    await tasks.getByPlaceholder('Nieuwe taak').fill(text);
    await tasks.getByRole('button', { name: 'Toevoegen' }).click();
    await expect(tasks.getByTestId('task-text').filter({ hasText: text })).toBeVisible();
  }
  await expect(tasks.getByTestId('task-progress')).toHaveText('0/2 afgerond');
  await tasks.getByTestId('task-row').first().getByTestId('task-toggle').click();
  await expect(page.getByText('Taak afgerond!')).toBeVisible();
  await expect(tasks.getByTestId('task-progress')).toHaveText('1/2 afgerond');
  await expect(tasks.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');

  // Order: the second moves up.
  await tasks.getByTestId('task-row').nth(1).getByRole('button', { name: 'Omhoog' }).click();
  await expect(tasks.getByTestId('task-text').first()).toHaveText('Laptop uitleveren');
  await page.reload();
  await expect(page.getByTestId('task-checklist').getByTestId('task-text').first()).toHaveText('Laptop uitleveren');
  await expect(page.getByTestId('task-checklist').getByTestId('task-progress')).toHaveText('1/2 afgerond');

  // Archived: the products are read-only.
  await rest.post(`/tickets/${ticket.id}/archive`);
  await page.reload();
  await expect(page.getByText('Ticket is gearchiveerd, open een nieuw ticket als je artikelen wilt aanpassen.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Artikel toevoegen' })).toHaveCount(0);
  await expect(page.getByTestId('used-product-row').getByRole('button')).toHaveCount(0);
});

test("a ticket group shows what is left of its budget, red when it is overspent", async ({ page, request }) => {
  const rest = await restClient(request);
  const company = (await rest.get('/companies'))[0];
  const activity = (await rest.get('/activities'))[0];
  const name = `Serverruimte ${Date.now()}`;
  // Yesterday morning: 95 minutes from now could run past midnight, which a registration may not.
  const yesterday = new Date();
  yesterday.setUTCDate(yesterday.getUTCDate() - 1);
  yesterday.setUTCHours(8, 0, 0, 0);
  const group = await rest.post('/ticket-groups', { name, company_id: company.id, budget_time: 60 });
  const ticket = await rest.post('/tickets', { description: 'Rack plaatsen', company_id: company.id, ticket_group_id: group.id });
  await rest.post('/time-registrations', {
    morphable_type: 'tickets',
    morphable_id: ticket.id,
    description: 'Rack gemonteerd',
    time_spent: 95,
    executed_at: yesterday.toISOString(),
    activity_id: activity.id,
  });

  await signIn(page, `/tickets/groups/${group.id}`, { waitFor: 'nothing' });
  const budget = page.getByTestId('ticket-group-budget');
  await expect(budget).toContainText('01:00');
  await expect(budget).toContainText('01:35');
  const remaining = page.getByTestId('ticket-group-remaining');
  await expect(remaining).toHaveText('-00:35');
  await expect(remaining).toHaveCSS('color', /rgb\((2[0-9]{2}), [0-9]{1,2}, [0-9]{1,2}\)/);

  // An explicit list state: what other tests left as this user's list preferences does not apply.
  await page.goto('/tickets/groups?perPage=100');
  const row = page.getByTestId('ticket-groups-row').filter({ hasText: name });
  await expect(row).toContainText('01:00');
  await expect(row).toContainText('-00:35');
});

test('a ticket template gets a recurrence in Dutch with its next run', async ({ page, request }) => {
  const rest = await restClient(request);
  const template = await rest.post('/ticket-templates', { name: `Back-upcontrole ${Date.now()}`, description: 'Back-ups controleren' });

  await signIn(page, `/tickets/templates/${template.id}`, { waitFor: 'nothing' });
  const card = page.getByTestId('template-recurrence');
  await expect(card).toContainText('Dit sjabloon herhaalt niet.');
  await card.getByRole('button', { name: 'Herhaling instellen' }).click();
  const editor = page.getByTestId('recurrence-editor');
  await editor.getByLabel('Herhaal').selectOption('WEEKLY');
  await editor.getByLabel('Elke (aantal)').fill('54');
  await editor.getByRole('button', { name: 'Opslaan' }).click();
  await expect(editor.getByText('Het interval mag maximaal 99 dagen, 53 weken of 12 maanden zijn.')).toBeVisible();
  await editor.getByLabel('Elke (aantal)').fill('2');
  for (const day of ['ma', 'di', 'wo', 'do', 'vr', 'za', 'zo']) {
    // Chakra's drawn box covers the native input.
    await editor.getByRole('checkbox', { name: day, exact: true }).setChecked(day === 'ma' || day === 'do', { force: true });
  }
  await editor.getByLabel('Startdatum').fill('2026-01-05');
  await editor.getByLabel('Starttijd').fill('08:00');
  await editor.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Opgeslagen.')).toBeVisible();
  await expect(card.getByTestId('recurrence-text')).toHaveText('Elke 2 weken op maandag en donderdag om 08:00');
  await expect(card.getByTestId('recurrence-next')).toHaveText(/^(maandag|donderdag) \d{1,2} \w+ \d{4} 08:00$/);

  const stored = await rest.get(`/ticket-templates/${template.id}`);
  expect(stored.rrule).toMatch(/RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH$/);
  expect(new Date(stored.next_run_at).getTime()).toBeGreaterThan(Date.now());
});
