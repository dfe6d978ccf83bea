import { expect, test } from '@playwright/test';
import { choose } from './support/forms.ts';
import { BRAM, newPage, restClient, signIn } from './support/session.ts';
import { closeToasts } from './support/toasts.ts';

test('an assignment reaches the other operator live, and a status change shows in their open ticket', async ({ browser, request }) => {
  const bram = await newPage(browser);
  // What the browser asks of the live connection, to know when the ticket screen listens.
  const sentFrames: string[] = [];
  bram.on('websocket', (socket) => socket.on('framesent', (frame) => sentFrames.push(String(frame.payload))));
  await signIn(bram, '/tickets', { as: BRAM, waitFor: 'nothing' });
  await expect(bram.getByRole('heading', { name: 'Tickets' })).toBeVisible();
  // Start from a quiet bell.
  await bram.getByTestId('notification-bell').click();
  const panel = bram.getByTestId('notification-panel');
  await expect(panel).toBeVisible();
  const markAll = panel.getByRole('button', { name: 'Alles gelezen' });
  if (await markAll.isEnabled()) await markAll.click();
  await expect(panel.getByText('Je bent helemaal bij!')).toBeVisible();
  await bram.keyboard.press('Escape');
  await closeToasts(bram);
  await expect(bram.getByTestId('notification-count')).toHaveCount(0);
  // The bell listens once its subscription is asked for; on a busy machine that can come late.
  await expect.poll(() => sentFrames.some((frame) => frame.includes('useNotificationAddedSubscription'))).toBe(true);

  // Anna hands a ticket nobody handles yet to Bram; searched for, as her list may remember another search.
  const description = `Overdracht ${Date.now()}`;
  await (await restClient(request)).post('/tickets', { description });
  const anna = await newPage(browser);
  await signIn(anna, `/tickets?q=${encodeURIComponent(description)}`, { waitFor: 'nothing' });
  await anna.getByTestId('ticket-row').filter({ hasText: description }).getByRole('link', { name: description }).click();
  await expect(anna).toHaveURL(/\/tickets\/\d+$/);
  const ticketPath = new URL(anna.url()).pathname;
  const reference = (await anna.getByTestId('detail-tickets').getByText(/^T-\d{4}-\d+$/).first().textContent())!.trim();
  await anna.getByRole('region', { name: 'Gegevens' }).getByRole('button', { name: 'Bewerken' }).click();
  // The form's field, not the inline choice beside the conversation.
  await choose(anna.getByTestId('record-form'), 'Behandelaar', 'Bram');
  await anna.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(anna.getByText('Ticket bijgewerkt!')).toBeVisible();

  // Bram hears of it without reloading: a toast and the count on the bell.
  const title = `Ticket #${reference} is aan je toegewezen`;
  await expect(bram.getByText(title).first()).toBeVisible();
  await expect(bram.getByTestId('notification-count')).toHaveText('1');
  await expect(bram.getByTestId('notification-bell')).toHaveAccessibleName('Notificaties, 1 ongelezen');
  // Anna is not told about her own doing.
  await expect(anna.getByText(title)).toHaveCount(0);

  // The notification opens its ticket and is read from then on.
  await closeToasts(bram);
  await bram.getByTestId('notification-bell').click();
  const item = bram.getByTestId('notification-item').filter({ hasText: title });
  await expect(item).toHaveAttribute('data-unread', 'true');
  await item.getByText(title).click();
  await expect(bram).toHaveURL(new RegExp(`${ticketPath}$`));
  await expect(bram.getByTestId('notification-count')).toHaveCount(0);

  // Anna changes the status; Bram's open ticket follows without a reload.
  const fields = bram.getByTestId('record-fields');
  await expect(fields).toContainText('Bram Jansen');
  await expect.poll(() => sentFrames.some((frame) => frame.includes('useTicketChangedSubscription'))).toBe(true);
  // The server sets the subscription up right after the browser asked for it.
  await bram.waitForTimeout(500);
  await closeToasts(anna);
  await anna.getByRole('region', { name: 'Gegevens' }).getByRole('button', { name: 'Bewerken' }).click();
  const status = anna.getByTestId('record-form').getByRole('combobox', { name: 'Status', exact: true });
  const current = await status.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '');
  const next = current === 'Gesloten' ? 'Open' : 'Gesloten';
  await status.selectOption({ label: next });
  await anna.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(anna.getByText('Ticket bijgewerkt!')).toBeVisible();

  const statusValue = fields.getByText('Status', { exact: true }).locator('xpath=following-sibling::*[1]');
  await expect(statusValue).toHaveText(next);
  await expect(bram).toHaveURL(new RegExp(`${ticketPath}$`));
});

test('the bell shows read ones on request, toggles one back to unread and loads more', async ({ page }) => {
  await signIn(page, '/tickets', { waitFor: 'nothing' });
  await page.getByTestId('notification-bell').click();
  const panel = page.getByTestId('notification-panel');
  await panel.getByText('Gelezen', { exact: true }).click();
  const items = panel.getByTestId('notification-item');
  await expect(items).toHaveCount(10);
  await expect(items.first()).not.toHaveAttribute('data-unread');
  await panel.getByRole('button', { name: 'Meer laden' }).click();
  await expect.poll(() => items.count()).toBeGreaterThan(10);

  const before = await page.getByTestId('notification-bell').getAttribute('aria-label');
  const unreadBefore = Number(/(\d+) ongelezen/.exec(before ?? '')?.[1] ?? 0);
  await items.first().getByRole('button', { name: 'Markeer als ongelezen' }).click();
  await expect(items.first()).toHaveAttribute('data-unread', 'true');
  await expect(page.getByTestId('notification-bell')).toHaveAccessibleName(`Notificaties, ${unreadBefore + 1} ongelezen`);
  await items.first().getByRole('button', { name: 'Markeer als gelezen' }).click();
  await expect(items.first()).not.toHaveAttribute('data-unread');
});
