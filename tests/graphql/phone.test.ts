import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, login, startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let token: string;

const LOOKUP = /* GraphQL */ `
  query($phone: String!) {
    phoneLookup(phone: $phone) {
      type
      databaseId
      record {
        __typename
        id
        ... on Client { fullName telephone telephoneCell }
        ... on Company { name telephone }
      }
    }
  }
`;

beforeAll(async () => {
  stack = await startStack();
  token = await login(stack.bffUrl);
});

afterAll(async () => {
  await stack?.close();
});

describe('phoneLookup', () => {
  it('finds a seeded contact person by telephone, whatever the notation', async () => {
    const client = await stack.api.db
      .selectFrom('users')
      .select(['id', 'telephone'])
      .where('is_operator', '=', 0)
      .where('telephone', 'is not', null)
      .where('archived_at', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const answer = await graphql(stack.bffUrl, LOOKUP, { phone: client.telephone }, token);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.phoneLookup.type).toBe('clients');
    expect(answer.data.phoneLookup.record.__typename).toBe('Client');
    const digits = (text: string | null) => (text ?? '').replace(/\D/g, '');
    const found = answer.data.phoneLookup.record;
    expect([digits(found.telephone), digits(found.telephoneCell)]).toContain(digits(client.telephone));

    const international = `+31 (0)${digits(client.telephone).slice(1)}`;
    const again = await graphql(stack.bffUrl, LOOKUP, { phone: international }, token);
    expect(again.data.phoneLookup.databaseId).toBe(answer.data.phoneLookup.databaseId);
  });

  it('finds a new contact person by mobile number', async () => {
    const created = await graphql(
      stack.bffUrl,
      `mutation($input: CreateClientInput!) { createClient(input: $input) { client { databaseId } userErrors { message } } }`,
      { input: { firstName: 'Bel', lastName: 'Mij', telephoneCell: '06-98765432' } },
      token,
    );
    expect(created.data.createClient.userErrors).toEqual([]);
    const answer = await graphql(stack.bffUrl, LOOKUP, { phone: '0698765432' }, token);
    expect(answer.data.phoneLookup).toMatchObject({ type: 'clients', databaseId: created.data.createClient.client.databaseId, record: { fullName: 'Bel Mij' } });
  });

  it('answers null for an unknown or empty number', async () => {
    expect((await graphql(stack.bffUrl, LOOKUP, { phone: '0101234000999' }, token)).data.phoneLookup).toBeNull();
    expect((await graphql(stack.bffUrl, LOOKUP, { phone: '   ' }, token)).data.phoneLookup).toBeNull();
  });

  it('needs a signed-in user', async () => {
    const answer = await graphql(stack.bffUrl, LOOKUP, { phone: '0201234567' });
    expect(answer.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
