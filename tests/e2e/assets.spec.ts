import { expect, test } from '@playwright/test';
import { API, restClient, restLogin, signIn } from './support/session';

test('an asset is duplicated without its tracking number, which is checked on blur', async ({ page, request }) => {
  const rest = await restClient(request);
  const stamp = Date.now();
  const company = (await rest.get('/companies'))[0];
  const original = await rest.post('/assets', { name: `Laptop ${stamp}`, tracking_number: `T${stamp}`, serial_number: 'SN-4711', company_id: company.id });

  await signIn(page, `/assets/${original.id}`);
  await expect(page.getByTestId('record-title')).toHaveText(`Laptop ${stamp}`);
  await page.getByTestId('asset-duplicate').click();
  await expect(page).toHaveURL(new RegExp(`/assets/create\\?duplicate=${original.id}$`));

  const form = page.getByTestId('record-form');
  await expect(form.getByLabel('Naam')).toHaveValue(`Laptop ${stamp} (kopie)`);
  await expect(form.getByLabel('Serienummer')).toHaveValue('SN-4711');
  await expect(form.getByLabel('Bedrijf')).toHaveValue(company.name);
  const tracking = form.getByLabel('Volgnummer');
  await expect(tracking).toHaveValue('');

  // Taken by the original: said as soon as the field is left.
  await tracking.fill(`T${stamp}`);
  await tracking.blur();
  await expect(form.getByText('Volgnummer moet uniek zijn.')).toBeVisible();
  await tracking.fill(`T${stamp}-2`);
  await tracking.blur();
  await expect(form.getByText('Volgnummer moet uniek zijn.')).toHaveCount(0);

  await form.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Asset aangemaakt!')).toBeVisible();
  await expect(page.getByTestId('record-title')).toHaveText(`Laptop ${stamp} (kopie)`);
  await expect(page.getByTestId('record-fields')).toContainText(`T${stamp}-2`);
  await expect(page.getByTestId('record-fields')).toContainText('SN-4711');

  // Editing keeps its own number without complaint.
  await page.getByRole('button', { name: 'Bewerken' }).click();
  const own = page.getByTestId('record-form').getByLabel('Volgnummer');
  await own.focus();
  await own.blur();
  await expect(page.getByText('Volgnummer moet uniek zijn.')).toHaveCount(0);
});

test('an asset from the RMM shows its badge and opens in the RMM', async ({ page, request }) => {
  const { headers } = await restLogin(request);
  const configs = await (await request.get(`${API}/configs?builder=${encodeURIComponent(JSON.stringify({ where: [['name', '=', 'integrations.rmm_url']] }))}`, { headers })).json();
  const config = configs.data[0];
  const monitored = (await (await request.get(`${API}/assets?builder=${encodeURIComponent(JSON.stringify({ where: [['rmm_id', '!=', null]] }))}`, { headers })).json()).data[0];
  const manual = (await (await request.get(`${API}/assets?builder=${encodeURIComponent(JSON.stringify({ where: [['rmm_id', '=', null]] }))}`, { headers })).json()).data[0];
  expect((await request.put(`${API}/configs/${config.id}`, { headers, data: { value: 'https://rmm.example.nl/devices/{rmm_id}' } })).status()).toBe(200);
  try {
    await signIn(page, `/assets/${monitored.id}`);
    await expect(page.getByTestId('rmm-badge')).toHaveText('RMM');
    await expect(page.getByTestId('open-in-rmm')).toHaveText('Open in RMM');
    await expect(page.getByTestId('open-in-rmm')).toHaveAttribute('href', `https://rmm.example.nl/devices/${monitored.rmm_id}`);
    await page.goto(`/assets/${manual.id}`);
    await expect(page.getByTestId('record-title')).toBeVisible();
    await expect(page.getByTestId('rmm-badge')).toHaveCount(0);
    await expect(page.getByTestId('open-in-rmm')).toHaveCount(0);
  } finally {
    await request.put(`${API}/configs/${config.id}`, { headers, data: { value: '' } });
  }
});

test('a ticket group lists its tickets, makes a new one for itself and is restored from its banner', async ({ page, request }) => {
  const rest = await restClient(request);
  const company = (await rest.get('/companies'))[0];
  const group = await rest.post('/ticket-groups', { name: `Migratie ${Date.now()}`, company_id: company.id });
  await rest.post('/tickets', { description: 'Mailboxen overzetten', company_id: company.id, ticket_group_id: group.id });
  await rest.post(`/ticket-groups/${group.id}/archive`);

  await signIn(page, `/tickets/groups/${group.id}`);
  const banner = page.getByTestId('record-banner');
  await expect(banner).toContainText('gearchiveerd');
  await banner.getByRole('button', { name: 'Herstel' }).click();
  await expect(page.getByText('Ticketgroep hersteld!')).toBeVisible();
  await expect(page.getByTestId('record-banner')).toHaveCount(0);

  const tab = page.getByTestId('tab-list-tickets');
  await expect(tab.getByTestId('ticket-row')).toHaveCount(1);
  await expect(tab.getByTestId('ticket-row')).toContainText('Mailboxen overzetten');
  await tab.getByRole('link', { name: 'Nieuw ticket' }).click();
  await expect(page).toHaveURL(new RegExp(`/tickets/create\\?ticket_group_id=${group.id}&company_id=${company.id}`));
});
