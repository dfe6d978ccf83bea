import { expect, test } from '@playwright/test';
import { API, BRAM, restClient, restLogin, signIn } from './support/session.ts';
import { closeToasts } from './support/toasts.ts';

const tag = () => `${Date.now()}-${Math.floor(Math.random() * 1000)}`;

test('a timer saved from the header shows up in the open ticket at once', async ({ page, request }) => {
  const rest = await restClient(request);
  const company = (await rest.get('/companies'))[0];
  const description = `Timer opslaan ${tag()}`;
  const ticket = await rest.post('/tickets', { description, company_id: company.id });

  await signIn(page, `/tickets/${ticket.id}`, { waitFor: 'nothing' });
  const panel = page.getByTestId('time-registrations');
  await expect(panel.getByText('Nog geen tijd geregistreerd.')).toBeVisible();

  await page.getByRole('button', { name: 'Timer starten' }).click();
  await page.getByTestId('timers-button').click();
  const row = page.getByTestId('timer-row').filter({ hasText: description });
  await row.getByTestId('timer-edit').click();
  await row.getByTestId('timer-edit-input').fill('00:20:00');
  await row.getByTestId('timer-edit-apply').click();
  await row.getByTestId('timer-save').click();

  const form = page.getByTestId('time-registration-form');
  await form.getByLabel('Omschrijving').fill('Gewerkt met de timer');
  await page.getByRole('dialog').getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Tijdregistratie toegevoegd!')).toBeVisible();

  // No reload: the panel has the new line.
  await expect(panel.getByTestId('time-row')).toHaveCount(1);
  await expect(panel).toContainText('Gewerkt met de timer');
  await expect(panel.getByText('Nog geen tijd geregistreerd.')).toHaveCount(0);
});

test('a task added on a ticket is the operator who added it; an empty one is refused', async ({ page, request }) => {
  const rest = await restClient(request);
  const { userId } = await restLogin(request);
  const company = (await rest.get('/companies'))[0];
  const ticket = await rest.post('/tickets', { description: `Taken ${tag()}`, company_id: company.id });

  await signIn(page, `/tickets/${ticket.id}`, { waitFor: 'nothing' });
  const checklist = page.getByTestId('task-checklist');
  const add = checklist.getByTestId('task-add');
  // Spec core §5: an empty new task is answered with 'Beschrijving is leeg.' (the button stays enabled).
  await add.click();
  await expect(page.getByText('Beschrijving is leeg.')).toBeVisible();
  await checklist.getByRole('textbox', { name: 'Nieuwe taak' }).fill('Back-up nalopen');
  await add.click();
  await expect(page.getByTestId('task-progress')).toHaveText('0/1 afgerond');

  const builder = encodeURIComponent(JSON.stringify({ where: [['ticket_id', '=', ticket.id]] }));
  const tasks: Array<{ task: string; operator_id: number | null }> = await rest.get(`/tasks?builder=${builder}`);
  expect(tasks.map((task) => [task.task, task.operator_id])).toEqual([['Back-up nalopen', userId]]);
});

test('duplicating a ticket asks first and marks the copy', async ({ page, request }) => {
  const rest = await restClient(request);
  const description = `Werkplek ${tag()} inrichten`;
  const ticket = await rest.post('/tickets', { description });

  await signIn(page, `/tickets/${ticket.id}`, { waitFor: 'nothing' });
  const more = page.getByTestId('ticket-actions').getByRole('button', { name: 'Meer acties' });
  const question = page.getByRole('alertdialog');

  // Cancelled: nothing is copied.
  await more.click();
  await page.getByRole('menuitem', { name: 'Dupliceren' }).click();
  await expect(question).toContainText(`Ticket ${ticket.reference} dupliceren?`);
  await question.getByRole('button', { name: 'Annuleren' }).click();
  await expect(question).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/tickets/${ticket.id}$`));

  await more.click();
  await page.getByRole('menuitem', { name: 'Dupliceren' }).click();
  await question.getByRole('button', { name: 'Dupliceren' }).click();
  await expect(page.getByText('Ticket gedupliceerd!')).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`/tickets/${ticket.id}$`));
  await expect(page.getByTestId('record-title')).toHaveText(`${description} (kopie)`);
});

test('the bell counts the unread notifications, and no page load warns about a missing HydrateFallback or an unmatched route', async ({ page, request }) => {
  const rest = await restClient(request);
  const { userId } = await restLogin(request);
  const bram = await restLogin(request, { as: BRAM });
  const tickets = [await rest.post('/tickets', { description: `Melding een ${tag()}` }), await rest.post('/tickets', { description: `Melding twee ${tag()}` })];

  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/HydrateFallback|No routes matched/.test(message.text())) warnings.push(message.text());
  });
  await signIn(page, '/tickets', { waitFor: 'nothing' });
  const bell = page.getByTestId('notification-bell');
  await bell.click();
  const panel = page.getByTestId('notification-panel');
  const markAll = panel.getByRole('button', { name: 'Alles gelezen' });
  if (await markAll.isEnabled()) await markAll.click();
  await expect(panel.getByText('Je bent helemaal bij!')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('notification-count')).toHaveCount(0);

  // Bram hands both tickets to the admin.
  for (const ticket of tickets) {
    const answer = await request.put(`${API}/tickets/${ticket.id}`, { headers: bram.headers, data: { operator_id: userId } });
    expect(answer.status(), await answer.text()).toBe(200);
  }
  await expect(page.getByTestId('notification-count')).toHaveText('2');
  await expect(bell).toHaveAccessibleName('Notificaties, 2 ongelezen');
  await closeToasts(page);
  // A reload starts with the login's routes only, until the rest are added: not a miss to warn about.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tickets' })).toBeVisible();
  // The first page load renders its fallback instead of warning about a missing one.
  expect(warnings).toEqual([]);
});

test('the cockpit links to the own registered time', async ({ page }) => {
  await signIn(page, '/cockpit', { waitFor: 'nothing' });
  await page.getByTestId('registered-time-link').click();
  await expect(page).toHaveURL(/\/cockpit\/registered-time$/);
  await expect(page.getByRole('heading', { name: 'Geregistreerde tijd', level: 1 })).toBeVisible();
});
