import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointAtGraphDouble } from '../doubles/msgraph/process-env.ts';
import { startGraphDouble, type GraphDouble } from '../doubles/msgraph/server.ts';
import { graphql, login, startStack, type Stack } from '../support/stack.ts';

// The planner's calendar over the BFF, against the REST service and Graph on loopback.
let graph: GraphDouble;
let stack: Stack;
let token: string;

const bram = randomUUID();
const sanne = randomUUID();
let forgetGraph: (() => void) | undefined;

const EVENT = 'id userId subject description start end location attendees occurrence cancelled readonly organizer';
const run = (query: string, variables: Record<string, unknown> = {}, caller = token) => graphql(stack.bffUrl, query, variables, caller);
const week = (userId: string) =>
  run(`query($userId: ID!, $start: String!, $end: String!) { calendarEvents(userId: $userId, start: $start, end: $end) { access events { ${EVENT} } } }`, {
    userId,
    start: '2026-11-23T00:00:00Z',
    end: '2026-11-30T00:00:00Z',
  });

beforeAll(async () => {
  graph = await startGraphDouble();
  forgetGraph = pointAtGraphDouble(graph);
  graph.users.push(
    { tenant: graph.homeTenant, id: bram, displayName: 'Bram Jansen', mail: 'bram@demo.nl', userPrincipalName: 'bram@demo.nl', accountEnabled: true, userPurpose: 'user' },
    { tenant: graph.homeTenant, id: sanne, displayName: 'Sanne Bakker', mail: 'sanne@demo.nl', userPrincipalName: 'sanne@demo.nl', accountEnabled: true, calendarAccess: false },
    { tenant: graph.homeTenant, id: randomUUID(), displayName: 'Receptie', mail: 'receptie@demo.nl', userPrincipalName: 'receptie@demo.nl', accountEnabled: true },
  );
  stack = await startStack();
  token = await login(stack.bffUrl);
});

afterAll(async () => {
  await stack?.close();
  await graph?.close();
  forgetGraph?.();
});

describe('calendar over GraphQL', () => {
  it("lists the operators' calendars with their purpose", async () => {
    const answer = await run('{ calendarUsers { id operatorId name email userPurpose } }');
    expect(answer.errors).toBeUndefined();
    expect(answer.data.calendarUsers).toEqual([
      { id: bram, operatorId: expect.any(Number), name: 'Bram Jansen', email: 'bram@demo.nl', userPurpose: 'user' },
      { id: sanne, operatorId: expect.any(Number), name: 'Sanne Bakker', email: 'sanne@demo.nl', userPurpose: null },
    ]);
  });

  it('creates, moves and deletes an event, and reads it in the week between', async () => {
    const created = await run(`mutation($input: CreateCalendarEventInput!) { createCalendarEvent(input: $input) { event { ${EVENT} } userErrors { field message } } }`, {
      input: { userId: bram, subject: 'Werkplek inrichten', description: 'Twee schermen', start: '2026-11-25T09:00', end: '2026-11-25T10:30', location: 'Kantoor Utrecht', attendees: ['sanne@demo.nl'] },
    });
    expect(created.errors).toBeUndefined();
    expect(created.data.createCalendarEvent.userErrors).toEqual([]);
    const event = created.data.createCalendarEvent.event;
    expect(event).toMatchObject({ userId: bram, subject: 'Werkplek inrichten', description: 'Twee schermen', start: '2026-11-25T08:00:00.000Z', end: '2026-11-25T09:30:00.000Z', location: 'Kantoor Utrecht', attendees: ['sanne@demo.nl'], cancelled: false, readonly: false, organizer: 'bram@demo.nl' });

    const read = await week(bram);
    expect(read.data.calendarEvents.access).toBe(true);
    expect(read.data.calendarEvents.events.map((row: { id: string }) => row.id)).toEqual([event.id]);

    const moved = await run(`mutation($input: UpdateCalendarEventInput!) { updateCalendarEvent(input: $input) { event { ${EVENT} } userErrors { field message } } }`, {
      input: { userId: bram, eventId: event.id, start: '2026-11-26T13:00:00Z', end: '2026-11-26T14:00:00Z' },
    });
    expect(moved.data.updateCalendarEvent.userErrors).toEqual([]);
    expect(moved.data.updateCalendarEvent.event).toMatchObject({ id: event.id, subject: 'Werkplek inrichten', start: '2026-11-26T13:00:00.000Z', end: '2026-11-26T14:00:00.000Z' });

    const deleted = await run('mutation($input: DeleteCalendarEventInput!) { deleteCalendarEvent(input: $input) { deletedEventId userErrors { field message } } }', { input: { userId: bram, eventId: event.id } });
    expect(deleted.data.deleteCalendarEvent).toEqual({ deletedEventId: event.id, userErrors: [] });
    expect((await week(bram)).data.calendarEvents.events).toEqual([]);

    const gone = await run('mutation($input: DeleteCalendarEventInput!) { deleteCalendarEvent(input: $input) { deletedEventId userErrors { field message } } }', { input: { userId: bram, eventId: event.id } });
    expect(gone.data.deleteCalendarEvent).toEqual({ deletedEventId: null, userErrors: [{ field: null, message: 'Niet gevonden in Microsoft 365.' }] });
  });

  it('answers access false for a calendar Microsoft 365 refuses, and userErrors per input field', async () => {
    expect((await week(sanne)).data.calendarEvents).toEqual({ access: false, events: [] });
    const refused = await run('mutation($input: CreateCalendarEventInput!) { createCalendarEvent(input: $input) { event { id } userErrors { field message } } }', {
      input: { userId: bram, subject: 'Te laat', start: '2026-11-25T10:00', end: '2026-11-25T09:00', taskId: 999999 },
    });
    expect(refused.data.createCalendarEvent.event).toBeNull();
    expect(refused.data.createCalendarEvent.userErrors).toEqual([
      { field: 'end', message: 'Het einde moet na het begin liggen.' },
      { field: 'taskId', message: 'Deze taak bestaat niet.' },
    ]);
  });

  it('keeps the missing permission a FORBIDDEN error', async () => {
    const answer = await fetch(`${stack.apiUrl}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'klant@demo.nl', password: 'Balie-demo-2026!' }) });
    const contact = ((await answer.json()) as { access_token: string }).access_token;
    const forbidden = await run('{ calendarUsers { id } }', {}, contact);
    expect(forbidden.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', permission: 'planner.index' });
  });
});
