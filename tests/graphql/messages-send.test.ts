import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';
import { graphql, login, startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let smtp: TestSmtp;
let token: string;
let ticket: { id: string; databaseId: number; reference: string; clientEmail: string };

const SEND = /* GraphQL */ `
  mutation($input: SendTicketMessageInput!) {
    sendTicketMessage(input: $input) {
      isSent
      sendError
      message { id databaseId html isSent sendToClient to cc bcc attachments { databaseId name size url } }
      messageEdge { node { id } }
      ticket { id }
      userErrors { field message }
    }
  }
`;

beforeAll(async () => {
  smtp = await startSmtp();
  stack = await startStack({ smtpUrl: smtp.url, mailFrom: 'support@balie-demo.nl' });
  token = await login(stack.bffUrl);
  const list = await graphql(
    stack.bffUrl,
    `{ tickets(first: 50) { edges { node { id databaseId reference client { email } } } } }`,
    {},
    token,
  );
  const node = list.data.tickets.edges.map((edge: any) => edge.node).find((candidate: any) => candidate.client?.email);
  ticket = { id: node.id, databaseId: node.databaseId, reference: node.reference, clientEmail: node.client.email };
});

afterAll(async () => {
  await stack?.close();
  await smtp?.close();
});

async function uploadThroughBff(name: string, content: string, bearer: string | null = token) {
  const form = new FormData();
  form.append('morphable_type', 'tickets');
  form.append('morphable_id', String(ticket.databaseId));
  form.append('file[0]', new Blob([content]), name);
  const response = await fetch(`${stack.bffUrl}/uploads/attachments`, { method: 'POST', body: form, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} });
  return { status: response.status, body: (await response.json()) as any };
}

describe('sendTicketMessage', () => {
  it('sends an e-mail with CC and an uploaded attachment, and the file downloads through the BFF', async () => {
    const uploaded = await uploadThroughBff('werkbon.pdf', '%PDF werkbon');
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const before = smtp.received.length;
    const answer = await graphql(
      stack.bffUrl,
      SEND,
      { input: { ticketId: ticket.id, html: '<p>Zie de werkbon.</p>', action: 'SEND', to: [ticket.clientEmail], cc: ['collega@klant.nl'], attachmentIds: [uploaded.body.data.id] } },
      token,
    );
    const payload = answer.data.sendTicketMessage;
    expect(payload.userErrors).toEqual([]);
    expect(payload.isSent).toBe(true);
    expect(payload.message).toMatchObject({ isSent: true, sendToClient: true, to: ticket.clientEmail, cc: 'collega@klant.nl' });
    expect(payload.message.attachments).toEqual([{ databaseId: uploaded.body.data.id, name: 'werkbon.pdf', size: 12, url: `/attachments/${uploaded.body.data.id}/download` }]);

    const [{ mail }] = (await smtp.waitFor(before + 1)).slice(before);
    expect((mail.cc as any).value[0].address).toBe('collega@klant.nl');
    expect(mail.subject).toContain(`[#${ticket.reference}]`);
    expect(mail.attachments.map((file) => [file.filename, file.content.toString()])).toEqual([['werkbon.pdf', '%PDF werkbon']]);

    const url = `${stack.bffUrl}${payload.message.attachments[0].url}`;
    const download = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    expect(download.status).toBe(200);
    expect(await download.text()).toBe('%PDF werkbon');
    expect((await fetch(url)).status).toBe(401);
  });

  it('reports the rules of core §5 as userErrors', async () => {
    const send = (input: Record<string, unknown>) => graphql(stack.bffUrl, SEND, { input: { ticketId: ticket.id, html: '<p>Hoi</p>', ...input } }, token);
    expect((await send({ action: 'SEND' })).data.sendTicketMessage.userErrors).toEqual([{ field: 'to', message: 'Geen ontvanger gekozen.' }]);
    expect((await send({ action: 'SEND', to: ['klant@voorbeeld.nl'], bcc: ['fout'] })).data.sendTicketMessage.userErrors).toEqual([
      { field: 'bcc', message: 'Er is een ongeldige ontvanger bij BCC ingevoerd.' },
    ]);
    expect((await send({ action: 'NOTE', timeSpent: 15, description: 'Bellen' })).data.sendTicketMessage.userErrors).toEqual([
      { field: 'activityId', message: 'Activiteit is verplicht bij het invoeren van tijd.' },
    ]);
    const refused = await uploadThroughBff('installer.exe', 'MZ');
    expect(refused).toEqual({ status: 422, body: { message: 'Executable files zijn niet toegestaan: installer.exe', errors: { file: ['Executable files zijn niet toegestaan'] } } });
    expect((await uploadThroughBff('a.txt', 'x', null)).status).toBe(401);
  });

  it('keeps a refused mail as not sent; resendMessage delivers it', async () => {
    smtp.refuse = 'Relay denied';
    let messageId: string;
    try {
      const answer = await graphql(stack.bffUrl, SEND, { input: { ticketId: ticket.id, html: '<p>Later</p>', action: 'SEND', to: [ticket.clientEmail] } }, token);
      expect(answer.data.sendTicketMessage).toMatchObject({ isSent: false, message: { isSent: false }, userErrors: [] });
      expect(answer.data.sendTicketMessage.sendError).toContain('Relay denied');
      messageId = answer.data.sendTicketMessage.message.id;
    } finally {
      smtp.refuse = null;
    }
    const RESEND = `mutation($input: ResendMessageInput!) { resendMessage(input: $input) { message { isSent sendError } userErrors { field message } } }`;
    const resent = await graphql(stack.bffUrl, RESEND, { input: { messageId } }, token);
    expect(resent.data.resendMessage).toEqual({ message: { isSent: true, sendError: null }, userErrors: [] });
    const again = await graphql(stack.bffUrl, RESEND, { input: { messageId } }, token);
    expect(again.data.resendMessage.userErrors).toEqual([{ field: 'messageId', message: 'Dit bericht is al verzonden.' }]);
  });
});

describe('setMessagePinned and createTicketFromMessage', () => {
  it('pins and unpins, and makes a new ticket from a message with a note on the old one', async () => {
    const note = await graphql(stack.bffUrl, SEND, { input: { ticketId: ticket.id, html: '<p>Printer op de 2e verdieping</p>' } }, token);
    const messageId = note.data.sendTicketMessage.message.id;
    const PIN = `mutation($input: SetMessagePinnedInput!) { setMessagePinned(input: $input) { message { isPinned } userErrors { message } } }`;
    expect((await graphql(stack.bffUrl, PIN, { input: { messageId, isPinned: true } }, token)).data.setMessagePinned).toEqual({ message: { isPinned: true }, userErrors: [] });
    expect((await graphql(stack.bffUrl, PIN, { input: { messageId, isPinned: false } }, token)).data.setMessagePinned.message.isPinned).toBe(false);

    const CREATE = /* GraphQL */ `
      mutation($input: CreateTicketFromMessageInput!) {
        createTicketFromMessage(input: $input) {
          ticket { id reference description messages(first: 5) { edges { node { html type } } } }
          noteEdge { node { html isNote } }
          userErrors { field message }
        }
      }
    `;
    const empty = await graphql(stack.bffUrl, CREATE, { input: { messageId, description: '' } }, token);
    expect(empty.data.createTicketFromMessage.ticket).toBeNull();
    expect(empty.data.createTicketFromMessage.userErrors[0].field).toBe('description');

    const created = await graphql(stack.bffUrl, CREATE, { input: { messageId, description: 'Printer 2e verdieping' } }, token);
    const payload = created.data.createTicketFromMessage;
    expect(payload.userErrors).toEqual([]);
    expect(payload.ticket.description).toBe('Printer 2e verdieping');
    expect(payload.ticket.messages.edges.map((edge: any) => edge.node)).toEqual([{ html: '<p>Printer op de 2e verdieping</p>', type: 'reply-from-message' }]);
    expect(payload.noteEdge.node).toEqual({ html: `<p>Nieuw ticket #${payload.ticket.reference} aangemaakt van dit bericht.</p>`, isNote: true });
  });
});
