import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listQuery, startApi, type Paginated, type RunningApi } from '../support/api.ts';

let server: RunningApi;
let admin: string;
let own: string;
let client: string;

beforeAll(async () => {
  server = await startApi();
  [admin, own] = await Promise.all(['admin@demo.nl', 'eigen@demo.nl'].map((email) => server.login(email)));
  client = await server.login('klant@demo.nl', { contact: true });
});

afterAll(async () => {
  await server?.close();
});

interface Stats {
  data: Array<{ key: string | number | null; label: string | null; count: number; sums: Record<string, number> }>;
  total: { count: number; sums: Record<string, number> };
  interval: string | null;
}

async function stats(token: string, route: string, params: Record<string, string | number>, builder?: unknown): Promise<Stats> {
  const answer = await server.get<Stats>(`/stats/${route}${listQuery(builder, params)}`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

async function listTotal(token: string, route: string, builder: Record<string, unknown> = {}): Promise<number> {
  const answer = await server.get<Paginated>(`/${route}${listQuery({ ...builder, paginate: 1 })}`, { token });
  expect(answer.status).toBe(200);
  return answer.body.total;
}

describe('GET /stats/{route}', () => {
  it('counts tickets per status with the statuses as labels, matching the list', async () => {
    const result = await stats(admin, 'tickets', { group: 'status_id' });
    expect(result.total.count).toBe(await listTotal(admin, 'tickets'));
    expect(result.data.length).toBeGreaterThan(1);
    const statuses = (await server.get<Paginated>(`/ticket-statuses${listQuery({ paginate: 100 })}`, { token: admin })).body.data;
    for (const row of result.data) {
      expect(row.count).toBe(await listTotal(admin, 'tickets', { where: [['status_id', '=', row.key]] }));
      expect(row.label).toBe(statuses.find((status) => status.id === row.key)?.name);
    }
  });

  it('applies the builder filters and sums numeric fields per week', async () => {
    const since = new Date(Date.now() - 120 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const builder = { where: [['executed_at', '>=', since]] };
    const result = await stats(admin, 'used-products', { group: 'executed_at', interval: 'week', sum: 'total,quantity' }, builder);
    expect(result.interval).toBe('week');
    expect(result.total.count).toBe(await listTotal(admin, 'used-products', builder));
    expect(result.total.count).toBeGreaterThan(0);
    // Weeks start on Monday.
    for (const row of result.data) expect(new Date(`${row.key}T12:00:00Z`).getUTCDay()).toBe(1);
    const rows = await server.api.db
      .selectFrom('used_products')
      .select((eb) => [eb.fn.sum<string>(eb('quantity', '*', eb.ref('price'))).as('total'), eb.fn.sum<string>('quantity').as('quantity')])
      .where('tenant_id', '=', (await server.api.db.selectFrom('tenants').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow()).id)
      .where('executed_at', '>=', since as never)
      .executeTakeFirstOrThrow();
    expect(result.total.sums.total).toBeCloseTo(Number(rows.total), 0);
    expect(result.total.sums.quantity).toBeCloseTo(Number(rows.quantity), 2);
  });

  it('keeps to what the caller may list', async () => {
    const mine = await stats(own, 'tickets', { group: 'operator_id' });
    expect(mine.total.count).toBe(await listTotal(own, 'tickets'));
    expect(mine.total.count).toBeLessThan(await listTotal(admin, 'tickets'));
    expect(mine.data).toHaveLength(1);
  });

  it('refuses callers without stats.index and unknown or undeclared input', async () => {
    expect((await server.get('/stats/tickets?group=status_id', { token: client })).body).toMatchObject({ permission: 'stats.index' });
    expect((await server.get('/stats/tickets?group=status_id')).status).toBe(401);
    expect((await server.get('/stats/ruimteschepen?group=id', { token: admin })).status).toBe(404);
    const cases: Array<[string, Record<string, string[]>]> = [
      ['group=wachtwoord', { group: ["Onbekende groepering: 'wachtwoord'."] }],
      ['group=status_id&interval=week', { interval: ['Een periode kan alleen bij een datumveld.'] }],
      ['group=created_at&interval=jaar', { interval: ['De periode moet day, week of month zijn.'] }],
      ['group=status_id&sum=description', { sum: ["Niet op te tellen: 'description'."] }],
    ];
    for (const [query, errors] of cases) {
      const answer = await server.get(`/stats/tickets?${query}`, { token: admin });
      expect(answer.status, query).toBe(422);
      expect(answer.body.errors, query).toEqual(errors);
    }
    const badBuilder = await server.get(`/stats/tickets${listQuery({ where: [['geheim', '=', 1]] }, { group: 'status_id' })}`, { token: admin });
    expect(badBuilder.status).toBe(422);
  });
});
