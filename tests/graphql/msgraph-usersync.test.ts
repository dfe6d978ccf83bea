import { randomUUID } from 'node:crypto';
import { Agent, fetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphBrowser, pointAtGraphDouble } from '../doubles/msgraph/process-env.ts';
import { startGraphDouble, type GraphDouble } from '../doubles/msgraph/server.ts';
import { graphql, login, startStack, type Stack } from '../support/stack.ts';

// Directory sync over the BFF, against the REST service and the identity platform and Graph on loopback.
let graph: GraphDouble;
let stack: Stack;
let token: string;
let companyId: number;
let browser: Agent;

let forgetGraph: (() => void) | undefined;
const SYNC = 'directorySync { companyId linked tenantId groupFilter { id name } lastSync }';
const groupId = randomUUID();
const run = (query: string, variables: Record<string, unknown> = {}) => graphql(stack.bffUrl, query, variables, token);

beforeAll(async () => {
  graph = await startGraphDouble();
  browser = graphBrowser(graph);
  forgetGraph = pointAtGraphDouble(graph);
  stack = await startStack();
  token = await login(stack.bffUrl);
  companyId = (await stack.api.db.selectFrom('companies').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
  const customer = graph.consentTenant;
  graph.users.push(
    { tenant: customer, id: randomUUID(), displayName: 'Noor Visser', givenName: 'Noor', surname: 'Visser', mail: 'noor@graphql-klant.nl', userPrincipalName: 'noor@graphql-klant.nl', accountEnabled: true },
    { tenant: customer, id: randomUUID(), displayName: 'Tim Bos', givenName: 'Tim', surname: 'Bos', mail: 'tim@graphql-klant.nl', userPrincipalName: 'tim@graphql-klant.nl', accountEnabled: true },
  );
  graph.groups.push({ tenant: customer, id: groupId, displayName: 'Servicedesk', members: [graph.users[0]!.id] });
});

afterAll(async () => {
  await stack?.close();
  await graph?.close();
  await browser?.close();
  forgetGraph?.();
});

describe('directory sync over GraphQL', () => {
  it('links through the admin consent, filters on a group, syncs and unlinks', async () => {
    const start = await run('mutation($input: StartDirectoryConsentInput!) { startDirectoryConsent(input: $input) { url userErrors { field message } } }', { input: { companyId } });
    expect(start.errors).toBeUndefined();
    const back = await fetch(start.data.startDirectoryConsent.url, { redirect: 'manual', dispatcher: browser });
    const location = new URL(back.headers.get('location')!);
    expect(location.pathname).toBe('/msgraph/consent');

    const finish = await run(`mutation($input: FinishDirectoryConsentInput!) { finishDirectoryConsent(input: $input) { ${SYNC} userErrors { field message } } }`, {
      input: { state: location.searchParams.get('state'), tenant: location.searchParams.get('tenant'), adminConsent: location.searchParams.get('admin_consent') },
    });
    expect(finish.data.finishDirectoryConsent).toEqual({ directorySync: { companyId, linked: true, tenantId: graph.consentTenant, groupFilter: null, lastSync: null }, userErrors: [] });

    const again = await run(`mutation($input: FinishDirectoryConsentInput!) { finishDirectoryConsent(input: $input) { ${SYNC} userErrors { field message } } }`, {
      input: { state: location.searchParams.get('state'), tenant: location.searchParams.get('tenant'), adminConsent: 'True' },
    });
    expect(again.data.finishDirectoryConsent.userErrors).toEqual([{ field: 'state', message: 'Deze koppeling is verlopen of al gebruikt. Begin opnieuw met koppelen.' }]);

    const groups = await run('query($companyId: Int!, $search: String) { directoryGroups(companyId: $companyId, search: $search) { id name } }', { companyId, search: 'service' });
    expect(groups.data.directoryGroups).toEqual([{ id: groupId, name: 'Servicedesk' }]);

    const filtered = await run(`mutation($input: UpdateDirectoryGroupFilterInput!) { updateDirectoryGroupFilter(input: $input) { ${SYNC} userErrors { field message } } }`, {
      input: { companyId, group: { id: groupId, name: 'Servicedesk' } },
    });
    expect(filtered.data.updateDirectoryGroupFilter.directorySync.groupFilter).toEqual([{ id: groupId, name: 'Servicedesk' }]);

    const synced = await run(`mutation($input: SyncDirectoryInput!) { syncDirectory(input: $input) { message ${SYNC} userErrors { field message } } }`, { input: { companyId } });
    expect(synced.data.syncDirectory.message).toBe('Synchronisatie voltooid: 1 nieuw, 0 bijgewerkt, 0 uitgeschakeld.');
    expect(synced.data.syncDirectory.directorySync.lastSync).toBeTruthy();

    const unlinked = await run(`mutation($input: UnlinkDirectoryInput!) { unlinkDirectory(input: $input) { ${SYNC} userErrors { field message } } }`, { input: { companyId } });
    expect(unlinked.data.unlinkDirectory.directorySync).toMatchObject({ linked: false, tenantId: null, groupFilter: null });
    const refused = await run(`mutation($input: SyncDirectoryInput!) { syncDirectory(input: $input) { message userErrors { field message } } }`, { input: { companyId } });
    expect(refused.data.syncDirectory).toEqual({ message: null, userErrors: [{ field: 'companyId', message: 'Dit bedrijf is nog niet gekoppeld aan een Microsoft 365-tenant.' }] });
  });
});
