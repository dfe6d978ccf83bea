import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Ticks a list's row (or all-rows) checkbox and opens 'Groepsacties'. The input itself is hidden;
 * its visible box is the label around it, clicked once it stands still. A list that swaps its rows
 * at that moment (a refetch just after it opened, or after an action) may drop the click, so the
 * box is ticked again until the group-action button shows.
 */
export async function openGroupActions(page: Page, checkbox: Locator) {
  const button = page.getByRole('button', { name: 'Groepsacties' });
  await expect(async () => {
    if (!(await checkbox.isChecked())) await checkbox.locator('xpath=..').click({ timeout: 2_000 });
    await expect(button).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await button.click();
}
