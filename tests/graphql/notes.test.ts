import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createClient, type Client } from 'graphql-ws';
import { graphql, login, startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let token: string;
let ticketId: string;
const sockets: Client[] = [];

const ADD_NOTE = /* GraphQL */ `
  mutation($input: AddTicketNoteInput!) {
    addTicketNote(input: $input) {
      message { id databaseId html isNote actor { fullName } }
      messageEdge { node { id } }
      ticket { id updatedAt }
      userErrors { field message }
    }
  }
`;

const SUBSCRIBE = /* GraphQL */ `
  subscription($ticketId: ID!) {
    ticketMessageAdded(ticketId: $ticketId) {
      message { id html isNote actor { id fullName } }
      messageEdge { node { id } }
      ticket { id }
    }
  }
`;

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

/** Subscribes and resolves with the first event, or the first error. */
function nextEvent(client: Client, variables: Record<string, unknown>) {
  const received: Promise<any> = new Promise((resolve, reject) => {
    const dispose = client.subscribe(
      { query: SUBSCRIBE, variables },
      {
        next: (value) => {
          dispose();
          resolve(value);
        },
        error: reject,
        complete: () => undefined,
      },
    );
  });
  return received;
}

beforeAll(async () => {
  stack = await startStack();
  token = await login(stack.bffUrl);
  const list = await graphql(stack.bffUrl, `{ tickets(first: 1) { edges { node { id } } } }`, {}, token);
  ticketId = list.data.tickets.edges[0].node.id;
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.dispose()));
  await stack?.close();
});

describe('ticket notes', () => {
  it('adds a note, sanitized, at the top of the ticket', async () => {
    const answer = await graphql(
      stack.bffUrl,
      ADD_NOTE,
      { input: { ticketId, html: '<p>Printer <strong>vervangen</strong></p><script>alert(1)</script>' } },
      token,
    );
    const payload = answer.data.addTicketNote;
    expect(payload.userErrors).toEqual([]);
    expect(payload.message.isNote).toBe(true);
    expect(payload.message.html).toContain('<strong>vervangen</strong>');
    expect(payload.message.html).not.toContain('script');
    const top = await graphql(stack.bffUrl, `query($id: ID!) { ticket(id: $id) { messages(first: 1, kind: NOTES) { edges { node { id } } } } }`, { id: ticketId }, token);
    expect(top.data.ticket.messages.edges[0].node.id).toBe(payload.message.id);
  });

  it('reports an empty note as a userError on the html field', async () => {
    const answer = await graphql(stack.bffUrl, ADD_NOTE, { input: { ticketId, html: '<p>  </p>' } }, token);
    expect(answer.data.addTicketNote.message).toBeNull();
    expect(answer.data.addTicketNote.userErrors).toEqual([{ field: 'html', message: 'Het bericht is leeg.' }]);
  });

  it('names the missing permission when a read-only operator adds a note', async () => {
    const reader = await login(stack.bffUrl, { username: 'lezer@demo.nl', password: 'Balie-demo-2026!' });
    const answer = await graphql(stack.bffUrl, ADD_NOTE, { input: { ticketId, html: '<p>mag niet</p>' } }, reader);
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', permission: 'messages.store' });
  });

  it('delivers a new note live to another subscriber of the ticket', async () => {
    const colleague = await login(stack.bffUrl);
    const listening = stack.liveListeners();
    const event = nextEvent(socket(colleague), { ticketId });
    // The note is written once the subscription listens.
    await expect.poll(() => stack.liveListeners()).toBe(listening + 1);
    const added = await graphql(stack.bffUrl, ADD_NOTE, { input: { ticketId, html: '<p>Live notitie</p>' } }, token);
    const received = await event;
    expect(received.errors).toBeUndefined();
    expect(received.data.ticketMessageAdded.message.id).toBe(added.data.addTicketNote.message.id);
    expect(received.data.ticketMessageAdded.message.html).toContain('Live notitie');
    expect(received.data.ticketMessageAdded.ticket.id).toBe(ticketId);
  });

  it('does not deliver notes of another ticket', async () => {
    const list = await graphql(stack.bffUrl, `{ tickets(first: 2) { edges { node { id } } } }`, {}, token);
    const otherId = list.data.tickets.edges.map((e: any) => e.node.id).find((id: string) => id !== ticketId);
    const listening = stack.liveListeners();
    const event = nextEvent(socket(token), { ticketId });
    await expect.poll(() => stack.liveListeners()).toBe(listening + 1);
    await graphql(stack.bffUrl, ADD_NOTE, { input: { ticketId: otherId, html: '<p>Ander ticket</p>' } }, token);
    await graphql(stack.bffUrl, ADD_NOTE, { input: { ticketId, html: '<p>Dit ticket</p>' } }, token);
    const received = await event;
    expect(received.data.ticketMessageAdded.message.html).toContain('Dit ticket');
  });

  it('refuses a subscription without a valid token', async () => {
    const answer = await nextEvent(socket('not-a-token'), { ticketId });
    expect(answer.data).toBeUndefined();
    expect(answer.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
