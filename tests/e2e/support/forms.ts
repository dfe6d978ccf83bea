import { expect, type Page } from '@playwright/test';

/** Picks a record in a search select: type, choose the first match. */
export async function choose(page: Page, label: string, text: string) {
  const input = page.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(text);
  const option = page.getByRole('option', { name: new RegExp(text) }).first();
  await expect(option).toBeVisible();
  await option.click();
}
