import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '../../api/src/index.ts';
import { listQuery, startApi, type Paginated, type RunningApi } from '../support/api.ts';

let server: RunningApi;
let token: string;
let ticket: Record<string, any>;

beforeAll(async () => {
  server = await startApi();
  token = await server.login('admin@demo.nl');
  // A ticket with a long conversation, so kinds and pages are all represented.
  const busiest = await server.api.db
    .selectFrom('messages')
    .select(['morphable_id', sql<number>`count(*)::int`.as('n')])
    .groupBy('morphable_id')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('morphable_id')
    .executeTakeFirstOrThrow();
  ticket = (await server.get(`/tickets/${busiest.morphable_id}`, { token })).body.data;
});

afterAll(async () => {
  await server?.close();
});

const ofTicket = (id: number) => [['morphable_type', 'tickets'], ['morphable_id', id]];

async function messagesOf(id: number, builder: Record<string, unknown> = {}, params: Record<string, string | number> = {}) {
  const answer = await server.get<Paginated>(`/messages${listQuery({ where: ofTicket(id), ...builder }, params)}`, { token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

describe('listing messages of a ticket', () => {
  it('pages 10 at a time, newest first, with the actor and the ticket embedded', async () => {
    const page = await messagesOf(ticket.id, { with: ['actor', 'morphable'] });
    const [{ n }] = await server.api.db
      .selectFrom('messages')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('morphable_type', '=', 'tickets')
      .where('morphable_id', '=', ticket.id)
      .execute();
    expect(page).toMatchObject({ per_page: 10, total: n, current_page: 1 });
    expect(page.data.every((message) => message.morphable_id === ticket.id && message.morphable_type === 'tickets')).toBe(true);
    const created = page.data.map((message) => message.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    for (const message of page.data) {
      expect(message.actor.id).toBe(message.actor_id);
      // Contacts write the customer e-mails, operators the rest.
      expect(message.actor.is_operator === 0).toBe(message.is_from_client);
      expect(message.morphable).toMatchObject({ id: ticket.id, reference: ticket.reference });
    }
  });

  it('splits into notes and messages with the named filters, and finds pinned ones', async () => {
    const all = await messagesOf(ticket.id, { paginate: 100 });
    const notes = await messagesOf(ticket.id, { whereIsNote: true, paginate: 100 });
    const mails = await messagesOf(ticket.id, { whereIsMessage: true, paginate: 100 });
    expect(notes.data.every((message) => !message.is_from_client && !message.send_to_client && message.type === null)).toBe(true);
    expect(
      mails.data.every(
        (message) => (message.is_from_client || message.send_to_client) && (message.to || message.original_email_from) && message.type === null,
      ),
    ).toBe(true);
    expect(notes.total + mails.total).toBe(all.total);

    const pinned = await server.get<Paginated>(`/messages${listQuery({ whereIsPinned: true, paginate: 100 })}`, { token });
    expect(pinned.body.total).toBeGreaterThan(0);
    expect(pinned.body.data.every((message) => message.is_pinned)).toBe(true);
  });

  it('answers 404 for a ticket that does not exist', async () => {
    const answer = await server.get(`/messages${listQuery({ where: ofTicket(999999) })}`, { token });
    expect(answer).toEqual({ status: 404, body: { message: 'Niet gevonden.' } });
  });

  it('finds one message with its actor and ticket', async () => {
    const [first] = (await messagesOf(ticket.id)).data;
    const answer = await server.get(`/messages/${first.id}?load=actor,morphable`, { token });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ id: first.id, actor: { id: first.actor_id }, morphable: { id: ticket.id } });
  });
});

describe('adding a note', () => {
  it('stores sanitized HTML, touches the ticket and publishes NewTicketMessage', async () => {
    const seen: LiveEvent[] = [];
    const unsubscribe = server.api.events.subscribe((event) => seen.push(event));
    const before = (await server.get(`/tickets/${ticket.id}`, { token })).body.data.updated_at;
    const me = (await server.get('/auth/me', { token })).body.user;

    const answer = await server.post('/messages', {
      token,
      body: {
        morphable_type: 'tickets',
        morphable_id: ticket.id,
        action: 'note',
        message: '<p onclick="steal()">Printer <strong>vervangen</strong>.</p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">link</a>',
      },
    });
    unsubscribe();

    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ id: expect.any(Number), is_sent: false });
    const note = answer.body.data;
    expect(note).toMatchObject({
      id: answer.body.id,
      actor_id: me.id,
      morphable_type: 'tickets',
      morphable_id: ticket.id,
      is_from_client: false,
      send_to_client: false,
      visible_to_client: false,
      is_pinned: false,
      is_sent: false,
      type: null,
      actor: { id: me.id, full_name: 'Anna de Vries', is_operator: 2 },
    });
    expect(note.message).toContain('<strong>vervangen</strong>');
    for (const gone of ['<script', 'alert', 'onerror', 'onclick', 'javascript:', '<img']) expect(note.message).not.toContain(gone);

    const after = (await server.get(`/tickets/${ticket.id}`, { token })).body.data.updated_at;
    expect(after > before).toBe(true);
    expect(after).toBe(note.created_at);
    expect((await messagesOf(ticket.id)).data[0].id).toBe(note.id);
    expect((await messagesOf(ticket.id, { whereIsNote: true })).data[0].id).toBe(note.id);

    expect(seen.filter((event) => event.name === 'NewTicketMessage')).toEqual([
      {
        tenant: 'demo',
        channel: `demo.ticket.${ticket.id}`,
        name: 'NewTicketMessage',
        payload: { message_id: note.id, actor_id: me.id, ticket_id: ticket.id },
      },
    ]);
    // The note is also a created record for generic subscribers.
    expect(seen.filter((event) => event.name === 'RecordChanged')).toEqual([
      {
        tenant: 'demo',
        channel: 'demo.records',
        name: 'RecordChanged',
        payload: { type: 'messages', id: note.id, kind: 'created', actor_id: me.id, parents: [['users', me.id], ['tickets', ticket.id]] },
      },
    ]);
  });

  it.each(['', '   ', '<p> &nbsp; </p>', '<script>alert(1)</script>', null])('refuses the empty message %j', async (message) => {
    const answer = await server.post('/messages', { token, body: { morphable_type: 'tickets', morphable_id: ticket.id, action: 'note', message } });
    expect(answer).toEqual({ status: 422, body: { message: 'Het bericht is leeg.', errors: { message: ['Het bericht is leeg.'] } } });
  });

  it('refuses an unknown ticket, type or action', async () => {
    const unknown = await server.post('/messages', { token, body: { morphable_type: 'tickets', morphable_id: 999999, action: 'note', message: 'Hoi' } });
    expect(unknown).toEqual({ status: 422, body: { message: 'Het ticket bestaat niet.', errors: { morphable_id: ['Het ticket bestaat niet.'] } } });
    const type = await server.post('/messages', { token, body: { morphable_type: 'users', morphable_id: 1, message: 'Hoi' } });
    expect(type.body.errors).toEqual({ morphable_type: ['Onbekend type object.'] });
    const action = await server.post('/messages', { token, body: { morphable_type: 'tickets', morphable_id: ticket.id, action: 'wis', message: 'Hoi' } });
    expect(action.body.errors).toEqual({ action: ['Onbekende actie.'] });
    const bad = await server.post('/messages', { token, body: { morphable_type: 'tickets', morphable_id: 'abc', message: 'Hoi' } });
    expect(bad.status).toBe(422);
  });

  it('needs messages.store: a read-only operator gets 403 naming it', async () => {
    const reader = await server.login('lezer@demo.nl');
    expect((await server.get('/tickets', { token: reader })).status).toBe(200);
    const answer = await server.post('/messages', {
      token: reader,
      body: { morphable_type: 'tickets', morphable_id: ticket.id, action: 'note', message: '<p>Mag dit?</p>' },
    });
    expect(answer).toEqual({
      status: 403,
      body: { message: 'Je hebt geen rechten om deze actie uit te voeren.', permission: 'messages.store' },
    });
    const me = (await server.get('/auth/me', { token: reader })).body.user;
    expect(me.permissions_names).not.toContain('messages.store');
    expect(me.permissions_names.every((name: string) => /\.(index|show)$/.test(name))).toBe(true);
  });

  it('lets an operator with only_own_tickets write only on tickets assigned to them', async () => {
    const own = await server.login('eigen@demo.nl');
    const me = (await server.get('/auth/me', { token: own })).body.user;
    const mine = (await server.get(`/tickets${listQuery({ where: [['operator_id', '=', me.id]], paginate: 1 })}`, { token: own })).body.data[0];
    const others = (await server.get(`/tickets${listQuery({ where: [['operator_id', '!=', me.id]], paginate: 1 })}`, { token })).body.data[0];
    expect(mine, 'the seed assigns tickets to eigen@demo.nl').toBeDefined();
    const allowed = await server.post('/messages', { token: own, body: { morphable_type: 'tickets', morphable_id: mine.id, message: '<p>Opgepakt</p>' } });
    expect(allowed.status).toBe(201);
    const refused = await server.post('/messages', { token: own, body: { morphable_type: 'tickets', morphable_id: others.id, message: '<p>Niet van mij</p>' } });
    expect(refused).toEqual({ status: 422, body: expect.objectContaining({ errors: { morphable_id: ['Het ticket bestaat niet.'] } }) });
  });

  it('answers a malformed body with 422', async () => {
    const answer = await server.post('/messages', { token, body: '{"message": ' });
    expect(answer.status).toBe(422);
  });
});
