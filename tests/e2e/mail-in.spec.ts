import { expect, test } from '@playwright/test';
import nodemailer from 'nodemailer';
import { PORT, restClient, signIn } from './support/session.ts';

// The started product takes customer mail on port + 3 (playwright.config.ts: SMTP_INBOUND_PORT).
const inbound = nodemailer.createTransport({ host: '127.0.0.1', port: PORT + 3, secure: false, ignoreTLS: true });

test.afterAll(() => inbound.close());

test("a customer's mailed reply appears in the open ticket without a reload, its quoted history folded", async ({ page, request }) => {
  const api = await restClient(request);
  const builder = { whereNull: ['archived_at'], whereHas: [['companies', {}]], with: ['companies'], paginate: 50 };
  const clients: any[] = await api.get(`/clients?builder=${encodeURIComponent(JSON.stringify(builder))}`);
  const client = clients.find((candidate) => candidate.email && candidate.companies?.length > 0);
  const ticket = await api.post('/tickets', { description: `Scanner doet het niet ${Date.now()}`, company_id: client.companies[0].id, client_id: client.id });

  // What the browser asks of the live connection, to know when the conversation listens.
  const sentFrames: string[] = [];
  page.on('websocket', (socket) => socket.on('framesent', (frame) => sentFrames.push(String(frame.payload))));
  await signIn(page, `/tickets/${ticket.id}`);
  await expect(page.getByTestId('record-fields')).toBeVisible();
  await expect.poll(() => sentFrames.some((frame) => frame.includes('useTicketMessageAddedSubscription'))).toBe(true);
  // The server sets the subscription up right after the browser asked for it.
  await page.waitForTimeout(500);

  const reply = `De scanner werkt weer na een herstart ${Date.now()}`;
  await inbound.sendMail({
    from: `${client.full_name} <${client.email}>`,
    to: 'support@demo.nl',
    subject: `Re: [#${ticket.reference}] ${ticket.description}`,
    html: `<p>${reply}</p><div class="gmail_quote"><p>Op maandag schreef Support:</p><blockquote>Heeft u de scanner al herstart?</blockquote></div>`,
  });

  const message = page.getByTestId('message').filter({ hasText: reply });
  await expect(message).toBeVisible();
  // The history is there, folded until asked for.
  await expect(message.getByTestId('quoted-history')).toHaveCount(0);
  await message.getByRole('button', { name: 'Geschiedenis tonen' }).click();
  await expect(message.getByTestId('quoted-history')).toContainText('Heeft u de scanner al herstart?');
  // The ticket moved to the customer-replied status.
  await expect(page.getByTestId('record-fields')).toContainText('Reactie ontvangen');
});
