import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { DEMO_LOGIN, graphql, login, startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let admin: string;
let bram: string;
let eva: string;
const users: Record<string, { id: string; databaseId: number }> = {};
const sockets: Client[] = [];

function socket(accessToken: string): Client {
  const client = createClient({
    url: stack.bffUrl.replace('http', 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${accessToken}` },
    retryAttempts: 0,
  });
  sockets.push(client);
  return client;
}

/** A running subscription: what it received so far, and a way to wait for the next matching event. */
function listen(token: string, query: string, variables: Record<string, unknown> = {}) {
  const received: any[] = [];
  const errors: unknown[] = [];
  const waiters: Array<{ test: (value: any) => boolean; resolve: (value: any) => void }> = [];
  const client = socket(token);
  client.subscribe(
    { query, variables },
    {
      next: (value) => {
        if (value.errors) errors.push(value.errors);
        received.push(value.data);
        for (const waiter of [...waiters]) {
          if (waiter.test(value.data)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(value.data);
          }
        }
      },
      error: (error) => errors.push(error),
      complete: () => undefined,
    },
  );
  return {
    received,
    errors,
    next(test: (value: any) => boolean = () => true, ms = 5000): Promise<any> {
      const found = received.find(test);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching event in ${ms} ms: ${JSON.stringify(received)}`)), ms);
        waiters.push({ test, resolve: (value) => (clearTimeout(timer), resolve(value)) });
      });
    },
  };
}

type Listener = ReturnType<typeof listen>;

/**
 * Waits until every listener hears the probe's writes (a subscription is set up asynchronously
 * on the server), then forgets what they heard, so a test starts from silence.
 */
async function settle(listeners: Listener[], probe: () => Promise<unknown>, heard: (data: any) => boolean): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    await probe();
    try {
      await Promise.all(listeners.map((listener) => listener.next(heard, 400)));
      break;
    } catch (error) {
      if (attempt > 20) throw error;
    }
  }
  // A probe that was repeated may still be heard: wait until every listener has been quiet a while.
  const quietFor = 400;
  let counts = listeners.map((listener) => listener.received.length);
  for (let waited = 0; waited < 10_000; waited += quietFor) {
    await new Promise((resolve) => setTimeout(resolve, quietFor));
    const now = listeners.map((listener) => listener.received.length);
    if (now.every((count, index) => count === counts[index])) break;
    counts = now;
  }
  for (const listener of listeners) listener.received.length = 0;
}

const RECORD_CHANGED = /* GraphQL */ `
  subscription($type: String!, $id: ID, $parentId: ID) {
    recordChanged(type: $type, id: $id, parentId: $parentId) { type id databaseId kind actorDatabaseId }
  }
`;

const TICKET_CHANGED = /* GraphQL */ `
  subscription($ticketId: ID!) {
    ticketChanged(ticketId: $ticketId) { type databaseId kind record { ... on Ticket { id statusId } } }
  }
`;

const NOTIFICATION_ADDED = /* GraphQL */ `
  subscription {
    notificationAdded { unreadCount notification { id title type readAt actor { fullName } object { id } } }
  }
`;

const UPDATE_TICKET = /* GraphQL */ `
  mutation($input: UpdateTicketInput!) { updateTicket(input: $input) { ticket { id } userErrors { field message } } }
`;

async function updateTicket(token: string, input: Record<string, unknown>) {
  const answer = await graphql(stack.bffUrl, UPDATE_TICKET, { input }, token);
  expect(answer.errors).toBeUndefined();
  expect(answer.data.updateTicket.userErrors).toEqual([]);
}

async function tickets(first = 4): Promise<Array<{ id: string; databaseId: number; statusId: number }>> {
  const answer = await graphql(stack.bffUrl, `{ tickets(first: ${first}) { edges { node { id databaseId statusId } } } }`, {}, admin);
  return answer.data.tickets.edges.map((edge: any) => edge.node);
}

beforeAll(async () => {
  stack = await startStack();
  admin = await login(stack.bffUrl);
  bram = await login(stack.bffUrl, { username: 'bram@demo.nl', password: DEMO_LOGIN.password });
  eva = await login(stack.bffUrl, { username: 'eigen@demo.nl', password: DEMO_LOGIN.password });
  for (const [name, token] of Object.entries({ admin, bram, eva })) {
    users[name] = (await graphql(stack.bffUrl, `{ viewer { user { id databaseId } } }`, {}, token)).data.viewer.user;
  }
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.dispose()));
  await stack?.close();
});

describe('recordChanged', () => {
  it('delivers a change only to subscribers who may see the record: only_own_tickets hears only its own tickets', async () => {
    const [theirs, hers] = await tickets(2);
    await updateTicket(admin, { id: theirs.id, operatorId: users.bram.databaseId });
    await updateTicket(admin, { id: hers.id, operatorId: users.eva.databaseId });
    const everything = listen(admin, RECORD_CHANGED, { type: 'tickets' });
    const own = listen(eva, RECORD_CHANGED, { type: 'tickets' });
    await settle([everything, own], () => updateTicket(admin, { id: hers.id, cc: `probe-${Math.random()}@demo.nl` }), (data) => data.recordChanged.databaseId === hers.databaseId);

    await updateTicket(admin, { id: theirs.id, description: 'Printer op de tweede verdieping' });
    await updateTicket(admin, { id: hers.id, description: 'Wachtwoord vergeten' });

    const mine = await own.next((data) => data.recordChanged.databaseId === hers.databaseId);
    expect(mine.recordChanged).toEqual({ type: 'tickets', id: hers.id, databaseId: hers.databaseId, kind: 'UPDATED', actorDatabaseId: users.admin.databaseId });
    await everything.next((data) => data.recordChanged.databaseId === hers.databaseId);
    expect(everything.received.map((data) => data.recordChanged.databaseId)).toContain(theirs.databaseId);
    expect(own.received.map((data) => data.recordChanged.databaseId)).not.toContain(theirs.databaseId);
    expect(own.errors).toEqual([]);
  });

  it('checks visibility once per scope and burst, however many subscribers share the scope', async () => {
    const [ticket] = await tickets(1);
    const listeners = [listen(admin, RECORD_CHANGED, { type: 'tickets' }), listen(admin, RECORD_CHANGED, { type: 'tickets', id: ticket.id }), listen(admin, RECORD_CHANGED, { type: 'tickets' })];
    await settle(listeners, () => updateTicket(admin, { id: ticket.id, cc: `probe-${Math.random()}@demo.nl` }), (data) => data.recordChanged.databaseId === ticket.databaseId);
    const before = stack.restRequests.length;
    await updateTicket(admin, { id: ticket.id, description: 'Eén wijziging, drie luisteraars' });
    await Promise.all(listeners.map((listener) => listener.next((data) => data.recordChanged.databaseId === ticket.databaseId)));
    const checks = stack.restRequests.slice(before).filter((request) => request === 'POST /live/visible');
    // Earlier subscriptions of this file listen too (admin's scope, and Eva's own): one check each at most.
    expect(checks.length).toBeLessThanOrEqual(2);
  });

  it('follows the records that point at a parent, and refuses what the subscriber cannot see', async () => {
    const [ticket, other] = await tickets(2);
    const notes = listen(admin, RECORD_CHANGED, { type: 'messages', parentId: ticket.id });
    const add = `mutation($input: AddTicketNoteInput!) { addTicketNote(input: $input) { message { databaseId } userErrors { message } } }`;
    await settle([notes], () => graphql(stack.bffUrl, add, { input: { ticketId: ticket.id, html: '<p>Proef</p>' } }, admin), () => true);
    await graphql(stack.bffUrl, add, { input: { ticketId: other.id, html: '<p>Andere ticket</p>' } }, admin);
    const answer = await graphql(stack.bffUrl, add, { input: { ticketId: ticket.id, html: '<p>Opgepakt</p>' } }, admin);
    const event = await notes.next();
    expect(event.recordChanged).toMatchObject({ type: 'messages', databaseId: answer.data.addTicketNote.message.databaseId, kind: 'CREATED' });
    expect(notes.received).toHaveLength(1);

    await updateTicket(admin, { id: other.id, operatorId: users.bram.databaseId });
    const hidden = listen(eva, RECORD_CHANGED, { type: 'tickets', id: other.id });
    const wrongType = listen(eva, RECORD_CHANGED, { type: 'nonsense' });
    await expect.poll(() => hidden.errors.length + wrongType.errors.length).toBe(2);
    expect(JSON.stringify(hidden.errors)).toContain('NOT_FOUND');
    expect(JSON.stringify(wrongType.errors)).toContain('Onbekend type: nonsense.');
  });
});

describe('ticketChanged', () => {
  it('announces a changed status of the ticket with the fresh record', async () => {
    const [ticket] = await tickets(1);
    const watcher = listen(bram, TICKET_CHANGED, { ticketId: ticket.id });
    await settle([watcher], () => updateTicket(admin, { id: ticket.id, cc: `probe-${Math.random()}@demo.nl` }), (data) => data.ticketChanged.type === 'tickets');
    const statusId = ticket.statusId === 2 ? 1 : 2;
    await updateTicket(admin, { id: ticket.id, statusId });
    const event = await watcher.next((data) => data.ticketChanged.type === 'tickets');
    expect(event.ticketChanged).toEqual({ type: 'tickets', databaseId: ticket.databaseId, kind: 'UPDATED', record: { id: ticket.id, statusId } });
  });
});

describe('notifications', () => {
  it('delivers a new notification live to its user only, with the unread count', async () => {
    const [, , ticket] = await tickets(3);
    const bramsBell = listen(bram, NOTIFICATION_ADDED);
    const adminsBell = listen(admin, NOTIFICATION_ADDED);
    // Bram hands the ticket to Anna and she hands it back: each hears of it.
    await settle(
      [bramsBell, adminsBell],
      async () => {
        await updateTicket(bram, { id: ticket.id, operatorId: users.admin.databaseId });
        await updateTicket(admin, { id: ticket.id, operatorId: users.bram.databaseId });
      },
      () => true,
    );
    await updateTicket(admin, { id: ticket.id, operatorId: users.admin.databaseId });
    const unread = (await graphql(stack.bffUrl, `{ viewer { unreadNotificationCount } }`, {}, bram)).data.viewer.unreadNotificationCount;

    await updateTicket(admin, { id: ticket.id, operatorId: users.bram.databaseId });
    const event = await bramsBell.next();
    expect(event.notificationAdded).toMatchObject({
      unreadCount: unread + 1,
      notification: { type: 'assigned', readAt: null, actor: { fullName: 'Anna de Vries' }, object: { id: ticket.id } },
    });
    expect(event.notificationAdded.notification.title).toMatch(/^Ticket #.+ is aan je toegewezen$/);
    expect(adminsBell.received).toEqual([]);
  });

  it('lists the viewer’s notifications read or unread, toggles one and marks all read', async () => {
    const list = async (read?: boolean) =>
      (
        await graphql(
          stack.bffUrl,
          `query($read: Boolean) { viewer { unreadNotificationCount notifications(first: 5, read: $read) { totalCount edges { node { id readAt title } } pageInfo { hasNextPage } } } }`,
          { read },
          bram,
        )
      ).data.viewer;
    const unread = await list(false);
    expect(unread.notifications.totalCount).toBe(unread.unreadNotificationCount);
    expect(unread.notifications.edges.every((edge: any) => edge.node.readAt === null)).toBe(true);
    const first = unread.notifications.edges[0].node;

    const toggle = `mutation($input: ToggleNotificationReadInput!) { toggleNotificationRead(input: $input) { notification { id readAt } unreadCount userErrors { field message } } }`;
    const toggled = (await graphql(stack.bffUrl, toggle, { input: { id: first.id } }, bram)).data.toggleNotificationRead;
    expect(toggled.notification.readAt).not.toBeNull();
    expect(toggled.unreadCount).toBe(unread.unreadNotificationCount - 1);
    expect((await list(true)).notifications.edges.map((edge: any) => edge.node.id)).toContain(first.id);

    // Someone else's notification is not found.
    const adminsOwn = (await graphql(stack.bffUrl, `{ viewer { notifications(first: 1) { edges { node { id } } } } }`, {}, admin)).data.viewer.notifications.edges[0].node.id;
    const refused = (await graphql(stack.bffUrl, toggle, { input: { id: adminsOwn } }, bram)).data.toggleNotificationRead;
    expect(refused).toMatchObject({ notification: null, userErrors: [{ field: 'id', message: 'Niet gevonden.' }] });

    const all = `mutation { markAllNotificationsRead(input: {}) { count message unreadCount userErrors { message } } }`;
    const marked = (await graphql(stack.bffUrl, all, {}, bram)).data.markAllNotificationsRead;
    expect(marked).toEqual({ count: unread.unreadNotificationCount - 1, message: 'Alle notificaties zijn gelezen.', unreadCount: 0, userErrors: [] });
    expect((await list(false)).notifications.totalCount).toBe(0);
  });
});
