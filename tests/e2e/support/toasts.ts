import { expect, type Page } from '@playwright/test';

/**
 * Closes the open toasts with their close buttons, as a user would. Toasts sit over the top-right of
 * the header (core §2) and pause while the pointer rests on them, so they can hide its actions and bell.
 */
export async function closeToasts(page: Page) {
  const open = page.locator('[data-scope="toast"][data-part="root"][data-state="open"]');
  for (let attempt = 0; attempt < 10 && (await open.count()) > 0; attempt++) {
    await open.first().getByRole('button', { name: 'Sluiten' }).click({ timeout: 2000 }).catch(() => undefined);
  }
  await expect(open).toHaveCount(0);
}
