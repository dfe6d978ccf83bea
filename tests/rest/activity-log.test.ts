import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

async function log(builder: unknown, as = token): Promise<Paginated> {
  const answer = await server.get<Paginated>(`/activity-log${listQuery(builder)}`, { token: as });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

describe('the activity log', () => {
  it('records each generic write with its event, the causer, and the changed values', async () => {
    const me = (await server.get('/auth/me', { token })).body.user;
    const company = (await server.post('/companies', { token, body: { name: 'Logboek B.V.', city: 'Zwolle' } })).body.data;
    await server.put(`/companies/${company.id}`, { token, body: { city: 'Kampen', name: 'Logboek B.V.' } });
    await server.post(`/companies/${company.id}/archive`, { token });
    await server.post(`/companies/${company.id}/restore`, { token });
    const contact = (await server.get(`/clients${listQuery({ paginate: 1 })}`, { token })).body.data[0];
    await server.put(`/companies/${company.id}`, { token, body: { relationships: { clients: [contact.id] } } });
    await server.del(`/companies/${company.id}`, { token });

    const entries = await log({ where: [['subject_type', 'companies'], ['subject_id', company.id]], with: ['causer'] });
    expect(entries.data.map((entry) => entry.event)).toEqual(['deleted', 'updated-relation', 'restored', 'archived', 'updated', 'created']);
    const byEvent = Object.fromEntries(entries.data.map((entry) => [entry.event, entry]));
    expect(byEvent.created.properties).toEqual({ attributes: expect.objectContaining({ name: 'Logboek B.V.', city: 'Zwolle' }), old: {} });
    expect(byEvent.updated.properties).toEqual({ attributes: { city: 'Kampen' }, old: { city: 'Zwolle' } });
    expect(byEvent.archived.properties.old).toEqual({ archived_at: null });
    expect(byEvent.restored.properties.attributes).toEqual({ archived_at: null });
    expect(byEvent['updated-relation'].properties).toEqual({ attributes: { clients: [contact.id] }, old: { clients: [] } });
    expect(byEvent.deleted.properties.old).toMatchObject({ name: 'Logboek B.V.', city: 'Kampen' });
    for (const entry of entries.data) {
      expect(entry.causer_id).toBe(me.id);
      expect(entry.causer).toMatchObject({ id: me.id, full_name: me.full_name });
      expect(entry.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    }
  });

  it('lists newest first, filters, finds one entry and embeds its subject', async () => {
    const company = (await server.post('/companies', { token, body: { name: 'Onderwerp B.V.' } })).body.data;
    const all = await log({ paginate: 50 });
    const times = all.data.map((entry) => entry.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const [entry] = (await log({ where: [['subject_type', 'companies'], ['subject_id', company.id]], with: ['subject'], append: ['_label'] })).data;
    expect(entry).toMatchObject({ event: 'created', _label: 'Aangemaakt', subject: { id: company.id, name: 'Onderwerp B.V.' } });
    const found = await server.get(`/activity-log/${entry.id}?load=causer,subject`, { token });
    expect(found.body.data).toMatchObject({ id: entry.id, subject: { id: company.id } });
    expect((await log({ whereIn: [['event', ['merged']]] })).data.every((row) => row.event === 'merged')).toBe(true);
  });

  it('is read-only, and needs activity-log.index', async () => {
    expect((await server.post('/activity-log', { token, body: { event: 'created' } })).status).toBe(404);
    const client = await server.login('klant@demo.nl', { contact: true });
    expect((await server.get('/activity-log', { token: client })).body.permission).toBe('activity-log.index');
  });

  it('shows a restricted role only the entries of records it may see', async () => {
    const own = await server.login('eigen@demo.nl');
    const me = (await server.get('/auth/me', { token: own })).body.user;
    const tickets = (await server.get(`/tickets${listQuery({ paginate: 100 })}`, { token })).body.data;
    const mine = tickets.find((ticket: any) => ticket.operator_id === me.id);
    const other = tickets.find((ticket: any) => ticket.operator_id !== me.id);
    // Two changes by the administrator: one on the user's ticket, one elsewhere.
    for (const ticket of [mine, other]) {
      expect((await server.put(`/tickets/${ticket.id}`, { token, body: { description: `${ticket.description} (bijgewerkt)` } })).status).toBe(200);
    }
    const seen = await log({ where: [['subject_type', 'tickets']], paginate: 100 }, own);
    expect(seen.data.map((entry) => entry.subject_id)).toContain(mine.id);
    expect(seen.data.map((entry) => entry.subject_id)).not.toContain(other.id);
  });

  it('totals from kept counts exactly what counting the visible entries gives, through writes and removals', async () => {
    const db = server.api.db;
    const own = await server.login('eigen@demo.nl');
    // A condition that holds for every entry makes the list count its rows one by one.
    const counted = async (as: string) => (await log({ where: [['id', '>', 0]] }, as)).total;
    const expectSameTotals = async () => {
      for (const as of [token, own]) expect((await log({}, as)).total).toBe(await counted(as));
    };
    await expectSameTotals();
    // Someone else's own table preset: its entries are not the administrator's to see.
    const { tenant_id: tenantId, id: userId } = await db.selectFrom('users').select(['tenant_id', 'id']).where('email', '=', 'eigen@demo.nl').executeTakeFirstOrThrow();
    const preset = await db.insertInto('table_presets').values({ tenant_id: tenantId, user_id: userId, label: 'Eigen', type: 'tickets' }).returning('id').executeTakeFirstOrThrow();
    await sql`insert into activity_log (tenant_id, subject_type, subject_id, event) values
      (${tenantId}, 'table-presets', ${preset.id}, 'created'), (${tenantId}, 'companies', 1, 'updated'), (${tenantId}, 'companies', 1, 'updated')`.execute(db);
    const before = (await log({})).total;
    await expectSameTotals();
    await server.post('/companies', { token, body: { name: 'Geteld B.V.' } });
    expect((await log({})).total).toBe(before + 1);
    await sql`delete from activity_log where id in (select id from activity_log where tenant_id = ${tenantId} order by id limit 3)`.execute(db);
    await sql`update activity_log set subject_type = 'companies' where id = (select max(id) from activity_log where tenant_id = ${tenantId} and subject_type = 'tickets')`.execute(db);
    await expectSameTotals();
    expect((await sql<{ n: number }>`select count(*)::int as n from (select value from row_counts group by table_name, tenant_id, value having sum(n) < 0) negative`.execute(db)).rows[0].n).toBe(0);
  });
});
