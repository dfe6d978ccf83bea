import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../api/src/resources/clients.ts';
import { tickets } from '../../api/src/resources/tickets.ts';
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

/** The same count straight from the database, as a second opinion on the API's totals. */
async function countTickets(where: (query: any) => any = (query) => query): Promise<number> {
  const base = server.api.db
    .selectFrom('tickets')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('tenant_id', '=', demoId)
    .where('is_template', '=', false)
    .where('deleted_at', 'is', null);
  return ((await where(base).executeTakeFirstOrThrow()) as { n: number }).n;
}

const sorted = <T>(values: T[], direction: 'asc' | 'desc') =>
  values.every((value, index) => index === 0 || (direction === 'asc' ? values[index - 1] <= value : values[index - 1] >= value));

describe('ticket list', () => {
  it('pages 15 at a time, newest update first, with totals that match the database', async () => {
    const page = await list('tickets');
    const total = await countTickets();
    expect(total).toBeGreaterThanOrEqual(500);
    expect(page).toMatchObject({ current_page: 1, per_page: 15, total, last_page: Math.ceil(total / 15), from: 1, to: 15 });
    expect(page.data).toHaveLength(15);
    expect(sorted(page.data.map((ticket) => ticket.updated_at), 'desc')).toBe(true);
    // Exactly the declared fields, in declaration order.
    expect(Object.keys(page.data[0])).toEqual(Object.keys(tickets.fields));
    expect(page.data[0].created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it.each(['=', '!=', '<', '<=', '>', '>='] as const)('filters with where %s', async (op) => {
    const pivot = 300;
    const page = await list('tickets', { where: [['id', op, pivot]], paginate: 100 });
    const holds = { '=': (id: number) => id === pivot, '!=': (id: number) => id !== pivot, '<': (id: number) => id < pivot, '<=': (id: number) => id <= pivot, '>': (id: number) => id > pivot, '>=': (id: number) => id >= pivot }[op];
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((ticket) => holds(ticket.id))).toBe(true);
    expect(page.total).toBe(await countTickets((query) => query.where('id', op === '!=' ? '<>' : op, pivot)));
  });

  it('filters on timestamps and treats a pair as equality', async () => {
    const since = new Date(Date.now() - 14 * 24 * 3600 * 1000).toISOString();
    const recent = await list('tickets', { where: [['updated_at', '>=', since]], paginate: 100 });
    expect(recent.data.every((ticket) => ticket.updated_at >= since)).toBe(true);
    expect(recent.total).toBe(await countTickets((query) => query.where('updated_at', '>=', since)));

    const statuses = (await list('ticket-statuses')).data;
    const totals = await Promise.all(statuses.map(async (status) => (await list('tickets', { where: [['status_id', status.id]] })).total));
    expect(totals.reduce((sum, n) => sum + n, 0)).toBe(await countTickets());
  });

  it('filters with like (case-sensitive) and ilike (not)', async () => {
    const like = await list('tickets', { where: [['description', 'like', '%printer%']], paginate: 100 });
    expect(like.total).toBeGreaterThan(0);
    expect(like.data.every((ticket) => ticket.description.includes('printer'))).toBe(true);
    const ilike = await list('tickets', { where: [['description', 'ilike', '%PRINTER%']], paginate: 100 });
    expect(ilike.data.every((ticket) => ticket.description.toLowerCase().includes('printer'))).toBe(true);
    expect(ilike.total).toBeGreaterThan(like.total);
    expect(ilike.total).toBe(await countTickets((query) => query.where('description', 'ilike', '%printer%')));
  });

  it('filters with whereIn, whereNull and whereBetween', async () => {
    const statuses = (await list('ticket-statuses')).data.slice(0, 2).map((status) => status.id);
    const either = await list('tickets', { whereIn: [['status_id', statuses]], paginate: 100 });
    expect(either.data.every((ticket) => statuses.includes(ticket.status_id))).toBe(true);
    const separately = await Promise.all(statuses.map(async (id) => (await list('tickets', { where: [['status_id', id]] })).total));
    expect(either.total).toBe(separately[0] + separately[1]);
    expect((await list('tickets', { whereIn: [['status_id', []]] })).total).toBe(0);

    const unassigned = await list('tickets', { whereNull: ['operator_id'], paginate: 100 });
    expect(unassigned.total).toBeGreaterThan(0);
    expect(unassigned.data.every((ticket) => ticket.operator_id === null)).toBe(true);
    const assigned = await list('tickets', { where: [['operator_id', '!=', null]] });
    expect(unassigned.total + assigned.total).toBe(await countTickets());

    const from = new Date(Date.now() - 30 * 24 * 3600 * 1000).toISOString();
    const to = new Date(Date.now() - 10 * 24 * 3600 * 1000).toISOString();
    const between = await list('tickets', { whereBetween: [['created_at', [from, to]]], paginate: 100 });
    expect(between.data.every((ticket) => ticket.created_at >= from && ticket.created_at <= to)).toBe(true);
    expect(between.total).toBe(await countTickets((query) => query.where('created_at', '>=', from).where('created_at', '<=', to)));
  });

  it.each(['asc', 'desc'] as const)('sorts with orderBy %s', async (direction) => {
    const byReference = await list('tickets', { orderBy: [['reference', direction]], paginate: 50 });
    expect(sorted(byReference.data.map((ticket) => ticket.reference), direction)).toBe(true);
    const byCreated = await list('tickets', { orderBy: [['created_at', direction]], paginate: 50, where: [['status_id', '!=', 2]] });
    expect(sorted(byCreated.data.map((ticket) => ticket.created_at), direction)).toBe(true);
    const first = await list('tickets', { orderBy: [['id', direction]], paginate: 1 });
    const [{ min, max }] = await server.api.db
      .selectFrom('tickets')
      .select([sql<number>`min(id)`.as('min'), sql<number>`max(id)`.as('max')])
      .where('tenant_id', '=', demoId)
      .where('is_template', '=', false)
      .where('deleted_at', 'is', null)
      .execute();
    expect(first.data[0].id).toBe(direction === 'asc' ? min : max);
  });

  it('pages with paginate and page, and the pages join up to the whole list', async () => {
    const builder = { orderBy: [['updated_at', 'desc']], where: [['status_id', '!=', 2]] };
    const all = await list('tickets', { ...builder, paginate: 100 });
    const third = await list('tickets', { ...builder, paginate: 7 }, { page: 3 });
    expect(third).toMatchObject({ current_page: 3, per_page: 7, from: 15, to: 21, total: all.total, last_page: Math.ceil(all.total / 7) });
    expect(third.data.map((ticket) => ticket.id)).toEqual(all.data.slice(14, 21).map((ticket) => ticket.id));

    const beyond = await list('tickets', builder, { page: 999 });
    expect(beyond).toMatchObject({ data: [], from: null, to: null, total: all.total, current_page: 999 });
  });

  it('searches reference, description, company and client with s', async () => {
    // The conversation counts too (tests/rest/search.test.ts): every ticket with the word in its
    // description, and the others through a message.
    const printer = await list('tickets', { with: ['company', 'client'], paginate: 100 }, { s: 'printer' });
    const inConversation = (query: any) =>
      query.where((eb: any) =>
        eb.or([
          eb('description', 'ilike', '%printer%'),
          eb('id', 'in', eb.selectFrom('messages').select('morphable_id').where('morphable_type', '=', 'tickets').where('message', 'ilike', '%printer%')),
        ]),
      );
    expect(printer.total).toBe(await countTickets(inConversation));
    expect(printer.total).toBeGreaterThan(await countTickets((query) => query.where('description', 'ilike', '%printer%')));

    const company = (await list('companies', { where: [['name', 'ilike', '%Groenrijk%']] })).data[0];
    const byCompany = await list('tickets', { with: ['company'], paginate: 100 }, { s: 'groenrijk' });
    expect(byCompany.total).toBeGreaterThan(0);
    expect(byCompany.data.every((ticket) => ticket.company_id === company.id)).toBe(true);
    expect(byCompany.total).toBe(await countTickets((query) => query.where('company_id', '=', company.id)));

    const someone = (await list('tickets', { with: ['client'] })).data[0].client;
    const byClient = await list('tickets', { with: ['client'], paginate: 100 }, { s: someone.full_name });
    expect(byClient.data.map((ticket) => ticket.client.full_name)).toContain(someone.full_name);
    expect(byClient.data.every((ticket) => ticket.client.full_name.includes(someone.last_name))).toBe(true);

    const reference = (await list('tickets')).data[3].reference;
    expect((await list('tickets', {}, { s: reference })).data.map((ticket) => ticket.reference)).toEqual([reference]);
    expect((await list('tickets', {}, { s: '100%_niet' })).total).toBe(0);
  });

  it('embeds relations in their own resource shape', async () => {
    const page = await list('tickets', { with: ['company', 'client', 'operator', 'status', 'priority'], whereNull: ['operator_id'], paginate: 5 });
    const withOperator = await list('tickets', { with: ['operator'], where: [['operator_id', '!=', null]], paginate: 5 });
    for (const ticket of page.data) {
      expect(ticket.company.id).toBe(ticket.company_id);
      expect(ticket.client.id).toBe(ticket.client_id);
      expect(ticket.status.id).toBe(ticket.status_id);
      expect(ticket.priority.id).toBe(ticket.priority_id);
      expect(ticket.operator).toBeNull();
      expect(ticket.client).toEqual((await server.get(`/clients/${ticket.client_id}`, { token })).body.data);
      expect(ticket.company).toEqual((await server.get(`/companies/${ticket.company_id}`, { token })).body.data);
    }
    for (const ticket of withOperator.data) {
      expect(ticket.operator).toEqual((await server.get(`/operators/${ticket.operator_id}`, { token })).body.data);
    }
    expect(Object.keys(page.data[0].client)).toEqual(Object.keys(clients.fields));
    expect(page.data[0].client).not.toHaveProperty('password_hash');
    expect(page.data[0].client.is_operator).toBe(0);
  });

  it('appends computed values on request', async () => {
    const page = await list('tickets', { append: ['_label'], paginate: 2 });
    expect(page.data[0]._label).toBe(`#${page.data[0].reference} ${page.data[0].description}`);
  });
});

describe('finding one record', () => {
  it('loads relations and appends', async () => {
    const [ticket] = (await list('tickets', { paginate: 1 })).data;
    const answer = await server.get(`/tickets/${ticket.id}?load=company,client,status&append=_label`, { token });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ ...ticket, company: { id: ticket.company_id }, client: { id: ticket.client_id } });
    expect(answer.body.data._label).toContain(ticket.reference);
  });

  it.each(['999999', 'abc', '1.5', '-1', '0', '99999999999', '1e3'])('answers 404 for id %s', async (id) => {
    expect(await server.get(`/tickets/${id}`, { token })).toEqual({ status: 404, body: { message: 'Niet gevonden.' } });
  });

  it('refuses an unknown relation in load', async () => {
    const answer = await server.get('/tickets/1?load=foo', { token });
    expect(answer).toEqual({ status: 422, body: { message: 'Onbekende relatie: foo.', errors: { load: ['Onbekende relatie: foo.'] } } });
  });
});

describe('refused builders', () => {
  it.each([
    [{ where: [['foo', '=', 1]] }, 'Onbekende kolom: foo.'],
    [{ orderBy: [['foo', 'asc']] }, 'Onbekende kolom: foo.'],
    [{ with: ['foo'] }, 'Onbekende relatie: foo.'],
    [{ where: [['status_id', 'regexp', 1]] }, 'Onbekende operator: regexp.'],
    [{ where: [['status_id', '=', 'open']] }, 'Ongeldige waarde voor kolom status_id.'],
    [{ select: ['password_hash'] }, 'Onbekende sleutel: select.'],
    [{ paginate: 1000 }, 'Het aantal per pagina moet tussen 1 en 100 liggen.'],
    ['{"where": [', 'De builder is geen geldige JSON.'],
    ['"tekst"', 'De builder moet één JSON-object zijn.'],
  ])('%j → 422 "%s"', async (builder, message) => {
    const answer = await server.get(`/tickets${listQuery(builder)}`, { token });
    expect(answer).toEqual({ status: 422, body: { message, errors: { builder: [message] } } });
  });

  it('refuses a bad page or search without a 500', async () => {
    for (const page of ['0', 'twee', '99999999999']) {
      expect((await server.get(`/tickets?page=${page}`, { token })).status).toBe(422);
    }
    expect((await server.get('/tickets?s=a%00b', { token })).status).toBe(422);
    expect((await server.get(`/tickets${listQuery({ where: [['description', 'like', 'x\\']] })}`, { token })).status).toBe(422);
  });
});

describe('other resources', () => {
  it('serve companies, clients, operators, statuses and priorities', async () => {
    const companies = await list('companies', { paginate: 100 });
    expect(companies.total).toBeGreaterThanOrEqual(10);
    expect(companies.data.map((company) => company.name)).toContain('Van der Berg Installatietechniek B.V.');

    const clients = await list('clients', { paginate: 100 });
    expect(clients.total).toBeGreaterThanOrEqual(40);
    expect(clients.data.every((client) => client.is_operator === 0 && client.email)).toBe(true);

    const operators = await list('operators', { paginate: 100 });
    expect(operators.data.every((operator) => operator.is_operator >= 1 && operator.is_operator <= 5)).toBe(true);
    expect(operators.data.map((operator) => operator.email)).toEqual(expect.arrayContaining(['admin@demo.nl', 'lezer@demo.nl']));
    // Operators and contacts share a table but never each other's routes.
    expect((await server.get(`/clients/${operators.data[0].id}`, { token })).status).toBe(404);

    expect((await list('ticket-statuses')).total).toBe(6);
    expect((await list('priorities')).data.map((priority) => priority.label)).toEqual(['Laag', 'Normaal', 'Hoog', 'Kritiek']);
  });
});
