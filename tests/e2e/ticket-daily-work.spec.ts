import { expect, test, type Page } from '@playwright/test';
import { mailAndRest } from './support/mail-and-rest.ts';
import { BRAM, newPage, signIn } from './support/session.ts';

const { rest } = mailAndRest();
// Each test signs in (password hashing) and walks several screens; a shared machine needs the room.
test.describe.configure({ timeout: 180_000 });
const tag = () => `${Date.now()}-${Math.floor(Math.random() * 1000)}`;

interface Customer {
  id: number;
  email: string;
  fullName: string;
  companyId: number;
}

/** A contact person with an e-mail address at a company that has at least one other contact with one. */
async function customer(): Promise<{ client: Customer; colleague: Customer }> {
  const builder = { whereNull: ['archived_at'], whereHas: [['companies', {}]], with: ['companies'], paginate: 100 };
  const clients = (await rest<{ data: any[] }>('GET', `/clients?builder=${encodeURIComponent(JSON.stringify(builder))}`)).data;
  const withMail = clients.filter((client) => client.email && client.companies?.length > 0);
  for (const client of withMail) {
    const colleague = withMail.find((other) => other.id !== client.id && other.companies.some((company: any) => company.id === client.companies[0].id));
    if (colleague) {
      const shape = (c: any): Customer => ({ id: c.id, email: c.email, fullName: c.full_name, companyId: client.companies[0].id });
      return { client: shape(client), colleague: shape(colleague) };
    }
  }
  throw new Error('no company with two contacts that have an e-mail address');
}

async function customerTicket(description: string) {
  const { client, colleague } = await customer();
  const created = await rest<{ data: any }>('POST', '/tickets', { description, company_id: client.companyId, client_id: client.id });
  return { id: created.data.id as number, client, colleague };
}

/** The ticket page shows the ticket of `path` (not the last one while the next one loads). */
const shows = (page: Page, path: string) => expect(page.getByTestId('ticket-quick-fields')).toHaveAttribute('data-ticket', path.split('/').pop()!, { timeout: 30_000 });
const composerOf = (page: Page) => page.getByTestId('message-composer');
const editorOf = (page: Page) => composerOf(page).getByRole('textbox', { name: 'Bericht', exact: true });

const keys: Record<string, { code: string; keyCode: number; text?: string }> = {
  '.': { code: 'Period', keyCode: 190, text: '.' },
  ArrowUp: { code: 'ArrowUp', keyCode: 38 },
  End: { code: 'End', keyCode: 35 },
  Enter: { code: 'Enter', keyCode: 13, text: '\r' },
};

/** Sends the keys without waiting for the page in between, as a fast typist on a busy computer does. */
async function pressAtOnce(page: Page, names: string[]) {
  const cdp = await page.context().newCDPSession(page);
  await Promise.all(
    names.flatMap((key) => {
      const { code, keyCode, text } = keys[key];
      const common = { key, code, windowsVirtualKeyCode: keyCode, nativeVirtualKeyCode: keyCode };
      return [
        cdp.send('Input.dispatchKeyEvent', { type: text ? 'keyDown' : 'rawKeyDown', ...common, text }),
        cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...common }),
      ];
    }),
  );
  await cdp.detach();
}

test('status, priority and operator change on the ticket itself, saved at once; a read-only role only sees them', async ({ page, browser }) => {
  const ticket = await customerTicket(`Inline wijzigen ${tag()}`);
  const statuses = (await rest<{ data: any[] }>('GET', '/ticket-statuses')).data;
  const waiting = statuses.find((status) => status.internal_type === 4)!;
  const priority = (await rest<{ data: any[] }>('GET', '/priorities')).data[0];
  const bram = (await rest<{ data: any[] }>('GET', `/operators?builder=${encodeURIComponent(JSON.stringify({ where: [['email', '=', BRAM]] }))}`)).data[0];

  await signIn(page, `/tickets/${ticket.id}`, { waitFor: 'path' });
  const quick = page.getByTestId('ticket-quick-fields');
  await quick.getByLabel('Status').selectOption(String(waiting.id));
  await expect(page.getByText('Ticket bijgewerkt!')).toBeVisible();
  await quick.getByLabel('Prioriteit').selectOption(String(priority.id));
  await expect(page.getByText('Ticket bijgewerkt!')).toHaveCount(2);
  await quick.getByLabel('Behandelaar').selectOption(String(bram.id));
  await expect(page.getByText('Ticket bijgewerkt!')).toHaveCount(3);

  await expect.poll(async () => {
    const stored = (await rest<{ data: any }>('GET', `/tickets/${ticket.id}`)).data;
    return [stored.status_id, stored.priority_id, stored.operator_id];
  }).toEqual([waiting.id, priority.id, bram.id]);
  // The fields panel follows without a reload.
  await expect(page.getByTestId('record-fields')).toContainText(waiting.name);

  const reader = await newPage(browser);
  await signIn(reader, `/tickets/${ticket.id}`, { as: 'lezer@demo.nl', waitFor: 'path' });
  const readOnly = reader.getByTestId('ticket-quick-fields');
  await expect(readOnly.getByTestId('quick-statusId')).toHaveText(`Status${waiting.name}`);
  await expect(readOnly.getByTestId('quick-operatorId')).toContainText(bram.full_name);
  await expect(readOnly.locator('select')).toHaveCount(0);
});

test('sending with the closing variant sends the message and closes the ticket in one go', async ({ page }) => {
  const ticket = await customerTicket(`Verzenden en sluiten ${tag()}`);
  await signIn(page, `/tickets/${ticket.id}`, { waitFor: 'path' });
  const closed = (await rest<{ data: any[] }>('GET', '/ticket-statuses')).data.find((status) => status.internal_type === 2)!;
  await editorOf(page).click();
  await page.keyboard.type('Opgelost: de schijf is vervangen.');
  await expect(async () => {
    if (!(await page.getByRole('menuitem', { name: 'Verzenden en sluiten', exact: true }).isVisible())) await composerOf(page).getByTestId('send-variants').click();
    await page.getByRole('menuitem', { name: 'Verzenden en sluiten', exact: true }).click({ timeout: 2_000 });
    await expect(page.getByTestId('time-registration-form')).toBeVisible({ timeout: 3_000 });
  }).toPass();
  // Asked for time first (none booked yet); without it the message still goes.
  await page.getByRole('button', { name: 'Annuleren' }).click();
  await expect(page.getByText('Bericht verzonden!')).toBeVisible();
  await expect(page.getByTestId('messages-list').getByTestId('message').filter({ hasText: 'Opgelost: de schijf is vervangen.' })).toContainText('Aan klant');
  await expect(page.getByTestId('ticket-quick-fields').getByLabel('Status')).toHaveValue(String(closed.id));
  expect((await rest<{ data: any }>('GET', `/tickets/${ticket.id}`)).data.status_id).toBe(closed.id);
});

test('pinned messages stand on top of the conversation, and go back in their place when unpinned', async ({ page }) => {
  const ticket = await customerTicket(`Vastgezet bovenaan ${tag()}`);
  const old = await rest<{ id: number }>('POST', '/messages', { morphable_type: 'tickets', morphable_id: ticket.id, action: 'note', message: '<p>Wachtwoord van de router staat in de kluis</p>' });
  for (const text of ['Tweede notitie', 'Derde notitie']) {
    await rest('POST', '/messages', { morphable_type: 'tickets', morphable_id: ticket.id, action: 'note', message: `<p>${text}</p>` });
  }
  await signIn(page, `/tickets/${ticket.id}`, { waitFor: 'path' });
  const list = page.getByTestId('messages-list');
  const onTop = page.getByTestId('pinned-on-top');
  await expect(list.getByTestId('message').last()).toContainText('Wachtwoord van de router');
  await expect(onTop).toHaveCount(0);

  await list.getByTestId('message').filter({ hasText: 'Wachtwoord van de router' }).getByRole('button', { name: 'Acties voor dit bericht' }).click();
  await page.getByRole('menuitem', { name: 'Vastzetten' }).click();
  await expect(onTop.getByTestId('message')).toHaveCount(1);
  await expect(onTop).toContainText('Wachtwoord van de router');
  await expect(list.getByText('Wachtwoord van de router')).toHaveCount(0);
  // Above the newest message, and still there after a reload.
  const pinnedBox = await onTop.boundingBox();
  const newestBox = await list.getByTestId('message').first().boundingBox();
  expect(pinnedBox!.y).toBeLessThan(newestBox!.y);
  await page.reload();
  await expect(editorOf(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.locator(`[data-testid="pinned-on-top"] #messages-${old.id}`)).toBeVisible({ timeout: 30_000 });

  await onTop.getByRole('button', { name: 'Acties voor dit bericht' }).click();
  await page.getByRole('menuitem', { name: 'Losmaken' }).click();
  await expect(onTop).toHaveCount(0);
  await expect(list.getByTestId('message').last()).toContainText('Wachtwoord van de router');
});

test('a quick reply goes where the cursor is, and fills an empty editor from its first line', async ({ page }) => {
  const ticket = await customerTicket(`Snel antwoord ${tag()}`);
  const name = `Afsluiting ${tag()}`;
  await rest('POST', '/templates', { name, type: 'tickets', body: '<p>Met vriendelijke groet,</p><p>De servicedesk</p>' });
  await signIn(page, `/tickets/${ticket.id}`, { waitFor: 'path' });
  const editor = editorOf(page);
  const paragraphs = editor.locator('p');
  const pick = async () => {
    await composerOf(page).getByTestId('template-picker').click();
    await page.getByRole('menuitem', { name }).click();
  };

  // Empty editor: no blank line above the reply.
  await pick();
  await expect(paragraphs).toHaveText(['Met vriendelijke groet,', 'De servicedesk']);

  // Between two lines, where the cursor stands.
  await editor.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Delete');
  await page.keyboard.type('Beste klant,');
  await page.keyboard.press('Enter');
  await page.keyboard.type('De printer werkt weer');
  await pressAtOnce(page, ['.', 'ArrowUp', 'End', 'Enter']);
  await pick();
  await expect(paragraphs).toHaveText(['Beste klant,', 'Met vriendelijke groet,', 'De servicedesk', 'De printer werkt weer.']);
});

test('the recipient fields suggest the company\'s contacts first, then a search, and still take a typed address', async ({ page }) => {
  const ticket = await customerTicket(`CC suggesties ${tag()}`);
  const other = (await rest<{ data: any[] }>('GET', `/clients?builder=${encodeURIComponent(JSON.stringify({ whereNull: ['archived_at'], with: ['companies'], paginate: 100 }))}`)).data.find(
    (client) => client.email && client.last_name && client.last_name.length >= 3 && !(client.companies ?? []).some((company: any) => company.id === ticket.client.companyId),
  );
  await signIn(page, `/tickets/${ticket.id}`, { waitFor: 'path' });
  const composer = composerOf(page);
  await composer.getByRole('button', { name: 'CC toevoegen', exact: true }).click();
  const cc = composer.getByRole('combobox', { name: 'CC', exact: true });
  await cc.click();
  const suggestions = composer.getByTestId('recipients-cc').getByRole('listbox');
  // The company's contacts, without the one already in Aan.
  await expect(suggestions.getByRole('option').filter({ hasText: ticket.colleague.email })).toBeVisible();
  await expect(suggestions.getByRole('option').filter({ hasText: ticket.client.email })).toHaveCount(0);
  await suggestions.getByRole('option').filter({ hasText: ticket.colleague.email }).click();
  await expect(composer.getByTestId('recipients-cc').getByRole('button', { name: `Verwijder ${ticket.colleague.email}` })).toBeVisible();

  // A contact of another company is found by searching.
  expect(other, 'a contact of another company').toBeTruthy();
  await cc.fill(other.last_name);
  const found = suggestions.getByRole('option').filter({ hasText: other.email });
  await expect(found).toBeVisible();
  await cc.press('ArrowDown');
  await expect(suggestions.getByRole('option', { selected: true })).toHaveCount(1);
  await found.click();
  await expect(composer.getByTestId('recipients-cc').getByRole('button', { name: `Verwijder ${other.email}` })).toBeVisible();

  await cc.fill('nieuw.adres@voorbeeld.nl');
  await cc.press('Enter');
  await expect(composer.getByTestId('recipients-cc').getByRole('button', { name: 'Verwijder nieuw.adres@voorbeeld.nl' })).toBeVisible();
});

test('on a 390 px phone the ticket page fits without sideways scrolling, toolbar and toasts included', async ({ browser }) => {
  const ticket = await customerTicket(`Telefoon ${tag()}`);
  const page = await newPage(browser, { width: 390, height: 844 });
  await signIn(page, `/tickets/${ticket.id}`, { waitFor: 'path' });
  await expect(editorOf(page)).toBeVisible();
  // The conversation comes before the ticket's fields.
  const editorBox = await editorOf(page).boundingBox();
  const fieldsBox = await page.getByTestId('record-fields').boundingBox();
  expect(editorBox!.y).toBeLessThan(fieldsBox!.y);
  for (const name of ['Vet (Ctrl+B)', 'Snelle antwoorden', 'Bijlage toevoegen', 'Afbeelding invoegen']) {
    const button = composerOf(page).getByRole('toolbar').getByRole('button', { name, exact: true });
    await expect(button).toBeVisible();
    const box = await button.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const priorities = (await rest<{ data: any[] }>('GET', '/priorities')).data;
  await page.getByTestId('ticket-quick-fields').getByLabel('Prioriteit').selectOption(String(priorities[priorities.length - 1].id));
  const toast = page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: 'Ticket bijgewerkt!' });
  await expect(toast).toBeVisible();
  const toastBox = await toast.boundingBox();
  expect(toastBox!.x).toBeGreaterThanOrEqual(0);
  expect(toastBox!.x + toastBox!.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('keyboard shortcuts: next and previous ticket of the list, answer, note, new ticket, and the list behind ?', async ({ page }) => {
  // In reference order: the default order (last updated first) moves whenever the desk's work touches a ticket.
  await signIn(page, '/tickets?sort=reference&dir=DESC', { waitFor: /\/tickets\?sort=reference&dir=DESC/ });
  const rows = page.getByTestId('ticket-row');
  await expect(rows.first()).toBeVisible();
  const paths = await rows.evaluateAll((elements) => elements.slice(0, 3).map((row) => new URL(row.querySelector('a[href^="/tickets/"]')!.getAttribute('href')!, location.href).pathname));
  expect(paths).toHaveLength(3);

  // Opened through its link in the list: j and k walk the list in its order.
  await rows.nth(1).locator(`a[href="${paths[1]}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${paths[1]}$`));
  await shows(page, paths[1]);
  await expect(editorOf(page)).toBeVisible();
  await page.keyboard.press('j');
  await expect(page).toHaveURL(new RegExp(`${paths[2]}$`));
  await shows(page, paths[2]);
  await page.keyboard.press('k');
  await expect(page).toHaveURL(new RegExp(`${paths[1]}$`));
  await shows(page, paths[1]);
  await page.keyboard.press('k');
  await expect(page).toHaveURL(new RegExp(`${paths[0]}$`));
  await shows(page, paths[0]);
  await page.keyboard.press('k');
  await expect(page.getByText('Er is geen vorig ticket in deze lijst.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${paths[0]}$`));
  await shows(page, paths[0]);

  // r puts the cursor in the editor; typing there is text, not shortcuts.
  await expect(editorOf(page)).toBeVisible();
  await page.keyboard.press('r');
  await expect(editorOf(page)).toBeFocused();
  await page.keyboard.type('jk?n');
  await expect(editorOf(page)).toContainText('jk?n');
  await expect(page).toHaveURL(new RegExp(`${paths[0]}$`));
  await shows(page, paths[0]);
  await expect(page.getByTestId('shortcuts-help')).toHaveCount(0);
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Delete');

  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await expect(editorOf(page)).not.toBeFocused();
  await page.keyboard.press('i');
  await expect(editorOf(page)).toBeFocused();
  await page.locator('body').click({ position: { x: 5, y: 300 } });

  await page.keyboard.press('?');
  const help = page.getByTestId('shortcuts-help');
  await expect(help).toBeVisible();
  for (const [key, label] of [['n', 'Nieuw ticket'], ['j', 'Volgend ticket in de lijst'], ['k', 'Vorig ticket in de lijst'], ['r', 'Antwoord schrijven'], ['i', 'Notitie schrijven'], ['?', 'Deze lijst']]) {
    await expect(help.getByRole('row').filter({ hasText: label })).toContainText(key);
  }
  await expect(help.getByRole('row').filter({ hasText: 'Zoeken' })).toContainText('Ctrl+K');
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);

  await page.keyboard.press('n');
  await expect(page).toHaveURL(/\/tickets\/create$/);
});

test('opened without a list, j and k follow the default ticket order (last updated first)', async ({ page }) => {
  const older = (await rest<{ data: any }>('POST', '/tickets', { description: `Ouder ${tag()}` })).data;
  const newer = (await rest<{ data: any }>('POST', '/tickets', { description: `Nieuwer ${tag()}` })).data;
  await signIn(page, `/tickets/${newer.id}`, { waitFor: 'path' });
  await shows(page, `/tickets/${newer.id}`);
  await page.keyboard.press('j');
  await expect(page).toHaveURL(new RegExp(`/tickets/${older.id}$`));
  await shows(page, `/tickets/${older.id}`);
  await expect(editorOf(page)).toBeVisible();
  await page.keyboard.press('k');
  await expect(page).toHaveURL(new RegExp(`/tickets/${newer.id}$`));
  await shows(page, `/tickets/${newer.id}`);
});
