import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dueAt } from '../../api/src/resources/core/sla-clock.ts';
import { listQuery, startApi, type Paginated, type RunningApi } from '../support/api.ts';

/**
 * An SLA reaches the open tickets it governs when it is created, when its companies, ticket types
 * or opening hours change and when one of its priority rows changes; closed tickets and tickets
 * with an SLA chosen by hand keep theirs.
 */

let server: RunningApi;
let db: Kysely<any>;
let admin: string;
let tenantId: number;
let priorities: number[];
let types: number[];
let alwaysId: number;
let officeId: number;
let slaId: number;
let handPickedId: number;
const companies: Record<'a' | 'b' | 'other', number> = { a: 0, b: 0, other: 0 };
const tickets: Record<string, number> = {};

const ALWAYS = Object.fromEntries(['1', '2', '3', '4', '5', '6', '7'].map((day) => [day, [['00:00', '23:59']]]));
const OFFICE = Object.fromEntries(['1', '2', '3', '4', '5'].map((day) => [day, [['09:00', '17:00']]]));
const iso = (value: Date | null) => (value === null ? null : new Date(value).toISOString());
const due = (hours: Record<string, unknown>, start: Date, minutes: number) => dueAt({ hours: hours as never, closedOnHolidays: true, start, minutes, pauses: [] })!.toISOString();
const ticket = (id: number) => db.selectFrom('tickets').select(['sla_id', 'created_at', 'first_response_expires_at', 'resolved_expires_at']).where('id', '=', id).executeTakeFirstOrThrow();

async function createTicket(name: string, body: Record<string, unknown>) {
  const answer = await server.post('/tickets', { token: admin, body: { description: `SLA achteraf ${name}`, priority_id: priorities[0], ...body } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  tickets[name] = answer.body.data.id;
}

async function expectSla(name: string, slaId: number | null, hours?: Record<string, unknown>, firstMinutes?: number, resolveMinutes?: number) {
  const row = await ticket(tickets[name]!);
  expect(row.sla_id, name).toBe(slaId);
  const created = new Date(row.created_at);
  expect(iso(row.first_response_expires_at), name).toBe(hours ? due(hours, created, firstMinutes!) : null);
  expect(iso(row.resolved_expires_at), name).toBe(hours ? due(hours, created, resolveMinutes!) : null);
}

beforeAll(async () => {
  server = await startApi({ ticketScheduler: false });
  db = server.api.db as unknown as Kysely<any>;
  admin = await server.login('admin@demo.nl');
  tenantId = (await db.selectFrom('tenants').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow()).id;
  priorities = (await db.selectFrom('priorities').select('id').where('tenant_id', '=', tenantId).orderBy('id').execute()).map((row) => row.id);
  types = (await db.selectFrom('ticket_types').select('id').where('tenant_id', '=', tenantId).orderBy('id').execute()).map((row) => row.id);
  for (const key of Object.keys(companies) as Array<keyof typeof companies>) {
    const answer = await server.post('/companies', { token: admin, body: { name: `SLA achteraf ${key} BV` } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    companies[key] = answer.body.data.id;
  }
  alwaysId = (await server.post('/business-hour-contracts', { token: admin, body: { name: 'Altijd open (achteraf)', hours: ALWAYS } })).body.data.id;
  officeId = (await server.post('/business-hour-contracts', { token: admin, body: { name: 'Kantoortijden (achteraf)', hours: OFFICE } })).body.data.id;
  // An SLA of another company, chosen by hand on one of a's tickets.
  const handPicked = await server.post('/slas', { token: admin, body: { name: 'Met de hand', opening_hour_contract_id: alwaysId, relationships: { companies: [companies.other] } } });
  expect(handPicked.status, JSON.stringify(handPicked.body)).toBe(201);
  handPickedId = handPicked.body.data.id;

  await createTicket('a-plain', { company_id: companies.a, ticket_type_id: types[0] });
  await createTicket('a-typed', { company_id: companies.a, ticket_type_id: types[1] });
  await createTicket('a-closed', { company_id: companies.a, ticket_type_id: types[0] });
  await createTicket('a-by-hand', { company_id: companies.a, ticket_type_id: types[0], sla_id: handPickedId });
  await createTicket('b-plain', { company_id: companies.b, ticket_type_id: types[0] });
  await db.updateTable('tickets').set({ resolved_at: new Date() }).where('id', '=', tickets['a-closed']!).execute();
});

afterAll(async () => {
  await server?.close();
});

describe('an SLA and the tickets that exist already', () => {
  it('reaches the open tickets of its companies when it is created; closed tickets and an SLA chosen by hand stay', async () => {
    await expectSla('a-plain', null);
    await expectSla('a-by-hand', handPickedId, ALWAYS, 4 * 60, 16 * 60);
    const answer = await server.post('/slas', {
      token: admin,
      body: {
        name: 'Achteraf',
        opening_hour_contract_id: alwaysId,
        relationships: { companies: [companies.a] },
        priorities: [{ priority_id: priorities[0], first_response_within: 30, first_response_within_unit: 'min', resolve_within: 2 }],
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    slaId = answer.body.data.id;
    await expectSla('a-plain', slaId, ALWAYS, 30, 120);
    await expectSla('a-typed', slaId, ALWAYS, 30, 120);
    await expectSla('a-closed', null);
    await expectSla('a-by-hand', handPickedId, ALWAYS, 4 * 60, 16 * 60);
    await expectSla('b-plain', null);
  });

  it('reaches the tickets of a company added to it, and lets them go when the company is removed', async () => {
    const added = await server.put(`/slas/${slaId}`, { token: admin, body: { relationships: { companies: [companies.a, companies.b] } } });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    await expectSla('b-plain', slaId, ALWAYS, 30, 120);
    const removed = await server.put(`/slas/${slaId}`, { token: admin, body: { relationships: { companies: [companies.a] } } });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    await expectSla('b-plain', null);
    await expectSla('a-plain', slaId, ALWAYS, 30, 120);
  });

  it('keeps the tickets as they were when the change is refused', async () => {
    const refused = await server.put(`/slas/${slaId}`, { token: admin, body: { relationships: { companies: [] } } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.companies).toEqual(['Bedrijven zijn verplicht!']);
    await expectSla('a-plain', slaId, ALWAYS, 30, 120);
  });

  it('follows its ticket types: a type it no longer names leaves it, a type-specific SLA takes its type over', async () => {
    const narrowed = await server.put(`/slas/${slaId}`, { token: admin, body: { relationships: { ticket_types: [types[0]] } } });
    expect(narrowed.status, JSON.stringify(narrowed.body)).toBe(200);
    await expectSla('a-plain', slaId, ALWAYS, 30, 120);
    await expectSla('a-typed', null);
    const widened = await server.put(`/slas/${slaId}`, { token: admin, body: { relationships: { ticket_types: [] } } });
    expect(widened.status).toBe(200);
    await expectSla('a-typed', slaId, ALWAYS, 30, 120);

    const specific = await server.post('/slas', {
      token: admin,
      body: { name: 'Achteraf storingen', opening_hour_contract_id: alwaysId, relationships: { companies: [companies.a], ticket_types: [types[1]] } },
    });
    expect(specific.status, JSON.stringify(specific.body)).toBe(201);
    await expectSla('a-typed', specific.body.data.id, ALWAYS, 4 * 60, 16 * 60);
    await expectSla('a-plain', slaId, ALWAYS, 30, 120);
    await expectSla('a-by-hand', handPickedId, ALWAYS, 4 * 60, 16 * 60);
  });

  it('moves the due times when a priority row or the opening hours change', async () => {
    const rows = await server.get<Paginated>(`/sla-priorities${listQuery({ where: [['sla_id', '=', slaId], ['priority_id', '=', priorities[0]]] })}`, { token: admin });
    const row = rows.body.data[0] as { id: number };
    const changed = await server.put(`/sla-priorities/${row.id}`, { token: admin, body: { first_response_within: 45, first_response_within_unit: 'min', resolve_within: 3 } });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await expectSla('a-plain', slaId, ALWAYS, 45, 180);

    const hours = await server.put(`/slas/${slaId}`, { token: admin, body: { opening_hour_contract_id: officeId } });
    expect(hours.status, JSON.stringify(hours.body)).toBe(200);
    await expectSla('a-plain', slaId, OFFICE, 45, 180);
    await expectSla('a-closed', null);
  });
});
