import { expect, type Locator, type Page } from '@playwright/test';

/** Picks a record in a search select: type, choose the first match. */
export async function choose(scope: Page | Locator, label: string, text: string) {
  // The options open in a popover outside the scope, on the page.
  const page = 'page' in scope ? scope.page() : scope;
  const input = scope.getByRole('combobox', { name: label, exact: true });
  await input.click();
  await input.fill(text);
  // Only the open list's options: a native select elsewhere on the page has hidden ones of the same name.
  const option = page.getByRole('option', { name: new RegExp(text) }).filter({ visible: true }).first();
  await expect(option).toBeVisible();
  await option.click();
}
