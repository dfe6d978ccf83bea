import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, login, startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let token: string;

beforeAll(async () => {
  stack = await startStack();
  token = await login(stack.bffUrl);
});

afterAll(async () => {
  await stack?.close();
});

const COMPANIES = `{ companies(first: 20) { edges { node { id databaseId customValues { name title type value label } } } } }`;
const UPDATE = `mutation($input: UpdateCompanyInput!) {
  updateCompany(input: $input) { company { customValues { name value label } } userErrors { field message } }
}`;

describe('custom values', () => {
  it('come with a list of records in the same REST call, with the definitions and readable labels', async () => {
    stack.restRequests.length = 0;
    const answer = await graphql(stack.bffUrl, COMPANIES, {}, token);
    expect(answer.errors).toBeUndefined();
    expect(stack.restRequests).toHaveLength(1);
    const values = answer.data.companies.edges[0].node.customValues;
    const sector = values.find((value: { name: string }) => value.name === 'sector');
    expect(sector).toMatchObject({ title: 'Sector', type: 1 });
    expect(sector.label).not.toBe(sector.value);
    const since = values.find((value: { name: string }) => value.name === 'klant_sinds');
    expect(since.value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(since.label).toBe(since.value.split('-').reverse().join('-'));
  });

  it('are written through relationships and refused in Dutch when invalid', async () => {
    const company = (await graphql(stack.bffUrl, COMPANIES, {}, token)).data.companies.edges[1].node;
    const saved = await graphql(stack.bffUrl, UPDATE, { input: { id: company.id, relationships: { custom_values: [{ custom_field: 'sector', value: 'zorg' }] } } }, token);
    expect(saved.data.updateCompany.userErrors).toEqual([]);
    expect(saved.data.updateCompany.company.customValues).toContainEqual({ name: 'sector', value: 'zorg', label: 'Zorg' });

    const wrong = await graphql(stack.bffUrl, UPDATE, { input: { id: company.id, relationships: { custom_values: [{ custom_field: 'sector', value: 'ruimtevaart' }] } } }, token);
    expect(wrong.data.updateCompany.userErrors[0].message).toBe('Sector heeft een ongeldige waarde.');
  });
});
