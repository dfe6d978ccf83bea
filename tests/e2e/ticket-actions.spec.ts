import { expect, test, type APIRequestContext } from '@playwright/test';
import { API, restLogin, signIn } from './support/session.ts';
import { openGroupActions } from './support/lists.ts';

/** Tickets made through the REST service, so each test starts from records only it knows. */
async function restClient(request: APIRequestContext) {
  const { headers } = await restLogin(request);
  return {
    async ticket(description: string): Promise<{ id: number; reference: string }> {
      const answer = await request.post(`${API}/tickets`, { headers, data: { description } });
      expect(answer.status()).toBe(201);
      return (await answer.json()).data;
    },
    async note(ticketId: number, html: string) {
      const answer = await request.post(`${API}/messages`, { headers, data: { morphable_type: 'tickets', morphable_id: ticketId, message: html, action: 'note' } });
      expect(answer.ok()).toBe(true);
    },
    async statusType(ticketId: number): Promise<number> {
      const answer = await request.get(`${API}/tickets/${ticketId}?load=status`, { headers });
      return (await answer.json()).data.status.internal_type;
    },
  };
}

const tag = () => `T${Date.now().toString(36)}`;

test('merging two tickets from the list shows the merged conversation on the oldest ticket', async ({ page, request }) => {
  const rest = await restClient(request);
  const mark = tag();
  const main = await rest.ticket(`Mail ${mark} eerste melding`);
  const other = await rest.ticket(`Mail ${mark} tweede melding`);
  await rest.note(main.id, `<p>Notitie op het oudste ticket ${mark}</p>`);
  await rest.note(other.id, `<p>Notitie op het nieuwere ticket ${mark}</p>`);

  await signIn(page, `/tickets?q=${mark}`, { waitFor: 'nothing' });
  await expect(page.getByTestId('ticket-row')).toHaveCount(2);
  await openGroupActions(page, page.getByRole('checkbox', { name: 'Selecteer alle rijen' }));
  await page.getByRole('menuitem', { name: 'Samenvoegen' }).click();
  const question = page.getByRole('alertdialog');
  await expect(question.getByText('2 tickets samenvoegen?')).toBeVisible();
  await question.getByRole('button', { name: 'Samenvoegen' }).click();

  await expect(page.getByText('Tickets samengevoegd!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/tickets/${main.id}$`));
  const messages = page.getByTestId('messages-list');
  await expect(messages.getByText(`Notitie op het nieuwere ticket ${mark}`)).toBeVisible();
  await expect(messages.getByText(`Notitie op het oudste ticket ${mark}`)).toBeVisible();
  await expect(messages.getByText(`Samengevoegd met dit ticket: #${other.reference}.`)).toBeVisible();
  expect(await rest.statusType(other.id)).toBe(2);
});

test("'Samenvoegen met...' on a ticket finds the other ticket by search and merges them", async ({ page, request }) => {
  const rest = await restClient(request);
  const mark = tag();
  const main = await rest.ticket(`Storing ${mark} eerste melding`);
  const other = await rest.ticket(`Storing ${mark} tweede melding`);
  await rest.note(other.id, `<p>Notitie op het nieuwere ticket ${mark}</p>`);

  await signIn(page, `/tickets/${other.id}`, { waitFor: 'nothing' });
  await page.getByRole('button', { name: 'Meer acties' }).click();
  await page.getByRole('menuitem', { name: 'Samenvoegen met...' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tickets samenvoegen' });
  // The search behind the choice loads with this first lookup.
  const search = dialog.getByRole('combobox').first();
  await search.fill(mark);
  // The one match (the open ticket itself is left out), chosen with the keyboard.
  await expect(page.getByText(`#${main.reference} Storing ${mark} eerste melding`)).toBeVisible();
  await search.press('ArrowDown');
  await search.press('Enter');
  await dialog.getByRole('button', { name: 'Samenvoegen' }).click();

  await expect(page.getByText('Tickets samengevoegd!')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/tickets/${main.id}$`));
  await expect(page.getByTestId('messages-list').getByText(`Notitie op het nieuwere ticket ${mark}`)).toBeVisible();
});

test('a group action on three tickets: assign an operator, then close them', async ({ page, request }) => {
  const rest = await restClient(request);
  const mark = tag();
  const tickets = [await rest.ticket(`Werkplek ${mark} 1`), await rest.ticket(`Werkplek ${mark} 2`), await rest.ticket(`Werkplek ${mark} 3`)];

  await signIn(page, `/tickets?q=${mark}`, { waitFor: 'nothing' });
  const rows = page.getByTestId('ticket-row');
  await expect(rows).toHaveCount(3);
  await openGroupActions(page, page.getByRole('checkbox', { name: 'Selecteer alle rijen' }));
  await expect(page.getByText('3 geselecteerd')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Behandelaar toewijzen' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Behandelaar').selectOption({ label: 'Bram Jansen' });
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByText('Behandelaar toegewezen!')).toBeVisible();
  for (let index = 0; index < 3; index += 1) await expect(rows.nth(index)).toContainText('Bram Jansen');

  await openGroupActions(page, page.getByRole('checkbox', { name: 'Selecteer alle rijen' }));
  await page.getByRole('menuitem', { name: 'Sluiten' }).click();
  await expect(page.getByText('Tickets gesloten!')).toBeVisible();
  for (const ticket of tickets) expect(await rest.statusType(ticket.id)).toBe(2);
});

test('archive a ticket, see it locked, and restore it after the confirmation', async ({ page, request }) => {
  const rest = await restClient(request);
  const ticket = await rest.ticket(`Archief ${tag()}`);
  await signIn(page, `/tickets/${ticket.id}`, { waitFor: 'nothing' });
  const actions = page.getByTestId('ticket-actions');
  await expect(actions.getByRole('button', { name: 'Sluiten' })).toBeVisible();

  await page.getByRole('button', { name: 'Acties', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Archiveer' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Archiveren' }).click();
  await expect(page.getByTestId('archived-badge')).toBeVisible();
  await expect(page.getByTestId('ticket-archived-warning')).toContainText('Ticket is gearchiveerd, open een nieuw ticket als je tijd wilt toevoegen.');
  await expect(page.getByTestId('used-products')).toContainText('Ticket is gearchiveerd, open een nieuw ticket als je artikelen wilt aanpassen.');
  await expect(actions.getByRole('button', { name: 'Sluiten' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Bewerken' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Acties', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Herstel' }).click();
  await expect(page.getByText('Ticket herstellen')).toBeVisible();
  await expect(page.getByText('Weet je zeker dat je dit wilt herstellen?')).toBeVisible();
  await page.getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByTestId('archived-badge')).toHaveCount(0);
  await expect(actions.getByRole('button', { name: 'Sluiten' })).toBeVisible();
});

test('clone a ticket and land on the copy', async ({ page, request }) => {
  const rest = await restClient(request);
  const description = `Laptop ${tag()} instellen`;
  const ticket = await rest.ticket(description);
  await signIn(page, `/tickets/${ticket.id}`, { waitFor: 'nothing' });
  await page.getByTestId('ticket-actions').getByRole('button', { name: 'Meer acties' }).click();
  await page.getByRole('menuitem', { name: 'Dupliceren' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Dupliceren' }).click();
  await expect(page.getByText('Ticket gedupliceerd!')).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`/tickets/${ticket.id}$`));
  await expect(page).toHaveURL(/\/tickets\/\d+$/);
  await expect(page.getByTestId('record-title')).toHaveText(`${description} (kopie)`);
});
