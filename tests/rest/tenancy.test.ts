import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listQuery, startApi, type Paginated, type RunningApi } from '../support/api.ts';

let server: RunningApi;
let acme: string;
let demo: string;
let acmeTicketIds: number[];
let demoTicketId: number;

beforeAll(async () => {
  server = await startApi();
  expect(await server.api.seedTenant('acme', 'Acme IT', 'small')).toBe(true);
  acme = await server.login('admin@acme.nl', { tenant: 'acme' });
  demo = await server.login('admin@demo.nl');
  const ids = async (subdomain: string) =>
    (
      await server.api.db
        .selectFrom('tickets')
        .innerJoin('tenants', 'tenants.id', 'tickets.tenant_id')
        .select('tickets.id')
        .where('tenants.subdomain', '=', subdomain)
        .execute()
    ).map((row) => row.id);
  acmeTicketIds = await ids('acme');
  demoTicketId = (await ids('demo'))[0];
});

afterAll(async () => {
  await server?.close();
});

const asAcme = <T = any>(path: string) => server.get<T>(path, { token: acme, tenant: 'acme' });

describe('a second tenant', () => {
  it('is seeded once, small', async () => {
    expect(await server.api.seedTenant('acme', 'Acme IT', 'small')).toBe(false);
    expect(acmeTicketIds.length).toBeGreaterThan(0);
    expect(acmeTicketIds.length).toBeLessThan(20);
    const me = await asAcme('/auth/me');
    expect(me.body.tenant).toEqual({ subdomain: 'acme', name: 'Acme IT' });
    expect(me.body.user.email).toBe('admin@acme.nl');
  });

  it('lists only its own rows', async () => {
    const tickets = await asAcme<Paginated>(`/tickets${listQuery({ with: ['company', 'client', 'status'], paginate: 100 })}`);
    expect(tickets.body.total).toBe(acmeTicketIds.length);
    expect(tickets.body.data.map((ticket) => ticket.id).sort()).toEqual([...acmeTicketIds].sort());
    const companies = (await asAcme<Paginated>('/companies?builder=%7B%22paginate%22%3A100%7D')).body.data.map((company) => company.id);
    const statuses = (await asAcme<Paginated>('/ticket-statuses')).body.data.map((status) => status.id);
    expect(companies).toHaveLength(2);
    expect(statuses).toHaveLength(6);
    for (const ticket of tickets.body.data) {
      expect(companies).toContain(ticket.company.id);
      expect(statuses).toContain(ticket.status.id);
    }
    expect((await asAcme<Paginated>('/clients')).body.total).toBe(3);
    expect((await asAcme<Paginated>('/messages')).body.data.every((message) => acmeTicketIds.includes(message.morphable_id))).toBe(true);
  });

  it("cannot see another tenant's records", async () => {
    expect(await asAcme(`/tickets/${demoTicketId}`)).toEqual({ status: 404, body: { message: 'Niet gevonden.' } });
    expect((await asAcme(`/messages${listQuery({ where: [['morphable_type', 'tickets'], ['morphable_id', demoTicketId]] })}`)).status).toBe(404);
    expect((await asAcme<Paginated>(`/tickets${listQuery({ where: [['id', demoTicketId]] })}`)).body.total).toBe(0);
    const note = await server.post('/messages', {
      token: acme,
      tenant: 'acme',
      body: { morphable_type: 'tickets', morphable_id: demoTicketId, action: 'note', message: 'Hallo' },
    });
    expect(note.status).toBe(422);
    expect((await server.get(`/tickets/${acmeTicketIds[0]}`, { token: demo })).status).toBe(404);
  });

  it("does not accept one tenant's token at another", async () => {
    expect((await server.get('/tickets', { token: acme, tenant: 'demo' })).status).toBe(401);
    expect((await server.get('/tickets', { token: demo, tenant: 'acme' })).status).toBe(401);
    const wrongTenant = await server.post('/auth/login?operator=true', {
      tenant: 'acme',
      body: { username: 'admin@demo.nl', password: 'Balie-demo-2026!' },
    });
    expect(wrongTenant.status).toBe(422);
  });
});
