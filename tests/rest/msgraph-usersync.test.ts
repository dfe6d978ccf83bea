import { randomUUID } from 'node:crypto';
import { Agent, fetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../api/src/auth/tokens.ts';
import { graphBrowser, pointAtGraphDouble } from '../doubles/msgraph/process-env.ts';
import { startGraphDouble, type GraphDouble } from '../doubles/msgraph/server.ts';
import { startBackOffice, type BackOffice } from './back-office-support.ts';

/**
 * Directory sync per company (back-office §7 Directory sync) against the identity platform's admin
 * consent and Graph on loopback: link, groups, group filter, sync into contacts, unlink.
 */

const TENANT = 'syncbv';
const OFF = 'zondersync';
let graph: GraphDouble;
let bo: BackOffice;
let companyId: number;
let tenantId: number;
let reader: string;
let browser: Agent;

let forgetGraph: (() => void) | undefined;
const femke = randomUUID();
const jan = randomUUID();
const karel = randomUUID();
const guest = randomUUID();
const admin = randomUUID();
const groupId = randomUUID();

const call = (method: string, path: string, body?: unknown) => bo.call(method, path, body, TENANT);
const contacts = () =>
  bo.db
    .selectFrom('users')
    .innerJoin('company_user', 'company_user.user_id', 'users.id')
    .select(['users.id', 'users.first_name', 'users.last_name', 'users.email', 'users.telephone', 'users.telephone_cell', 'users.azure_user_id', 'users.azure_disabled_at', 'users.is_operator'])
    .where('users.tenant_id', '=', tenantId)
    .where('company_user.company_id', '=', companyId)
    .where('users.azure_user_id', 'is not', null)
    .orderBy('users.email')
    .execute();

/** The admin's trip through the consent page: where the identity platform sends the browser back to. */
async function consent(url: string): Promise<URL> {
  const answer = await fetch(url, { redirect: 'manual', dispatcher: browser });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location')!);
}

beforeAll(async () => {
  graph = await startGraphDouble();
  browser = graphBrowser(graph);
  forgetGraph = pointAtGraphDouble(graph);
  bo = await startBackOffice({ tenants: { [TENANT]: { mod_ms_user_sync: true }, [OFF]: {} } });
  tenantId = bo.tenantIds[TENANT]!;
  companyId = (await bo.db.selectFrom('companies').select('id').where('tenant_id', '=', tenantId).orderBy('id').executeTakeFirstOrThrow()).id;
  // A read-only operator of the same tenant.
  const role = await bo.db.selectFrom('roles').select('id').where('tenant_id', '=', tenantId).where('name', '=', 'read_only').executeTakeFirstOrThrow();
  const user = await bo.db
    .insertInto('users')
    .values({ tenant_id: tenantId, first_name: 'Lees', last_name: 'Alleen', email: 'lezer@syncbv.nl', is_operator: 4, configs: '{}' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await bo.db.insertInto('user_role').values({ user_id: user.id, role_id: role.id }).execute();
  reader = (await issueToken(bo.server.api.db, tenantId, user.id, 3600)).access_token;
  // A contact the company already has: matched by e-mail and linked.
  await bo.db.insertInto('users').values({ tenant_id: tenantId, first_name: 'K.', last_name: 'Oud', email: 'karel@klant.nl', is_operator: 0, configs: '{}' }).execute();

  const customer = graph.consentTenant;
  graph.users.push(
    { tenant: customer, id: femke, displayName: 'Femke de Boer', givenName: 'Femke', surname: 'de Boer', mail: 'femke@klant.nl', userPrincipalName: 'femke@klant.nl', accountEnabled: true, businessPhones: ['030 123 4567'], mobilePhone: '06 12345678' },
    { tenant: customer, id: jan, displayName: 'Jan Smit', givenName: 'Jan', surname: 'Smit', mail: 'jan@klant.nl', userPrincipalName: 'jan@klant.nl', accountEnabled: false },
    { tenant: customer, id: karel, displayName: 'Karel Oud', givenName: 'Karel', surname: 'Oud', mail: 'Karel@Klant.nl', userPrincipalName: 'karel@klant.nl', accountEnabled: true },
    { tenant: customer, id: guest, displayName: 'Gast', mail: null, userPrincipalName: 'gast_elders.nl#EXT#@klant.onmicrosoft.com', accountEnabled: true },
    // The IT company's own admin in the customer's directory stays an operator.
    { tenant: customer, id: admin, displayName: 'Eva Meijer', mail: 'admin@syncbv.nl', userPrincipalName: 'admin@syncbv.nl', accountEnabled: true },
  );
  graph.groups.push(
    { tenant: customer, id: groupId, displayName: 'Medewerkers Utrecht', members: [femke, karel] },
    { tenant: customer, id: randomUUID(), displayName: 'Directie', members: [jan] },
    { tenant: graph.homeTenant, id: randomUUID(), displayName: 'Medewerkers IT', members: [] },
  );
});

afterAll(async () => {
  await bo?.close();
  await graph?.close();
  await browser?.close();
  forgetGraph?.();
});

describe('directory sync', () => {
  it('is part of mod_ms_user_sync: 404 while the module is off', async () => {
    const answer = await bo.get(`/msgraph/usersync/${companyId}/auth`, OFF);
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Module niet actief.');
  });

  it('needs companies.update to change the link, and refuses an unlinked sync in Dutch', async () => {
    for (const [method, path] of [
      ['GET', `/msgraph/usersync/${companyId}/auth`],
      ['POST', '/msgraph/usersync/callback'],
      ['DELETE', `/msgraph/usersync/${companyId}`],
      ['GET', `/msgraph/usersync/${companyId}/sync`],
      ['GET', `/msgraph/usersync/${companyId}/groups/mede`],
      ['PUT', `/msgraph/usersync/${companyId}/group-filter`],
    ] as const) {
      const answer = await bo.server.call(method, path, { token: reader, tenant: TENANT, body: method === 'POST' || method === 'PUT' ? {} : undefined });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body.permission).toBe('companies.update');
    }
    const read = await bo.server.call('GET', `/msgraph/usersync/${companyId}`, { token: reader, tenant: TENANT });
    expect(read.body).toMatchObject({ company_id: companyId, linked: false, tenant_id: null, group_filter: null, last_sync: null });
    const sync = await call('GET', `/msgraph/usersync/${companyId}/sync`);
    expect(sync.status).toBe(422);
    expect(sync.body.errors.tenant_id).toEqual(['Dit bedrijf is nog niet gekoppeld aan een Microsoft 365-tenant.']);
    expect((await call('GET', `/msgraph/usersync/999999/auth`)).status).toBe(404);
  });

  it("links the customer's tenant through the admin consent, once per state", async () => {
    const start = await call('GET', `/msgraph/usersync/${companyId}/auth`);
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    const url = new URL(start.body.url);
    expect(url.origin + url.pathname).toBe(`${graph.url}/organizations/v2.0/adminconsent`);
    expect(url.searchParams.get('client_id')).toBe(graph.clientId);
    expect(url.searchParams.get('redirect_uri')).toMatch(/\/msgraph\/consent$/);
    const back = await consent(start.body.url);
    const parameters = { tenant: back.searchParams.get('tenant'), state: back.searchParams.get('state'), admin_consent: back.searchParams.get('admin_consent') };
    expect(parameters.admin_consent).toBe('True');

    const forged = await call('POST', '/msgraph/usersync/callback', { ...parameters, state: 'niet-van-ons' });
    expect(forged.status).toBe(422);
    expect(forged.body.errors.state).toEqual(['Deze koppeling is verlopen of al gebruikt. Begin opnieuw met koppelen.']);
    const linked = await call('POST', '/msgraph/usersync/callback', parameters);
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(linked.body).toMatchObject({ company_id: companyId, linked: true, tenant_id: graph.consentTenant, group_filter: null, last_sync: null });
    expect((await call('POST', '/msgraph/usersync/callback', parameters)).status).toBe(422);

    const declined = await call('GET', `/msgraph/usersync/${companyId}/auth`);
    const refused = await call('POST', '/msgraph/usersync/callback', { state: new URL(declined.body.url).searchParams.get('state'), error: 'access_denied', error_description: 'De beheerder heeft geweigerd.' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.admin_consent[0]).toContain('De beheerder heeft geen toestemming gegeven');
  });

  it("makes the directory's users contacts of the company: new ones, one matched by e-mail, disabled ones marked; operators and guests left alone", async () => {
    const answer = await call('GET', `/msgraph/usersync/${companyId}/sync`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe('Synchronisatie voltooid: 2 nieuw, 1 bijgewerkt, 1 uitgeschakeld. 2 gebruikers zonder e-mailadres of als behandelaar bekend overgeslagen.');
    expect(graph.grants).toContain(`client_credentials ${graph.consentTenant}`);
    const rows = await contacts();
    expect(rows.map((row) => [row.email, row.azure_user_id, row.azure_disabled_at !== null])).toEqual([
      ['femke@klant.nl', femke, false],
      ['jan@klant.nl', jan, true],
      ['karel@klant.nl', karel, false],
    ]);
    expect(rows[0]).toMatchObject({ first_name: 'Femke', last_name: 'de Boer', telephone: '030 123 4567', telephone_cell: '06 12345678', is_operator: 0 });
    expect(rows[2]).toMatchObject({ first_name: 'Karel', last_name: 'Oud' });
    const roles = await bo.db.selectFrom('user_role').innerJoin('roles', 'roles.id', 'user_role.role_id').select('roles.name').where('user_role.user_id', '=', rows[0]!.id).execute();
    expect(roles.map((role) => role.name)).toEqual(['client']);
    const operator = await bo.db.selectFrom('users').select(['is_operator', 'azure_user_id']).where('tenant_id', '=', tenantId).where('email', '=', 'admin@syncbv.nl').executeTakeFirstOrThrow();
    expect(operator).toEqual({ is_operator: 2, azure_user_id: null });
    const view = await call('GET', `/msgraph/usersync/${companyId}`);
    expect(Date.parse(view.body.last_sync)).toBeGreaterThan(Date.now() - 60_000);
    const listed = await bo.list('clients', { where: [['azure_user_id', '=', jan]] }, {}, TENANT);
    expect(listed.data[0].azure_disabled_at).not.toBeNull();
  });

  it('searches the groups of the linked tenant, stores one as filter, and then syncs only its members', async () => {
    const found = await call('GET', `/msgraph/usersync/${companyId}/groups/mede`);
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body.data).toEqual([{ id: groupId, name: 'Medewerkers Utrecht' }]);
    expect((await call('GET', `/msgraph/usersync/${companyId}/groups`)).body.data).toHaveLength(2);

    const wrong = await call('PUT', `/msgraph/usersync/${companyId}/group-filter`, { group_filter: [{ id: groupId }] });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.group_filter).toEqual(['Kies één groep (met id en naam) of geen.']);
    const saved = await call('PUT', `/msgraph/usersync/${companyId}/group-filter`, { group_filter: [{ id: groupId, name: 'Medewerkers Utrecht' }] });
    expect(saved.body.group_filter).toEqual([{ id: groupId, name: 'Medewerkers Utrecht' }]);

    graph.users.find((user) => user.id === femke)!.displayName = 'Femke de Boer-Jansen';
    graph.users.find((user) => user.id === femke)!.surname = 'de Boer-Jansen';
    const answer = await call('GET', `/msgraph/usersync/${companyId}/sync`);
    expect(answer.body).toMatchObject({ created: 0, updated: 2, disabled: 0 });
    expect((await contacts()).find((row) => row.azure_user_id === femke)!.last_name).toBe('de Boer-Jansen');

    // Karel leaves the group, Femke's account is disabled: both are marked, neither is deleted.
    graph.groups.find((group) => group.id === groupId)!.members = [femke];
    graph.users.find((user) => user.id === femke)!.accountEnabled = false;
    const after = await call('GET', `/msgraph/usersync/${companyId}/sync`);
    expect(after.body).toMatchObject({ created: 0, updated: 0, disabled: 2 });
    expect((await contacts()).map((row) => row.azure_disabled_at !== null)).toEqual([true, true, true]);

    const cleared = await call('PUT', `/msgraph/usersync/${companyId}/group-filter`, { group_filter: null });
    expect(cleared.body.group_filter).toBeNull();
  });

  it('unlinks the tenant and keeps the contacts', async () => {
    const answer = await call('DELETE', `/msgraph/usersync/${companyId}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ message: 'Koppeling met Microsoft 365 verwijderd.', linked: false, tenant_id: null });
    expect(await contacts()).toHaveLength(3);
    expect((await call('GET', `/msgraph/usersync/${companyId}/groups/mede`)).status).toBe(422);
  });
});
