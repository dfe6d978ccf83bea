import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listQuery, startApi, type Paginated, type RunningApi } from '../support/api.ts';

let server: RunningApi;
let token: string;
let demoId: number;

beforeAll(async () => {
  server = await startApi();
  token = await server.login('admin@demo.nl');
  demoId = (await server.api.db.selectFrom('tenants').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow()).id;
});

afterAll(async () => {
  await server?.close();
});

async function list(route: string, builder?: unknown, params: Record<string, string | number> = {}): Promise<Paginated> {
  const answer = await server.get<Paginated>(`/${route}${listQuery(builder, params)}`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

const db = () => server.api.db;
const liveTickets = () => db().selectFrom('tickets').where('tickets.tenant_id', '=', demoId).where('is_template', '=', false).where('deleted_at', 'is', null);

describe('with', () => {
  it('embeds belongs-to, has-many and belongs-to-many relations, nested ones too', async () => {
    const countries = await list('countries');
    const country = countries.data[0] ?? (await server.post('/countries', { token, body: { name: 'Nederland', code: 'NL' } })).body.data;
    const company = (await list('companies', { paginate: 1 })).data[0];
    await server.put(`/companies/${company.id}`, { token, body: { country_id: country.id } });

    const page = await list('tickets', { where: [['company_id', company.id]], with: ['company.country', 'company.clients', 'operator'], paginate: 5 });
    expect(page.data.length).toBeGreaterThan(0);
    for (const ticket of page.data) {
      expect(ticket.company).toMatchObject({ id: company.id, country: { id: country.id, name: country.name } });
      const linked = await db().selectFrom('company_user').select('user_id').where('company_id', '=', company.id).execute();
      expect(ticket.company.clients.map((client: any) => client.id).sort()).toEqual(linked.map((row) => row.user_id).sort());
      expect(ticket.operator === null ? null : ticket.operator.id).toBe(ticket.operator_id);
    }
    const withTickets = await list('companies', { where: [['id', company.id]], with: ['tickets'] });
    const [{ n }] = await liveTickets().select(sql<number>`count(*)::int`.as('n')).where('company_id', '=', company.id).execute();
    expect(withTickets.data[0].tickets).toHaveLength(n);
    expect(withTickets.data[0].tickets.every((ticket: any) => ticket.company_id === company.id)).toBe(true);
  });

  it('embeds polymorphic parents in their own shape', async () => {
    const page = await list('messages', { where: [['morphable_type', 'tickets']], with: ['morphable.company'], paginate: 5 });
    for (const message of page.data) {
      expect(message.morphable).toMatchObject({ id: message.morphable_id, reference: expect.any(String) });
      expect(message.morphable.company?.id ?? null).toBe(message.morphable.company_id);
    }
  });
});

describe('withCount, loadCount and append', () => {
  it('count related rows as {relation}_count, equal to the database', async () => {
    const page = await list('companies', { withCount: ['tickets', 'clients'], append: ['_label'], paginate: 100 });
    for (const company of page.data) {
      const [{ n }] = await liveTickets().select(sql<number>`count(*)::int`.as('n')).where('company_id', '=', company.id).execute();
      const contacts = await db().selectFrom('company_user').innerJoin('users', 'users.id', 'company_user.user_id').select('users.id').where('company_id', '=', company.id).where('users.is_operator', '=', 0).execute();
      expect(company.tickets_count).toBe(n);
      expect(company.clients_count).toBe(contacts.length);
      expect(company._label).toBe(company.name);
    }
  });

  it('find takes load, append and loadCount', async () => {
    const ticket = (await list('tickets', { paginate: 1 })).data[0];
    const answer = await server.get(`/tickets/${ticket.id}?load=company,messages&append=_label&loadCount=messages`, { token });
    expect(answer.status).toBe(200);
    const [{ n }] = await db().selectFrom('messages').select(sql<number>`count(*)::int`.as('n')).where('morphable_type', '=', 'tickets').where('morphable_id', '=', ticket.id).execute();
    expect(answer.body.data).toMatchObject({ id: ticket.id, company: { id: ticket.company_id }, messages_count: n, _label: expect.stringContaining(ticket.reference) });
    expect(answer.body.data.messages).toHaveLength(n);
  });
});

describe('whereHas', () => {
  it('filters on a related record with a nested builder', async () => {
    const page = await list('tickets', { whereHas: [['company', { where: [['name', 'like', '%B.V.%']] }]], with: ['company'], paginate: 100 });
    expect(page.total).toBeGreaterThan(0);
    expect(page.data.every((ticket) => ticket.company.name.includes('B.V.'))).toBe(true);
    const [{ n }] = await liveTickets()
      .innerJoin('companies', 'companies.id', 'tickets.company_id')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('companies.name', 'like', '%B.V.%')
      .execute();
    expect(page.total).toBe(n);
  });

  it('works over belongs-to-many and has-many relations, and nested paths', async () => {
    const company = (await list('companies', { paginate: 1 })).data[0];
    const contacts = await list('clients', { whereHas: [['companies', { where: [['id', company.id]] }]], paginate: 100 });
    const linked = await db().selectFrom('company_user').innerJoin('users', 'users.id', 'company_user.user_id').select('users.id').where('company_id', '=', company.id).where('users.is_operator', '=', 0).where('users.archived_at', 'is', null).execute();
    expect(contacts.data.map((client) => client.id).sort()).toEqual(linked.map((row) => row.id).sort());

    const open = (await list('ticket-statuses')).data.find((status) => status.internal_type === 1);
    const busy = await list('companies', { whereHas: [['tickets', { where: [['status_id', open.id]] }]], paginate: 100 });
    const expected = await liveTickets().select('company_id').distinct().where('status_id', '=', open.id).where('company_id', 'is not', null).execute();
    expect(busy.total).toBe(expected.length);

    const countryId = (await list('companies', { where: [['country_id', '!=', null]], paginate: 1 })).data[0]?.country_id;
    // The first test gave a company a country.
    expect(countryId).toBeGreaterThan(0);
    const viaCountry = await list('tickets', { whereHas: [['company.country', { where: [['id', countryId]] }]], with: ['company'], paginate: 100 });
    expect(viaCountry.total).toBeGreaterThan(0);
    expect(viaCountry.data.every((ticket) => ticket.company.country_id === countryId)).toBe(true);
  });

  it('works over a polymorphic relation', async () => {
    const ticket = (await list('tickets', { paginate: 1 })).data[0];
    const page = await list('messages', { whereHas: [['morphable', { where: [['id', ticket.id]] }]], paginate: 100 });
    const [{ n }] = await db().selectFrom('messages').select(sql<number>`count(*)::int`.as('n')).where('morphable_type', '=', 'tickets').where('morphable_id', '=', ticket.id).execute();
    expect(page.total).toBe(n);
  });
});

describe('filters', () => {
  it('whereNull and whereBetween', async () => {
    const unassigned = await list('tickets', { whereNull: ['operator_id'], paginate: 100 });
    expect(unassigned.data.every((ticket) => ticket.operator_id === null)).toBe(true);
    const [{ n }] = await liveTickets().select(sql<number>`count(*)::int`.as('n')).where('operator_id', 'is', null).execute();
    expect(unassigned.total).toBe(n);
    const from = new Date(Date.now() - 40 * 86400_000).toISOString();
    const to = new Date(Date.now() - 20 * 86400_000).toISOString();
    const between = await list('tickets', { whereBetween: [['created_at', [from, to]]], paginate: 100 });
    const [{ m }] = await liveTickets().select(sql<number>`count(*)::int`.as('m')).where('created_at', '>=', from).where('created_at', '<=', to).execute();
    expect(between.total).toBe(m);
  });

  it('fullSearch finds what s finds', async () => {
    const viaS = await list('tickets', { paginate: 100 }, { s: 'printer' });
    const viaBuilder = await list('tickets', { fullSearch: 'printer', paginate: 100 });
    expect(viaS.total).toBeGreaterThan(0);
    expect(viaBuilder.data.map((ticket) => ticket.id)).toEqual(viaS.data.map((ticket) => ticket.id));
    const contacts = await list('clients', { fullSearch: 'jansen' });
    expect(contacts.data.every((client) => `${client.full_name} ${client.email}`.toLowerCase().includes('jansen'))).toBe(true);
  });

  it('named scopes are builder keys', async () => {
    const ticket = (await list('tickets', { paginate: 1 })).data[0];
    const pinned = await list('messages', { where: [['morphable_type', 'tickets'], ['morphable_id', ticket.id]], whereIsPinned: true, paginate: 100 });
    expect(pinned.data.every((message) => message.is_pinned)).toBe(true);
  });
});

describe('orderBy on a related record', () => {
  const names = async (table: 'companies' | 'users', ids: (number | null)[], column: string) => {
    const known = ids.filter((id): id is number => id !== null);
    const rows = known.length === 0 ? [] : await db().selectFrom(table).select(['id', sql<string>`${sql.raw(column)}`.as('v')]).where('id', 'in', known).execute();
    const byId = new Map(rows.map((row) => [row.id, row.v]));
    return ids.map((id) => (id === null ? null : byId.get(id)!));
  };
  // PostgreSQL puts empty values last going up and first going down; the rest in its own collation.
  const collated = async (values: (string | null)[], direction: 'asc' | 'desc') => {
    const present = values.filter((value): value is string => value !== null);
    const rows = await db().selectNoFrom(sql<string[]>`array(select unnest(${sql.val(present)}::text[]) as v order by v ${sql.raw(direction)})`.as('sorted')).executeTakeFirstOrThrow();
    const empty = values.filter((value) => value === null);
    return direction === 'asc' ? [...rows.sorted, ...empty] : [...empty, ...rows.sorted];
  };

  it.each([
    ['company.name', 'asc', 'companies', 'company_id', 'name'],
    ['company.name', 'desc', 'companies', 'company_id', 'name'],
    ['client.full_name', 'asc', 'users', 'client_id', "concat_ws(' ', first_name, prefix, last_name)"],
    ['operator.full_name', 'desc', 'users', 'operator_id', "concat_ws(' ', first_name, prefix, last_name)"],
  ] as const)('%s %s orders tickets by the related name', async (column, direction, table, key, expression) => {
    const page = await list('tickets', { orderBy: [[column, direction]], paginate: 100 });
    expect(page.data.length).toBeGreaterThan(1);
    const values = await names(table, page.data.map((ticket) => ticket[key]), expression);
    expect(values).toEqual(await collated(values, direction));
    const distinct = new Set(values.filter((value) => value !== null));
    expect(distinct.size).toBeGreaterThan(1);
  });

  it('pages deep into the list the same way from the back', async () => {
    const first = await list('tickets', { orderBy: [['company.name', 'asc']], paginate: 10 });
    const last = await list('tickets', { orderBy: [['company.name', 'asc']], paginate: 10 }, { page: first.last_page });
    const reversed = await list('tickets', { orderBy: [['company.name', 'desc']], paginate: 10 });
    expect(last.data.at(-1).company_id).toBe(reversed.data[0].company_id);
  });

  it('is refused, naming the permission, to a role that cannot read the relation', async () => {
    const contact = await server.login('klant@demo.nl', { contact: true });
    expect((await server.get(`/tickets${listQuery({ orderBy: [['description', 'asc']] })}`, { token: contact })).status).toBe(200);
    const answer = await server.get(`/tickets${listQuery({ orderBy: [['company.name', 'asc']] })}`, { token: contact });
    expect(answer).toMatchObject({ status: 403, body: { permission: 'companies.index' } });
  });
});

describe('refusals', () => {
  it.each([
    [{ with: ['company.geheim'] }, 'Onbekende relatie: company.geheim.'],
    [{ withCount: ['geheim'] }, 'Onbekende relatie: geheim.'],
    [{ whereHas: [['company', { where: [['password_hash', 'x']] }]] }, 'Onbekende kolom: password_hash.'],
    [{ whereHas: [['company', { paginate: 5 }]] }, 'Onbekende sleutel in whereHas: paginate.'],
    [{ append: ['password_hash'] }, 'Onbekend extra veld: password_hash.'],
    [{ whereNull: ['password_hash'] }, 'Onbekende kolom: password_hash.'],
    [{ whereBetween: [['created_at', ['2026-01-01']]] }, 'Ongeldige opbouw van whereBetween: twee grenzen verwacht.'],
    [{ orderBy: [['description; drop table tickets', 'asc']] }, 'Onbekende kolom: description; drop table tickets.'],
    [{ orderBy: [['geheim.name', 'asc']] }, 'Onbekende relatie: geheim.'],
    [{ orderBy: [['company.password_hash', 'asc']] }, 'Onbekende kolom: password_hash.'],
    [{ orderBy: [['messages.created_at', 'asc']] }, 'Op relatie messages kan niet gesorteerd worden.'],
  ])('%j answers 422 naming it', async (builder, message) => {
    const answer = await server.get(`/tickets${listQuery(builder)}`, { token });
    expect(answer).toEqual({ status: 422, body: { message, errors: { builder: [message] } } });
  });

  it('find refuses unknown load, append and loadCount', async () => {
    const ticket = (await list('tickets', { paginate: 1 })).data[0];
    expect((await server.get(`/tickets/${ticket.id}?load=geheim`, { token })).body.errors).toEqual({ load: ['Onbekende relatie: geheim.'] });
    expect((await server.get(`/tickets/${ticket.id}?loadCount=geheim`, { token })).body.errors).toEqual({ loadCount: ['Onbekende relatie: geheim.'] });
    expect((await server.get(`/tickets/${ticket.id}?append=geheim`, { token })).body.errors).toEqual({ append: ['Onbekend extra veld: geheim.'] });
  });
});
