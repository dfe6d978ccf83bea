import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, login, startStack, type Stack } from '../support/stack.ts';

// Operator accounts and roles over the BFF against the real REST service.
let stack: Stack;
let token: string;
let db: Kysely<any>;
let demoId: number;

const LICENCE =
  'Een extra actieve behandelaar kost een extra licentie. Deze wordt pro rata gefactureerd voor de rest van de lopende periode. Bevestig dat je de extra licentie wilt afnemen.';

const CREATE = `mutation($input: CreateOperatorInput!) {
  createOperator(input: $input) { operator { databaseId isOperator acronym operatorRoles { name } } userErrors { field message } }
}`;
const UPDATE = `mutation($input: UpdateOperatorInput!) {
  updateOperator(input: $input) { operator { databaseId isOperator operatorRoles { name } } userErrors { field message } }
}`;
const LOOKUP = `mutation($input: LookupOperatorEmailInput!) {
  lookupOperatorEmail(input: $input) { exists archived client { id databaseId fullName } operator { databaseId } userErrors { field message } }
}`;
const MIGRATE = `mutation($input: MigrateContactToOperatorInput!) {
  migrateContactToOperator(input: $input) { operator { databaseId isOperator isActive operatorRoles { name } } message userErrors { field message } }
}`;
const MOVE = `mutation($input: MoveRoleUsersInput!) {
  moveRoleUsers(input: $input) { role { databaseId usersCount } target { databaseId usersCount } moved message userErrors { field message } }
}`;
const ROLES = `{ roles(first: 20) { edges { node { id databaseId name operator usersCount } } } }`;

beforeAll(async () => {
  stack = await startStack();
  token = await login(stack.bffUrl);
  db = stack.api.db as unknown as Kysely<any>;
  demoId = (await db.selectFrom('tenants').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow()).id;
});

afterAll(async () => {
  await stack?.close();
});

describe('operator accounts', () => {
  it('asks for the licence, then creates with the role of the type; a type change picks the new role', async () => {
    const input = { firstName: 'Gijs', lastName: 'Graaf', email: 'gijs@demo.nl', isOperator: 3, acronym: 'gg' };
    const refused = await graphql(stack.bffUrl, CREATE, { input }, token);
    expect(refused.data.createOperator).toEqual({ operator: null, userErrors: [{ field: 'confirmLicence', message: LICENCE }] });

    const created = (await graphql(stack.bffUrl, CREATE, { input: { ...input, confirmLicence: true } }, token)).data.createOperator;
    expect(created.userErrors).toEqual([]);
    expect(created.operator).toMatchObject({ isOperator: 3, acronym: 'GG', operatorRoles: [{ name: 'only_own_tickets' }] });

    const updated = (await graphql(stack.bffUrl, UPDATE, { input: { id: String(created.operator.databaseId), isOperator: 5 } }, token)).data.updateOperator;
    expect(updated).toMatchObject({ userErrors: [], operator: { isOperator: 5, operatorRoles: [{ name: 'only_own_company' }] } });
  });

  it('looks up an e-mail of a contact and migrates the contact', async () => {
    const contact = await db.selectFrom('users').select(['id', 'email']).where('tenant_id', '=', demoId).where('is_operator', '=', 0).where('email', 'like', '%@%').orderBy('id').executeTakeFirstOrThrow();
    const found = (await graphql(stack.bffUrl, LOOKUP, { input: { email: contact.email } }, token)).data.lookupOperatorEmail;
    expect(found).toMatchObject({ exists: true, archived: false, operator: null, client: { databaseId: contact.id }, userErrors: [] });
    expect((await graphql(stack.bffUrl, LOOKUP, { input: { email: 'onbekend@demo.nl' } }, token)).data.lookupOperatorEmail).toMatchObject({ exists: false, client: null, operator: null });

    const unconfirmed = (await graphql(stack.bffUrl, MIGRATE, { input: { clientId: found.client.id } }, token)).data.migrateContactToOperator;
    expect(unconfirmed.userErrors).toEqual([{ field: 'confirmLicence', message: LICENCE }]);
    const migrated = (await graphql(stack.bffUrl, MIGRATE, { input: { clientId: found.client.id, isOperator: 4, confirmLicence: true } }, token)).data.migrateContactToOperator;
    expect(migrated).toEqual({
      operator: { databaseId: contact.id, isOperator: 4, isActive: true, operatorRoles: [{ name: 'read_only' }] },
      message: 'Gebruiker gemigreerd van contactpersoon naar behandelaar!',
      userErrors: [],
    });
  });
});

describe('moveRoleUsers', () => {
  it('moves every user to the target role and counts them', async () => {
    const roles = (await graphql(stack.bffUrl, ROLES, {}, token)).data.roles.edges.map((edge: any) => edge.node);
    const from = roles.find((role: any) => role.name === 'read_only');
    const to = roles.find((role: any) => role.name === 'only_own_tickets');
    const client = roles.find((role: any) => role.name === 'client');
    expect(from.usersCount).toBeGreaterThan(0);

    expect((await graphql(stack.bffUrl, MOVE, { input: { id: from.id } }, token)).data.moveRoleUsers.userErrors).toEqual([{ field: 'to', message: 'Doelrol is verplicht.' }]);
    expect((await graphql(stack.bffUrl, MOVE, { input: { id: from.id, to: client.id } }, token)).data.moveRoleUsers.userErrors[0].field).toBe('to');

    const moved = (await graphql(stack.bffUrl, MOVE, { input: { id: from.id, to: to.id } }, token)).data.moveRoleUsers;
    expect(moved).toMatchObject({ moved: from.usersCount, message: 'Gebruikers overgeplaatst!', userErrors: [], role: { usersCount: 0 } });
    expect(moved.target.usersCount).toBeGreaterThanOrEqual(from.usersCount);
  });

  it('refuses a caller without roles.update', async () => {
    const reader = await login(stack.bffUrl, { username: 'bram@demo.nl', password: 'Balie-demo-2026!' });
    const roles = (await graphql(stack.bffUrl, ROLES, {}, token)).data.roles.edges.map((edge: any) => edge.node);
    const answer = await graphql(stack.bffUrl, MOVE, { input: { id: roles[0].id, to: roles[1].id } }, reader);
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
