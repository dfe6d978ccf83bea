import { expect, test, type Page } from '@playwright/test';
import { mailAndRest } from './support/mail-and-rest.ts';
import { signIn } from './support/session.ts';

const { rest } = mailAndRest();

/**
 * Presses Tab (or Shift+Tab) until the focused element is `what` says, as an operator without a mouse
 * would, and returns what the focused element looks like: its text and whether it shows a focus ring.
 */
async function tabTo(page: Page, what: { name?: string; text?: string; editor?: boolean }, { back = false, max = 400 } = {}) {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      return {
        name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '',
        text: element.textContent ?? '',
        editor: element.isContentEditable,
        ring: (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none',
      };
    });
    if (!focused) continue;
    if (what.editor && focused.editor) return focused;
    if (what.name !== undefined && focused.name === what.name) return focused;
    if (what.text !== undefined && focused.text.includes(what.text)) return focused;
  }
  throw new Error(`Tab never reached ${JSON.stringify(what)}`);
}

test('a ticket is found, opened and answered with the keyboard alone', async ({ page }) => {
  // Hundreds of key presses, each one asked after; a busy machine takes its time over them.
  test.setTimeout(240_000);
  const builder = { whereNull: ['archived_at'], whereHas: [['companies', {}]], with: ['companies'], paginate: 50 };
  const clients = await rest<{ data: any[] }>('GET', `/clients?builder=${encodeURIComponent(JSON.stringify(builder))}`);
  const client = clients.data.find((candidate) => candidate.email && candidate.companies?.length > 0);
  const description = `Toetsenbord ${Date.now()}`;
  const created = await rest<{ data: { id: number } }>('POST', '/tickets', { description, company_id: client.companies[0].id, client_id: client.id });

  // Searched for in the address: the list otherwise opens with the search an earlier spec left behind.
  await signIn(page, `/tickets?q=${encodeURIComponent(description)}`, { waitFor: 'nothing' });
  await expect(page.getByTestId('ticket-row').filter({ hasText: description })).toBeVisible({ timeout: 30_000 });

  // The row's description is a link: Tab reaches it, it shows where focus is, Enter opens the ticket.
  const link = await tabTo(page, { text: description });
  expect(link.ring).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/tickets/${created.data.id}$`));

  const composer = page.getByTestId('message-composer');
  await expect(composer).toBeVisible();
  await tabTo(page, { editor: true });
  const answer = `De printer doet het weer, met dank voor je geduld ${Date.now()}.`;
  await page.keyboard.type(answer);

  const send = await tabTo(page, { name: 'Verzenden' });
  expect(send.ring).toBe(true);
  await page.keyboard.press('Enter');

  await expect(page.getByTestId('messages-list').getByText(answer)).toBeVisible();
  await expect(composer.getByRole('textbox', { name: 'Bericht', exact: true })).not.toContainText(answer);
});

test('closing a dialog with Escape gives focus back to the button that opened it', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, '/tickets', { waitFor: 'path' });
  const menuButton = page.getByRole('button', { name: 'Lijstopties' });
  await expect(menuButton).toBeVisible();

  const focused = await tabTo(page, { name: 'Lijstopties' });
  expect(focused.ring).toBe(true);
  await page.keyboard.press('Enter');
  const item = page.getByRole('menuitem', { name: 'Kolommen aanpassen' });
  await expect(item).toBeVisible();
  for (let presses = 0; presses < 10 && (await item.getAttribute('data-highlighted')) === null; presses++) await page.keyboard.press('ArrowDown');
  await expect(item).toHaveAttribute('data-highlighted');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Kolommen aanpassen' });
  await expect(dialog).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(menuButton).toBeFocused();
});

test("the bell's panel, opened with Enter, takes focus and gives it back to the bell on Escape", async ({ page }) => {
  await signIn(page, '/tickets', { waitFor: 'path' });
  const bell = page.getByTestId('notification-bell');
  // No wait for the unread count: the bell works as soon as the header shows it.
  // The first press also loads the panel's code: it must open as any later press does.
  for (let round = 0; round < 2; round++) {
    await bell.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByTestId('notification-panel');
    await expect(panel).toBeVisible();
    await expect.poll(() => panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(bell).toBeFocused();
  }
});
