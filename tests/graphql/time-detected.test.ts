import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, login, startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let token: string;

beforeAll(async () => {
  stack = await startStack();
  token = await login(stack.bffUrl);
});
afterAll(() => stack?.close());

const DETECTED = `query($userId: ID!, $date: Date!) {
  detectedTime(userId: $userId, date: $date) { start end duration ticket { id databaseId reference description company { name } } }
}`;

describe('detected time in GraphQL', () => {
  it('records opening a ticket and answers the day as entries whose tickets come through one loader call', async () => {
    const viewer = (await graphql(stack.bffUrl, '{ viewer { user { id databaseId } } }', {}, token)).data.viewer.user;
    const created = await graphql(
      stack.bffUrl,
      `mutation { createTicket(input: { description: "Scanner werkt niet", companyId: 1 }) { ticket { id databaseId reference } } }`,
      {},
      token,
    );
    const ticket = created.data.createTicket.ticket;
    const opened = await graphql(stack.bffUrl, `query($id: ID!) { ticket(id: $id) { id reference } }`, { id: ticket.id }, token);
    expect(opened.data.ticket.reference).toBe(ticket.reference);

    const db = stack.api.db as unknown as Kysely<any>;
    const { rows } = await sql<{ day: string }>`select to_char(viewed_at at time zone 'Europe/Amsterdam', 'YYYY-MM-DD') as day from ticket_views
      where ticket_id = ${ticket.databaseId} and user_id = ${viewer.databaseId}`.execute(db);
    expect(rows).toHaveLength(1);

    stack.restRequests.length = 0;
    const answer = await graphql(stack.bffUrl, DETECTED, { userId: viewer.id, date: rows[0].day }, token);
    expect(answer.errors).toBeUndefined();
    const entries = answer.data.detectedTime;
    const mine = entries.find((entry: any) => entry.ticket.id === ticket.id);
    expect(mine).toMatchObject({ duration: 5, ticket: { reference: ticket.reference, description: 'Scanner werkt niet', company: { name: expect.any(String) } } });
    expect(new Date(mine.end).getTime() - new Date(mine.start).getTime()).toBe(5 * 60_000);
    const starts = entries.map((entry: any) => entry.start);
    expect([...starts].sort()).toEqual(starts);
    expect(stack.restRequests.filter((request) => request.startsWith('GET /tickets'))).toHaveLength(1);

    // A plain database id works too; another operator's day needs time-registrations.index, which admin has.
    const byNumber = await graphql(stack.bffUrl, DETECTED, { userId: String(viewer.databaseId), date: rows[0].day }, token);
    expect(byNumber.data.detectedTime).toHaveLength(entries.length);
  });

  it('answers bad input as a user error', async () => {
    const answer = await graphql(stack.bffUrl, DETECTED, { userId: '1', date: '2026-02-30' }, token);
    expect(answer.errors?.[0]).toMatchObject({ message: 'Kies een datum als JJJJ-MM-DD.', extensions: { code: 'BAD_USER_INPUT' } });
  });
});
