import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, login, startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let token: string;

beforeAll(async () => {
  stack = await startStack();
  token = await login(stack.bffUrl);
});
afterAll(() => stack?.close());

const COMPANY = 'id databaseId name city postalCode address1 archivedAt label';

async function restCompany(id: number) {
  const response = await fetch(`${stack.apiUrl}/companies/${id}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as any };
}

describe('record mutations', () => {
  it('creates, updates, archives, restores and deletes a company, as REST sees it', async () => {
    const created = await graphql(
      stack.bffUrl,
      `mutation($input: CreateCompanyInput!) { createCompany(input: $input) { company { ${COMPANY} } userErrors { field message } clientMutationId } }`,
      { input: { name: 'Fietsenmakerij De Ketting', city: 'Zwolle', address1: 'Spoorstraat 4', clientMutationId: 'c1' } },
      token,
    );
    expect(created.data.createCompany.userErrors).toEqual([]);
    expect(created.data.createCompany.clientMutationId).toBe('c1');
    const company = created.data.createCompany.company;
    expect(company).toMatchObject({ name: 'Fietsenmakerij De Ketting', city: 'Zwolle', address1: 'Spoorstraat 4', archivedAt: null });
    expect((await restCompany(company.databaseId)).body.data).toMatchObject({ name: 'Fietsenmakerij De Ketting', address_1: 'Spoorstraat 4' });

    const updated = await graphql(
      stack.bffUrl,
      `mutation($input: UpdateCompanyInput!) { updateCompany(input: $input) { company { ${COMPANY} } userErrors { field message } } }`,
      { input: { id: company.id, postalCode: '8011 AB' } },
      token,
    );
    expect(updated.data.updateCompany.company).toMatchObject({ city: 'Zwolle', postalCode: '8011 AB' });

    const archived = await graphql(stack.bffUrl, `mutation($id: ID!) { archiveCompany(input: { id: $id }) { company { archivedAt } userErrors { message } } }`, { id: company.id }, token);
    expect(archived.data.archiveCompany.company.archivedAt).not.toBeNull();
    expect((await restCompany(company.databaseId)).body.data.archived_at).not.toBeNull();

    const restored = await graphql(stack.bffUrl, `mutation($id: ID!) { restoreCompany(input: { id: $id }) { company { archivedAt } userErrors { message } } }`, { id: company.id }, token);
    expect(restored.data.restoreCompany.company.archivedAt).toBeNull();

    const deleted = await graphql(stack.bffUrl, `mutation($id: ID!) { deleteCompany(input: { id: $id }) { deletedId userErrors { message } } }`, { id: company.id }, token);
    expect(deleted.data.deleteCompany).toEqual({ deletedId: company.id, userErrors: [] });
    expect((await restCompany(company.databaseId)).status).toBe(404);
  });

  it('reports the REST validation per input field, in Dutch', async () => {
    const answer = await graphql(
      stack.bffUrl,
      `mutation($input: CreateCompanyInput!) { createCompany(input: $input) { company { id } userErrors { field message } } }`,
      { input: { city: 'Zwolle' } },
      token,
    );
    expect(answer.data.createCompany.company).toBeNull();
    expect(answer.data.createCompany.userErrors).toContainEqual({ field: 'name', message: expect.stringMatching(/verplicht/) });
  });

  it('refuses a read-only operator with the missing permission', async () => {
    const reader = await login(stack.bffUrl, { username: 'lezer@demo.nl', password: 'Balie-demo-2026!' });
    const answer = await graphql(
      stack.bffUrl,
      `mutation($input: CreateCompanyInput!) { createCompany(input: $input) { company { id } userErrors { message } } }`,
      { input: { name: 'Mag niet B.V.' } },
      reader,
    );
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', permission: 'companies.store' });
  });

  it('filters, searches and orders a generic list', async () => {
    const answer = await graphql(
      stack.bffUrl,
      `{ companies(first: 100, filter: [{ field: "name", operator: LIKE, value: "%B.V.%" }], orderBy: [{ field: "name", direction: DESC }]) {
        totalCount edges { node { name } } } }`,
      {},
      token,
    );
    const names = answer.data.companies.edges.map((e: any) => e.node.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n: string) => n.includes('B.V.'))).toBe(true);
    // The database's collation decides the exact order; descending means no name sorts before its predecessor.
    for (let i = 1; i < names.length; i++) expect(names[i - 1].localeCompare(names[i], 'nl')).toBeGreaterThanOrEqual(0);
    const unknown = await graphql(stack.bffUrl, `{ companies(filter: [{ field: "nope", value: 1 }]) { totalCount } }`, {}, token);
    expect(unknown.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(unknown.errors?.[0].message).toMatch(/nope/);
  });

  it('counts quick filters like the list does', async () => {
    const filter = [{ field: 'city', operator: 'IS_NULL' }];
    const list = await graphql(stack.bffUrl, `query($f: [FieldFilter!]) { companies(filter: $f) { totalCount } }`, { f: filter }, token);
    const all = await graphql(stack.bffUrl, `{ companies { totalCount } }`, {}, token);
    const counts = await graphql(
      stack.bffUrl,
      `query($p: [PresetCountInput!]!) { presetCounts(type: "companies", presets: $p) { presetId count } }`,
      { p: [{ presetId: 'leeg', filter }, { presetId: 'alles' }] },
      token,
    );
    expect(counts.errors).toBeUndefined();
    expect(counts.data.presetCounts).toEqual([
      { presetId: 'leeg', count: list.data.companies.totalCount },
      { presetId: 'alles', count: all.data.companies.totalCount },
    ]);
  });

  it('keeps list preferences per route for the viewer', async () => {
    const saved = await graphql(
      stack.bffUrl,
      `mutation($input: SavePreferencesInput!) { savePreferences(input: $input) { viewer { preferences } userErrors { message } } }`,
      { input: { route: 'companies.index', preferences: { pagination: { per_page: 25 } } } },
      token,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data.savePreferences.userErrors).toEqual([]);
    const again = await graphql(stack.bffUrl, `{ viewer { preferences } }`, {}, token);
    expect(JSON.stringify(again.data.viewer.preferences)).toContain('"per_page":25');
  });
});
