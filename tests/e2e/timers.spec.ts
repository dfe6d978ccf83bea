import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { API, restLogin, signIn } from './support/session.ts';

/** A fresh ticket of a company, made through REST as the demo admin. */
async function newTicket(request: APIRequestContext, description: string): Promise<{ id: number; reference: string }> {
  const { headers } = await restLogin(request);
  const company = (await (await request.get(`${API}/companies`, { headers })).json()).data[0];
  const answer = await request.post(`${API}/tickets`, { headers, data: { description, company_id: company.id } });
  expect(answer.status(), await answer.text()).toBeLessThan(300);
  return (await answer.json()).data;
}

/** HH:MM as minutes. */
const minutesOf = (text: string) => {
  const [hours, minutes] = text.trim().split(':').map(Number);
  return hours! * 60 + minutes!;
};

/** Today's billable rounded minutes in the weekly overview (0 when nothing is booked today). */
async function billableToday(overview: Locator): Promise<number> {
  await expect(overview.getByTestId('week-table').or(overview.getByTestId('week-empty'))).toBeVisible();
  if (await overview.getByTestId('week-empty').isVisible()) return 0;
  return minutesOf(await overview.getByTestId('week-billable-rounded').innerText());
}

test('a timer is started, paused, kept over a reload, resumed and saved as a registration that the weekly overview shows', async ({ page, request }) => {
  const description = `Timer op de server ${Date.now()}`;
  const ticket = await newTicket(request, description);

  await signIn(page, '/cockpit/registered-time', { waitFor: 'nothing' });
  const overview = page.getByTestId('week-overview');
  const billableBefore = await billableToday(overview);

  // Start on the ticket screen; the header counts it.
  await page.goto(`/tickets/${ticket.id}`);
  await page.getByRole('button', { name: 'Timer starten' }).click();
  await expect(page.getByRole('button', { name: 'Timer pauzeren' })).toBeVisible();
  const counts = page.getByTestId('timers-counts');
  await expect(counts).toHaveText('1/1');

  // Pause in the dropdown.
  await page.getByTestId('timers-button').click();
  const row = page.getByTestId('timer-row').filter({ hasText: description });
  await expect(row).toContainText(`#${ticket.reference}`);
  await row.getByTestId('timer-pause').click();
  await expect(counts).toHaveText('0/1');
  await expect(row.getByTestId('timer-elapsed')).toHaveAttribute('data-running', 'false');
  const pausedAt = await row.getByTestId('timer-elapsed').innerText();
  expect(pausedAt).toMatch(/^\d{2}:\d{2}:\d{2}$/);

  // A reload keeps the timer, still paused at the same time.
  await page.reload();
  await expect(counts).toHaveText('0/1');
  await expect(page.getByRole('button', { name: 'Timer hervatten' })).toBeVisible();
  await page.getByTestId('timers-button').click();
  await expect(row.getByTestId('timer-elapsed')).toHaveText(pausedAt);
  await expect(row.getByTestId('timer-elapsed')).toHaveAttribute('data-running', 'false');

  // Resume, then set the time by hand instead of waiting for it.
  await row.getByTestId('timer-start').click();
  await expect(counts).toHaveText('1/1');
  await expect(row.getByTestId('timer-elapsed')).toHaveAttribute('data-running', 'true');
  await row.getByTestId('timer-edit').click();
  await row.getByTestId('timer-edit-input').fill('00:61:00');
  await expect(row.getByText('Vul de tijd in als uu:mm:ss.')).toBeVisible();
  await row.getByTestId('timer-edit-input').fill('00:49:30');
  await row.getByTestId('timer-edit-apply').click();
  await expect(row.getByTestId('timer-elapsed')).toHaveText(/^00:49:[3-5]\d$/);

  // Save: the dialog holds the ticket's time rounded up to whole minutes.
  await row.getByTestId('timer-save').click();
  const form = page.getByTestId('time-registration-form');
  await expect(form.getByRole('textbox', { name: 'Bestede tijd' })).toHaveValue('0,83u');
  await form.getByLabel('Omschrijving').fill(description);
  await page.getByRole('dialog').getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Tijdregistratie toegevoegd!')).toBeVisible();

  // The saved timer is gone.
  await expect(counts).toHaveText('0/0');
  await page.getByTestId('timers-button').click();
  await expect(page.getByTestId('timers-empty')).toHaveText('Je hebt geen timers lopen.');
  await page.keyboard.press('Escape');

  // The weekly overview shows it for today, rounded, and in the billable total.
  await page.goto('/cockpit/registered-time');
  const line = overview.getByTestId('week-row').filter({ hasText: description });
  await expect(line).toBeVisible();
  await expect(line.getByTestId('week-item-link')).toHaveAttribute('href', `/tickets/${ticket.id}`);
  await expect(line.getByTestId('week-row-rounded')).toHaveText('00:50');
  await expect(overview.getByTestId('week-billable-rounded')).toHaveText(new RegExp(`^${String(Math.floor((billableBefore + 50) / 60)).padStart(2, '0')}:${String((billableBefore + 50) % 60).padStart(2, '0')}$`));
  await expect(page.getByTestId('week-per-activity')).toBeVisible();
});

test('a timer is deleted only after its confirmation', async ({ page, request }) => {
  const description = `Timer weggooien ${Date.now()}`;
  const ticket = await newTicket(request, description);
  await signIn(page, `/tickets/${ticket.id}`, { waitFor: 'nothing' });
  await page.getByRole('button', { name: 'Timer starten' }).click();
  await page.getByTestId('timers-button').click();
  const row = page.getByTestId('timer-row').filter({ hasText: description });

  await row.getByTestId('timer-delete').click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Weet je zeker dat je de timer voor ticket #${ticket.reference} wilt verwijderen?`);
  await confirm.getByRole('button', { name: 'Annuleren' }).click();
  await expect(page.getByTestId('timers-counts')).toHaveText('1/1');

  await page.getByTestId('timers-button').click();
  await row.getByTestId('timer-delete').click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Echt verwijderen?' }).click();
  await expect(page.getByTestId('timers-counts')).toHaveText('0/0');
  await expect(page.getByRole('button', { name: 'Timer starten' })).toBeVisible();
});

test('with ticketing.auto_start_timer on, opening a ticket starts its timer', async ({ page, request }) => {
  const { headers } = await restLogin(request);
  const configs = (await (await request.get(`${API}/configs`, { headers })).json()).data as Array<{ id: number; name: string }>;
  const setting = configs.find((config) => config.name === 'ticketing.auto_start_timer')!;
  const setAutoStart = async (value: string) => {
    const answer = await request.put(`${API}/configs/${setting.id}`, { headers, data: { value } });
    expect(answer.status(), await answer.text()).toBeLessThan(300);
  };
  const ticket = await newTicket(request, `Vanzelf timen ${Date.now()}`);
  await setAutoStart('1');
  try {
    await signIn(page, `/tickets/${ticket.id}`, { waitFor: 'nothing' });
    await expect(page.getByRole('button', { name: 'Timer pauzeren' })).toBeVisible();
    await expect(page.getByTestId('timers-counts')).toHaveText('1/1');
    // Opening it again keeps the timer that is there.
    await page.getByRole('button', { name: 'Timer pauzeren' }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Timer hervatten' })).toBeVisible();
    await expect(page.getByTestId('timers-counts')).toHaveText('0/1');
  } finally {
    await setAutoStart('0');
  }
});
