import { expect, test } from '@playwright/test';
import { choose } from './support/forms.ts';
import { newPage, restClient, signIn } from './support/session.ts';

// Sign-in hashes a password and the machine is shared: each test gets three minutes.
test.describe.configure({ timeout: 180_000 });

const TOKEN = `nieuwproef${Date.now().toString(36)}`;

test.beforeAll(async ({ request }) => {
  const rest = await restClient(request);
  const company = await rest.post('/companies', { name: `Kwartel ${TOKEN}` });
  const other = await rest.post('/companies', { name: `Leeuwerik ${TOKEN}` });
  await rest.post('/clients', { first_name: 'Eigen', last_name: `Contact ${TOKEN}`, relationships: { companies: [company.id] } });
  await rest.post('/clients', { first_name: 'Vreemd', last_name: `Contact ${TOKEN}`, relationships: { companies: [other.id] } });
});

test("the new-ticket form starts in the catalogue's open status and default priority, and offers the chosen company's contacts", async ({ browser, request }) => {
  const rest = await restClient(request);
  const statuses: { id: number; name: string; internal_type: number; order: number }[] = await rest.get('/ticket-statuses?builder=%7B%22paginate%22%3A100%7D');
  const open = statuses.filter((status) => status.internal_type === 1).sort((a, b) => a.order - b.order || a.id - b.id)[0]!;

  const page = await newPage(browser, { width: 1400, height: 900 });
  await signIn(page, '/tickets/create');
  await expect(page.getByLabel('Status')).toHaveValue(String(open.id));
  const priorities: { id: number; label: string; is_default: boolean }[] = await rest.get('/priorities?builder=%7B%22paginate%22%3A100%7D');
  const normal = priorities.find((priority) => priority.is_default)!;
  expect(normal.label).toBe('Normaal');
  await expect(page.getByLabel('Prioriteit')).toHaveValue(String(normal.id));

  await choose(page, 'Bedrijf', `Kwartel ${TOKEN}`);
  const contact = page.getByRole('combobox', { name: 'Contactpersoon', exact: true });
  await contact.click();
  // Nothing typed: the company's own contact is offered, the other company's is not.
  await expect(page.getByRole('option', { name: `Eigen Contact ${TOKEN}` })).toBeVisible();
  await expect(page.getByRole('option', { name: `Vreemd Contact ${TOKEN}` })).toHaveCount(0);
  await page.getByRole('option', { name: `Eigen Contact ${TOKEN}` }).click();
  await expect(contact).toHaveValue(`Eigen Contact ${TOKEN}`);

  // Another company: the contact starts afresh.
  await choose(page, 'Bedrijf', `Leeuwerik ${TOKEN}`);
  await expect(contact).toHaveValue('');
});

test("the customer's problem text, typed in the new-ticket form, is the ticket's first note", async ({ page }) => {
  await signIn(page, '/tickets/create');
  const form = page.getByTestId('record-form');
  await form.getByRole('textbox', { name: 'Beschrijving', exact: true }).fill(`Scanner ${TOKEN}`);
  await form.getByRole('textbox', { name: 'Probleemomschrijving' }).fill('De scanner op de tweede verdieping geeft papierstoring.\nAl sinds vanochtend.');
  await page.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(page).toHaveURL(/\/tickets\/\d+$/);
  const note = page.getByTestId('message').filter({ hasText: 'De scanner op de tweede verdieping geeft papierstoring.' });
  await expect(note).toBeVisible();
  await expect(note).toContainText('Al sinds vanochtend.');
  // Only on the new ticket: the edit form has no such field.
  await expect(page.getByTestId('record-fields')).not.toContainText('Probleemomschrijving');
});
