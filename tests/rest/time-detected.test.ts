import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DETECTED_TIME_TEXTS } from '../../api/src/resources/core/detected-time.ts';
import { expectInvalid, expectStatus, send, startCoreWorld, type CoreWorld } from './core-support.ts';

let world: CoreWorld;
let eigen: string;
let client: string;
let ids: { bram: number; eigen: number };

beforeAll(async () => {
  world = await startCoreWorld();
  eigen = await world.server.login('eigen@demo.nl');
  client = await world.server.login('klant@demo.nl', { contact: true });
  const userId = async (email: string) => (await world.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id as number;
  ids = { bram: await userId('bram@demo.nl'), eigen: await userId('eigen@demo.nl') };
});

afterAll(async () => {
  await world?.server.close();
});

async function newTicket(fields: Record<string, unknown> = {}): Promise<Record<string, any>> {
  const answer = await send(world, 'POST', '/tickets?load=company', { description: 'Printer offline', company_id: 1, ...fields });
  expectStatus(answer, 201);
  return answer.body.data;
}

const detected = (userId: number | string, date: string, token = world.token) =>
  world.server.get(`/time-registrations/detected-time?userId=${userId}&date=${date}`, { token });

const view = (userId: number, ticketId: number, at: string) =>
  world.db.insertInto('ticket_views').values({ tenant_id: world.demoId, user_id: userId, ticket_id: ticketId, viewed_at: at }).execute();

const minuteNow = async () => (await sql<{ minute: Date }>`select date_trunc('minute', now()) as minute`.execute(world.db)).rows[0].minute.getTime();

describe('ticket views', () => {
  it('are recorded when an operator opens a ticket, at most once a minute, and not for contacts', async () => {
    const ticket = await newTicket();
    const before = await minuteNow();
    expectStatus(await world.server.get(`/tickets/${ticket.id}`, { token: world.token }), 200);
    expectStatus(await world.server.get(`/tickets/${ticket.id}`, { token: world.token }), 200);
    const after = await minuteNow();
    const rows = await world.db.selectFrom('ticket_views').selectAll().where('ticket_id', '=', ticket.id).execute();
    expect(rows).toHaveLength(before === after ? 1 : 2);
    expect(rows.every((row) => row.user_id === world.adminId)).toBe(true);
    // A list is no opening.
    expectStatus(await world.server.get(`/tickets?builder=${encodeURIComponent(JSON.stringify({ where: [['id', '=', ticket.id]] }))}`, { token: world.token }), 200);
    expect(await world.db.selectFrom('ticket_views').selectAll().where('ticket_id', '=', ticket.id).execute()).toHaveLength(rows.length);

    const own = (await world.server.get(`/tickets?builder=${encodeURIComponent(JSON.stringify({ paginate: 1 }))}`, { token: client })).body.data[0];
    expectStatus(await world.server.get(`/tickets/${own.id}`, { token: client }), 200);
    const contactViews = await world.db.selectFrom('ticket_views').select('id').where('ticket_id', '=', own.id).where('user_id', 'not in', [world.adminId]).execute();
    expect(contactViews).toHaveLength(0);
  });
});

describe('GET /time-registrations/detected-time', () => {
  it('merges the day of one operator (Amsterdam time) into intervals per ticket, sorted by start', async () => {
    const a = await newTicket();
    const b = await newTicket({ operator_id: ids.eigen });
    const other = await newTicket();
    // 00:30 on 10 March in Amsterdam is still 9 March in UTC.
    await view(world.adminId, a.id, '2025-03-09T23:30:00Z');
    await view(world.adminId, a.id, '2025-03-10T08:00:00Z');
    await view(world.adminId, a.id, '2025-03-10T08:10:00Z');
    await world.db.insertInto('messages').values({ tenant_id: world.demoId, message: '<p>Opgelost</p>', actor_id: world.adminId, morphable_type: 'tickets', morphable_id: a.id, created_at: '2025-03-10T08:20:00Z' }).execute();
    await view(world.adminId, a.id, '2025-03-10T10:00:00Z');
    const log = (properties: unknown, at: string) =>
      world.db
        .insertInto('activity_log')
        .values({ tenant_id: world.demoId, subject_type: 'tickets', subject_id: b.id, causer_id: world.adminId, event: 'updated', properties: JSON.stringify(properties), created_at: at })
        .execute();
    await log({ attributes: { status_id: 2 }, old: { status_id: 1 } }, '2025-03-10T12:00:00Z');
    // Not a status change, another day, another operator.
    await log({ attributes: { description: 'Nieuw' }, old: { description: 'Oud' } }, '2025-03-10T14:00:00Z');
    await view(world.adminId, other.id, '2025-03-10T23:30:00Z');
    await view(ids.bram, other.id, '2025-03-10T09:00:00Z');

    const answer = await detected(world.adminId, '2025-03-10');
    expectStatus(answer, 200);
    const company = { id: 1, name: a.company.name };
    expect(answer.body.data).toEqual([
      { ticket: { id: a.id, reference: a.reference, description: 'Printer offline', company }, start: '2025-03-09T23:30:00.000Z', end: '2025-03-09T23:35:00.000Z', duration: 5 },
      { ticket: { id: a.id, reference: a.reference, description: 'Printer offline', company }, start: '2025-03-10T08:00:00.000Z', end: '2025-03-10T08:20:00.000Z', duration: 20 },
      { ticket: { id: a.id, reference: a.reference, description: 'Printer offline', company }, start: '2025-03-10T10:00:00.000Z', end: '2025-03-10T10:05:00.000Z', duration: 5 },
      { ticket: { id: b.id, reference: b.reference, description: 'Printer offline', company }, start: '2025-03-10T12:00:00.000Z', end: '2025-03-10T12:05:00.000Z', duration: 5 },
    ]);
    expect((await detected(world.adminId, '2025-03-11')).body.data.map((entry: any) => entry.ticket.id)).toEqual([other.id]);
    expect((await detected(world.adminId, '2025-03-12')).body.data).toEqual([]);

    // Another operator with the right sees the entries of the tickets they may see.
    const seenByEigen = await detected(world.adminId, '2025-03-10', eigen);
    expectStatus(seenByEigen, 200);
    expect(seenByEigen.body.data.map((entry: any) => entry.ticket.id)).toEqual([b.id]);
  });

  it('is for the operator themself, or for a caller who may see time registrations', async () => {
    expectStatus(await detected(ids.eigen, '2025-03-10', eigen), 200);
    const role = await world.db.selectFrom('user_role').select('role_id').where('user_id', '=', ids.eigen).executeTakeFirstOrThrow();
    const permission = await world.db.selectFrom('permissions').select('id').where('name', '=', 'time-registrations.index').executeTakeFirstOrThrow();
    await world.db.deleteFrom('role_permission').where('role_id', '=', role.role_id).where('permission_id', '=', permission.id).execute();
    try {
      const refused = await detected(world.adminId, '2025-03-10', eigen);
      expectStatus(refused, 403);
      expect(refused.body.permission).toBe('time-registrations.index');
      expectStatus(await detected(ids.eigen, '2025-03-10', eigen), 200);
    } finally {
      await world.db.insertInto('role_permission').values({ role_id: role.role_id, permission_id: permission.id }).execute();
    }
    expectStatus(await detected(world.adminId, '2025-03-10', client), 403);
    expectStatus(await world.server.get('/time-registrations/detected-time?userId=1&date=2025-03-10'), 401);
  });

  it('refuses a missing or unknown operator and a date that is not YYYY-MM-DD', async () => {
    expectInvalid(await world.server.get('/time-registrations/detected-time?date=2025-03-10', { token: world.token }), 'userId', DETECTED_TIME_TEXTS.userRequired);
    expectInvalid(await detected('bram', '2025-03-10'), 'userId', DETECTED_TIME_TEXTS.userRequired);
    expectInvalid(await detected(999999, '2025-03-10'), 'userId', DETECTED_TIME_TEXTS.unknownUser);
    for (const date of ['', '10-11-2026', '2026-02-30', '2025-03-10T00:00', 'gisteren']) {
      expectInvalid(await detected(world.adminId, date), 'date', DETECTED_TIME_TEXTS.date);
    }
    // A user of another tenant is unknown here.
    expectInvalid(await detected(world.acmeAdminId, '2025-03-10'), 'userId', DETECTED_TIME_TEXTS.unknownUser);
  });
});
