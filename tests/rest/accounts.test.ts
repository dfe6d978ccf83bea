import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listQuery, startApi, type Paginated, type RunningApi } from '../support/api.ts';

let server: RunningApi;
let admin: string;
let demoId: number;

const LICENCE =
  'Een extra actieve behandelaar kost een extra licentie. Deze wordt pro rata gefactureerd voor de rest van de lopende periode. Bevestig dat je de extra licentie wilt afnemen.';
const INACTIVE = 'Deze behandelaar is niet actief en kan niet toegewezen worden.';

beforeAll(async () => {
  server = await startApi();
  admin = await server.login('admin@demo.nl');
  demoId = (await server.api.db.selectFrom('tenants').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow()).id;
});

afterAll(async () => {
  await server?.close();
});

async function list(route: string, builder?: unknown, token = admin): Promise<Paginated> {
  const answer = await server.get<Paginated>(`/${route}${listQuery(builder)}`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

const roleNames = async (id: number) =>
  (await server.get(`/operators/${id}?load=operator_roles`, { token: admin })).body.data.operator_roles.map((role: { name: string }) => role.name).sort();

const setTrial = (endsAt: Date | null) => server.api.db.updateTable('tenants').set({ trial_ends_at: endsAt }).where('id', '=', demoId).execute();

async function createOperator(body: Record<string, unknown>): Promise<number> {
  const answer = await server.post('/operators', { token: admin, body: { first_name: 'Test', last_name: 'Persoon', confirm_licence: true, ...body } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.id;
}

describe('operator type and role', () => {
  it('gives a new operator the role of its type', async () => {
    for (const [type, role] of [[1, 'operator'], [2, 'operator'], [3, 'only_own_tickets'], [4, 'read_only'], [5, 'only_own_company']] as const) {
      const id = await createOperator({ email: `type${type}@demo.nl`, is_operator: type });
      expect(await roleNames(id)).toEqual([role]);
    }
  });

  it('keeps a role chosen on create', async () => {
    const admins = (await list('roles', { where: [['name', 'admin']] })).data[0];
    const id = await createOperator({ email: 'gekozen@demo.nl', is_operator: 4, relationships: { operator_roles: [admins.id] } });
    expect(await roleNames(id)).toEqual(['admin']);
  });

  it('picks the role of the new type on update, keeping admin', async () => {
    const id = await createOperator({ email: 'wissel@demo.nl', is_operator: 1 });
    expect((await server.put(`/operators/${id}`, { token: admin, body: { is_operator: 4 } })).status).toBe(200);
    expect(await roleNames(id)).toEqual(['read_only']);

    const admins = (await list('roles', { where: [['name', 'admin']] })).data[0];
    const operators = (await list('roles', { where: [['name', 'operator']] })).data[0];
    await server.put(`/operators/${id}`, { token: admin, body: { relationships: { operator_roles: [admins.id, operators.id] } } });
    expect((await server.put(`/operators/${id}`, { token: admin, body: { is_operator: 3 } })).status).toBe(200);
    expect(await roleNames(id)).toEqual(['admin', 'only_own_tickets']);
  });

  it('takes the roles sent with a type change', async () => {
    const id = await createOperator({ email: 'samen@demo.nl', is_operator: 1 });
    const readOnly = (await list('roles', { where: [['name', 'read_only']] })).data[0];
    await server.put(`/operators/${id}`, { token: admin, body: { is_operator: 5, relationships: { operator_roles: [readOnly.id] } } });
    expect(await roleNames(id)).toEqual(['read_only']);
  });

  it('stores the acronym in capitals, at most 2 characters', async () => {
    const id = await createOperator({ email: 'afkorting@demo.nl', acronym: 'ab' });
    expect((await server.get(`/operators/${id}`, { token: admin })).body.data.acronym).toBe('AB');
    expect((await server.put(`/operators/${id}`, { token: admin, body: { acronym: 'abc' } })).body.errors).toEqual({ acronym: ['Afkorting mag maximaal 2 tekens bevatten.'] });
  });
});

describe('licence confirmation', () => {
  it('refuses an unconfirmed new active operator outside a trial, with the warning', async () => {
    await setTrial(null);
    const refused = await server.post('/operators', { token: admin, body: { first_name: 'Lies', last_name: 'Licentie', email: 'lies@demo.nl' } });
    expect(refused).toEqual({ status: 422, body: { message: expect.any(String), errors: { confirm_licence: [LICENCE] } } });
    expect(await server.api.db.selectFrom('users').select('id').where('email', '=', 'lies@demo.nl').executeTakeFirst()).toBeUndefined();
    const inactive = await server.post('/operators', { token: admin, body: { first_name: 'Lies', last_name: 'Licentie', email: 'lies@demo.nl', is_active: false } });
    expect(inactive.status).toBe(201);
    const id = inactive.body.data.id;

    expect((await server.put(`/operators/${id}`, { token: admin, body: { is_active: true } })).body.errors).toEqual({ confirm_licence: [LICENCE] });
    expect((await server.put(`/operators/${id}`, { token: admin, body: { first_name: 'Liesbeth' } })).status).toBe(200);
    const confirmed = await server.put(`/operators/${id}`, { token: admin, body: { is_active: true, confirm_licence: true } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.is_active).toBe(true);
    expect(confirmed.body.data).not.toHaveProperty('confirm_licence');
  });

  it('asks nothing while the tenant is on trial', async () => {
    await setTrial(new Date(Date.now() + 14 * 86_400_000));
    try {
      expect((await server.post('/operators', { token: admin, body: { first_name: 'Tim', last_name: 'Trial', email: 'tim@demo.nl' } })).status).toBe(201);
    } finally {
      await setTrial(null);
    }
  });
});

describe('e-mail lookup and migration of a contact', () => {
  it('tells whether an address belongs to a contact or an operator', async () => {
    const contact = (await list('clients', { where: [['email', 'like', '%@%']], paginate: 1 })).data[0];
    expect((await server.post('/operators/lookup', { token: admin, body: { email: contact.email.toUpperCase() } })).body.data).toEqual({
      exists: true,
      kind: 'contact',
      id: contact.id,
      full_name: contact.full_name,
      archived: false,
    });
    expect((await server.post('/operators/lookup', { token: admin, body: { email: 'bram@demo.nl' } })).body.data).toMatchObject({ exists: true, kind: 'operator' });
    expect((await server.post('/operators/lookup', { token: admin, body: { email: 'niemand@demo.nl' } })).body.data).toMatchObject({ exists: false, kind: null });
    expect((await server.post('/operators/lookup', { token: admin, body: {} })).body.errors).toEqual({ email: ['E-mailadres is verplicht.'] });
    const operator = await server.login('bram@demo.nl');
    expect((await server.post('/operators/lookup', { token: operator, body: { email: 'bram@demo.nl' } })).body.permission).toBe('operators.store');
  });

  it('turns the contact into an operator, keeping its tickets', async () => {
    const contact = (await list('clients', { whereHas: [['tickets', {}]], paginate: 1 })).data[0];
    const tickets = (await list('tickets', { where: [['client_id', contact.id]] })).total;
    expect((await server.post('/operators/migrate', { token: admin, body: { email: contact.email } })).body.errors).toEqual({ confirm_licence: [LICENCE] });

    const answer = await server.post('/operators/migrate', { token: admin, body: { email: contact.email, is_operator: 2, confirm_licence: true } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.message).toBe('Gebruiker gemigreerd van contactpersoon naar behandelaar!');
    expect(answer.body.data).toMatchObject({ id: contact.id, is_operator: 2, is_active: true });
    expect(await roleNames(contact.id)).toEqual(['operator']);
    const roles = await server.api.db
      .selectFrom('user_role')
      .innerJoin('roles', 'roles.id', 'user_role.role_id')
      .select('roles.operator')
      .where('user_role.user_id', '=', contact.id)
      .execute();
    expect(roles.every((role) => role.operator === 1)).toBe(true);
    expect((await server.get(`/clients/${contact.id}`, { token: admin })).status).toBe(404);
    expect((await list('tickets', { where: [['client_id', contact.id]] })).total).toBe(tickets);
    expect((await server.post('/operators/migrate', { token: admin, body: { email: contact.email, confirm_licence: true } })).body.errors).toEqual({
      email: ['Er is geen contactpersoon met dit e-mailadres.'],
    });
  });
});

describe('inactive operators', () => {
  let inactiveId: number;
  let ticketId: number;

  beforeAll(async () => {
    inactiveId = await createOperator({ email: 'slaper@demo.nl', password: 'Slaper-2026!' });
    ticketId = (await list('tickets', { paginate: 1 })).data[0].id;
    expect((await server.put(`/tickets/${ticketId}`, { token: admin, body: { operator_id: inactiveId } })).status).toBe(200);
    expect((await server.put(`/operators/${inactiveId}`, { token: admin, body: { is_active: false } })).status).toBe(200);
  });

  it('cannot log in', async () => {
    const answer = await server.post('/auth/login?operator=true', { body: { username: 'slaper@demo.nl', password: 'Slaper-2026!' } });
    expect(answer.status).toBe(422);
  });

  it('are not offered in the reference list', async () => {
    const me = (await server.get('/auth/me', { token: admin })).body;
    const ids = me.lists.operators.map((operator: { id: number }) => operator.id);
    expect(ids).not.toContain(inactiveId);
    expect(ids.length).toBeGreaterThan(0);
  });

  it('cannot be assigned, while an existing assignment stays', async () => {
    const other = (await list('tickets', { where: [['id', '<>', ticketId]], paginate: 1 })).data[0];
    expect((await server.put(`/tickets/${other.id}`, { token: admin, body: { operator_id: inactiveId } })).body.errors).toEqual({ operator_id: [INACTIVE] });
    expect((await server.post('/tickets/assign', { token: admin, body: { ids: [other.id], operator: inactiveId } })).body.errors).toEqual({ operator: [INACTIVE] });
    expect((await server.post('/tasks', { token: admin, body: { task: 'Bellen', ticket_id: other.id, operator_id: inactiveId } })).body.errors).toMatchObject({ operator_id: [INACTIVE] });
    expect((await server.put(`/companies/${other.company_id ?? (await list('companies', { paginate: 1 })).data[0].id}`, { token: admin, body: { operator_id: inactiveId } })).body.errors).toEqual({
      operator_id: [INACTIVE],
    });

    const kept = await server.put(`/tickets/${ticketId}?load=operator`, { token: admin, body: { operator_id: inactiveId, description: 'Nog steeds van de slaper' } });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.data.operator.id).toBe(inactiveId);
  });

  it('copies the system makes of their work go unassigned instead of failing', async () => {
    const clone = await server.post(`/tickets/${ticketId}/clone`, { token: admin });
    expect(clone.status, JSON.stringify(clone.body)).toBe(201);
    expect(clone.body.data.operator_id).toBeNull();
    const deal = await server.post(`/tickets/${ticketId}/make-deal`, { token: admin });
    expect(deal.status, JSON.stringify(deal.body)).toBe(201);
    expect(deal.body.data.operator_id).toBeNull();
  });

  it('archived operators cannot be assigned either', async () => {
    const archived = await createOperator({ email: 'archief@demo.nl' });
    await server.post(`/operators/${archived}/archive`, { token: admin });
    const ticket = (await list('tickets', { paginate: 1 })).data[0];
    expect((await server.put(`/tickets/${ticket.id}`, { token: admin, body: { operator_id: archived } })).body.errors).toEqual({ operator_id: [INACTIVE] });
  });
});

describe('roles', () => {
  it('count their users in list and detail', async () => {
    const role = (await list('roles', { where: [['name', 'read_only']] })).data[0];
    const users = await server.api.db.selectFrom('user_role').select(sql<number>`count(*)::int`.as('n')).where('role_id', '=', role.id).executeTakeFirstOrThrow();
    expect(role.users_count).toBe(users.n);
    expect((await server.get(`/roles/${role.id}`, { token: admin })).body.data.users_count).toBe(users.n);
  });

  it('a permission taken from a role is refused on the users’ next request', async () => {
    const reader = await server.login('lezer@demo.nl');
    expect((await server.get('/companies', { token: reader })).status).toBe(200);
    const role = (await server.get(`/roles/${(await list('roles', { where: [['name', 'read_only']] })).data[0].id}?load=permissions`, { token: admin })).body.data;
    const kept = role.permissions.filter((permission: { name: string }) => permission.name !== 'companies.index').map((permission: { id: number }) => permission.id);
    expect(kept.length).toBe(role.permissions.length - 1);
    expect((await server.put(`/roles/${role.id}`, { token: admin, body: { relationships: { permissions: kept } } })).status).toBe(200);
    expect(await server.get('/companies', { token: reader })).toMatchObject({ status: 403, body: { permission: 'companies.index' } });
    const restored = [...kept, role.permissions.find((permission: { name: string }) => permission.name === 'companies.index').id];
    await server.put(`/roles/${role.id}`, { token: admin, body: { relationships: { permissions: restored } } });
    expect((await server.get('/companies', { token: reader })).status).toBe(200);
  });
});
