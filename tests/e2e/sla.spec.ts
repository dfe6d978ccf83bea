import { expect, test, type APIRequestContext } from '@playwright/test';
import { choose } from './support/forms.ts';
import { restClient, signIn } from './support/session.ts';

const ALWAYS = Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((day) => [day, [['00:00', '23:59']]]));
const stamp = () => `${Date.now()}`.slice(-6);

/** A company of its own with an SLA whose highest-listed priority must be answered within one minute. */
async function slaWorld(request: APIRequestContext, name: string) {
  const rest = await restClient(request);
  const company = await rest.post('/companies', { name: `${name} BV` });
  const hours = await rest.post('/business-hour-contracts', { name: `Altijd open ${name}`, hours: ALWAYS });
  const priorities = (await rest.get('/priorities?builder=' + encodeURIComponent(JSON.stringify({ orderBy: [['id', 'asc']] })))) as Array<{ id: number; label: string }>;
  const sla = await rest.post('/slas', {
    name: `SLA ${name}`,
    opening_hour_contract_id: hours.id,
    relationships: { companies: [company.id] },
    priorities: [{ priority_id: priorities[0].id, first_response_within: 1, first_response_within_unit: 'min', resolve_within: 2, resolve_within_unit: 'uur' }],
  });
  return { rest, company, sla, priorities };
}

test('an SLA is made on its form, which names what is missing, and gets a priority table and a tickets tab', async ({ page, request }) => {
  const name = `Formulier ${stamp()}`;
  const rest = await restClient(request);
  await rest.post('/companies', { name: `${name} BV` });
  await rest.post('/business-hour-contracts', { name: `Uren ${name}`, hours: ALWAYS });

  await signIn(page, '/slas/create');
  await page.getByLabel('Naam').fill(`SLA ${name}`);
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Bedrijven zijn verplicht!')).toBeVisible();
  await expect(page.getByText('Openingstijden veld is verplicht!')).toBeVisible();

  await choose(page, 'Bedrijven', `${name} BV`);
  await page.getByLabel('Openingstijden').selectOption({ label: `Uren ${name}` });
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/slas\/\d+$/);

  // Every priority has its row, in hours until changed.
  const rows = page.getByTestId('sla-priority-row');
  await expect(rows).toHaveCount((await rest.get('/priorities')).length);
  await expect(rows.first().getByTestId('sla-firstResponse-within')).toHaveValue('4');
  await expect(rows.first().getByTestId('sla-firstResponse-unit')).toHaveValue('uur');
  await rows.first().getByTestId('sla-firstResponse-within').fill('30');
  await rows.first().getByTestId('sla-firstResponse-within').press('Enter');
  await expect(page.getByText('Opgeslagen.').first()).toBeVisible();
  await rows.first().getByTestId('sla-firstResponse-unit').selectOption('min');
  await expect.poll(async () => {
    const id = new URL(page.url()).pathname.split('/').pop();
    const [row] = await rest.get(`/sla-priorities?builder=${encodeURIComponent(JSON.stringify({ where: [['sla_id', '=', Number(id)]], orderBy: [['priority_id', 'asc']] }))}`);
    return [row.first_response_within, row.first_response_within_unit];
  }).toEqual([30, 'min']);

  await expect(page.getByRole('tab', { name: 'Tickets' })).toBeVisible();
});

test("a ticket's SLA countdown turns red when the first response is overdue", async ({ page, request }) => {
  const name = `Aftellen ${stamp()}`;
  const { rest, company, sla, priorities } = await slaWorld(request, name);
  // The browser's clock starts at the real time and is moved on below; the due time is the server's.
  await page.clock.install();
  const ticket = await rest.post('/tickets', { description: `Printer ${name}`, company_id: company.id, priority_id: priorities[0].id });
  expect(ticket.sla_id).toBe(sla.id);

  // The ticket list filters on it: 'verloopt binnen 1 uur', not 'SLA verlopen' (yet).
  const listed = (state: string) => `/tickets?q=${encodeURIComponent(`Printer ${name}`)}&f=${encodeURIComponent(JSON.stringify({ slaStatus: [state] }))}`;
  await signIn(page, listed('expiring'));
  await expect(page.getByTestId('ticket-row').filter({ hasText: `Printer ${name}` })).toHaveCount(1);
  await page.goto(listed('expired'));
  await expect(page.getByText('Geen tickets gevonden.')).toBeVisible();

  await page.goto(`/tickets/${ticket.id}`);
  const countdown = page.getByTestId('sla-first-response-countdown');
  await expect(countdown).toHaveText(/^nog 1 min$/);
  await expect(countdown).toHaveAttribute('data-tone', 'soon');
  // The browser's clock restarts at its install time on every page load, so it may run a few seconds
  // behind the server's: two hours left, rounded up to the minute, may read one minute more.
  await expect(page.getByTestId('sla-resolve-countdown')).toHaveText(/^nog (2 u|2 u 1 min|1 u 59 min)$/);

  await page.clock.fastForward('02:00');
  await expect(countdown).toHaveText(/verlopen$/);
  await expect(countdown).toHaveAttribute('data-tone', 'expired');
  await expect(countdown).toHaveCSS('background-color', /rgb\((2[0-9]{2}), ([0-9]{1,2}), ([0-9]{1,2})\)/);

  // The SLA's tickets tab lists it with the same countdown.
  await page.goto(`/slas/${sla.id}#tab-tickets`);
  const row = page.getByTestId('ticket-row').filter({ hasText: `Printer ${name}` });
  await expect(row.getByTestId('sla-cell')).toHaveAttribute('data-tone', 'expired');
});

test('the statistics screen reports met and missed SLA times per company and month', async ({ page, request }) => {
  const name = `Rapport ${stamp()}`;
  const { rest, company, priorities } = await slaWorld(request, name);
  const ticket = await rest.post('/tickets', { description: `Mail ${name}`, company_id: company.id, priority_id: priorities[1].id });
  await rest.post('/messages', { morphable_type: 'tickets', morphable_id: ticket.id, action: 'note', message: '<p>Intern</p>' });

  await signIn(page, '/stats');
  const panel = page.getByTestId('stats-panel-sla-report');
  await expect(panel.getByRole('columnheader')).toHaveText(['Maand', 'Bedrijf', 'Tickets', 'Eerste reactie gehaald', 'Eerste reactie gemist', 'Oplossing gehaald', 'Oplossing gemist']);
  const row = panel.getByTestId('sla-report-row').filter({ hasText: `${name} BV` });
  await expect(row.getByRole('cell')).toHaveText([/\d{4}/, `${name} BV`, '1', '0', '0', '0', '0']);
});
