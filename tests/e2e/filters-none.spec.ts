import { expect, test, type APIRequestContext } from '@playwright/test';
import { PASSWORD, signIn } from './support/session.ts';

async function graphql(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const response = await request.post('/graphql', { data: { query, variables }, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data;
}

test("the ticket list's Categorieën filter offers (Geen): only tickets without a category", async ({ page, request }) => {
  const login = await graphql(request, 'mutation($input: LoginInput!) { login(input: $input) { accessToken } }', { input: { username: 'admin@demo.nl', password: PASSWORD } });
  const token = login.login.accessToken as string;
  // Every demo ticket has a category; this one gets none.
  const description = `Zonder categorie ${`${Date.now()}`.slice(-7)}`;
  await graphql(request, 'mutation($input: CreateTicketInput!) { createTicket(input: $input) { userErrors { message } } }', { input: { description } }, token);

  await signIn(page, '/tickets?perPage=15');
  const range = page.getByTestId('page-range');
  await expect(range).toHaveText(/van \d+/);
  const unfiltered = (await range.textContent())!;
  const everything = Number(unfiltered.replace(/.* van /, ''));

  await page.getByRole('button', { name: 'Lijstopties' }).click();
  await page.getByRole('menuitem', { name: 'Kolommen aanpassen' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Toon Categorieën' }).click();
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('columnheader', { name: /Categorieën/ })).toBeVisible();

  await page.getByRole('button', { name: 'Filter op Categorieën', exact: true }).click();
  await page.getByRole('group', { name: 'Categorieën' }).getByText('(Geen)', { exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/f=/);
  await expect(range).not.toHaveText(unfiltered);

  await expect(page.getByRole('row').filter({ hasText: description })).toHaveCount(1);
  const total = Number((await range.textContent())!.replace(/.* van /, ''));
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThan(everything);
  // Every listed ticket shows no category.
  const headers = await page.getByRole('columnheader').allTextContents();
  const column = headers.findIndex((text) => text.includes('Categorieën'));
  const rows = page.locator('tbody').getByRole('row');
  const count = await rows.count();
  expect(count).toBe(Math.min(total, 15));
  for (let index = 0; index < count; index++) await expect(rows.nth(index).getByRole('cell').nth(column)).toHaveText('(geen)');
});
