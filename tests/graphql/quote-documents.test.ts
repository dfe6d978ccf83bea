import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp, type TestSmtp } from '../support/smtp.ts';
import { graphql, login, startStack, type Stack } from '../support/stack.ts';

let stack: Stack;
let smtp: TestSmtp;
let token: string;
let db: Kysely<any>;

const QUOTE = /* GraphQL */ `
  query($id: ID!) {
    quote(id: $id) { id databaseId reference statusId sendMessage downloadUrl }
  }
`;

const SEND = /* GraphQL */ `
  mutation($input: SendQuoteInput!) {
    sendQuote(input: $input) {
      quote { id statusId sentAt }
      userErrors { field message }
    }
  }
`;

beforeAll(async () => {
  smtp = await startSmtp();
  stack = await startStack({ smtpUrl: smtp.url, mailFrom: 'verkoop@balie-demo.nl', publicUrl: 'https://balie.example.nl' });
  db = stack.api.db as unknown as Kysely<any>;
  token = await login(stack.bffUrl);
});

afterAll(async () => {
  await stack?.close();
  await smtp?.close();
});

/** Seeded quotes still open (Concept or Verzonden) whose deal contact has an e-mail address. */
async function openQuotes(): Promise<Array<{ id: number; email: string }>> {
  return db
    .selectFrom('quotes')
    .innerJoin('deals', 'deals.id', 'quotes.deal_id')
    .innerJoin('users', 'users.id', 'deals.client_id')
    .select(['quotes.id', 'users.email'])
    .where('quotes.status_id', 'in', [1, 2])
    .where('users.email', 'is not', null)
    .orderBy('quotes.id')
    .execute();
}

describe('quote documents over GraphQL', () => {
  it('gives the prefilled mail text and a download address that serves the PDF through the BFF', async () => {
    const [quote] = await openQuotes();
    const answer = await graphql(stack.bffUrl, QUOTE, { id: String(quote!.id) }, token);
    expect(answer.errors).toBeUndefined();
    const { sendMessage, downloadUrl, reference } = answer.data.quote;
    expect(sendMessage).toContain(`met kenmerk ${reference}`);
    expect(sendMessage).toContain('{{quote_link}}');
    expect(downloadUrl).toBe(`/downloads/quotes/${quote!.id}`);
    const response = await fetch(`${stack.bffUrl}${downloadUrl}`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(`filename="${reference}.pdf"`);
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await fetch(`${stack.bffUrl}${downloadUrl}`)).status).toBe(401);
  });

  it('sendQuote mails the quote with its PDF and the link, and answers the sent quote', async () => {
    const [, quote] = await openQuotes();
    const before = smtp.received.length;
    const answer = await graphql(stack.bffUrl, SEND, { input: { id: String(quote!.id), message: '<p>Beste klant, {{quote_link}}</p>' } }, token);
    expect(answer.errors).toBeUndefined();
    const payload = answer.data.sendQuote;
    expect(payload.userErrors).toEqual([]);
    expect(payload.quote.statusId).toBe(2);
    expect(payload.quote.sentAt).not.toBeNull();
    const [{ mail, rcptTo }] = (await smtp.waitFor(before + 1)).slice(before);
    expect(rcptTo).toEqual([quote!.email]);
    expect(mail.attachments.map((attachment) => attachment.contentType)).toEqual(['application/pdf']);
    expect(String(mail.html)).toMatch(/href="https:\/\/balie\.example\.nl\/offerte\/[A-Za-z0-9_-]{43}"/);
  });

  it('sends new files as multipart through the BFF upload route', async () => {
    const [, , quote] = await openQuotes();
    const before = smtp.received.length;
    const form = new FormData();
    form.append('message', '<p>Met bijlage {{quote_link}}</p>');
    form.append('file[0]', new Blob(['Specificaties']), 'specificaties.txt');
    const response = await fetch(`${stack.bffUrl}/uploads/quotes/${quote!.id}/send`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    const body = (await response.json()) as any;
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.message).toBe('Offerte verstuurd!');
    const [{ mail }] = (await smtp.waitFor(before + 1)).slice(before);
    expect(mail.attachments.map((attachment) => attachment.filename)).toEqual([expect.stringMatching(/\.pdf$/), 'specificaties.txt']);
  });

  it('reports refusals as userErrors: an accepted quote and a mail server that refuses', async () => {
    const [, , , accepted, refused] = await openQuotes();
    await db.updateTable('quotes').set({ status_id: 3 }).where('id', '=', accepted!.id).execute();
    const decided = await graphql(stack.bffUrl, SEND, { input: { id: String(accepted!.id), message: '<p>Hallo</p>' } }, token);
    expect(decided.data.sendQuote).toEqual({ quote: null, userErrors: [{ field: 'id', message: 'Deze offerte is al geaccepteerd en kan niet meer verzonden worden.' }] });

    smtp.refuse = 'Mailbox vol';
    try {
      const failed = await graphql(stack.bffUrl, SEND, { input: { id: String(refused!.id), message: '<p>Hallo</p>' } }, token);
      expect(failed.data.sendQuote.quote).toBeNull();
      expect(failed.data.sendQuote.userErrors[0].message).toMatch(/^De mailserver weigerde de offerte: .*Mailbox vol/);
    } finally {
      smtp.refuse = null;
    }
  });
});
