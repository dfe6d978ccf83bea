import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';
import { DEMO_LOGIN, graphql, login, startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let smtp: TestSmtp;
let token: string;
let deal: { id: string; description: string; clientEmail: string };

const SEND = /* GraphQL */ `
  mutation($input: SendTicketMessageInput!) {
    sendTicketMessage(input: $input) {
      isSent
      message { id html isNote sendToClient to }
      messageEdge { node { id } }
      ticket { id }
      messageThread { id statusId statusLabel }
      userErrors { field message }
    }
  }
`;

const THREAD = /* GraphQL */ `
  query($id: ID!) {
    node(id: $id) {
      ... on Deal {
        messageThreadMessagesCount
        messageThread {
          id
          statusId
          all: messages(first: 10) { totalCount edges { node { html isNote } } }
          notes: messages(first: 10, kind: NOTES) { totalCount }
        }
      }
    }
  }
`;

beforeAll(async () => {
  smtp = await startSmtp();
  stack = await startStack({ smtpUrl: smtp.url, mailFrom: 'support@balie-demo.nl' });
  token = await login(stack.bffUrl);
  const list = await graphql(stack.bffUrl, `{ deals(first: 50) { edges { node { id description client { email } } } } }`, {}, token);
  expect(list.errors).toBeUndefined();
  const node = list.data.deals.edges.map((edge: any) => edge.node).find((candidate: any) => candidate.client?.email);
  deal = { id: node.id, description: node.description, clientEmail: node.client.email };
});

afterAll(async () => {
  await stack?.close();
  await smtp?.close();
});

describe("a deal's conversation over GraphQL", () => {
  it('writes a note and mails a message on the deal, and reads them back from Deal.messageThread', async () => {
    const before = (await graphql(stack.bffUrl, THREAD, { id: deal.id }, token)).data.node;

    const note = await graphql(stack.bffUrl, SEND, { input: { dealId: deal.id, html: '<p>Intern: korting mogelijk.</p>', action: 'NOTE' } }, token);
    expect(note.errors).toBeUndefined();
    const notePayload = note.data.sendTicketMessage;
    expect(notePayload.userErrors).toEqual([]);
    expect(notePayload.message).toMatchObject({ isNote: true, sendToClient: false });
    expect(notePayload.ticket).toBeNull();
    expect(notePayload.messageThread.id).toBe(before.messageThread.id);

    const mailsBefore = smtp.received.length;
    const sent = await graphql(
      stack.bffUrl,
      SEND,
      { input: { messageThreadId: before.messageThread.id, html: '<p>Zoals besproken.</p>', action: 'SEND', to: [deal.clientEmail] } },
      token,
    );
    const sentPayload = sent.data.sendTicketMessage;
    expect(sentPayload.userErrors).toEqual([]);
    expect(sentPayload.isSent).toBe(true);
    expect(sentPayload.messageThread).toMatchObject({ statusId: 3, statusLabel: 'Behandelaar gereageerd' });
    const [{ mail }] = (await smtp.waitFor(mailsBefore + 1)).slice(mailsBefore);
    expect(mail.subject).toBe(deal.description);

    const after = (await graphql(stack.bffUrl, THREAD, { id: deal.id }, token)).data.node;
    expect(after.messageThreadMessagesCount).toBe(before.messageThreadMessagesCount + 2);
    expect(after.messageThread.all.totalCount).toBe(before.messageThread.all.totalCount + 2);
    expect(after.messageThread.all.edges.slice(0, 2).map((edge: any) => edge.node.html)).toEqual(['<p>Zoals besproken.</p>', '<p>Intern: korting mogelijk.</p>']);
    expect(after.messageThread.notes.totalCount).toBe(before.messageThread.notes.totalCount + 1);
  });

  it('asks for exactly one place to write in', async () => {
    const none = await graphql(stack.bffUrl, SEND, { input: { html: '<p>Waar?</p>' } }, token);
    expect(none.data.sendTicketMessage.userErrors).toEqual([{ field: 'ticketId', message: 'Kies één ticket, gesprek of deal voor het bericht.' }]);
    const thread = (await graphql(stack.bffUrl, THREAD, { id: deal.id }, token)).data.node.messageThread.id;
    const both = await graphql(stack.bffUrl, SEND, { input: { dealId: deal.id, messageThreadId: thread, html: '<p>Dubbel</p>' } }, token);
    expect(both.data.sendTicketMessage.userErrors).toEqual([{ field: 'ticketId', message: 'Kies één ticket, gesprek of deal voor het bericht.' }]);
  });

  it("shows a contact person nothing of a deal's conversation", async () => {
    const response = await fetch(`${stack.apiUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'klant@demo.nl', password: DEMO_LOGIN.password }),
    });
    const contact = ((await response.json()) as { access_token: string }).access_token;
    const thread = (await graphql(stack.bffUrl, THREAD, { id: deal.id }, token)).data.node.messageThread.id;
    const answer = await graphql(stack.bffUrl, `query($id: ID!) { node(id: $id) { ... on MessageThread { messages(first: 10) { totalCount } } } }`, { id: thread }, contact);
    expect(answer.data?.node ?? null).toBeNull();
  });
});
