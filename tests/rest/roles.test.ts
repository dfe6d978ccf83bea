import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declarations } from '../../api/src/resources/registry.ts';
import { listQuery, startApi, type Paginated, type RunningApi } from '../support/api.ts';

let server: RunningApi;
let admin: string;
let demoId: number;

const FORBIDDEN = 'Je hebt geen rechten om deze actie uit te voeren.';

beforeAll(async () => {
  server = await startApi();
  admin = await server.login('admin@demo.nl');
  demoId = (await server.api.db.selectFrom('tenants').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow()).id;
});

afterAll(async () => {
  await server?.close();
});

async function list(token: string, route: string, builder?: unknown): Promise<Paginated> {
  const answer = await server.get<Paginated>(`/${route}${listQuery(builder)}`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

const userId = async (email: string) =>
  (await server.api.db.selectFrom('users').select('id').where('tenant_id', '=', demoId).where('email', '=', email).executeTakeFirstOrThrow()).id;
const companiesOf = async (email: string) =>
  (await server.api.db.selectFrom('company_user').select('company_id').where('user_id', '=', await userId(email)).execute()).map((row) => row.company_id);
const liveTickets = () => server.api.db.selectFrom('tickets').where('tenant_id', '=', demoId).where('is_template', '=', false).where('deleted_at', 'is', null);

describe('read_only', () => {
  it('reads, and every write answers 403 naming the permission', async () => {
    const token = await server.login('lezer@demo.nl');
    const company = (await list(token, 'companies')).data[0];
    expect(await server.post('/companies', { token, body: { name: 'Mag niet' } })).toEqual({ status: 403, body: { message: FORBIDDEN, permission: 'companies.store' } });
    expect((await server.put(`/companies/${company.id}`, { token, body: { city: 'X' } })).body).toEqual({ message: FORBIDDEN, permission: 'companies.update' });
    expect((await server.del(`/companies/${company.id}`, { token })).body.permission).toBe('companies.destroy');
    expect((await server.post(`/companies/${company.id}/archive`, { token })).body.permission).toBe('companies.archive');
    expect((await server.put(`/companies/${company.id}`, { token, body: { archived_at: null } })).body.permission).toBe('companies.archive');
    expect((await server.post('/companies/merge', { token, body: { ids: [1, 2] } })).body.permission).toBe('companies.merge');
    expect((await server.post('/table-presets', { token, body: { label: 'Gedeeld', type: 'tickets' } })).body.permission).toBe('table-presets.store');
    const me = (await server.get('/auth/me', { token })).body.user;
    expect(me.roles).toEqual(['read_only']);
    expect(me.permissions_names.every((name: string) => /\.(index|show)$/.test(name))).toBe(true);
  });
});

describe('operator', () => {
  it('works with records but does not manage roles, permissions, configuration or operators', async () => {
    const token = await server.login('bram@demo.nl');
    expect((await server.post('/companies', { token, body: { name: 'Bram B.V.' } })).status).toBe(201);
    const role = (await list(token, 'roles')).data[0];
    expect((await server.put(`/roles/${role.id}`, { token, body: { display_name: 'X' } })).body.permission).toBe('roles.update');
    expect((await server.get('/permissions', { token })).body.permission).toBe('permissions.index');
    expect((await server.post('/operators', { token, body: { first_name: 'A', last_name: 'B', email: 'ab@demo.nl' } })).body.permission).toBe('operators.store');
    const config = (await list(token, 'configs')).data[0];
    expect((await server.put(`/configs/${config.id}`, { token, body: { value: 'x' } })).body.permission).toBe('configs.update');
  });
});

describe('only_own_tickets', () => {
  it('sees only tickets assigned to the user; any other ticket does not exist', async () => {
    const token = await server.login('eigen@demo.nl');
    const me = await userId('eigen@demo.nl');
    const page = await list(token, 'tickets', { paginate: 100 });
    const [{ n }] = await liveTickets().select(sql<number>`count(*)::int`.as('n')).where('operator_id', '=', me).execute();
    expect(n).toBeGreaterThan(0);
    expect(page.total).toBe(n);
    expect(page.data.every((ticket) => ticket.operator_id === me)).toBe(true);

    const other = await liveTickets().select('id').where('operator_id', '<>', me).executeTakeFirstOrThrow();
    expect(await server.get(`/tickets/${other.id}`, { token })).toEqual({ status: 404, body: { message: 'Niet gevonden.' } });
    expect((await server.put(`/tickets/${other.id}`, { token, body: { description: 'Overgenomen' } })).status).toBe(404);
    expect((await server.del(`/tickets/${other.id}`, { token })).status).toBe(404);
    // The ticket's messages and history are out of sight too.
    const messages = await server.get(`/messages${listQuery({ where: [['morphable_type', 'tickets'], ['morphable_id', other.id]] })}`, { token });
    expect(messages.status === 404 || messages.body.total === 0).toBe(true);
    expect((await list(token, 'messages', { whereHas: [['morphable', { where: [['id', other.id]] }]] })).total).toBe(0);
    // Other resources are not restricted, but counts of tickets are.
    const companies = await list(token, 'companies', { withCount: ['tickets'], paginate: 100 });
    expect(companies.total).toBe((await list(admin, 'companies')).total);
    expect(companies.data.reduce((sum, company) => sum + company.tickets_count, 0)).toBeLessThanOrEqual(n);
  });
});

describe('only_own_company', () => {
  it('sees only records of the companies linked to the user', async () => {
    const token = await server.login('bedrijf@demo.nl');
    const own = await companiesOf('bedrijf@demo.nl');
    expect(own.length).toBeGreaterThan(0);
    const companies = await list(token, 'companies', { paginate: 100 });
    expect(companies.data.map((company) => company.id).sort()).toEqual([...own].sort());
    const tickets = await list(token, 'tickets', { paginate: 100 });
    const [{ n }] = await liveTickets().select(sql<number>`count(*)::int`.as('n')).where('company_id', 'in', own).execute();
    expect(tickets.total).toBe(n);
    expect(tickets.data.every((ticket) => own.includes(ticket.company_id))).toBe(true);
    const contacts = await list(token, 'clients', { with: ['companies'], paginate: 100 });
    expect(contacts.data.every((client) => client.companies.some((company: any) => own.includes(company.id)))).toBe(true);

    const foreign = await server.api.db.selectFrom('companies').select('id').where('tenant_id', '=', demoId).where('id', 'not in', own).executeTakeFirstOrThrow();
    expect((await server.get(`/companies/${foreign.id}`, { token })).status).toBe(404);
    const foreignTicket = await liveTickets().select('id').where('company_id', '=', foreign.id).executeTakeFirstOrThrow();
    expect((await server.get(`/tickets/${foreignTicket.id}`, { token })).status).toBe(404);
    // Linking a contact to a company out of sight is refused like an unknown one.
    const answer = await server.post('/clients', { token, body: { first_name: 'Nieuw', last_name: 'Contact', relationships: { companies: [foreign.id] } } });
    expect(answer.body.errors).toEqual({ 'relationships.companies': ['Niet alle gekozen bedrijven bestaan.'] });
    // Creating a company it could not see afterwards is refused.
    expect((await server.post('/companies', { token, body: { name: 'Buiten Zicht B.V.' } })).body.errors).toEqual({ id: ['Dit item valt buiten wat je mag zien; kies een andere waarde.'] });
  });
});

describe('client (contact person)', () => {
  it('sees and adds tickets of its own companies only, and nothing else', async () => {
    const token = await server.login('klant@demo.nl', { contact: true });
    const own = await companiesOf('klant@demo.nl');
    const tickets = await list(token, 'tickets', { paginate: 100 });
    const [{ n }] = await liveTickets().select(sql<number>`count(*)::int`.as('n')).where('company_id', 'in', own).execute();
    expect(n).toBeGreaterThan(0);
    expect(tickets.total).toBe(n);
    const foreign = await liveTickets().select('id').where('company_id', 'not in', own).executeTakeFirstOrThrow();
    expect((await server.get(`/tickets/${foreign.id}`, { token })).status).toBe(404);
    expect((await server.get('/companies', { token })).body).toEqual({ message: FORBIDDEN, permission: 'companies.index' });
    expect((await server.put(`/tickets/${tickets.data[0].id}`, { token, body: { description: 'x' } })).body.permission).toBe('tickets.update');
    // Internal notes stay internal.
    const ownTicket = tickets.data[0].id;
    const messages = await list(token, 'messages', { where: [['morphable_type', 'tickets'], ['morphable_id', ownTicket]], paginate: 100 });
    expect(messages.data.every((message) => message.visible_to_client)).toBe(true);
    const me = (await server.get('/auth/me', { token })).body;
    expect(me.user.roles).toEqual(['client']);
    expect(me.lists.operators).toEqual([]);
  });
});

describe('quote_token', () => {
  it("may only look at, accept, decline and download quotes, and read a quote's phases and lines", async () => {
    const token = await server.login('offerte@demo.nl', { contact: true });
    const me = (await server.get('/auth/me', { token })).body.user;
    expect(me.permissions_names.every((name: string) => /^(quotes\.(show|accept|decline|download)|project-(phases|lines)\.index)$/.test(name))).toBe(true);
    expect((await server.get('/tickets', { token })).body.permission).toBe('tickets.index');
    expect((await server.get('/quotes', { token })).body.permission).toBe('quotes.index');
    const own = await companiesOf('offerte@demo.nl');
    const quotes = await server.api.db
      .selectFrom('quotes')
      .innerJoin('deals', 'deals.id', 'quotes.deal_id')
      .select(['quotes.id', 'deals.company_id'])
      .where('quotes.tenant_id', '=', demoId)
      .execute();
    const foreign = quotes.find((quote) => !own.includes(quote.company_id));
    expect(foreign).toBeDefined();
    expect((await server.get(`/quotes/${foreign!.id}`, { token })).status).toBe(404);
    const mine = quotes.find((quote) => own.includes(quote.company_id));
    if (mine) expect((await server.get(`/quotes/${mine.id}`, { token })).status).toBe(200);
  });
});

describe('roles and permissions as resources', () => {
  it('list roles with users_count and their permissions', async () => {
    const roles = await list(admin, 'roles', { withCount: ['users'], paginate: 100 });
    expect(roles.data.map((role) => role.name).sort()).toEqual(['admin', 'client', 'client_own_tickets', 'only_own_company', 'only_own_tickets', 'operator', 'quote_token', 'read_only']);
    for (const role of roles.data) {
      const [{ n }] = await server.api.db.selectFrom('user_role').select(sql<number>`count(*)::int`.as('n')).where('role_id', '=', role.id).execute();
      expect(role.users_count).toBe(n);
    }
    const permissions = await list(admin, 'permissions', { where: [['name', 'like', 'tickets.%']], paginate: 100 });
    expect(permissions.data.map((permission) => permission.name)).toContain('tickets.index');
    const [{ n }] = await server.api.db.selectFrom('permissions').select(sql<number>`count(*)::int`.as('n')).execute();
    expect((await list(admin, 'permissions')).total).toBe(n);
    expect((await server.post('/permissions', { token: admin, body: { name: 'x.y' } })).status).toBe(404);
  });

  it('create a role with permissions synced, move its users, and delete it when empty', async () => {
    const permissions = (await list(admin, 'permissions', { where: [['name', 'like', 'tickets.%']], paginate: 100 })).data;
    const created = await server.post('/roles?load=permissions', {
      token: admin,
      body: { name: 'planner', display_name: 'Planner', operator: 1, relationships: { permissions: permissions.map((permission) => permission.id) } },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.permissions.map((permission: any) => permission.name).sort()).toEqual(permissions.map((permission) => permission.name).sort());
    expect((await server.post('/roles', { token: admin, body: { name: 'planner', display_name: 'Dubbel' } })).body.errors).toEqual({ name: ['Deze naam is al in gebruik.'] });
    expect((await server.post('/roles', { token: admin, body: { name: 'Met Spatie', display_name: 'X' } })).body.errors.name).toHaveLength(1);

    const role = created.body.data.id;
    const operatorRole = (await list(admin, 'roles', { where: [['name', 'operator']] })).data[0];
    const moving = (await server.api.db.selectFrom('user_role').select('user_id').where('role_id', '=', operatorRole.id).execute()).map((row) => row.user_id);
    expect((await server.post(`/roles/${operatorRole.id}/move`, { token: admin, body: {} })).body).toEqual({ message: 'Doelrol is verplicht.', errors: { to: ['Doelrol is verplicht.'] } });
    expect((await server.post(`/roles/${operatorRole.id}/move`, { token: admin, body: { to: 999999 } })).body.errors).toEqual({ to: ['Doelrol bestaat niet.'] });
    const clientRole = (await list(admin, 'roles', { where: [['name', 'client']] })).data[0];
    expect((await server.post(`/roles/${operatorRole.id}/move`, { token: admin, body: { to: clientRole.id } })).body.errors).toEqual({
      to: ['De doelrol moet van hetzelfde type zijn (behandelaars of contactpersonen).'],
    });
    const moved = await server.post(`/roles/${operatorRole.id}/move`, { token: admin, body: { to: role } });
    expect(moved.body).toEqual({ message: 'Gebruikers overgeplaatst!', moved: moving.length });
    const counts = await list(admin, 'roles', { whereIn: [['id', [role, operatorRole.id]]], withCount: ['users'] });
    expect(Object.fromEntries(counts.data.map((row) => [row.id, row.users_count]))).toEqual({ [role]: moving.length, [operatorRole.id]: 0 });

    expect((await server.del(`/roles/${role}`, { token: admin })).body.errors).toEqual({ id: ['Deze rol heeft nog gebruikers; verplaats ze eerst naar een andere rol.'] });
    expect((await server.del(`/roles/${operatorRole.id}`, { token: admin })).body.errors).toEqual({ id: ['Een standaardrol kan niet verwijderd worden.'] });
    await server.post(`/roles/${role}/move`, { token: admin, body: { to: String(operatorRole.id) } });
    expect((await server.del(`/roles/${role}`, { token: admin })).body).toEqual({ message: 'Item verwijderd.' });
  });
});

describe('modules', () => {
  it('answer 404 for every route of a resource whose module is off, until it is switched on', async () => {
    const declaration = declarations.find((candidate) => candidate.module && candidate.route)!;
    expect(declaration).toBeDefined();
    const modules = { mod_timer: true, [declaration.module!]: false };
    await server.api.seedTenant('zonder', 'Zonder Modules', 'small');
    await server.api.db.updateTable('tenants').set({ modules: JSON.stringify(modules) }).where('subdomain', '=', 'zonder').execute();
    const token = await server.login('admin@zonder.nl', { tenant: 'zonder' });
    const off = { status: 404, body: { message: 'Module niet actief.' } };
    expect(await server.get(`/${declaration.route}`, { token, tenant: 'zonder' })).toEqual(off);
    expect(await server.get(`/${declaration.route}/1`, { token, tenant: 'zonder' })).toEqual(off);
    if (declaration.permissions?.store) expect(await server.post(`/${declaration.route}`, { token, tenant: 'zonder', body: {} })).toEqual(off);
    expect((await server.get('/auth/me', { token, tenant: 'zonder' })).body.user.modules[declaration.module!]).toBe(false);
    // Without a token the answer stays 401, whatever the module.
    expect((await server.get(`/${declaration.route}`, { tenant: 'zonder' })).status).toBe(401);
  });
});
