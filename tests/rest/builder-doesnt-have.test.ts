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

async function list(route: string, builder?: unknown): Promise<Paginated> {
  const answer = await server.get<Paginated>(`/${route}${listQuery(builder)}`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

/** Every id of a list, page after page. */
async function allIds(route: string, builder: Record<string, unknown>): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const answer = await server.get<Paginated>(`/${route}${listQuery({ ...builder, paginate: 100 }, { page })}`, { token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    ids.push(...answer.body.data.map((row) => row.id as number));
    if (page >= answer.body.last_page) return ids.sort((a, b) => a - b);
  }
}

const db = () => server.api.db;
const liveTickets = () => db().selectFrom('tickets').where('tickets.tenant_id', '=', demoId).where('is_template', '=', false).where('deleted_at', 'is', null);
const withoutCategory = () => liveTickets().where(({ not, exists, selectFrom }) => not(exists(selectFrom('category_ticket').select('ticket_id').whereRef('category_ticket.ticket_id', '=', 'tickets.id'))));

describe('whereDoesntHave', () => {
  it('lists a ticket once it loses its categories, and is the complement of whereHas', async () => {
    // Every demo ticket has a category; one loses them through the API.
    const [ticket] = await liveTickets().innerJoin('category_ticket', 'category_ticket.ticket_id', 'tickets.id').select('tickets.id').orderBy('tickets.id').limit(1).execute();
    expect((await list('tickets', { whereDoesntHave: ['categories'], where: [['id', ticket.id]] })).total).toBe(0);
    const answer = await server.put(`/tickets/${ticket.id}`, { token, body: { relationships: { categories: [] } } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await list('tickets', { whereDoesntHave: ['categories'], where: [['id', ticket.id]] })).total).toBe(1);

    const expected = (await withoutCategory().select('id').execute()).map((row) => row.id).sort((a, b) => a - b);
    const [{ n }] = await liveTickets().select(sql<number>`count(*)::int`.as('n')).execute();
    expect(expected).toContain(ticket.id);
    expect(expected.length).toBeLessThan(n);
    const none = await allIds('tickets', { whereDoesntHave: ['categories'] });
    expect(none).toEqual(expected);
    const some = await allIds('tickets', { whereHas: ['categories'] });
    expect(some.length + none.length).toBe(n);
    expect(some.some((id) => none.includes(id))).toBe(false);
    const page = await list('tickets', { whereDoesntHave: ['categories'], with: ['categories'], paginate: 100 });
    expect(page.data.every((ticket) => ticket.categories.length === 0)).toBe(true);
  });

  it('takes a nested builder: no related record that meets it', async () => {
    const category = (await list('categories', { paginate: 1 })).data[0];
    const ids = await allIds('tickets', { whereDoesntHave: [['categories', { where: [['id', category.id]] }]] });
    const tagged = await liveTickets().innerJoin('category_ticket', 'category_ticket.ticket_id', 'tickets.id').select('tickets.id').where('category_ticket.category_id', '=', category.id).execute();
    const [{ n }] = await liveTickets().select(sql<number>`count(*)::int`.as('n')).execute();
    expect(tagged.length).toBeGreaterThan(0);
    expect(ids.length).toBe(n - tagged.length);
    expect(ids.some((id) => tagged.some((row) => row.id === id))).toBe(false);
  });

  it('works nested inside whereHas, and combines with other filters', async () => {
    // The first test left a ticket without categories.
    expect((await withoutCategory().select('id').execute()).length).toBeGreaterThan(0);
    // Companies with at least one ticket without a category.
    const companies = await allIds('companies', { whereHas: [['tickets', { whereDoesntHave: ['categories'] }]] });
    const expected = await withoutCategory().select('company_id').distinct().where('company_id', 'is not', null).execute();
    expect(companies).toEqual(expected.map((row) => row.company_id).sort((a, b) => (a as number) - (b as number)));

    const unassigned = await allIds('tickets', { whereNull: ['operator_id'], whereDoesntHave: ['categories'] });
    const both = await withoutCategory().select('id').where('operator_id', 'is', null).execute();
    expect(unassigned).toEqual(both.map((row) => row.id).sort((a, b) => a - b));
  });

  it('refuses bad input with a Dutch 422', async () => {
    for (const [builder, message] of [
      [{ whereDoesntHave: 'categories' }, 'Ongeldige opbouw van whereDoesntHave: een lijst verwacht.'],
      [{ whereDoesntHave: ['geheim'] }, 'Onbekende relatie: geheim.'],
      [{ whereDoesntHave: [['categories', { paginate: 5 }]] }, 'Onbekende sleutel in whereDoesntHave: paginate.'],
      [{ whereDoesntHave: [['categories', 'title']] }, 'Ongeldige opbouw van whereDoesntHave: de voorwaarden moeten één object zijn.'],
      [{ whereHas: [['company', { whereDoesntHave: [['tickets', { where: [['password_hash', 'x']] }]] }]] }, 'Onbekende kolom: password_hash.'],
    ] as const) {
      const answer = await server.get(`/tickets${listQuery(builder)}`, { token });
      expect(answer).toEqual({ status: 422, body: { message, errors: { builder: [message] } } });
    }
  });
});

describe('the category counter', () => {
  /** Tickets (and templates) whose kept category_count differs from their pivot rows; none when the triggers keep up. */
  const drifted = async () =>
    (
      await sql<{ id: number }>`select t.id from tickets t
        where t.category_count <> (select count(*) from category_ticket p where p.ticket_id = t.id)`.execute(db())
    ).rows;
  const countOf = async (id: number) => (await db().selectFrom('tickets').select('category_count').where('id', '=', id).executeTakeFirstOrThrow()).category_count;
  const uncategorized = async (id: number) => (await list('tickets', { whereDoesntHave: ['categories'], where: [['id', id]] })).total === 1;
  const send = async (method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => {
    const answer = await server.call(method, path, { token, body });
    expect([200, 201], JSON.stringify(answer.body)).toContain(answer.status);
    return answer.body?.data;
  };

  it('starts filled from the links that exist', async () => {
    expect(await drifted()).toEqual([]);
    const [{ n }] = await liveTickets().select(sql<number>`count(*)::int`.as('n')).where('category_count', '>', 0).execute();
    expect(n).toBeGreaterThan(0);
  });

  it('follows attach, detach and sync, delete, restore, merge and removed categories', async () => {
    const [first, second, third] = (await list('categories', { paginate: 3 })).data.map((category) => category.id as number);
    const created = await send('POST', '/tickets', { description: 'Teller van categorieën', relationships: { categories: [first, second] } });
    const id = created.id as number;
    expect(await countOf(id)).toBe(2);
    expect(await uncategorized(id)).toBe(false);

    await send('PUT', `/tickets/${id}`, { relationships: { categories: [first] } });
    expect(await countOf(id)).toBe(1);
    await send('PUT', `/tickets/${id}`, { relationships: { categories: [first, second, third] } });
    expect(await countOf(id)).toBe(3);
    await send('PUT', `/tickets/${id}`, { relationships: { categories: [] } });
    expect(await countOf(id)).toBe(0);
    expect(await uncategorized(id)).toBe(true);

    await send('PUT', `/tickets/${id}`, { relationships: { categories: [second] } });
    await send('DELETE', `/tickets/${id}`);
    expect(await countOf(id)).toBe(1);
    expect((await list('tickets', { whereHas: ['categories'], where: [['id', id]] })).total).toBe(0);
    await send('POST', `/tickets/${id}/restore`);
    expect((await list('tickets', { whereHas: ['categories'], where: [['id', id]] })).total).toBe(1);

    // The merged ticket's categories join the oldest ticket's; a category both had counts once.
    const other = (await send('POST', '/tickets', { description: 'Samen te voegen', relationships: { categories: [second, third] } })).id as number;
    await send('POST', '/tickets/merge', { ids: [id, other] });
    expect(await countOf(id)).toBe(2);
    expect(await countOf(other)).toBe(2);

    // A removed category, and a ticket removed for good, take their links along (cascades).
    const extra = (await send('POST', '/categories', { title: 'Tijdelijk' })).id as number;
    await send('PUT', `/tickets/${other}`, { relationships: { categories: [second, third, extra] } });
    expect(await countOf(other)).toBe(3);
    await send('DELETE', `/categories/${extra}`);
    expect(await countOf(other)).toBe(2);
    await db().deleteFrom('tickets').where('id', '=', other).execute();
    expect(await drifted()).toEqual([]);
  });

  it('keeps up with bulk writes on the pivot, and with a link moved to another ticket', async () => {
    const ids = (await liveTickets().select('id').orderBy('id').limit(3).execute()).map((row) => row.id);
    const categoryIds = (await db().selectFrom('categories').select('id').where('tenant_id', '=', demoId).execute()).map((row) => row.id);
    await db().deleteFrom('category_ticket').where('ticket_id', 'in', ids).execute();
    await db()
      .insertInto('category_ticket')
      .values(ids.flatMap((ticketId) => categoryIds.map((categoryId) => ({ ticket_id: ticketId, category_id: categoryId }))))
      .execute();
    expect(await countOf(ids[0])).toBe(categoryIds.length);
    await db().deleteFrom('category_ticket').where('ticket_id', '=', ids[1]).execute();
    await db().updateTable('category_ticket').set({ ticket_id: ids[1] }).where('ticket_id', '=', ids[2]).execute();
    expect([await countOf(ids[1]), await countOf(ids[2])]).toEqual([categoryIds.length, 0]);
    expect(await drifted()).toEqual([]);
  });
});
