import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointAtGraphDouble } from '../doubles/msgraph/process-env.ts';
import { startGraphDouble, type GraphDouble, type GraphEventRecord } from '../doubles/msgraph/server.ts';
import { startBackOffice, type BackOffice } from './back-office-support.ts';

/**
 * The planner's calendar calls (back-office §7 Calendar) against the identity platform and Graph
 * on loopback over https: operators matched by e-mail, events read, planned, moved and removed in
 * W. Europe time, paging, 429 with Retry-After, a token refreshed after a 401.
 */

let graph: GraphDouble;
let bo: BackOffice;
let client: string;

const bram = randomUUID();
const sanne = randomUUID();
const boss = randomUUID();
const room = randomUUID();
const closed = randomUUID();

let forgetGraph: (() => void) | undefined;

const event = (userId: string, subject: string, start: string, end: string, extra: Partial<GraphEventRecord> = {}): GraphEventRecord => ({
  id: `AAMkAD${randomUUID()}`,
  userId,
  subject,
  body: { contentType: 'text', content: '' },
  start: Date.parse(start),
  end: Date.parse(end),
  location: { displayName: '' },
  attendees: [],
  type: 'singleInstance',
  isCancelled: false,
  isOrganizer: true,
  organizer: { emailAddress: { address: 'bram@demo.nl', name: 'Bram Jansen' } },
  ...extra,
});

const events = (userId: string, start: string, end: string) => bo.get(`/msgraph/calendar/user/${userId}/events?start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}`);

beforeAll(async () => {
  graph = await startGraphDouble();
  forgetGraph = pointAtGraphDouble(graph);
  const home = graph.homeTenant;
  graph.users.push(
    { tenant: home, id: bram, displayName: 'Bram Jansen', mail: 'Bram@demo.nl', userPrincipalName: 'bram@demo.onmicrosoft.com', accountEnabled: true },
    // No mailbox address of its own: matched by the sign-in name.
    { tenant: home, id: sanne, displayName: 'Sanne Bakker', mail: null, userPrincipalName: 'sanne@demo.nl', accountEnabled: true, calendarAccess: false },
    { tenant: home, id: boss, displayName: 'De Directeur', mail: 'directeur@demo.nl', userPrincipalName: 'directeur@demo.nl', accountEnabled: true },
    { tenant: home, id: room, displayName: 'Vergaderruimte', mail: 'lotte@demo.nl', userPrincipalName: 'ruimte@demo.nl', accountEnabled: true, userPurpose: 'room' },
    // An inactive operator's mailbox is no planner calendar.
    { tenant: home, id: closed, displayName: 'Kees Brouwer', mail: 'kees@demo.nl', userPrincipalName: 'kees@demo.nl', accountEnabled: true },
  );
  // More users than one page of /users holds.
  for (let n = 0; n < 1000; n++) {
    graph.users.push({ tenant: home, id: randomUUID(), displayName: `Medewerker ${n}`, mail: `medewerker${n}@demo.nl`, userPrincipalName: `medewerker${n}@demo.nl`, accountEnabled: true });
  }
  bo = await startBackOffice();
  client = await bo.server.login('klant@demo.nl', { contact: true });
});

afterAll(async () => {
  await bo?.close();
  await graph?.close();
  forgetGraph?.();
});

describe('calendar users', () => {
  it('needs planner.index: a contact gets 403 naming it on every calendar call', async () => {
    for (const [method, path] of [
      ['GET', '/msgraph/calendar/users'],
      ['GET', `/msgraph/calendar/user/${bram}/user-purpose`],
      ['GET', `/msgraph/calendar/user/${bram}/events?start=2026-11-23T00:00:00Z&end=2026-11-30T00:00:00Z`],
      ['POST', `/msgraph/calendar/user/${bram}/events`],
      ['PATCH', `/msgraph/calendar/user/${bram}/events/x`],
      ['DELETE', `/msgraph/calendar/user/${bram}/events/x`],
    ] as const) {
      const answer = await bo.server.call(method, path, { token: client, body: method === 'POST' || method === 'PATCH' ? {} : undefined });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body.permission).toBe('planner.index');
    }
  });

  it('says in Dutch that Microsoft 365 is not set up while the app credentials are missing', async () => {
    delete process.env.MSGRAPH_CLIENT_SECRET;
    try {
      const answer = await bo.get('/msgraph/calendar/users');
      expect(answer.status).toBe(409);
      expect(answer.body.message).toContain('Microsoft 365 is niet ingesteld');
    } finally {
      process.env.MSGRAPH_CLIENT_SECRET = graph.clientSecret;
    }
  });

  it("lists the active operators with a mailbox, matched by mail or sign-in name, through every page of /users", async () => {
    const answer = await bo.get('/msgraph/calendar/users');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const operators = await bo.db.selectFrom('users').select(['id', 'email']).where('tenant_id', '=', bo.demoId).where('email', 'in', ['bram@demo.nl', 'sanne@demo.nl', 'lotte@demo.nl']).execute();
    const idOf = (email: string) => operators.find((row) => row.email === email)!.id;
    expect(answer.body.data).toEqual([
      { id: bram, operator_id: idOf('bram@demo.nl'), name: 'Bram Jansen', email: 'bram@demo.nl' },
      { id: sanne, operator_id: idOf('sanne@demo.nl'), name: 'Sanne Bakker', email: 'sanne@demo.nl' },
      { id: room, operator_id: idOf('lotte@demo.nl'), name: 'Vergaderruimte', email: 'lotte@demo.nl' },
    ]);
    expect(graph.requests.filter((request) => request.startsWith('GET /users?'))).toHaveLength(2);
    expect(graph.grants).toContain(`client_credentials ${graph.homeTenant}`);
  });

  it("answers the mailbox's purpose, and refuses a mailbox that is no operator's", async () => {
    expect((await bo.get(`/msgraph/calendar/user/${room}/user-purpose`)).body).toEqual({ user_purpose: 'room' });
    expect((await bo.get(`/msgraph/calendar/user/${bram}/user-purpose`)).body).toEqual({ user_purpose: 'user' });
    for (const id of [boss, closed, randomUUID()]) {
      const answer = await bo.get(`/msgraph/calendar/user/${id}/user-purpose`);
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('Deze agenda hoort niet bij een behandelaar.');
    }
  });
});

describe('calendar events', () => {
  it('reads a week with ISO instants, recurring occurrences and invitations marked, every page followed', async () => {
    graph.events.push(
      event(bram, 'Kwartaaloverleg', '2026-11-24T09:00:00Z', '2026-11-24T10:00:00Z', {
        type: 'occurrence',
        isOrganizer: false,
        organizer: { emailAddress: { address: 'directeur@demo.nl', name: 'De Directeur' } },
        attendees: [{ emailAddress: { address: 'bram@demo.nl' }, type: 'required' }],
        location: { displayName: 'Vergaderruimte' },
        body: { contentType: 'text', content: 'Cijfers Q4' },
      }),
      event(bram, 'Vorige week', '2026-11-17T09:00:00Z', '2026-11-17T10:00:00Z'),
      event(bram, 'Afgezegd', '2026-11-25T13:00:00Z', '2026-11-25T14:00:00Z', { isCancelled: true }),
    );
    for (let n = 0; n < 110; n++) graph.events.push(event(bram, `Ticket ${n}`, `2026-11-26T${String(8 + (n % 8)).padStart(2, '0')}:00:00Z`, `2026-11-26T${String(8 + (n % 8)).padStart(2, '0')}:30:00Z`));
    const before = graph.requests.length;
    const answer = await events(bram, '2026-11-23T00:00:00+01:00', '2026-11-30T00:00:00+01:00');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.status).toBe(200);
    expect(answer.body.access).toBe(true);
    expect(answer.body.data).toHaveLength(112);
    expect(graph.requests.slice(before).filter((request) => request.includes('/calendarView'))).toHaveLength(2);
    expect(answer.body.data[0]).toEqual({
      id: expect.any(String),
      user_id: bram,
      subject: 'Kwartaaloverleg',
      description: 'Cijfers Q4',
      start: '2026-11-24T09:00:00.000Z',
      end: '2026-11-24T10:00:00.000Z',
      location: 'Vergaderruimte',
      attendees: ['bram@demo.nl'],
      occurrence: 'occurrence',
      cancelled: false,
      readonly: true,
      organizer: 'directeur@demo.nl',
    });
    expect(answer.body.data.find((row: { subject: string }) => row.subject === 'Afgezegd').cancelled).toBe(true);
    expect(answer.body.data.some((row: { subject: string }) => row.subject === 'Vorige week')).toBe(false);
  });

  it('says in the body when Balie may not read a calendar (Graph 403), without failing', async () => {
    const answer = await events(sanne, '2026-11-23T00:00:00Z', '2026-11-30T00:00:00Z');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 403, access: false, data: [] });
  });

  it('refuses a period that is missing, reversed or too long, in Dutch per field', async () => {
    const missing = await bo.get(`/msgraph/calendar/user/${bram}/events?start=morgen`);
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ start: ['Vul een geldig begin van de periode in.'], end: ['Vul een geldig einde van de periode in.'] });
    const long = await events(bram, '2026-01-01T00:00:00Z', '2026-06-01T00:00:00Z');
    expect(long.status).toBe(422);
    expect(long.body.errors.end[0]).toContain('hoogstens 62 dagen');
  });

  it('plans a task into a calendar in W. Europe time, moves the task with the event, and frees it when the event is removed', async () => {
    const task = await bo.db.selectFrom('tasks').select(['id']).where('tenant_id', '=', bo.demoId).orderBy('id').executeTakeFirstOrThrow();
    const refused = await bo.call('POST', `/msgraph/calendar/user/${bram}/events`, { subject: ' ', start: '2026-11-27T10:00', end: '2026-11-27T09:00', attendees: ['geen'], task_id: 999999 });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors).sort()).toEqual(['attendees', 'end', 'subject', 'task_id']);

    const created = await bo.call('POST', `/msgraph/calendar/user/${bram}/events`, {
      subject: 'Server plaatsen',
      description: 'Rack 2, sleutel bij de receptie',
      start: '2026-11-27T10:00',
      end: '2026-11-27T12:00',
      location: { displayName: 'Bakkerij de Zon', address: { street: 'Dorpsstraat 1', city: 'Utrecht', postalCode: '1234 AB' } },
      attendees: ['sanne@demo.nl'],
      task_id: task.id,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ subject: 'Server plaatsen', start: '2026-11-27T09:00:00.000Z', end: '2026-11-27T11:00:00.000Z', location: 'Bakkerij de Zon', attendees: ['sanne@demo.nl'], readonly: false, task_id: task.id });
    const stored = graph.events.find((row) => row.id === created.body.id)!;
    expect(stored.location).toEqual({ displayName: 'Bakkerij de Zon', address: { street: 'Dorpsstraat 1', city: 'Utrecht', postalCode: '1234 AB' } });
    expect(stored.body).toEqual({ contentType: 'text', content: 'Rack 2, sleutel bij de receptie' });
    const bramId = (await bo.db.selectFrom('users').select('id').where('tenant_id', '=', bo.demoId).where('email', '=', 'bram@demo.nl').executeTakeFirstOrThrow()).id;
    const planned = () => bo.db.selectFrom('tasks').select(['graph_event_id', 'scheduled_at', 'operator_id']).where('id', '=', task.id).executeTakeFirstOrThrow();
    expect(await planned()).toMatchObject({ graph_event_id: created.body.id, operator_id: bramId });
    expect(new Date((await planned()).scheduled_at).toISOString()).toBe('2026-11-27T09:00:00.000Z');

    const moved = await bo.call('PATCH', `/msgraph/calendar/user/${bram}/events/${created.body.id}`, { start: '2026-11-30T08:00:00Z', end: '2026-11-30T10:00:00Z', subject: 'Server plaatsen (verzet)' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ subject: 'Server plaatsen (verzet)', start: '2026-11-30T08:00:00.000Z', end: '2026-11-30T10:00:00.000Z', location: 'Bakkerij de Zon' });
    expect(new Date((await planned()).scheduled_at).toISOString()).toBe('2026-11-30T08:00:00.000Z');

    const removed = await bo.call('DELETE', `/msgraph/calendar/user/${bram}/events/${created.body.id}`);
    expect(removed.status).toBe(204);
    expect(graph.events.some((row) => row.id === created.body.id)).toBe(false);
    expect(await planned()).toMatchObject({ graph_event_id: null, scheduled_at: null });
    const again = await bo.call('DELETE', `/msgraph/calendar/user/${bram}/events/${created.body.id}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Niet gevonden in Microsoft 365.');
  });

  it('waits out a 429 with Retry-After and tries again, and says Graph is busy when the wait is too long', async () => {
    graph.failNext('GET', /\/calendarView$/, 429, { retryAfter: 1 });
    const started = Date.now();
    const answer = await events(bram, '2026-11-23T00:00:00Z', '2026-11-30T00:00:00Z');
    expect(answer.status).toBe(200);
    expect(answer.body.access).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);

    graph.failNext('GET', /\/calendarView$/, 429, { retryAfter: 120 });
    const busy = await events(bram, '2026-11-23T00:00:00Z', '2026-11-30T00:00:00Z');
    expect(busy.status).toBe(429);
    expect(busy.body.message).toBe('Microsoft 365 is even te druk. Probeer het over een minuut opnieuw.');
  });

  it('fetches a new token after a 401 and repeats the call once', async () => {
    const grants = graph.grants.length;
    graph.expireAccessTokens();
    const answer = await bo.get(`/msgraph/calendar/user/${bram}/user-purpose`);
    expect(answer.status).toBe(200);
    expect(graph.grants.slice(grants)).toEqual([`client_credentials ${graph.homeTenant}`]);
  });
});
