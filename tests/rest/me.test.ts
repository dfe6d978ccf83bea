import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_LISTS } from '../../api/src/auth/reference-lists.ts';
import { declarations } from '../../api/src/resources/registry.ts';
import { listQuery, startApi, type Paginated, type RunningApi } from '../support/api.ts';

let server: RunningApi;
let token: string;

beforeAll(async () => {
  server = await startApi();
  token = await server.login('admin@demo.nl');
});

afterAll(async () => {
  await server?.close();
});

async function list(route: string, builder?: unknown, as = token): Promise<Paginated> {
  const answer = await server.get<Paginated>(`/${route}${listQuery(builder)}`, { token: as });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

describe('GET /auth/me', () => {
  it('gives the user with permissions, roles, modules, tenant configuration and preferences', async () => {
    const { user, tenant } = (await server.get('/auth/me', { token })).body;
    expect(user).toMatchObject({ email: 'admin@demo.nl', full_name: 'Anna de Vries', roles: ['admin'], preferences: {} });
    expect(user.permissions_names).toContain('companies.merge');
    expect(user.modules).toMatchObject({ mod_timer: true, mod_invoicing: true });
    expect(user.configs).toMatchObject({ 'app.company_name': 'Balie Demo', 'ticketing.ticket_fields_config': [], 'styling.app_color': '#2b6cb0' });
    expect(tenant).toEqual({ subdomain: 'demo', name: 'Balie Demo' });
  });

  it('gives every reference list of core §3, filled from the resource of that name', async () => {
    const { lists, user } = (await server.get('/auth/me', { token })).body;
    expect(Object.keys(lists).sort()).toEqual(Object.keys(REFERENCE_LISTS).sort());
    const routes = new Map(declarations.filter((declaration) => declaration.route).map((declaration) => [declaration.name, declaration]));
    for (const [name, resource] of Object.entries(REFERENCE_LISTS)) {
      expect(Array.isArray(lists[name]), name).toBe(true);
      const declaration = routes.get(resource);
      if (!declaration || name.startsWith('roles')) continue;
      if (declaration.module && !user.modules[declaration.module]) {
        expect(lists[name], name).toEqual([]);
        continue;
      }
      // Operator pickers offer only operators that can be assigned: active and not archived.
      const page = await list(declaration.route!, { paginate: 100, ...(name === 'operators' ? { where: [['is_active', true]], whereNull: ['archived_at'] } : {}) });
      if (page.total <= 100) {
        expect(lists[name].map((row: any) => row.id).sort(), name).toEqual(page.data.map((row) => row.id).sort());
      }
    }
    expect(lists.rolesOperator.map((role: any) => role.name).sort()).toEqual(['admin', 'only_own_company', 'only_own_tickets', 'operator', 'read_only']);
    expect(lists.rolesClient.map((role: any) => role.name).sort()).toEqual(['client', 'client_own_tickets', 'quote_token']);
    expect(lists.operatorTypes.map((type: any) => type.id)).toEqual([1, 2, 3, 4, 5]);
    expect(lists.ticketStatuses.map((status: any) => status.internal_type)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(lists.configs.find((config: any) => config.name === 'ticketing.ticket_fields_config').value).toEqual([]);
  });
});

describe('POST /auth/me', () => {
  it('stores preferences per route, merged with what is stored; null forgets one', async () => {
    const tickets = { order: { field: 'updated_at', direction: 'DESC' }, perPage: 25, columns: [{ id: 'reference', visible: true }] };
    const first = await server.post('/auth/me', { token, body: { relationships: { configs: { tickets } } } });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.user.preferences).toEqual({ tickets });
    const second = await server.post('/auth/me', { token, body: { relationships: { configs: [{ name: 'companies', value: { perPage: 50 } }] } } });
    expect(second.body.user.preferences).toEqual({ tickets, companies: { perPage: 50 } });
    expect((await server.get('/auth/me', { token })).body.user.preferences).toEqual({ tickets, companies: { perPage: 50 } });
    const cleared = await server.post('/auth/me', { token, body: { relationships: { configs: { tickets: null } } } });
    expect(cleared.body.user.preferences).toEqual({ companies: { perPage: 50 } });
    // Another user's preferences are untouched.
    expect((await server.get('/auth/me', { token: await server.login('bram@demo.nl') })).body.user.preferences).toEqual({});
  });

  it('refuses anything else', async () => {
    expect((await server.post('/auth/me', { token, body: { first_name: 'Piet' } })).body.errors).toEqual({ first_name: ['Onbekend veld: first_name.'] });
    expect((await server.post('/auth/me', { token, body: {} })).body.errors).toEqual({ 'relationships.configs': ['Geef de voorkeuren op in relationships.configs.'] });
    expect((await server.post('/auth/me', { token, body: { relationships: { configs: 'x' } } })).body.errors).toEqual({
      'relationships.configs': ['Voorkeuren: een object per naam, of een lijst met name en value, verwacht.'],
    });
    expect((await server.post('/auth/me', { token, body: { relationships: { configs: [{ value: 1 }] } } })).body.errors).toEqual({
      'relationships.configs': ['Een voorkeur heeft een naam van 1 tot 200 tekens.'],
    });
    expect((await server.post('/auth/me', { token, body: { relationships: { configs: { huge: 'x'.repeat(250_000) } } } })).body.errors).toEqual({
      'relationships.configs': ['De voorkeuren zijn te groot.'],
    });
    expect((await server.post('/auth/me', { body: { relationships: { configs: {} } } })).status).toBe(401);
  });
});

describe('GET /phone/{phone}', () => {
  it('finds a contact by telephone or mobile, then a company, whatever the notation', async () => {
    const contact = (await list('clients', { paginate: 1 })).data[0];
    await server.put(`/clients/${contact.id}`, { token, body: { telephone_cell: '+31 (0)6-1122 3344' } });
    for (const phone of ['0611223344', '+31611223344', '0031 6 11 22 33 44']) {
      expect((await server.get(`/phone/${encodeURIComponent(phone)}`, { token })).body, phone).toEqual({ type: 'clients', id: contact.id });
    }
    const company = (await list('companies', { paginate: 1 })).data[0];
    await server.put(`/companies/${company.id}`, { token, body: { telephone: '020-555 12 34' } });
    expect((await server.get('/phone/0205551234', { token })).body).toEqual({ type: 'companies', id: company.id });
    expect(await server.get('/phone/0209999999', { token })).toEqual({ status: 200, body: 'notfound' });
    expect((await server.get('/phone/12', { token })).body).toBe('notfound');
    // A caller who may not list contacts or companies finds nobody.
    const client = await server.login('klant@demo.nl', { contact: true });
    expect((await server.get('/phone/0611223344', { token: client })).body).toBe('notfound');
  });
});

describe('public system routes', () => {
  it('GET /version.json answers a version and a build without a token', async () => {
    const answer = await server.get('/version.json');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ version: expect.stringMatching(/^\d+\.\d+\.\d+/), build: expect.any(String) });
    expect(answer.body.build.length).toBeGreaterThan(0);
    expect((await server.get('/version.json')).body).toEqual(answer.body);
  });

  it('GET /system/status answers without a token', async () => {
    expect((await server.get('/system/status')).body).toEqual({ setup_completed: true, trial_ends_in: null, tenant: 'demo' });
  });
});
