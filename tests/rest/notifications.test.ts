import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../api/src/index.ts';
import { listQuery, startApi, type Paginated, type RunningApi } from '../support/api.ts';

let server: RunningApi;
let db: Kysely<any>;
let admin: string;
let bram: string;
let eva: string;
let client: string;
let acmeAdmin: string;
const ids: Record<string, number> = {};
const events: LiveEvent[] = [];

const userId = async (email: string) => (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id as number;

beforeAll(async () => {
  server = await startApi();
  await server.api.seedTenant('acme', 'Acme IT', 'small');
  db = server.api.db as unknown as Kysely<any>;
  [admin, bram, eva, client, acmeAdmin] = await Promise.all([
    server.login('admin@demo.nl'),
    server.login('bram@demo.nl'),
    server.login('eigen@demo.nl'),
    server.login('klant@demo.nl', { contact: true }),
    server.login('admin@acme.nl', { tenant: 'acme' }),
  ]);
  for (const [name, email] of Object.entries({ admin: 'admin@demo.nl', bram: 'bram@demo.nl', eva: 'eigen@demo.nl', sanne: 'sanne@demo.nl', acmeAdmin: 'admin@acme.nl' })) {
    ids[name] = await userId(email);
  }
  server.api.events.subscribe((event) => events.push(event));
});

afterAll(async () => {
  await server?.close();
});

/** The newest notifications of a user, straight from the table. */
async function notificationsOf(user: number) {
  return db.selectFrom('notifications').selectAll().where('user_id', '=', user).orderBy('id', 'desc').execute();
}

async function latestId(): Promise<number> {
  const row = await db.selectFrom('notifications').select(db.fn.max('id').as('id')).executeTakeFirst();
  return Number(row?.id ?? 0);
}

async function created(since: number) {
  return db.selectFrom('notifications').selectAll().where('id', '>', since).orderBy('id').execute();
}

/** A ticket of the demo tenant that the contact person klant@demo.nl can see. */
async function clientTicket(): Promise<Record<string, any>> {
  const answer = await server.get<Paginated>(`/tickets${listQuery({ paginate: 1 })}`, { token: client });
  expect(answer.status).toBe(200);
  return answer.body.data[0];
}

async function anyTicket(exclude: number[] = []): Promise<Record<string, any>> {
  const row = await db
    .selectFrom('tickets')
    .select(['id', 'reference', 'operator_id'])
    .where('tenant_id', '=', (await db.selectFrom('tenants').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow()).id)
    .where('deleted_at', 'is', null)
    .where('id', 'not in', exclude.length > 0 ? exclude : [0])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return row;
}

describe('notifications on assignment', () => {
  it('tells the operator a ticket was assigned to them by someone else, live and once', async () => {
    const ticket = await anyTicket();
    await server.put(`/tickets/${ticket.id}`, { token: admin, body: { operator_id: ids.sanne } });
    const since = await latestId();
    events.length = 0;
    const answer = await server.put(`/tickets/${ticket.id}`, { token: admin, body: { operator_id: ids.bram } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [notification] = await created(since);
    expect(notification).toMatchObject({
      user_id: ids.bram,
      type: 'assigned',
      title: `Ticket #${ticket.reference} is aan je toegewezen`,
      actor_id: ids.admin,
      object_type: 'tickets',
      object_id: ticket.id,
      read_at: null,
    });
    expect(notification.data).toMatchObject({ url: `/tickets/${ticket.id}`, title: notification.title });
    expect(await created(notification.id)).toEqual([]);
    // Published before the answer left: the notification on Bram's channel, the changes on the records channel.
    expect(events).toContainEqual({
      tenant: 'demo',
      channel: `demo.user.${ids.bram}`,
      name: 'NotificationAdded',
      payload: { notification_id: notification.id, user_id: ids.bram },
    });
    const ticketChange = events.find((event) => event.name === 'RecordChanged' && event.payload.type === 'tickets');
    expect(ticketChange).toMatchObject({ channel: 'demo.records', payload: { id: ticket.id, kind: 'updated', actor_id: ids.admin } });
    expect(ticketChange!.payload.parents).toContainEqual(['operators', ids.bram]);

    // Bram sees it through REST with its actor and object.
    const mine = await server.get(`/notifications/${notification.id}?load=actor,object`, { token: bram });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ id: notification.id, actor: { id: ids.admin }, object: { id: ticket.id } });
  });

  it('does not notify the operator who takes a ticket themselves, nor on an unchanged operator', async () => {
    const ticket = await anyTicket();
    await server.put(`/tickets/${ticket.id}`, { token: admin, body: { operator_id: ids.sanne } });
    const since = await latestId();
    expect((await server.put(`/tickets/${ticket.id}`, { token: bram, body: { operator_id: ids.bram } })).status).toBe(200);
    expect((await server.put(`/tickets/${ticket.id}`, { token: admin, body: { operator_id: ids.bram, description: 'Ander onderwerp' } })).status).toBe(200);
    expect(await created(since)).toEqual([]);
  });

  it('notifies the operator of a new ticket created for them', async () => {
    const since = await latestId();
    const answer = await server.post('/tickets', { token: admin, body: { description: 'Nieuwe laptop instellen', operator_id: ids.bram, status_id: 1 } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(await created(since)).toMatchObject([{ user_id: ids.bram, type: 'assigned', object_id: answer.body.data.id }]);
  });

  it('publishes nothing for a refused write', async () => {
    const ticket = await anyTicket();
    const since = await latestId();
    events.length = 0;
    const answer = await server.put(`/tickets/${ticket.id}`, { token: admin, body: { operator_id: ids.bram, status_id: 999999 } });
    expect(answer.status).toBe(422);
    expect(await created(since)).toEqual([]);
    expect(events).toEqual([]);
  });
});

describe('record changes', () => {
  it("name a time registration's company, which it has through its ticket, among its parents", async () => {
    const demo = (await db.selectFrom('tenants').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow()).id as number;
    const ticket = await db.selectFrom('tickets').select(['id', 'company_id']).where('tenant_id', '=', demo).where('company_id', 'is not', null).where('is_template', '=', false).where('deleted_at', 'is', null).where('archived_at', 'is', null).orderBy('id').executeTakeFirstOrThrow();
    const activity = await db.selectFrom('activities').select('id').where('tenant_id', '=', demo).orderBy('id').executeTakeFirstOrThrow();
    events.length = 0;
    // Today at noon in Amsterdam: a registration started just before midnight would end on the next day.
    const noon = new Date();
    noon.setUTCHours(11, 0, 0, 0);
    const answer = await server.post('/time-registrations', {
      token: admin,
      body: { description: 'Printer nagekeken', time_spent: 15, executed_at: noon.toISOString(), activity_id: activity.id, morphable_type: 'tickets', morphable_id: ticket.id },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const change = events.find((event) => event.name === 'RecordChanged' && event.payload.type === 'time-registrations');
    expect(change?.payload).toMatchObject({ id: answer.body.data.id, kind: 'created' });
    expect(change!.payload.parents).toContainEqual(['companies', ticket.company_id]);
  });
});

describe('notifications on messages', () => {
  it('tells the ticket operator about a new message of the customer', async () => {
    const ticket = await clientTicket();
    await server.put(`/tickets/${ticket.id}`, { token: admin, body: { operator_id: ids.bram } });
    const since = await latestId();
    const answer = await server.post('/messages', {
      token: client,
      body: { morphable_type: 'tickets', morphable_id: ticket.id, message: '<p>Het werkt <strong>nog steeds</strong> niet.</p>' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(await created(since)).toMatchObject([
      {
        user_id: ids.bram,
        type: 'new-message',
        title: `Nieuw bericht op ticket #${ticket.reference}`,
        object_id: ticket.id,
        data: { message: 'Het werkt nog steeds niet.' },
      },
    ]);
  });

  it('does not notify about an operator note without mentions', async () => {
    const ticket = await anyTicket();
    await server.put(`/tickets/${ticket.id}`, { token: admin, body: { operator_id: ids.bram } });
    const since = await latestId();
    const answer = await server.post('/messages', { token: admin, body: { morphable_type: 'tickets', morphable_id: ticket.id, message: '<p>Gebeld, geen gehoor.</p>' } });
    expect(answer.status).toBe(201);
    expect(await created(since)).toEqual([]);
  });

  it('tells a mentioned operator, but not the writer, nor one who cannot see the ticket, nor a user of another tenant', async () => {
    const ticket = await anyTicket();
    // Eva (only_own_tickets) cannot see a ticket that is not hers.
    await server.put(`/tickets/${ticket.id}`, { token: admin, body: { operator_id: ids.sanne } });
    const since = await latestId();
    const mention = (id: number, name: string) => `<span data-mention="${id}">@${name}</span>`;
    const html = `<p>${mention(ids.bram, 'Bram Jansen')} ${mention(ids.admin, 'Anna')} ${mention(ids.eva, 'Eva')} ${mention(ids.acmeAdmin, 'Acme')} kun jij dit oppakken?</p>`;
    const answer = await server.post('/messages', { token: admin, body: { morphable_type: 'tickets', morphable_id: ticket.id, message: html } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    // The mention survives the sanitizer.
    expect(answer.body.data.message).toContain(`data-mention="${ids.bram}"`);
    expect(await created(since)).toMatchObject([
      { user_id: ids.bram, type: 'mentioned', title: `Anna de Vries heeft je genoemd op ticket #${ticket.reference}`, actor_id: ids.admin, data: { message: '@Bram Jansen @Anna @Eva @Acme kun jij dit oppakken?' } },
    ]);
  });

  it('takes an operator typed as @Full Name as a mention too', async () => {
    const ticket = await anyTicket();
    await server.put(`/tickets/${ticket.id}`, { token: admin, body: { operator_id: ids.sanne } });
    const since = await latestId();
    const answer = await server.post('/messages', { token: admin, body: { morphable_type: 'tickets', morphable_id: ticket.id, message: '<p>@bram jansen wil jij even meekijken?</p>' } });
    expect(answer.status).toBe(201);
    expect(await created(since)).toMatchObject([{ user_id: ids.bram, type: 'mentioned' }]);
  });

  it('tells a mentioned operator who may see the ticket because it is theirs', async () => {
    const ticket = await anyTicket();
    await server.put(`/tickets/${ticket.id}`, { token: admin, body: { operator_id: ids.eva } });
    const since = await latestId();
    const answer = await server.post('/messages', {
      token: admin,
      body: { morphable_type: 'tickets', morphable_id: ticket.id, message: `<p><span data-mention="${ids.eva}">@Eva Kok</span> graag terugbellen</p>` },
    });
    expect(answer.status).toBe(201);
    expect(await created(since)).toMatchObject([{ user_id: ids.eva, type: 'mentioned' }]);
  });
});

describe('reading notifications', () => {
  it('lists only the caller’s own notifications, newest first, unread ones with whereUnread', async () => {
    const all = await server.get<Paginated>(`/notifications${listQuery({ paginate: 100 })}`, { token: bram });
    expect(all.status).toBe(200);
    expect(all.body.data.length).toBeGreaterThan(0);
    expect(all.body.data.every((row) => row.user_id === ids.bram)).toBe(true);
    const unread = await server.get<Paginated>(`/notifications${listQuery({ whereUnread: true, paginate: 100 })}`, { token: bram });
    expect(unread.body.data.every((row) => row.read_at === null)).toBe(true);
    const read = await server.get<Paginated>(`/notifications${listQuery({ whereRead: true, paginate: 100 })}`, { token: bram });
    expect(read.body.data.every((row) => row.read_at !== null)).toBe(true);
    expect(unread.body.total + read.body.total).toBe(all.body.total);
  });

  it('toggles one notification between read and unread, and answers read_at', async () => {
    const [notification] = await notificationsOf(ids.bram);
    const first = await server.post(`/notifications/${notification.id}/toggle-read`, { token: bram });
    expect(first.status).toBe(200);
    const wasRead = notification.read_at !== null;
    expect(first.body.read_at === null).toBe(wasRead);
    const second = await server.post(`/notifications/${notification.id}/toggle-read`, { token: bram });
    expect(second.body.read_at === null).toBe(!wasRead);
    if (first.body.read_at) expect(new Date(first.body.read_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('marks all of the caller’s notifications read and leaves those of others alone', async () => {
    const othersUnread = (await notificationsOf(ids.admin)).filter((row) => row.read_at === null).length;
    expect(othersUnread).toBeGreaterThan(0);
    const answer = await server.post('/notifications/mark-all-read', { token: bram });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Alle notificaties zijn gelezen.');
    expect(answer.body.count).toBeGreaterThan(0);
    expect((await notificationsOf(ids.bram)).every((row) => row.read_at !== null)).toBe(true);
    expect((await notificationsOf(ids.admin)).filter((row) => row.read_at === null).length).toBe(othersUnread);
    const again = await server.post('/notifications/mark-all-read', { token: bram });
    expect(again.body.count).toBe(0);
  });

  it('keeps notifications of other users and tenants out of reach', async () => {
    const [adminOwn] = await notificationsOf(ids.admin);
    expect((await server.post(`/notifications/${adminOwn.id}/toggle-read`, { token: bram })).status).toBe(404);
    expect((await server.get(`/notifications/${adminOwn.id}`, { token: bram })).status).toBe(404);
    expect((await server.post(`/notifications/${adminOwn.id}/toggle-read`, { token: acmeAdmin, tenant: 'acme' })).status).toBe(404);
    const acmeList = await server.get<Paginated>(`/notifications${listQuery({ paginate: 100 })}`, { token: acmeAdmin, tenant: 'acme' });
    expect(acmeList.body.data.every((row) => row.user_id === ids.acmeAdmin)).toBe(true);
    const before = (await notificationsOf(ids.admin)).filter((row) => row.read_at === null).length;
    await server.post('/notifications/mark-all-read', { token: acmeAdmin, tenant: 'acme' });
    expect((await notificationsOf(ids.admin)).filter((row) => row.read_at === null).length).toBe(before);
    expect((await server.post('/notifications/abc/toggle-read', { token: bram })).status).toBe(404);
    expect((await server.post('/notifications/mark-all-read', {})).status).toBe(401);
  });
});

describe('live visibility for the BFF', () => {
  it('gives callers without row restriction and the same permissions one scope, restricted callers their own', async () => {
    const sanne = await server.login('sanne@demo.nl');
    const [one, two, own] = await Promise.all(
      [bram, sanne, eva].map(async (token) => (await server.get('/live/scope?type=tickets', { token })).body),
    );
    expect(one).toMatchObject({ tenant: 'demo', type: 'tickets', sees_all: true });
    expect(two.scope).toBe(one.scope);
    expect(own).toEqual({ tenant: 'demo', type: 'tickets', scope: `user:${ids.eva}`, sees_all: false });
    // Personal records are never shared.
    expect((await server.get('/live/scope?type=notifications', { token: bram })).body).toMatchObject({ scope: `user:${ids.bram}`, sees_all: false });
  });

  it('answers which of the changed records the caller sees, deleted ones included', async () => {
    const [evaTicket, other] = [await anyTicket(), await anyTicket([(await anyTicket()).id])];
    await server.put(`/tickets/${evaTicket.id}`, { token: admin, body: { operator_id: ids.eva } });
    await server.put(`/tickets/${other.id}`, { token: admin, body: { operator_id: ids.bram } });
    const visible = async (token: string) => (await server.post('/live/visible', { token, body: { type: 'tickets', ids: [evaTicket.id, other.id, 999999] } })).body;
    expect(await visible(eva)).toEqual({ ids: [evaTicket.id] });
    expect(await visible(bram)).toEqual({ ids: [evaTicket.id, other.id].sort((a, b) => a - b) });
    expect((await server.post('/live/visible', { token: acmeAdmin, tenant: 'acme', body: { type: 'tickets', ids: [evaTicket.id] } })).body).toEqual({ ids: [] });
  });

  it('refuses unknown types, missing ids and types the caller may not list, in Dutch', async () => {
    const unknown = await server.get('/live/scope?type=nonsense', { token: bram });
    expect(unknown).toMatchObject({ status: 422, body: { errors: { type: ['Onbekend type: nonsense.'] } } });
    expect((await server.get('/live/scope', { token: bram })).body.errors.type).toEqual(['Kies een type.']);
    expect((await server.post('/live/visible', { token: bram, body: { type: 'tickets', ids: [] } })).body.errors.ids).toEqual(['Kies minstens één item.']);
    expect((await server.get('/live/scope?type=companies', { token: client })).status).toBe(403);
  });
});
